import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { AdminQueueFilterProps, AdminReviewDecision, AdminReviewState } from '../internal/review/review.types.ts';

/** The contract's `LoanRejectReason`, in the order offered. */
export const adminLoanRejectReasons = [
  'loan_rejected_insufficient_collateral',
  'loan_rejected_score_below_minimum',
  'review_rejected_other',
] as const;
export type AdminLoanRejectReason = (typeof adminLoanRejectReasons)[number];

/**
 * A request to draw on the securities-backed credit line as the queue lists it (the contract's `AdminLoanReview`).
 * The collateral value, score and limit are the server's, recomputed when the list or the review was loaded.
 * Every amount is a decimal string in `currency` (yen).
 */
export interface AdminLoanApplicationRow {
  id: string;
  account: string;
  /** The amount asked for. */
  amount: string;
  currency: string;
  /** The disclosed annual rate, a percent decimal string (at most 15.00). */
  rateAnnualPercent: string;
  /** The transparent credit score, 0 to 1,000. */
  creditScore: number;
  /** Market value of the pledged (cash-account) holdings. */
  collateralValue: string;
  /** min(house cap, collateral value × advance rate × score multiplier), rounded down to the yen. */
  creditLimit: string;
  /** Loan principal outstanding before this draw. */
  outstanding: string;
  /** creditLimit − outstanding, never below 0: the server refuses to approve a draw above it (`loan_limit_insufficient`). */
  availableLimit: string;
  requestedAt: string;
  status: AdminReviewState | (string & {});
  /** A `LoanRejectReason` code; a code this console does not know is shown as given. */
  rejectReason: string | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** The review of one pending draw: approve (within the available limit only) or reject with a reason. */
export type AdminLoanApplicationReview = AdminReviewDecision<AdminLoanRejectReason>;

export interface AdminLoanApplicationsScreenProps extends AdminQueueFilterProps<AdminReviewState> {
  status: AdminLoadStatus;
  items: readonly AdminLoanApplicationRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Opens the review of a pending draw. */
  onReview: (id: string) => void;
  review?: AdminLoanApplicationReview;
  userHref: (account: string) => string;
}
