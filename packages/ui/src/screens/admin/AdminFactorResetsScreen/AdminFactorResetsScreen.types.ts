import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { AdminQueueFilterProps } from '../internal/review/review.types.ts';
import type {
  AdminFactorResetDecision,
  AdminFactorResetRow,
  AdminFactorResetState,
} from '../internal/factorReset/factorReset.types.ts';

export interface AdminFactorResetsScreenProps extends AdminQueueFilterProps<AdminFactorResetState> {
  /** `listFactorResets`: waiting ones oldest first, then the decided ones newest first. */
  status: AdminLoadStatus;
  items: readonly AdminFactorResetRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** The signed-in operator: the requester of a reset cannot also approve it. */
  operatorAccount: string;
  /** Opens the decision on a reset awaiting its second operator. */
  onReview: (id: string) => void;
  review?: AdminFactorResetDecision & { onClose: () => void };
  /** The customer's page, where resets are requested. */
  userHref: (account: string) => string;
}
