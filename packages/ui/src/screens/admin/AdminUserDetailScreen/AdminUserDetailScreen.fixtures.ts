import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import type { AdminLedgerRow, AdminUserDetailScreenProps, AdminUserDetailView } from './AdminUserDetailScreen.types.ts';

export const adminUserDetail: AdminUserDetailView = {
  account: '0901234567',
  realName: '山田 太郎',
  realNameStatus: 'verified',
  flags: { frozen: true, disabled: false, loginBanned: false, tradingBarred: false, withdrawalBarred: false },
  inviteCode: 'K7D2Q9',
  invitedBy: '0907654321',
  isAgent: true,
  rebatePercent: '10.00',
  language: 'jp',
  registeredAt: '2026-09-01T12:00:00+09:00',
  lastLoginAt: '2026-11-22T08:15:00+09:00',
  balances: [
    { currency: 'JPY', available: '1250000', held: '303600', total: '1553600' },
    { currency: 'USD', available: '1520.75', held: '0', total: '1520.75' },
  ],
  loanOutstandingJpy: '200000',
  openPositions: 3,
  sessions: [
    {
      id: 's-81f2',
      lastSeenAt: '2026-11-22T11:02:00+09:00',
      ipAddress: '203.0.113.24',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X)',
    },
  ],
};

export const adminLedgerRows: AdminLedgerRow[] = [
  {
    id: '90211',
    transferId: 't-55120',
    time: '2026-11-22T10:30:00+09:00',
    type: 'deposit',
    currency: 'JPY',
    amount: '299560',
    availableAfter: '1250000',
    reference: '5012',
    memo: null,
  },
  {
    id: '90188',
    transferId: 't-55101',
    time: '2026-11-22T08:31:00+09:00',
    type: 'hold',
    currency: 'JPY',
    amount: '-303600',
    availableAfter: '950440',
    reference: '6120',
    memo: null,
  },
  {
    id: '90001',
    transferId: 't-55000',
    time: '2026-11-21T09:00:00+09:00',
    type: 'exchange',
    currency: 'USD',
    amount: '1520.75',
    availableAfter: '1520.75',
    reference: null,
    memo: '1 USD = 151.20 JPY',
  },
];

export const adminUserDetailProps: AdminUserDetailScreenProps = {
  status: 'ready',
  user: adminUserDetail,
  onRetry: () => undefined,
  backHref: '#/admin/users',
  onFlagToggle: () => undefined,
  onRevokeSessions: () => Promise.resolve(),
  sendMessageHref: '#/admin/messages?account=0901234567',
  ledger: {
    status: 'ready',
    entries: adminLedgerRows,
    pageInfo: { page: 1, size: 20, total: 3 },
    onPageChange: () => undefined,
    onRetry: () => undefined,
  },
};

export const adminFlagChange = {
  flag: 'frozen' as const,
  value: false,
  messageField: adminTextAreaBinding('message'),
  onSubmit: (event: { preventDefault: () => void }) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};
