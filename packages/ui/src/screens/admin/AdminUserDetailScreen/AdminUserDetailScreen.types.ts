import type { ReactNode } from 'react';
import type { FormEventHandler } from 'react';
import type {
  AdminLoadStatus,
  AdminPageInfo,
  AdminRealNameStatus,
  AdminUserFlagKey,
  AdminUserFlags,
} from '../adminTerms.ts';
import type { TextAreaBinding } from '../internal/TextAreaBinding.ts';

export interface AdminUserBalanceView {
  currency: string;
  available: string;
  held: string;
  total: string;
}

export interface AdminUserSessionView {
  id: string;
  lastSeenAt: string;
  ipAddress: string;
  userAgent: string;
}

export interface AdminUserDetailView {
  account: string;
  realName: string | null;
  realNameStatus: AdminRealNameStatus;
  flags: AdminUserFlags;
  inviteCode: string;
  invitedBy: string | null;
  isAgent: boolean;
  rebatePercent: string | null;
  language: 'jp' | 'cn' | 'us';
  registeredAt: string;
  lastLoginAt: string | null;
  balances: readonly AdminUserBalanceView[];
  loanOutstandingJpy: string;
  openPositions: number;
  sessions: readonly AdminUserSessionView[];
}

export interface AdminLedgerRow {
  id: string;
  transferId: string;
  time: string;
  type: string;
  currency: string;
  /** Signed exact decimal: positive adds to available cash. */
  amount: string;
  availableAfter: string;
  reference: string | null;
  memo: string | null;
}

/** A restriction change the operator is confirming, with the required message to the user. */
export interface AdminFlagChange {
  flag: AdminUserFlagKey;
  /** true sets the restriction, false lifts it. */
  value: boolean;
  messageField: TextAreaBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  formError?: string;
}

export interface AdminUserLedgerProps {
  status: AdminLoadStatus;
  entries: readonly AdminLedgerRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

export interface AdminUserDetailScreenProps {
  /** 'notFound': the account does not exist. */
  status: AdminLoadStatus | 'notFound';
  user?: AdminUserDetailView;
  onRetry: () => void;
  backHref: string;
  /** The operator flipped a switch: the app opens the confirmation with `flagChange`. */
  onFlagToggle: (flag: AdminUserFlagKey, value: boolean) => void;
  flagChange?: AdminFlagChange;
  /** Resolves when the sessions are revoked; the confirmation stays pending until then. */
  onRevokeSessions: () => Promise<unknown>;
  sendMessageHref: string;
  ledger: AdminUserLedgerProps;
  /**
   * The customer's sign-in factors, sign-in history and factor reset (issue 19): an `AdminUserSecurity` element, placed
   * after the sessions. A slot rather than props, so an app can load that section with its own code (the route stays
   * within its size budget); left out, the page has none.
   */
  security?: ReactNode;
}
