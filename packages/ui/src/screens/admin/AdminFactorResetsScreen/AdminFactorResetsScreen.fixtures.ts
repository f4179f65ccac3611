import { adminFactorResetDecision, adminPendingReset } from '../AdminUserDetailScreen/AdminUserSecurity.fixtures.ts';
import { queueFilter } from '../internal/review/review.fixtures.ts';
import type { AdminFactorResetRow } from '../internal/factorReset/factorReset.types.ts';
import type { AdminFactorResetsScreenProps } from './AdminFactorResetsScreen.types.ts';

export const adminFactorResetRows: AdminFactorResetRow[] = [
  adminPendingReset,
  {
    id: '33',
    account: '0907654321',
    reason: 'compromised',
    memo: 'フィッシングサイトにコードを入力したとの申告。来店で本人確認書類を確認済み。',
    status: 'awaiting_second_approval',
    requestedBy: '0000000002',
    requestedAt: '2026-11-24T13:05:00+09:00',
    decidedBy: null,
    decidedAt: null,
    removedPasskeys: null,
    removedRecoveryCodes: null,
    revokedSessions: null,
  },
  {
    id: '28',
    account: '0900000002',
    reason: 'lost_device',
    memo: '機種変更で旧端末を下取りに出した。電話で登録情報を確認。',
    status: 'applied',
    requestedBy: '0000000002',
    requestedAt: '2026-11-20T10:00:00+09:00',
    decidedBy: '0000000001',
    decidedAt: '2026-11-20T10:42:00+09:00',
    removedPasskeys: 1,
    removedRecoveryCodes: 9,
    revokedSessions: 2,
  },
  {
    id: '27',
    account: '0909998888',
    reason: 'other',
    memo: '本人確認が取れなかったため却下。',
    status: 'rejected',
    requestedBy: '0000000001',
    requestedAt: '2026-11-19T16:30:00+09:00',
    decidedBy: '0000000002',
    decidedAt: '2026-11-19T17:02:00+09:00',
    removedPasskeys: null,
    removedRecoveryCodes: null,
    revokedSessions: null,
  },
];

/** Seen by the second demo operator. */
export const adminFactorResetsProps: AdminFactorResetsScreenProps = {
  ...queueFilter,
  filter: 'all',
  status: 'ready',
  items: adminFactorResetRows,
  pageInfo: { page: 1, size: 20, total: 4 },
  onPageChange: () => undefined,
  onRetry: () => undefined,
  operatorAccount: '0000000002',
  onReview: () => undefined,
  userHref: (account) => `#/admin/users/${account}`,
};

export const adminFactorResetReview = { ...adminFactorResetDecision, onClose: () => undefined };
