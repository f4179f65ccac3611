import { fieldBinding } from '../../FieldBinding.ts';
import { bankCards, fundingShell } from '../shared/fixtures.ts';
import type { BankCardAddScreenProps } from './BankCardAddScreen.types.ts';

export const bankCardAddProps: BankCardAddScreenProps = {
  shell: fundingShell('銀行口座の登録'),
  status: 'ready',
  onRetry: () => undefined,
  identityVerified: true,
  verifyHref: '#/mine/verified',
  fundPasswordSet: true,
  fundPasswordHref: '#/mine/fundPassword',
  atLimit: false,
  maxCards: 5,
  verifiedName: '山田 太郎',
  verifiedNameKana: 'ヤマダ タロウ',
  bankNameField: fieldBinding('bankName'),
  branchNameField: fieldBinding('branchName'),
  branchCodeField: fieldBinding('branchCode'),
  accountType: { value: 'ordinary', onValueChange: () => undefined },
  accountNumberField: fieldBinding('accountNumber'),
  holderNameField: { ...fieldBinding('holderName'), defaultValue: 'ヤマダ タロウ' },
  fundPasswordField: fieldBinding('fundPassword'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  cardsHref: '#/mine/bank',
};

export const bankCardAddInvalidProps = {
  bankNameField: fieldBinding('bankName', { invalid: true, errorMessage: '銀行名を入力してください' }),
  branchCodeField: fieldBinding('branchCode', { invalid: true, errorMessage: '支店番号は3桁の数字で入力してください' }),
  accountType: { value: undefined, onValueChange: () => undefined, errorMessage: '口座種別を選んでください' },
  accountNumberField: fieldBinding('accountNumber', {
    invalid: true,
    errorMessage: '口座番号は7桁の数字で入力してください',
  }),
  fundPasswordField: fieldBinding('fundPassword', { invalid: true, errorMessage: '資金パスワードを入力してください' }),
} satisfies Partial<BankCardAddScreenProps>;

export const addedCard = { ...bankCards[1]!, id: '205', createdAt: '2026-11-22T10:30:00+09:00' };
