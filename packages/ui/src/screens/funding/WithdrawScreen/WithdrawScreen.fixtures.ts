import { fieldBinding } from '../../FieldBinding.ts';
import { bankCards, fundingShell, openHours } from '../shared/fixtures.ts';
import type { WithdrawableView, WithdrawalView, WithdrawScreenProps } from './WithdrawScreen.types.ts';

export const withdrawable: WithdrawableView = {
  currency: 'JPY',
  availableCash: '1250000',
  marginRequirement: '300000',
  loanOutstanding: '503758',
  withdrawable: '446242',
  fee: '0',
  minAmount: '100',
  maxAmount: '5000000',
  hours: openHours,
};

const card = {
  holderName: 'ヤマダ タロウ',
  bankName: '三菱UFJ銀行',
  branchName: '新宿支店',
  accountType: 'ordinary',
  accountNumberMasked: '****567',
} as const;

export const pendingWithdrawal: WithdrawalView = {
  id: 'WD20261120000311',
  amount: '200000',
  currency: 'JPY',
  fee: '0',
  amountToReceive: '200000',
  card,
  status: 'pending',
  requiresSecondApproval: false,
  requestedAt: '2026-11-20T10:30:00+09:00',
  estimatedArrivalBy: '2026-11-22T00:00:00+09:00',
  cancellable: true,
};

export const withdrawalsList: WithdrawalView[] = [
  pendingWithdrawal,
  {
    id: 'WD20261116000207',
    amount: '150000',
    currency: 'JPY',
    fee: '0',
    amountToReceive: '150000',
    card,
    status: 'approved',
    requiresSecondApproval: false,
    requestedAt: '2026-11-16T11:00:00+09:00',
    reviewedAt: '2026-11-16T11:42:00+09:00',
    paidAt: '2026-11-16T11:42:00+09:00',
    cancellable: false,
  },
  {
    id: 'WD20261112000150',
    amount: '2500000',
    currency: 'JPY',
    fee: '0',
    amountToReceive: '2500000',
    card: {
      ...card,
      bankName: 'ゆうちょ銀行',
      branchName: '〇一八店',
      accountType: 'savings',
      accountNumberMasked: '****210',
    },
    status: 'rejected',
    requiresSecondApproval: true,
    requestedAt: '2026-11-12T09:41:00+09:00',
    reviewedAt: '2026-11-12T10:05:00+09:00',
    rejectReason: 'withdrawal_rejected_card_name_mismatch',
    reviewNote: '口座名義がご本人様のお名前と一致しません。',
    cancellable: false,
  },
  {
    id: 'WD20261105000098',
    amount: '30000',
    currency: 'JPY',
    fee: '0',
    amountToReceive: '30000',
    card,
    status: 'cancelled',
    requiresSecondApproval: false,
    requestedAt: '2026-11-05T13:10:00+09:00',
    cancelledAt: '2026-11-05T13:12:00+09:00',
    cancellable: false,
  },
];

export const withdrawProps: WithdrawScreenProps = {
  shell: fundingShell('出金'),
  status: 'ready',
  onRetry: () => undefined,
  summary: withdrawable,
  readiness: { identityVerified: true, fundPasswordSet: true, ownNameCardCount: 2, passkeyRegistered: true },
  links: {
    verifyHref: '#/mine/verified',
    fundPasswordHref: '#/mine/fundPassword',
    bankAddHref: '#/mine/bankAdd',
    bankHref: '#/mine/bank',
    securityHref: '#/mine/security',
  },
  cards: bankCards,
  cardId: '204',
  onCardChange: () => undefined,
  amountField: fieldBinding('amount'),
  onWithdrawAll: () => undefined,
  fundPasswordField: fieldBinding('fundPassword'),
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
  withdrawals: {
    status: 'ready',
    items: withdrawalsList,
    hasMore: false,
    onLoadMore: () => undefined,
    onRetry: () => undefined,
  },
  onCancelWithdrawal: () => Promise.resolve(),
  supportHref: '#/mine/support',
};

export const withdrawInvalidProps = {
  cardId: undefined,
  cardError: '出金先の口座を選んでください',
  amountField: fieldBinding('amount', { invalid: true, errorMessage: '出金可能額を超えています' }),
  fundPasswordField: fieldBinding('fundPassword', { invalid: true, errorMessage: '資金パスワードを入力してください' }),
} satisfies Partial<WithdrawScreenProps>;
