import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type {
  AdminQueueFilterProps,
  AdminRejectFields,
  AdminReviewCommon,
  AdminReviewState,
} from '../internal/review/review.types.ts';

/** The contract's `IdentityRejectReason`, in the order offered. */
export const adminIdentityRejectReasons = [
  'identity_rejected_image_unreadable',
  'identity_rejected_document_expired',
  'identity_rejected_name_mismatch',
  'identity_rejected_id_number_mismatch',
  'identity_rejected_document_unsupported',
  'review_rejected_other',
] as const;
export type AdminIdentityRejectReason = (typeof adminIdentityRejectReasons)[number];

/** A submission as the queue lists it (`AdminIdentityReview` without its image links). */
export interface AdminIdentityRow {
  id: string;
  account: string;
  /** The name as entered. */
  name: string;
  /** In full (operators only). */
  idNumber: string;
  submittedAt: string;
  /** `pending`, `approved`, `rejected` or `cancelled`; a later state is shown as given. */
  status: string;
  rejectReason: string | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** The review of one pending submission. */
export interface AdminIdentityReview extends AdminReviewCommon, AdminRejectFields<AdminIdentityRejectReason> {
  /**
   * The submission's images from `getAdminIdentityVerification` (whose every view is audit-logged): loaded only
   * when the operator opens the review.
   */
  document: { status: AdminLoadStatus; frontImageUrl?: string; backImageUrl?: string; onRetry: () => void };
  /** Asks for the confirmation of an approval. */
  onApprove: () => void;
  /** Checks the reason and asks for the confirmation of a rejection. */
  onReject: () => void;
  confirmation?: { decision: 'approve' } | { decision: 'reject'; reason: AdminIdentityRejectReason };
}

export interface AdminIdentityReviewScreenProps extends AdminQueueFilterProps<AdminReviewState> {
  status: AdminLoadStatus;
  items: readonly AdminIdentityRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Opens the review of a pending submission. */
  onReview: (id: string) => void;
  review?: AdminIdentityReview;
  userHref: (account: string) => string;
}
