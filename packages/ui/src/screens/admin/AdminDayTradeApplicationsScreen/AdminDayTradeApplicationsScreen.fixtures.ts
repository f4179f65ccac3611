import { queueFilter, rejectFields, reviewCommon, reviewUser } from '../internal/review/review.fixtures.ts';
import type {
  AdminDayTradeApplicationReview,
  AdminDayTradeApplicationRow,
  AdminDayTradeApplicationsScreenProps,
} from './AdminDayTradeApplicationsScreen.types.ts';

const base: AdminDayTradeApplicationRow = {
  id: '212',
  account: '1234567890',
  participationFund: '1000000',
  currency: 'JPY',
  identityVerified: true,
  appliedAt: '2026-11-25T07:55:00+09:00',
  status: 'pending',
  rejectReason: null,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
};

/** The working queue: a verified applicant, then one whose identity is not verified yet. */
export const adminDayTradeRows: AdminDayTradeApplicationRow[] = [
  base,
  {
    ...base,
    id: '213',
    account: '2345678901',
    participationFund: '300000',
    identityVerified: false,
    appliedAt: '2026-11-25T08:02:00+09:00',
  },
];

/** Decided applications (the "all" filter): approved, rejected with a note, cancelled by the user. */
export const adminDayTradeDecidedRows: AdminDayTradeApplicationRow[] = [
  {
    ...base,
    id: '205',
    account: '3456789012',
    participationFund: '500000',
    appliedAt: '2026-11-24T07:40:00+09:00',
    status: 'approved',
    reviewedBy: '0000000001',
    reviewedAt: '2026-11-24T08:05:00+09:00',
  },
  {
    ...base,
    id: '204',
    account: '4567890123',
    participationFund: '200000',
    appliedAt: '2026-11-24T07:31:00+09:00',
    status: 'rejected',
    rejectReason: 'daytrade_rejected_suitability_not_met',
    note: '投資経験の申告が1年未満のため、今回はお受けできません。経験を積まれた後に再度お申し込みください。',
    reviewedBy: '0000000002',
    reviewedAt: '2026-11-24T08:12:00+09:00',
  },
  {
    ...base,
    id: '201',
    account: '5678901234',
    participationFund: '1500000',
    appliedAt: '2026-11-23T07:20:00+09:00',
    status: 'cancelled',
  },
];

export const adminDayTradeApplicationsProps: AdminDayTradeApplicationsScreenProps = {
  status: 'ready',
  items: adminDayTradeRows,
  pageInfo: { page: 1, size: 20, total: 2 },
  onPageChange: () => undefined,
  onRetry: () => undefined,
  filter: 'pending',
  ...queueFilter,
  onReview: () => undefined,
  userHref: (account) => `#/admin/users/${account}`,
};

/** The review of the verified applicant (212). */
export const adminDayTradeReview: AdminDayTradeApplicationReview = {
  ...reviewCommon,
  ...rejectFields,
  itemId: '212',
  onApprove: () => undefined,
  onReject: () => undefined,
};

/** The review of the applicant whose identity is not verified (213): approve is disabled and says why. */
export const adminDayTradeUnverifiedReview: AdminDayTradeApplicationReview = {
  ...adminDayTradeReview,
  itemId: '213',
  user: {
    ...reviewUser,
    realName: null,
    realNameStatus: 'reviewing',
    balances: [{ currency: 'JPY', available: '120000', held: '300000', total: '420000' }],
    loanOutstandingJpy: '0',
    recent: [
      {
        id: '90311',
        transferId: 't-55230',
        time: '2026-11-25T08:02:00+09:00',
        type: 'hold',
        currency: 'JPY',
        amount: '-300000',
        availableAfter: '120000',
        reference: '213',
        memo: null,
      },
    ],
  },
};
