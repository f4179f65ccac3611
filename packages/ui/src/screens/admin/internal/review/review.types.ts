import type { AdminLoadStatus, AdminRealNameStatus, AdminUserFlags } from '../../adminTerms.ts';
import type { AdminLedgerRow, AdminUserBalanceView } from '../../AdminUserDetailScreen/AdminUserDetailScreen.types.ts';
import type { TextAreaBinding } from '../TextAreaBinding.ts';

// What the review queues (identity, deposits, withdrawals, manual adjustments) share. The ui keeps its own unions of
// the contract's values; a state or code it does not know is shown as given.

/** The contract's `AdminReviewState`: pending review, approved, rejected, or cancelled by the user. */
export const adminReviewStates = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AdminReviewState = (typeof adminReviewStates)[number];

/** The contract's `AdminWithdrawalStatus` (with the four-eyes step). */
export const adminWithdrawalStates = [
  'pending',
  'awaiting_second_approval',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type AdminWithdrawalState = (typeof adminWithdrawalStates)[number];

/** The contract's `AdminAdjustmentStatus`. */
export const adminAdjustmentStates = ['awaiting_second_approval', 'applied', 'rejected'] as const;
export type AdminAdjustmentState = (typeof adminAdjustmentStates)[number];

/** The contract's `AdminBlockApplicationStatus`: reviewed, then allotted or not when the distribution closes. */
export const adminBlockApplicationStates = [
  'pending',
  'approved',
  'rejected',
  'allotted',
  'not_allotted',
  'cancelled',
] as const;
export type AdminBlockApplicationState = (typeof adminBlockApplicationStates)[number];

/** Every state a queue item can show. */
export type AdminQueueState =
  AdminReviewState | AdminWithdrawalState | AdminAdjustmentState | AdminBlockApplicationState;

/** A queue's filters: a state (or all) and, optionally, one user's account. */
export interface AdminQueueFilterProps<S extends string> {
  /** The state shown; the pending state is the working queue, oldest first. */
  filter: S | 'all';
  onFilterChange: (filter: S | 'all') => void;
  /** Only this account's items; '' for everyone. */
  account: string;
  /** The operator searched for an account ('' clears it). */
  onAccountChange: (account: string) => void;
}

/**
 * The user behind a review item (`getAdminUser` and `listAdminUserLedger`), so a decision is taken in context:
 * their verification, restrictions, balances and the latest ledger entries.
 */
export interface AdminReviewUserContext {
  status: AdminLoadStatus;
  realName?: string | null;
  realNameStatus?: AdminRealNameStatus;
  flags?: AdminUserFlags;
  balances: readonly AdminUserBalanceView[];
  loanOutstandingJpy?: string;
  /** The latest ledger entries, newest first (a handful). */
  recent: readonly AdminLedgerRow[];
  onRetry: () => void;
}

/** The reject half of a review: a reason code the user reads, and an optional note. */
export interface AdminRejectFields<R extends string> {
  reason: R | undefined;
  onReasonChange: (reason: R) => void;
  /** Already translated (no reason chosen). */
  reasonError?: string;
  noteField: TextAreaBinding;
}

/** What every review panel has: the sending state, the server's refusal, and the way out. */
export interface AdminReviewCommon {
  itemId: string;
  user: AdminReviewUserContext;
  /** Sends the confirmed decision; the dialog stays pending until it settles. */
  onConfirm: () => Promise<unknown>;
  onConfirmCancel: () => void;
  onClose: () => void;
  /** Sending: every decision is disabled, so it cannot be sent twice. */
  submitting: boolean;
  /** Already translated: why the server refused (`review_already_decided`, `four_eyes_required`…). */
  formError?: string;
}

/**
 * A review decided in one step: approve, or reject with a reason the user reads and an optional note; either is
 * confirmed before it is sent (the distribution-application and day-trading queues).
 */
export interface AdminReviewDecision<R extends string> extends AdminReviewCommon, AdminRejectFields<R> {
  /** Asks for the approval's confirmation. */
  onApprove: () => void;
  /** Checks the reason and the note, then asks for the rejection's confirmation. */
  onReject: () => void;
  confirmation?: { decision: 'approve' } | { decision: 'reject'; reason: R };
}
