import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type {
  AdminBlockApplicationState,
  AdminQueueFilterProps,
  AdminReviewDecision,
} from '../internal/review/review.types.ts';

/** The contract's `BlockRejectReason`, in the order offered. */
export const adminBlockRejectReasons = [
  'block_rejected_insufficient_collateral',
  'block_rejected_eligibility_not_met',
  'block_rejected_duplicate_application',
  'block_rejected_distribution_cancelled',
  'review_rejected_other',
] as const;
export type AdminBlockRejectReason = (typeof adminBlockRejectReasons)[number];

/** An application to a distribution as the queue lists it (`AdminBlockApplicationReview`); its amount is held. */
export interface AdminBlockApplicationRow {
  id: string;
  account: string;
  distributionId: string;
  stockCode: string;
  stockName: { jp: string; cn: string; us: string };
  market: string;
  /** Decimal strings: the distribution price and the held amount, in `currency`. */
  price: string;
  heldAmount: string;
  currency: string;
  quantity: number;
  allottedQuantity: number | null;
  appliedAt: string;
  status: AdminBlockApplicationState | (string & {});
  rejectReason: string | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** The review of one pending (approve or reject) or approved (reject, before the close) application. */
export type AdminBlockApplicationReview = AdminReviewDecision<AdminBlockRejectReason>;

export interface AdminBlockApplicationsScreenProps extends AdminQueueFilterProps<AdminBlockApplicationState> {
  status: AdminLoadStatus;
  items: readonly AdminBlockApplicationRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Only one distribution's applications, with the link that shows all again. */
  distribution?: { id: string; clearHref: string };
  onReview: (id: string) => void;
  review?: AdminBlockApplicationReview;
  userHref: (account: string) => string;
}
