import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';

export interface AdminLoginScreenProps {
  /** The site title from config. */
  title: string;
  accountField: FieldBinding;
  passwordField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** A translated refusal (wrong password, not an operator, too frequent…). */
  formError?: string;
  /** A translated notice (e.g. signed out). */
  notice?: string;
  appHref: string;
}
