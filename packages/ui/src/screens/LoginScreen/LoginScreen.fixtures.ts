import { fieldBinding } from '../FieldBinding.ts';
import type { LoginScreenProps } from './LoginScreen.types.ts';

export const loginProps: LoginScreenProps = {
  accountField: fieldBinding('account'),
  passwordField: fieldBinding('password'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  registerHref: '#/login/register',
};

export const loginInvalidProps: LoginScreenProps = {
  ...loginProps,
  accountField: fieldBinding('account', { invalid: true, errorMessage: '電話番号は10桁の数字で入力してください' }),
  passwordField: fieldBinding('password', { invalid: true, errorMessage: 'パスワードを入力してください' }),
};
