import type {
  AdminLoadStatus,
  AdminPageInfo,
  AdminRealNameStatus,
  AdminUserFlagKey,
  AdminUserFlags,
} from '../adminTerms.ts';

/** A user as the console lists them; amounts are exact yen decimal strings. */
export interface AdminUserRow {
  account: string;
  realName: string | null;
  realNameStatus: AdminRealNameStatus;
  flags: AdminUserFlags;
  availableJpy: string;
  heldJpy: string;
  loanOutstandingJpy: string;
  registeredAt: string;
  lastLoginAt: string | null;
}

export type AdminUserFlagFilter = AdminUserFlagKey | 'all';

export interface AdminUsersScreenProps {
  status: AdminLoadStatus;
  users: readonly AdminUserRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  /** The search in force (from the address). */
  search: string;
  onSearch: (query: string) => void;
  flag: AdminUserFlagFilter;
  onFlagChange: (flag: AdminUserFlagFilter) => void;
  userHref: (account: string) => string;
  onRetry: () => void;
}
