import { fieldBinding } from '../../FieldBinding.ts';
import type { AdminLoginScreenProps } from './AdminLoginScreen.types.ts';

export const adminLoginProps: AdminLoginScreenProps = {
  title: 'Kabuto',
  accountField: fieldBinding('account'),
  passwordField: fieldBinding('password'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  appHref: '#/login/start',
};

export const adminLoginInvalidProps: AdminLoginScreenProps = {
  ...adminLoginProps,
  accountField: fieldBinding('account', { invalid: true, errorMessage: '電話番号は10桁の数字で入力してください' }),
  passwordField: fieldBinding('password', { invalid: true, errorMessage: '入力してください' }),
};
