import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';

/**
 * Signing in with a recovery code when the passkeys are lost: the second step of a pending sign-in (the password was
 * right), finished with one unused code (`signInWithRecoveryCode`).
 */
export interface RecoveryCodeSignInScreenProps {
  /** The account of the pending sign-in. */
  account: string;
  /** react-hook-form's `register('code')` plus its state. */
  codeField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sending: the button is pending, so a code cannot be spent twice. */
  submitting: boolean;
  /** A translated refusal (`recovery_code_invalid`, `sign_in_expired`, `too_frequent`…). */
  formError?: string;
  /** Back to the passkey step of the same sign-in. */
  passkeyHref: string;
  /** The password form, to start again. */
  loginHref: string;
  supportHref?: string;
}
