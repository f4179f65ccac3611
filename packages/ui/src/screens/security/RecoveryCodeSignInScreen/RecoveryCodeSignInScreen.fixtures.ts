import { fieldBinding } from '../../FieldBinding.ts';
import type { RecoveryCodeSignInScreenProps } from './RecoveryCodeSignInScreen.types.ts';

export const recoveryCodeSignInProps: RecoveryCodeSignInScreenProps = {
  account: '0900000001',
  codeField: fieldBinding('code'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  passkeyHref: '#/login/passkey',
  loginHref: '#/login/login',
  supportHref: '#/mine/support',
};
