import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { PasskeyFailure } from '../shared/types.ts';

export interface PasskeySetupPromptScreenProps {
  /** This browser can make passkeys; when it cannot, the prompt says so and offers only "later". */
  passkeySupported: boolean;
  /** Withdrawals and bank-account changes need a passkey (operator config): "later" says they wait until then. */
  passkeyRequiredForMoney: boolean;
  /** react-hook-form's `register('name')`, its default a name for this device ("iPhone"). */
  nameField: FieldBinding;
  /** The login password: the first passkey asks for it again (the contract's proof the account holder is here). */
  passwordField: FieldBinding;
  /** "Set up now": the app runs the browser's passkey sheet and registers it. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Why the browser's passkey sheet did not complete. */
  failure?: PasskeyFailure;
  /** A translated refusal from the server; shown instead of `failure`. */
  formError?: string;
  /** "Later": go on to the app; the prompt comes back at the next sign-in. */
  onLater: () => void;
  /** The passkey is registered: the prompt thanks and offers recovery codes, then goes on with `onContinue`. */
  registered?: boolean;
  onContinue: () => void;
  /** /mine/security, where recovery codes are made. */
  securityHref: string;
}
