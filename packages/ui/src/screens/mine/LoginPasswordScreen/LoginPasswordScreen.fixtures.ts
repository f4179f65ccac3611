import { fieldBinding } from '../../FieldBinding.ts';
import { mineShell } from '../shared/fixtures.ts';
import type { LoginPasswordScreenProps } from './LoginPasswordScreen.types.ts';

export const loginPasswordProps: LoginPasswordScreenProps = {
  shell: mineShell('ログインパスワードの変更'),
  currentPasswordField: fieldBinding('currentPassword'),
  newPasswordField: fieldBinding('newPassword'),
  confirmPasswordField: fieldBinding('confirmPassword'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  onLoginAgain: () => undefined,
};

export const loginPasswordInvalidProps = {
  currentPasswordField: fieldBinding('currentPassword', { invalid: true, errorMessage: '入力してください' }),
  newPasswordField: fieldBinding('newPassword', {
    invalid: true,
    errorMessage: 'パスワードは半角英数字のみ使用できます',
  }),
  confirmPasswordField: fieldBinding('confirmPassword', { invalid: true, errorMessage: 'パスワードが一致しません' }),
} satisfies Partial<LoginPasswordScreenProps>;
