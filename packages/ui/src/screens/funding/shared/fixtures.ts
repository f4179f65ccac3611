import { mineShell } from '../../mine/shared/fixtures.ts';
import type { BankCardView, DepositNoticeView, FundingHoursView, FundingShell } from './types.ts';

/** The shell of a funding screen in stories and tests: back to the menu, menu tab active. */
export function fundingShell(title: string): FundingShell {
  return mineShell(title);
}

export const openHours: FundingHoursView = {
  opensAt: '09:00',
  closesAt: '15:00',
  businessDaysOnly: true,
  openNow: true,
};

export const closedHours: FundingHoursView = {
  opensAt: '09:00',
  closesAt: '15:00',
  businessDaysOnly: true,
  openNow: false,
  nextOpenAt: '2026-11-24T09:00:00+09:00',
};

export const bankCards: BankCardView[] = [
  {
    id: '204',
    holderName: 'ヤマダ タロウ',
    bankName: '三菱UFJ銀行',
    branchName: '新宿支店',
    branchCode: '365',
    accountType: 'ordinary',
    accountNumberMasked: '****567',
    inUse: true,
    createdAt: '2026-11-05T12:30:00+09:00',
  },
  {
    id: '198',
    holderName: 'ヤマダ タロウ',
    bankName: 'ゆうちょ銀行',
    branchName: '〇一八店',
    branchCode: '018',
    accountType: 'savings',
    accountNumberMasked: '****210',
    inUse: false,
    createdAt: '2026-10-01T09:00:00+09:00',
  },
];

/**
 * An image file drawn on a canvas (an ID card or a transfer slip look-alike), for stories and tests that pick an
 * image. Shapes only: text would render differently between machines.
 */
export async function sampleImage(name = 'id-front.png', width = 320, height = 200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'rgb(226, 236, 246)';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'rgb(40, 90, 160)';
  context.fillRect(0, 0, width, Math.round(height * 0.18));
  context.fillStyle = 'rgb(150, 160, 175)';
  context.fillRect(
    Math.round(width * 0.06),
    Math.round(height * 0.3),
    Math.round(width * 0.25),
    Math.round(height * 0.55),
  );
  for (let line = 0; line < 4; line += 1) {
    context.fillRect(
      Math.round(width * 0.38),
      Math.round(height * (0.32 + line * 0.14)),
      Math.round(width * (0.5 - line * 0.06)),
      Math.round(height * 0.06),
    );
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

export const pendingDeposit: DepositNoticeView = {
  id: 'DP20261120000123',
  amount: '300000',
  currency: 'JPY',
  remitterName: 'ヤマダ タロウ',
  status: 'pending',
  notifiedAt: '2026-11-20T10:15:00+09:00',
  cancellable: true,
};

export const depositNotices: DepositNoticeView[] = [
  pendingDeposit,
  {
    id: 'DP20261118000087',
    amount: '1000000',
    currency: 'JPY',
    remitterName: 'ヤマダ タロウ',
    status: 'approved',
    notifiedAt: '2026-11-18T09:40:00+09:00',
    reviewedAt: '2026-11-18T10:05:00+09:00',
    creditedAt: '2026-11-18T10:05:00+09:00',
    cancellable: false,
  },
  {
    id: 'DP20261110000042',
    amount: '500000',
    currency: 'JPY',
    status: 'rejected',
    notifiedAt: '2026-11-10T14:20:00+09:00',
    reviewedAt: '2026-11-11T09:30:00+09:00',
    rejectReason: 'deposit_rejected_no_matching_transfer',
    reviewNote: '11月10日付で同額の入金が確認できませんでした。',
    cancellable: false,
  },
  {
    id: 'DP20261102000011',
    amount: '50000',
    currency: 'JPY',
    status: 'cancelled',
    notifiedAt: '2026-11-02T11:00:00+09:00',
    cancelledAt: '2026-11-02T11:06:00+09:00',
    cancellable: false,
  },
];
