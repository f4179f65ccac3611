import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../FieldBinding.ts';

export interface RegisterScreenProps {
  /** The ten-digit phone number. */
  accountField: FieldBinding;
  passwordField: FieldBinding;
  confirmPasswordField: FieldBinding;
  inviteCodeField: FieldBinding;
  /** The user-agreement checkbox. */
  agreeField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  formError?: string;
  loginHref: string;
  agreementHref: string;
}
