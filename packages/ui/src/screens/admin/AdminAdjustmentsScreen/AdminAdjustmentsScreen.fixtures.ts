import { fieldBinding } from '../../FieldBinding.ts';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import { queueFilter, reviewCommon } from '../internal/review/review.fixtures.ts';
import type {
  AdminAdjustmentCreate,
  AdminAdjustmentDecision,
  AdminAdjustmentRow,
  AdminAdjustmentsScreenProps,
} from './AdminAdjustmentsScreen.types.ts';

export const adminAdjustmentRows: AdminAdjustmentRow[] = [
  {
    id: '93',
    account: '0901234567',
    direction: 'credit',
    amount: '440',
    currency: 'JPY',
    reason: 'fee_refund',
    memo: '11月20日の振込手数料の誤徴収分を返金します。',
    status: 'awaiting_second_approval',
    requestedBy: '0000000002',
    requestedAt: '2026-11-22T13:00:00+09:00',
    decidedBy: null,
    decidedAt: null,
  },
  {
    id: '95',
    account: '0901234567',
    direction: 'debit',
    amount: '2000000',
    currency: 'JPY',
    reason: 'deposit_correction',
    memo: '11月21日の入金が二重に計上されたため訂正します。',
    status: 'awaiting_second_approval',
    requestedBy: '0000000001',
    requestedAt: '2026-11-22T14:10:00+09:00',
    decidedBy: null,
    decidedAt: null,
  },
  {
    id: '88',
    account: '0807654321',
    direction: 'credit',
    amount: '25.50',
    currency: 'USD',
    reason: 'compensation',
    memo: 'システム障害による約定遅延の補償です。',
    status: 'applied',
    requestedBy: '0000000001',
    requestedAt: '2026-11-20T10:00:00+09:00',
    decidedBy: '0000000002',
    decidedAt: '2026-11-20T10:20:00+09:00',
  },
  {
    id: '85',
    account: '0905556666',
    direction: 'debit',
    amount: '1000',
    currency: 'JPY',
    reason: 'other',
    memo: '確認の結果、調整は不要でした。',
    status: 'rejected',
    requestedBy: '0000000002',
    requestedAt: '2026-11-19T16:00:00+09:00',
    decidedBy: '0000000001',
    decidedAt: '2026-11-19T16:30:00+09:00',
  },
];

export const adminAdjustmentCreate: AdminAdjustmentCreate = {
  accountField: fieldBinding('account'),
  direction: { value: 'credit', onValueChange: () => undefined },
  amountField: fieldBinding('amount'),
  currency: { value: 'JPY', options: ['JPY', 'USD', 'CNY'], onValueChange: () => undefined },
  reason: { value: undefined, onValueChange: () => undefined },
  memoField: adminTextAreaBinding('memo'),
  onSubmit: (event) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};

export const adminAdjustmentDecision: AdminAdjustmentDecision = {
  ...reviewCommon,
  itemId: '93',
  onApply: () => undefined,
  onReject: () => undefined,
};

export const adminAdjustmentsProps: AdminAdjustmentsScreenProps = {
  ...queueFilter,
  status: 'ready',
  items: adminAdjustmentRows,
  pageInfo: { page: 1, size: 20, total: 4 },
  onPageChange: () => undefined,
  filter: 'all',
  onRetry: () => undefined,
  operatorAccount: '0000000001',
  onOpenCreate: () => undefined,
  onReview: () => undefined,
  userHref: (account) => `#/admin/users/${account}`,
};
