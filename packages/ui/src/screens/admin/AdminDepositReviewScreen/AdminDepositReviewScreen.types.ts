import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { TextAreaBinding } from '../internal/TextAreaBinding.ts';
import type {
  AdminQueueFilterProps,
  AdminRejectFields,
  AdminReviewCommon,
  AdminReviewState,
} from '../internal/review/review.types.ts';

/** The contract's `DepositRejectReason`, in the order offered. */
export const adminDepositRejectReasons = [
  'deposit_rejected_no_matching_transfer',
  'deposit_rejected_amount_mismatch',
  'deposit_rejected_remitter_mismatch',
  'deposit_rejected_slip_unreadable',
  'review_rejected_other',
] as const;
export type AdminDepositRejectReason = (typeof adminDepositRejectReasons)[number];

/** A deposit notice as the queue lists it (`AdminDepositReview`); money as exact decimal strings. */
export interface AdminDepositRow {
  id: string;
  account: string;
  /** The holder's verified real name, to match against the sender. */
  verifiedName: string | null;
  /** The user's dedicated deposit account number (in the firm's name). */
  virtualAccountNumber: string;
  currency: string;
  /** What the user says they sent. */
  notifiedAmount: string;
  /** What was received and credited; null until approved. */
  creditedAmount: string | null;
  /** The sender name the user entered (振込名義). */
  senderName: string;
  notifiedAt: string;
  /** A short-lived link to the transfer slip (operators and the owner only). */
  slipImageUrl: string;
  /** `pending`, `approved`, `rejected` or `cancelled`; a later state is shown as given. */
  status: string;
  rejectReason: string | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** The review of one pending notice: credit what arrived (with a note when it differs), or reject. */
export interface AdminDepositReview extends AdminReviewCommon, AdminRejectFields<AdminDepositRejectReason> {
  /**
   * The amount actually received (`credited_amount`); the app starts it at the notified amount (NumberField keeps its
   * own text, so pass `defaultValue` with the binding as well as react-hook-form's default).
   */
  creditedAmountField: FieldBinding & { defaultValue?: string };
  /** The note the user reads with an approval; required when the credited amount differs. */
  approveNoteField: TextAreaBinding;
  /** Checks the amount and asks for the confirmation of an approval. */
  onApprove: () => void;
  /** Checks the reason and asks for the confirmation of a rejection. */
  onReject: () => void;
  confirmation?:
    { decision: 'approve'; creditedAmount: string } | { decision: 'reject'; reason: AdminDepositRejectReason };
}

export interface AdminDepositReviewScreenProps extends AdminQueueFilterProps<AdminReviewState> {
  status: AdminLoadStatus;
  items: readonly AdminDepositRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  onReview: (id: string) => void;
  review?: AdminDepositReview;
  userHref: (account: string) => string;
}
