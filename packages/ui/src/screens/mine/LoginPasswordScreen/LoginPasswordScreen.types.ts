import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { MineShell } from '../shared/MineFrame.tsx';

export interface LoginPasswordScreenProps {
  shell: MineShell;
  currentPasswordField: FieldBinding;
  newPasswordField: FieldBinding;
  confirmPasswordField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Pending: the submit is disabled, so the form cannot be sent twice. */
  submitting: boolean;
  /** A translated refusal from the server (wrong current password, too frequent…). */
  formError?: string;
  /** The password was changed: every session ends and the user logs in again with the new one. */
  done?: boolean;
  /** Leaves for the login screen (the app ends the session first). */
  onLoginAgain: () => void;
  loggingOut?: boolean;
}
