import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { AdminQueueFilterProps, AdminReviewDecision, AdminReviewState } from '../internal/review/review.types.ts';

/** The contract's `DaytradeRejectReason`, in the order offered. */
export const adminDayTradeRejectReasons = [
  'daytrade_rejected_insufficient_collateral',
  'daytrade_rejected_identity_not_verified',
  'daytrade_rejected_suitability_not_met',
  'daytrade_rejected_account_restricted',
  'review_rejected_other',
] as const;
export type AdminDayTradeRejectReason = (typeof adminDayTradeRejectReasons)[number];

/**
 * An application for one-day margin (一日信用) as the queue lists it (the contract's `AdminDayTradeReview`): its
 * participation fund is held from application until the review.
 */
export interface AdminDayTradeApplicationRow {
  id: string;
  account: string;
  /** Decimal string: the participation fund held as collateral, in `currency`. */
  participationFund: string;
  currency: string;
  /** The server refuses to approve an applicant whose identity is not verified (`real_name_not_verified`). */
  identityVerified: boolean;
  appliedAt: string;
  status: AdminReviewState | (string & {});
  /** A `DaytradeRejectReason` code; a code this console does not know is shown as given. */
  rejectReason: string | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** The review of one pending application: approve (identity verified only) or reject with a reason. */
export type AdminDayTradeApplicationReview = AdminReviewDecision<AdminDayTradeRejectReason>;

export interface AdminDayTradeApplicationsScreenProps extends AdminQueueFilterProps<AdminReviewState> {
  status: AdminLoadStatus;
  items: readonly AdminDayTradeApplicationRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Opens the review of a pending application. */
  onReview: (id: string) => void;
  review?: AdminDayTradeApplicationReview;
  userHref: (account: string) => string;
}
