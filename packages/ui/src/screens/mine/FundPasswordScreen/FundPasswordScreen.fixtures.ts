import { fieldBinding } from '../../FieldBinding.ts';
import { mineShell } from '../shared/fixtures.ts';
import type { FundPasswordScreenProps } from './FundPasswordScreen.types.ts';

export const fundPasswordProps: FundPasswordScreenProps = {
  shell: mineShell('資金パスワードの設定'),
  status: 'ready',
  onRetry: () => undefined,
  mode: 'set',
  currentField: fieldBinding('current'),
  newField: fieldBinding('newPassword'),
  confirmField: fieldBinding('confirmPassword'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  doneHref: '#/mine/myPage',
  supportHref: '#/mine/support',
};

export const fundPasswordInvalidProps = {
  newField: fieldBinding('newPassword', { invalid: true, errorMessage: 'パスワードは6〜32文字で入力してください' }),
  confirmField: fieldBinding('confirmPassword', { invalid: true, errorMessage: 'パスワードが一致しません' }),
} satisfies Partial<FundPasswordScreenProps>;
