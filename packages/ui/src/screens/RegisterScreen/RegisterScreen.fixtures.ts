import { fieldBinding } from '../FieldBinding.ts';
import type { RegisterScreenProps } from './RegisterScreen.types.ts';

export const registerProps: RegisterScreenProps = {
  accountField: fieldBinding('account'),
  passwordField: fieldBinding('password'),
  confirmPasswordField: fieldBinding('confirmPassword'),
  inviteCodeField: fieldBinding('inviteCode'),
  agreeField: fieldBinding('agree'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  loginHref: '#/login/login',
  agreementHref: '#/mine/protocol',
};

export const registerInvalidProps: RegisterScreenProps = {
  ...registerProps,
  accountField: fieldBinding('account', { invalid: true, errorMessage: '電話番号は10桁の数字で入力してください' }),
  passwordField: fieldBinding('password', { invalid: true, errorMessage: 'パスワードは半角英数字6〜32文字です' }),
  confirmPasswordField: fieldBinding('confirmPassword', { invalid: true, errorMessage: 'パスワードが一致しません' }),
  inviteCodeField: fieldBinding('inviteCode', { invalid: true, errorMessage: '招待コードを入力してください' }),
  agreeField: fieldBinding('agree', { invalid: true, errorMessage: '利用規約に同意してください。' }),
};
