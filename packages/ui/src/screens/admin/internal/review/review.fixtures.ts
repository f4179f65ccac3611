import { adminTextAreaBinding } from '../TextAreaBinding.fixtures.ts';
import type { AdminReviewCommon, AdminReviewUserContext } from './review.types.ts';

/** An SVG as a data URL: the stories' stand-ins for uploaded images (shapes only, so they render the same anywhere). */
function svg(width: number, height: number, body: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;
}

export const idFrontImage = svg(
  320,
  200,
  '<rect width="320" height="200" rx="12" fill="#e2ecf6"/><rect width="320" height="36" rx="12" fill="#285aa0"/>' +
    '<rect x="20" y="56" width="80" height="110" fill="#969faf"/>' +
    '<rect x="120" y="64" width="170" height="12" fill="#969faf"/><rect x="120" y="92" width="150" height="12" fill="#969faf"/>' +
    '<rect x="120" y="120" width="130" height="12" fill="#969faf"/><rect x="120" y="148" width="110" height="12" fill="#969faf"/>',
);

export const idBackImage = svg(
  320,
  200,
  '<rect width="320" height="200" rx="12" fill="#e2ecf6"/><rect x="20" y="24" width="280" height="12" fill="#969faf"/>' +
    '<rect x="20" y="52" width="240" height="12" fill="#969faf"/><rect x="20" y="140" width="280" height="36" fill="#285aa0"/>',
);

export const slipImage = svg(
  240,
  320,
  '<rect width="240" height="320" fill="#ffffff"/><rect x="16" y="16" width="208" height="28" fill="#2e7d4f"/>' +
    '<rect x="16" y="64" width="120" height="10" fill="#969faf"/><rect x="16" y="88" width="170" height="10" fill="#969faf"/>' +
    '<rect x="16" y="112" width="150" height="10" fill="#969faf"/><rect x="16" y="160" width="208" height="40" fill="#e2ecf6"/>' +
    '<rect x="120" y="172" width="92" height="16" fill="#285aa0"/><rect x="16" y="232" width="100" height="10" fill="#969faf"/>',
);

export const reviewUser: AdminReviewUserContext = {
  status: 'ready',
  realName: '山田 太郎',
  realNameStatus: 'verified',
  flags: { frozen: false, disabled: false, loginBanned: false, tradingBarred: false, withdrawalBarred: false },
  balances: [
    { currency: 'JPY', available: '1250000', held: '303600', total: '1553600' },
    { currency: 'USD', available: '1520.75', held: '0', total: '1520.75' },
  ],
  loanOutstandingJpy: '200000',
  recent: [
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
  ],
  onRetry: () => undefined,
};

export const reviewCommon: Omit<AdminReviewCommon, 'itemId'> = {
  user: reviewUser,
  onConfirm: () => Promise.resolve(),
  onConfirmCancel: () => undefined,
  onClose: () => undefined,
  submitting: false,
};

export const rejectFields = {
  reason: undefined,
  onReasonChange: () => undefined,
  noteField: adminTextAreaBinding('note'),
};

export const queueFilter = {
  onFilterChange: () => undefined,
  account: '',
  onAccountChange: () => undefined,
};
