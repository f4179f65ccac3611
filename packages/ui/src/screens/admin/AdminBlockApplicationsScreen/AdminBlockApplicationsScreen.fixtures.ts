import { queueFilter, rejectFields, reviewCommon } from '../internal/review/review.fixtures.ts';
import type {
  AdminBlockApplicationReview,
  AdminBlockApplicationRow,
  AdminBlockApplicationsScreenProps,
} from './AdminBlockApplicationsScreen.types.ts';

const base: AdminBlockApplicationRow = {
  id: '6120',
  account: '1234567890',
  distributionId: '41',
  stockCode: '4755',
  stockName: { jp: '楽天グループ', cn: '乐天集团', us: 'Rakuten Group' },
  market: 'jpy',
  price: '1012',
  heldAmount: '303600',
  currency: 'JPY',
  quantity: 300,
  allottedQuantity: null,
  appliedAt: '2026-11-25T08:31:00+09:00',
  status: 'pending',
  rejectReason: null,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
};

export const adminBlockApplicationRows: AdminBlockApplicationRow[] = [
  base,
  {
    ...base,
    id: '6121',
    account: '2345678901',
    quantity: 1000,
    heldAmount: '1012000',
    appliedAt: '2026-11-25T08:33:00+09:00',
  },
  {
    ...base,
    id: '6098',
    account: '3456789012',
    status: 'approved',
    quantity: 500,
    heldAmount: '506000',
    reviewedBy: '0000000001',
    reviewedAt: '2026-11-25T08:40:00+09:00',
  },
];

export const adminBlockApplicationsDecided: AdminBlockApplicationRow[] = [
  {
    ...base,
    id: '6001',
    status: 'rejected',
    rejectReason: 'block_rejected_duplicate_application',
    note: '同日に同じ銘柄の申込がもう1件あります。',
    reviewedBy: '0000000002',
    reviewedAt: '2026-11-24T08:41:00+09:00',
  },
  {
    ...base,
    id: '5990',
    account: '4567890123',
    status: 'allotted',
    allottedQuantity: 200,
    reviewedBy: '0000000001',
    reviewedAt: '2026-11-24T08:39:00+09:00',
  },
];

export const adminBlockApplicationsProps: AdminBlockApplicationsScreenProps = {
  status: 'ready',
  items: adminBlockApplicationRows,
  pageInfo: { page: 1, size: 20, total: 3 },
  onPageChange: () => undefined,
  onRetry: () => undefined,
  filter: 'pending',
  ...queueFilter,
  onReview: () => undefined,
  userHref: (account) => `#/admin/users/${account}`,
};

export const adminBlockApplicationReview: AdminBlockApplicationReview = {
  ...reviewCommon,
  ...rejectFields,
  itemId: '6120',
  onApprove: () => undefined,
  onReject: () => undefined,
};
