import { queueFilter, rejectFields, reviewCommon, reviewUser } from '../internal/review/review.fixtures.ts';
import type {
  AdminLoanApplicationReview,
  AdminLoanApplicationRow,
  AdminLoanApplicationsScreenProps,
} from './AdminLoanApplicationsScreen.types.ts';

// Figures worked as the server does: limit = min(¥10,000,000, collateral × 50.00 % × the score band's multiplier),
// rounded down to the yen; available = limit − outstanding.

/** Score 712 (multiplier 85.00 %): ¥3,012,500 × 50 % × 85 % = ¥1,280,312; ¥200,000 outstanding. */
const base: AdminLoanApplicationRow = {
  id: '880',
  account: '0901234567',
  amount: '500000',
  currency: 'JPY',
  rateAnnualPercent: '8.5',
  creditScore: 712,
  collateralValue: '3012500',
  creditLimit: '1280312',
  outstanding: '200000',
  availableLimit: '1080312',
  requestedAt: '2026-11-25T11:03:00+09:00',
  status: 'pending',
  rejectReason: null,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
};

/**
 * The working queue: a draw within the limit, then one above what is available now (score 560, multiplier 70.00 %:
 * ¥1,200,000 × 50 % × 70 % = ¥420,000, ¥100,000 outstanding, ¥320,000 available for ¥800,000 asked).
 */
export const adminLoanRows: AdminLoanApplicationRow[] = [
  base,
  {
    ...base,
    id: '881',
    account: '2345678901',
    amount: '800000',
    creditScore: 560,
    collateralValue: '1200000',
    creditLimit: '420000',
    outstanding: '100000',
    availableLimit: '320000',
    requestedAt: '2026-11-25T11:20:00+09:00',
  },
];

/** Decided draws (the "all" filter): approved, rejected with a note, rejected for the score. */
export const adminLoanDecidedRows: AdminLoanApplicationRow[] = [
  {
    ...base,
    id: '872',
    account: '3456789012',
    amount: '300000',
    creditScore: 890,
    collateralValue: '2000000',
    creditLimit: '1000000',
    outstanding: '300000',
    availableLimit: '700000',
    requestedAt: '2026-11-24T09:40:00+09:00',
    status: 'approved',
    reviewedBy: '0000000001',
    reviewedAt: '2026-11-24T10:05:00+09:00',
  },
  {
    ...base,
    id: '871',
    account: '4567890123',
    amount: '1500000',
    creditScore: 640,
    collateralValue: '2500000',
    creditLimit: '875000',
    outstanding: '0',
    availableLimit: '875000',
    requestedAt: '2026-11-24T09:31:00+09:00',
    status: 'rejected',
    rejectReason: 'loan_rejected_insufficient_collateral',
    note: '今の担保評価額では 875,000 円までお借り入れいただけます。その範囲で再度お申し込みください。',
    reviewedBy: '0000000002',
    reviewedAt: '2026-11-24T10:12:00+09:00',
  },
  {
    ...base,
    id: '866',
    account: '5678901234',
    amount: '50000',
    creditScore: 310,
    collateralValue: '400000',
    creditLimit: '0',
    outstanding: '0',
    availableLimit: '0',
    requestedAt: '2026-11-23T14:20:00+09:00',
    status: 'rejected',
    rejectReason: 'loan_rejected_score_below_minimum',
    reviewedBy: '0000000001',
    reviewedAt: '2026-11-23T15:02:00+09:00',
  },
];

export const adminLoanApplicationsProps: AdminLoanApplicationsScreenProps = {
  status: 'ready',
  items: adminLoanRows,
  pageInfo: { page: 1, size: 20, total: 2 },
  onPageChange: () => undefined,
  onRetry: () => undefined,
  filter: 'pending',
  ...queueFilter,
  onReview: () => undefined,
  userHref: (account) => `#/admin/users/${account}`,
};

/** The review of the draw within the limit (880), its user verified. */
export const adminLoanReview: AdminLoanApplicationReview = {
  ...reviewCommon,
  ...rejectFields,
  itemId: '880',
  onApprove: () => undefined,
  onReject: () => undefined,
};

/** The review of the draw above the available limit (881): approve is disabled and says why. */
export const adminLoanOverLimitReview: AdminLoanApplicationReview = {
  ...adminLoanReview,
  itemId: '881',
  user: {
    ...reviewUser,
    realName: '佐藤 花子',
    balances: [{ currency: 'JPY', available: '85000', held: '0', total: '85000' }],
    loanOutstandingJpy: '100000',
    recent: [
      {
        id: '90412',
        transferId: 't-55301',
        time: '2026-11-20T10:00:00+09:00',
        type: 'loan',
        currency: 'JPY',
        amount: '100000',
        availableAfter: '185000',
        reference: '850',
        memo: null,
      },
    ],
  },
};
