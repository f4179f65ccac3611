import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import type {
  AdminFactorResetDecision,
  AdminFactorResetRequest,
  AdminFactorResetRow,
} from '../internal/factorReset/factorReset.types.ts';
import type { AdminSignInRow, AdminUserFactorsView, AdminUserSecurityProps } from './AdminUserSecurity.types.ts';

export const adminUserFactors: AdminUserFactorsView = {
  passkeys: [
    {
      id: 'pk-3',
      name: 'iPhone 15',
      createdAt: '2026-11-18T21:04:00+09:00',
      lastUsedAt: '2026-11-24T08:55:00+09:00',
      multiDevice: true,
    },
    {
      id: 'pk-1',
      name: '自宅のパソコン',
      createdAt: '2026-10-02T19:30:00+09:00',
      lastUsedAt: null,
      multiDevice: false,
    },
  ],
  recoveryCodesLeft: 8,
  recoveryCodesGeneratedAt: '2026-11-18T21:06:00+09:00',
  notificationEmail: 'taro.yamada@example.jp',
  pendingReset: null,
};

export const adminSignInRows: AdminSignInRow[] = [
  {
    id: 'si-9',
    time: '2026-11-24T08:55:00+09:00',
    method: 'passkey',
    outcome: 'success',
    browser: 'Safari',
    os: 'iOS',
    ipAddress: '203.0.113.24',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1',
    newBrowser: false,
  },
  {
    id: 'si-8',
    time: '2026-11-23T03:14:00+09:00',
    method: 'password',
    outcome: 'wrong_password',
    browser: 'Chrome',
    os: 'Windows',
    ipAddress: '198.51.100.77',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    newBrowser: false,
  },
  {
    id: 'si-6',
    time: '2026-11-20T22:41:00+09:00',
    method: 'recovery',
    outcome: 'success',
    browser: null,
    os: null,
    ipAddress: '192.0.2.140',
    userAgent: 'curl/8.5.0',
    newBrowser: true,
  },
];

/** A reset requested by the first demo operator, waiting for a second one. */
export const adminPendingReset: AdminFactorResetRow = {
  id: '31',
  account: '0901234567',
  reason: 'lost_device',
  memo: '電話で登録住所・生年月日・直近の入金額を確認。本人確認書類の再提出あり（11/24）。',
  status: 'awaiting_second_approval',
  requestedBy: '0000000001',
  requestedAt: '2026-11-24T11:20:00+09:00',
  decidedBy: null,
  decidedAt: null,
  removedPasskeys: null,
  removedRecoveryCodes: null,
  revokedSessions: null,
};

export const adminFactorResetRequest: AdminFactorResetRequest = {
  reason: { value: undefined, onValueChange: () => undefined },
  memoField: adminTextAreaBinding('memo'),
  onSubmit: (event) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};

export const adminFactorResetDecision: AdminFactorResetDecision = {
  resetId: '31',
  onApprove: () => undefined,
  onReject: () => undefined,
  onConfirm: () => Promise.resolve(),
  onConfirmCancel: () => undefined,
  submitting: false,
};

/** Seen by the second demo operator. */
export const adminUserSecurityProps: AdminUserSecurityProps = {
  status: 'ready',
  factors: adminUserFactors,
  onRetry: () => undefined,
  signIns: {
    status: 'ready',
    items: adminSignInRows,
    pageInfo: { page: 1, size: 20, total: 3 },
    onPageChange: () => undefined,
    onRetry: () => undefined,
  },
  operatorAccount: '0000000002',
  onRequestReset: () => undefined,
  factorResetsHref: '#/admin/factorResets',
};
