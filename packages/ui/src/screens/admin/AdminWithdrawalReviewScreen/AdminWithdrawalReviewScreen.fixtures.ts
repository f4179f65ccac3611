import { queueFilter, rejectFields, reviewCommon } from '../internal/review/review.fixtures.ts';
import type {
  AdminWithdrawalCardView,
  AdminWithdrawalReview,
  AdminWithdrawalReviewScreenProps,
  AdminWithdrawalRow,
} from './AdminWithdrawalReviewScreen.types.ts';

const card: AdminWithdrawalCardView = {
  bankName: '三菱UFJ銀行',
  branchName: '新宿支店',
  branchCode: '011',
  accountType: 'ordinary',
  accountNumber: '1234567',
  holderName: 'ヤマダ タロウ',
};

const none = {
  firstApprovedBy: null,
  firstApprovedAt: null,
  rejectReason: null,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
};

export const adminWithdrawalRows: AdminWithdrawalRow[] = [
  {
    ...none,
    id: '7031',
    account: '0901234567',
    verifiedName: 'ヤマダ タロウ',
    amount: '2500000',
    currency: 'JPY',
    card,
    requestedAt: '2026-11-22T09:41:00+09:00',
    status: 'awaiting_second_approval',
    requiresSecondApproval: true,
    firstApprovedBy: '0000000002',
    firstApprovedAt: '2026-11-22T10:02:00+09:00',
  },
  {
    ...none,
    id: '7034',
    account: '0807654321',
    verifiedName: 'サトウ ハナコ',
    amount: '150000',
    currency: 'JPY',
    card: {
      ...card,
      bankName: 'ゆうちょ銀行',
      branchName: '〇一八店',
      branchCode: '018',
      accountType: 'savings',
      accountNumber: '0012345',
      holderName: 'サトウ ハナコ',
    },
    requestedAt: '2026-11-22T10:15:00+09:00',
    status: 'pending',
    requiresSecondApproval: false,
  },
  {
    ...none,
    id: '7020',
    account: '0905556666',
    verifiedName: 'タナカ ジロウ',
    amount: '3000000',
    currency: 'JPY',
    card: { ...card, holderName: 'タナカ ジロウ' },
    requestedAt: '2026-11-21T09:00:00+09:00',
    status: 'approved',
    requiresSecondApproval: true,
    firstApprovedBy: '0000000001',
    firstApprovedAt: '2026-11-21T09:30:00+09:00',
    reviewedBy: '0000000002',
    reviewedAt: '2026-11-21T09:50:00+09:00',
  },
  {
    ...none,
    id: '7011',
    account: '0701112222',
    verifiedName: 'コンスタンティノプル アレクサンドラ',
    amount: '80000',
    currency: 'JPY',
    card: { ...card, holderName: 'カブシキガイシャ ABC' },
    requestedAt: '2026-11-20T13:00:00+09:00',
    status: 'rejected',
    requiresSecondApproval: false,
    rejectReason: 'withdrawal_rejected_card_name_mismatch',
    note: '口座名義がご本人様のお名前と一致しません。',
    reviewedBy: '0000000001',
    reviewedAt: '2026-11-20T14:10:00+09:00',
  },
];

export const adminWithdrawalReview: AdminWithdrawalReview = {
  ...reviewCommon,
  ...rejectFields,
  itemId: '7034',
  onApprove: () => undefined,
  onReject: () => undefined,
};

export const adminWithdrawalReviewProps: AdminWithdrawalReviewScreenProps = {
  ...queueFilter,
  status: 'ready',
  items: adminWithdrawalRows,
  pageInfo: { page: 1, size: 20, total: 4 },
  onPageChange: () => undefined,
  filter: 'all',
  onRetry: () => undefined,
  operatorAccount: '0000000001',
  secondApprovalThreshold: '1000000',
  onReview: () => undefined,
  userHref: (account) => `#/admin/users/${account}`,
};
