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
}
