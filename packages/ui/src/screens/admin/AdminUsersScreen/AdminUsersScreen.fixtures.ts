import type { AdminUserRow, AdminUsersScreenProps } from './AdminUsersScreen.types.ts';

const noFlags = { frozen: false, disabled: false, loginBanned: false, tradingBarred: false, withdrawalBarred: false };

export const adminUserRows: AdminUserRow[] = [
  {
    account: '0901234567',
    realName: '山田 太郎',
    realNameStatus: 'verified',
    flags: noFlags,
    availableJpy: '1250000',
    heldJpy: '303600',
    loanOutstandingJpy: '200000',
    registeredAt: '2026-09-01T12:00:00+09:00',
    lastLoginAt: '2026-11-22T08:15:00+09:00',
  },
  {
    account: '0807654321',
    realName: null,
    realNameStatus: 'reviewing',
    flags: { ...noFlags, frozen: true, withdrawalBarred: true },
    availableJpy: '98765432.10',
    heldJpy: '0',
    loanOutstandingJpy: '0',
    registeredAt: '2026-11-20T09:30:00+09:00',
    lastLoginAt: null,
  },
  {
    account: '0701112222',
    realName: 'Alexandra Konstantinopoulou-Whitfield',
    realNameStatus: 'unverified',
    flags: { ...noFlags, loginBanned: true, disabled: true, tradingBarred: true },
    availableJpy: '0',
    heldJpy: '5000',
    loanOutstandingJpy: '1500000',
    registeredAt: '2026-10-11T18:00:00+09:00',
    lastLoginAt: '2026-10-12T07:45:00+09:00',
  },
];

export const adminUsersProps: AdminUsersScreenProps = {
  status: 'ready',
  users: adminUserRows,
  pageInfo: { page: 1, size: 20, total: 3 },
  onPageChange: () => undefined,
  search: '',
  onSearch: () => undefined,
  flag: 'all',
  onFlagChange: () => undefined,
  userHref: (account) => `#/admin/users/${account}`,
  onRetry: () => undefined,
};
