import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../FieldBinding.ts';

export interface LoginScreenProps {
  accountField: FieldBinding;
  passwordField: FieldBinding;
  /** The form's submit handler (e.g. react-hook-form's handleSubmit(...)). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** A translated refusal from the server (e.g. error.wrong_account_or_password). */
  formError?: string;
  registerHref: string;
  /**
   * Offers "log in with a passkey" (a discoverable credential: nothing typed); the app runs the browser's passkey
   * sheet and `signInWithPasskey`. Left out, the screen is the password form alone. A refusal shows as `formError`.
   */
  onPasskeySignIn?: () => void;
  /** Waiting for the passkey sheet and the server: neither way of logging in can be sent again. */
  passkeySigningIn?: boolean;
}
