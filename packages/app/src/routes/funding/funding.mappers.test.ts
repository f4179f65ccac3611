import { describe, expect, it } from 'vitest';
import {
  toBankCardViews,
  toDepositChannel,
  toDepositNotices,
  toIdentityView,
  toReadiness,
  toWithdrawable,
  toWithdrawalViews,
} from './funding.mappers.ts';

const text = (jp: string, cn: string, us: string) => ({ jp, cn, us });
const hours = {
  opensAt: '09:00',
  closesAt: '15:00',
  timeZone: 'Asia/Tokyo' as const,
  businessDaysOnly: true,
  openNow: false,
  nextOpenAt: '2026-11-24 09:00:00+09:00',
};

describe('toIdentityView', () => {
  it('shows a rejection with its reason code and the note in the user’s language', () => {
    expect(
      toIdentityView(
        {
          status: 'rejected',
          name: '山田 太郎',
          nameKana: 'ヤマダ タロウ',
          idNumber: '********1234',
          submittedAt: '2026-11-20 10:45:00+09:00',
          reviewedAt: '2026-11-21T09:00:00+09:00',
          rejectReason: 'identity_rejected_image_unreadable',
          rejectNote: text('裏面がぼやけています', '背面模糊', 'The back is blurred'),
        },
        'us',
      ),
    ).toEqual({
      status: 'rejected',
      name: '山田 太郎',
      nameKana: 'ヤマダ タロウ',
      idNumberMasked: '********1234',
      submittedAt: '2026-11-20T10:45:00+09:00',
      reviewedAt: '2026-11-21T09:00:00+09:00',
      rejectReason: 'identity_rejected_image_unreadable',
      rejectNote: 'The back is blurred',
    });
  });

  it('leaves out what an unverified user has not submitted', () => {
    const view = toIdentityView({ status: 'unverified' }, 'jp');
    expect(view.status).toBe('unverified');
    expect(view.name).toBeUndefined();
    expect(view.rejectNote).toBeUndefined();
  });
});

describe('toBankCardViews', () => {
  it('keeps the masked number and says whether a withdrawal pays to the card', () => {
    expect(
      toBankCardViews({
        items: [
          {
            id: '12',
            holderName: 'ヤマダ タロウ',
            bankName: '三井住友銀行',
            branchName: '新宿支店',
            branchCode: '221',
            accountType: 'savings',
            accountNumber: '****567',
            inUse: true,
            createdAt: '2026-11-20 10:00:00+09:00',
          },
        ],
      }),
    ).toEqual([
      {
        id: '12',
        holderName: 'ヤマダ タロウ',
        bankName: '三井住友銀行',
        branchName: '新宿支店',
        branchCode: '221',
        accountType: 'savings',
        accountNumberMasked: '****567',
        inUse: true,
        createdAt: '2026-11-20T10:00:00+09:00',
      },
    ]);
    expect(toBankCardViews(undefined)).toEqual([]);
  });
});

describe('toDepositChannel and toDepositNotices', () => {
  it('gives the firm’s account for this customer, the limits as exact strings and the hours', () => {
    const channel = toDepositChannel(
      {
        accountName: '株式会社カブト証券',
        accountNameKana: 'カ）カブトシヨウケン',
        bankName: 'みずほ銀行',
        bankCode: '0001',
        branchName: '法人営業部',
        branchCode: '100',
        accountType: 'ordinary',
        accountNumber: '7012345',
        currency: 'JPY',
        minAmount: '1000',
        maxAmount: '10000000',
        hours,
        arrivalNote: text('通常30分以内', '通常30分钟内', 'Usually within 30 minutes'),
        safetyNotice: text('注意', '注意', 'Notice'),
      },
      'cn',
    );
    expect(channel).toMatchObject({
      accountName: '株式会社カブト証券',
      accountNumber: '7012345',
      minAmount: '1000',
      maxAmount: '10000000',
      arrivalNote: '通常30分钟内',
      hours: { opensAt: '09:00', closesAt: '15:00', openNow: false, nextOpenAt: '2026-11-24T09:00:00+09:00' },
    });
  });

  it('flattens the pages of notices in order, each with its state and reason', () => {
    const notice = (id: string, status: 'pending' | 'rejected') => ({
      id,
      amount: '300000',
      currency: 'JPY' as const,
      status,
      notifiedAt: '2026-11-20 10:15:00+09:00',
      cancellable: status === 'pending',
      ...(status === 'rejected'
        ? { rejectReason: 'deposit_rejected_no_matching_transfer' as const, reviewNote: '確認できません' }
        : {}),
    });
    const views = toDepositNotices([{ items: [notice('DP2', 'pending')] }, { items: [notice('DP1', 'rejected')] }]);
    expect(views.map((view) => [view.id, view.status, view.cancellable, view.rejectReason])).toEqual([
      ['DP2', 'pending', true, undefined],
      ['DP1', 'rejected', false, 'deposit_rejected_no_matching_transfer'],
    ]);
    expect(views[0]?.notifiedAt).toBe('2026-11-20T10:15:00+09:00');
  });
});

describe('withdrawals', () => {
  const summary = {
    currency: 'JPY' as const,
    availableCash: '1500000',
    marginRequirement: '200000',
    loanOutstanding: '100000',
    withdrawable: '1200000',
    fee: '0' as const,
    minAmount: '100' as const,
    maxAmount: '5000000' as const,
    hours: { ...hours, openNow: true },
    realNameVerified: true,
    fundPasswordSet: false,
    ownNameCardCount: 1,
    safetyNotice: text('手数料はかかりません', '无需手续费', 'No fee'),
  };

  it('shows every term of the breakdown as given, exactly', () => {
    expect(toWithdrawable(summary)).toMatchObject({
      availableCash: '1500000',
      marginRequirement: '200000',
      loanOutstanding: '100000',
      withdrawable: '1200000',
      fee: '0',
      minAmount: '100',
      maxAmount: '5000000',
    });
  });

  it('says what a withdrawal still needs, and everything until the summary is in', () => {
    expect(toReadiness(summary)).toEqual({ identityVerified: true, fundPasswordSet: false, ownNameCardCount: 1 });
    expect(toReadiness(undefined)).toEqual({ identityVerified: false, fundPasswordSet: false, ownNameCardCount: 0 });
    // The passkey shows only when the account needs one for money.
    expect(toReadiness(summary, { passkeyRequiredForMoney: false, passkeyCount: 0 })).not.toHaveProperty(
      'passkeyRegistered',
    );
    expect(toReadiness(summary, { passkeyRequiredForMoney: true, passkeyCount: 0 }).passkeyRegistered).toBe(false);
    expect(toReadiness(summary, { passkeyRequiredForMoney: true, passkeyCount: 2 }).passkeyRegistered).toBe(true);
  });

  it('gives each withdrawal its tracker: card, state, four eyes and times', () => {
    const [view] = toWithdrawalViews([
      {
        items: [
          {
            id: 'WD1',
            amount: '1100000',
            currency: 'JPY',
            fee: '0',
            amountToReceive: '1100000',
            card: {
              id: '12',
              holderName: 'ヤマダ タロウ',
              bankName: '三井住友銀行',
              branchName: '新宿支店',
              accountType: 'ordinary',
              accountNumberMasked: '****567',
            },
            status: 'pending',
            requiresSecondApproval: true,
            requestedAt: '2026-11-20 10:00:00+09:00',
            estimatedArrivalBy: '2026-11-22 00:00:00+09:00',
            cancellable: true,
          },
        ],
      },
    ]);
    expect(view).toMatchObject({
      id: 'WD1',
      amount: '1100000',
      amountToReceive: '1100000',
      status: 'pending',
      requiresSecondApproval: true,
      requestedAt: '2026-11-20T10:00:00+09:00',
      estimatedArrivalBy: '2026-11-22T00:00:00+09:00',
      card: { bankName: '三井住友銀行', accountNumberMasked: '****567', accountType: 'ordinary' },
      cancellable: true,
    });
    expect(view?.paidAt).toBeUndefined();
  });
});
