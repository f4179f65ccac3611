import type { PasskeyFailure } from '../shared/types.ts';

/** What a step-up confirms: a withdrawal, adding or removing a bank account, or a change to the sign-in factors. */
export const stepUpPurposes = ['withdrawal', 'bank_card_add', 'bank_card_remove', 'security_change'] as const;
export type StepUpPurpose = (typeof stepUpPurposes)[number];

export interface StepUpDialogProps {
  open: boolean;
  purpose: StepUpPurpose;
  /** What is being confirmed, already formatted ("¥300,000 → 三菱UFJ銀行 普通 ****567"). */
  detail?: string;
  /** "Confirm with passkey": the app runs the browser's passkey sheet and `verifyStepUp`, then retries the action. */
  onConfirm: () => void;
  /** Waiting for the browser's sheet and the server: confirm is pending and cannot be pressed twice. */
  pending: boolean;
  /** Why the last try did not complete; the confirm button then reads "try again". */
  failure?: PasskeyFailure;
  /** A translated refusal from the server (`passkey_verification_failed`…); shown instead of `failure`. */
  formError?: string;
  /** Closes the dialog and drops the action. */
  onCancel: () => void;
  /** Where a customer who cannot use the passkey goes (signing in with a recovery code, then a new passkey). */
  recoveryHref?: string;
}
