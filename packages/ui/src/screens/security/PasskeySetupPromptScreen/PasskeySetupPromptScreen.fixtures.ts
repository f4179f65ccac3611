import { fieldBinding } from '../../FieldBinding.ts';
import type { PasskeySetupPromptScreenProps } from './PasskeySetupPromptScreen.types.ts';

export const passkeySetupPromptProps: PasskeySetupPromptScreenProps = {
  passkeySupported: true,
  passkeyRequiredForMoney: true,
  nameField: fieldBinding('name'),
  passwordField: fieldBinding('password'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  onLater: () => undefined,
  onContinue: () => undefined,
  securityHref: '#/mine/security',
};
