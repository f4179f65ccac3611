import type { FormEventHandler } from 'react';
import type { TextAreaBinding } from '../TextAreaBinding.ts';

// A reset of a customer's sign-in factors (every passkey and recovery code, and every session), which one operator
// requests after checking who the customer is and a different operator approves (four eyes). The ui keeps its own
// unions of the contract's values; a reason or state it does not know is shown as given.

/** The contract's `AdminFactorResetReason`, in the order offered. */
export const adminFactorResetReasons = ['lost_device', 'compromised', 'other'] as const;
export type AdminFactorResetReason = (typeof adminFactorResetReasons)[number];

/** The contract's `AdminFactorResetStatus`. */
export const adminFactorResetStates = ['awaiting_second_approval', 'applied', 'rejected'] as const;
export type AdminFactorResetState = (typeof adminFactorResetStates)[number];

/** One reset (the contract's `AdminFactorReset`). */
export interface AdminFactorResetRow {
  id: string;
  account: string;
  reason: AdminFactorResetReason | (string & {});
  /** How the customer was identified; kept in the audit log. */
  memo: string;
  status: AdminFactorResetState | (string & {});
  requestedBy: string;
  /** ISO 8601 instants. */
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /** Once applied: what was removed and ended. */
  removedPasskeys: number | null;
  removedRecoveryCodes: number | null;
  revokedSessions: number | null;
}

/** The request form (`requestFactorReset`): the first of the two operators. */
export interface AdminFactorResetRequest {
  reason: {
    value: AdminFactorResetReason | undefined;
    onValueChange: (value: AdminFactorResetReason) => void;
    /** Already translated (no reason chosen). */
    errorMessage?: string;
  };
  /** react-hook-form's `register('memo')`: how the customer was identified. */
  memoField: TextAreaBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Sending: the submit is disabled, so it cannot be requested twice. */
  submitting: boolean;
  /** A translated refusal (`factor_reset_pending`, `no_factors_to_reset`…). */
  formError?: string;
}

/** The decision on a reset awaiting its second operator. */
export interface AdminFactorResetDecision {
  resetId: string;
  /** Asks for the confirmation of approving it (an operator other than the requester). */
  onApprove: () => void;
  /** Asks for the confirmation of rejecting it (any operator, the requester too). */
  onReject: () => void;
  confirmation?: 'approve' | 'reject';
  /** Sends the confirmed decision; the dialog stays pending until it settles. */
  onConfirm: () => Promise<unknown>;
  onConfirmCancel: () => void;
  submitting: boolean;
  /** A translated refusal (`four_eyes_required`, `review_already_decided`…). */
  formError?: string;
}
