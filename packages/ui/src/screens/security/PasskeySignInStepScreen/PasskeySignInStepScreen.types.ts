import type { PasskeyFailure } from '../shared/types.ts';

/** The second step of signing in, after a right password (`login` answered `passkey_sign_in_required`). */
export interface PasskeySignInStepScreenProps {
  /** The account of the pending sign-in. */
  account: string;
  /** Runs the browser's passkey sheet and `signInWithSecondFactor`. */
  onConfirm: () => void;
  /** Waiting for the sheet and the server: the button is pending and cannot be pressed twice. */
  pending: boolean;
  /** Why the last try did not complete; the button then reads "try again". */
  failure?: PasskeyFailure;
  /** A translated refusal (`passkey_verification_failed`, `sign_in_expired`…); shown instead of `failure`. */
  formError?: string;
  /** The recovery-code sign-in of the same pending login. */
  recoveryHref: string;
  /** Back to the password form (another account, or the pending login expired). */
  loginHref: string;
}
