import { fieldBinding } from '../../FieldBinding.ts';
import { fundingShell, openHours } from '../shared/fixtures.ts';
import type { DepositChannelView, DepositScreenProps } from './DepositScreen.types.ts';

export const depositChannel: DepositChannelView = {
  accountName: 'カブト証券株式会社',
  accountNameKana: 'カブトシヨウケン（カ',
  bankName: '三井住友銀行',
  bankCode: '0009',
  branchName: 'カブト入金専用支店',
  branchCode: '951',
  accountType: 'ordinary',
  accountNumber: '7012345',
  minAmount: '1000',
  maxAmount: '10000000',
  hours: openHours,
  arrivalNote: '通常2時間以内、遅くとも翌営業日24:00までに入金されます。',
};

export const depositProps: DepositScreenProps = {
  shell: fundingShell('入金'),
  status: 'ready',
  onRetry: () => undefined,
  channel: depositChannel,
  onCopy: () => undefined,
  onCancelPending: () => Promise.resolve(),
  amountField: fieldBinding('amount'),
  remitterNameField: fieldBinding('remitterName'),
  slipField: fieldBinding('slip'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  historyHref: '#/mine/stored',
  supportHref: '#/mine/support',
};

export const depositInvalidProps = {
  amountField: fieldBinding('amount', { invalid: true, errorMessage: '1,000円以上で入力してください' }),
  slipField: fieldBinding('slip', { invalid: true, errorMessage: '振込明細の画像を選んでください' }),
} satisfies Partial<DepositScreenProps>;
