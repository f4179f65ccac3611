import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { PasskeyFailure, PasskeyView, SecurityShell, SecurityStatus } from '../shared/types.ts';

/** Adding a passkey: a name, then the browser's own passkey sheet (the app runs `navigator.credentials.create`). */
export interface PasskeyAdd {
  /** react-hook-form's `register('name')` plus its state. */
  nameField: FieldBinding;
  /**
   * The login password, asked for the first passkey as proof that the account holder is here (the contract's
   * `getPasskeyRegistrationOptions`); leave it out once the account has a passkey.
   */
  passwordField?: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Waiting for the browser's sheet and the server: the button is pending and cannot be pressed twice. */
  submitting: boolean;
  /** Why the browser's passkey sheet did not complete. */
  failure?: PasskeyFailure;
  /** A translated refusal from the server (`invalid_parameter`, `step_up_required`…); shown instead of `failure`. */
  formError?: string;
}

/** Renaming one passkey: a small form in a dialog. */
export interface PasskeyRename {
  passkeyId: string;
  /** react-hook-form's `register('name')`, its default value the current name. */
  nameField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  formError?: string;
}

/** Removing one passkey, after a confirmation. */
export interface PasskeyRemoval {
  passkeyId: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Removing: both buttons are disabled, so it cannot be sent twice. */
  submitting: boolean;
  /** A translated refusal (`step_up_required`…). */
  formError?: string;
}

/** The recovery codes' state: how many unused codes remain of the last set. */
export interface RecoveryCodesView {
  /** Unused codes of the current set; 0 when none was ever made or all are used. */
  remaining: number;
  /** How many a set holds (10). */
  total: number;
  /** ISO 8601 instant the current set was made; null when none was. */
  generatedAt: string | null;
}

/** A set of recovery codes just made: shown once, until the customer says they saved them. */
export interface NewRecoveryCodes {
  /** The codes as the customer types them (`K7QM-2XRP-9VHT-4WCB`). */
  codes: readonly string[];
  /** Copies them (the app writes `codes` to the clipboard). */
  onCopy: () => void;
  copied: boolean;
  /** The account, written in the downloaded file's heading. */
  account: string;
  /** The "I saved them" box; the dialog closes only once it is ticked. */
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
  /** The customer saved them: the app forgets the codes. */
  onDone: () => void;
}

/** Where alerts go by e-mail, besides the in-app inbox. */
export interface NotificationEmail {
  /** The current address; null when none is set. */
  address: string | null;
  /** react-hook-form's `register('email')` plus its state. */
  field: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  formError?: string;
  /** Stops the e-mails; the inbox keeps every alert. */
  onClear: () => void;
  clearing: boolean;
}

export interface SecurityScreenProps {
  shell: SecurityShell;
  status: SecurityStatus;
  onRetry: () => void;
  /** The customer's time zone (IANA name) for the dates shown; the device's when not given. */
  timeZone?: string;
  /** The customer's passkeys, newest first. */
  passkeys: readonly PasskeyView[];
  /** This browser can make and use passkeys (`window.PublicKeyCredential` exists). */
  passkeySupported: boolean;
  /**
   * Withdrawals and bank-account changes need a passkey (the operator's `security_passkey_required_for_money`); the
   * screen says so.
   */
  passkeyRequiredForMoney: boolean;
  /**
   * A session opened with a recovery code: until when it may add a passkey, remove lost ones and make new codes
   * without a passkey check (ISO 8601 instant; the contract's `factorChangeAllowedUntil` after a recovery sign-in).
   */
  recoveryWindowUntil?: string;
  addPasskey: PasskeyAdd;
  /** The customer asked to rename a passkey: the app opens the dialog with `rename`. */
  onRename: (passkeyId: string) => void;
  rename?: PasskeyRename;
  /** The customer asked to remove a passkey: the app opens the confirmation with `removal`. */
  onRemove: (passkeyId: string) => void;
  removal?: PasskeyRemoval;
  recoveryCodes: RecoveryCodesView;
  /** Makes a new set (the old codes stop working; the screen asks first when some remain). */
  onGenerateRecoveryCodes: () => void;
  generatingRecoveryCodes: boolean;
  /** A translated refusal of making codes. */
  recoveryCodesError?: string;
  /** The set just made: a dialog shows it once. */
  newRecoveryCodes?: NewRecoveryCodes;
  notificationEmail: NotificationEmail;
  /** /mine/security/history and /mine/security/sessions. */
  signInHistoryHref: string;
  sessionsHref: string;
  /**
   * A seeded demo account without a passkey (the contract's `demoAccount`): it may sign in with the password alone and
   * move money without a passkey until it registers one; the screen says so.
   */
  passwordSignInAllowed?: boolean;
}
