import { describe, expect, it } from 'vitest';
import {
  recentEntries,
  toAdjustmentRow,
  toDepositRow,
  toIdentityRow,
  toReviewUser,
  toWithdrawalRow,
} from './reviews.mappers.ts';
import {
  adjustmentCurrencies,
  adjustmentRules,
  depositApproveRules,
  moneyText,
  noteRules,
  problems,
  sameAmount,
  type AdjustmentForm,
} from './reviews.schema.ts';

describe('the review rows', () => {
  it('keeps an identity submission as the operator sees it (the ID number in full)', () => {
    expect(
      toIdentityRow({
        id: '3307',
        account: '0901234567',
        name: '山田 太郎',
        idNumber: 'AB1234561234',
        frontImageUrl: '/api/vue/upload/id/3307/front?sig=a',
        backImageUrl: '/api/vue/upload/id/3307/back?sig=b',
        submittedAt: '2026-11-22T10:45:00+09:00',
        status: 'pending',
        rejectReason: null,
        note: null,
        reviewedBy: null,
        reviewedAt: null,
      }),
    ).toEqual({
      id: '3307',
      account: '0901234567',
      name: '山田 太郎',
      idNumber: 'AB1234561234',
      submittedAt: '2026-11-22T10:45:00+09:00',
      status: 'pending',
      rejectReason: null,
      note: null,
      reviewedBy: null,
      reviewedAt: null,
    });
  });

  it('gives a deposit its amounts exactly and only a slip link the page may load', () => {
    const deposit = {
      id: '5012',
      account: '0901234567',
      verifiedName: 'ヤマダ タロウ',
      virtualAccountNumber: '8123456',
      currency: 'JPY' as const,
      notifiedAmount: '300000',
      creditedAmount: '0299560.00',
      senderName: 'ヤマダ タロウ',
      notifiedAt: '2026-11-22T10:12:00+09:00',
      slipImageUrl: '/api/vue/upload/slip/5012?sig=3f9a',
      status: 'approved' as const,
      rejectReason: null,
      note: '振込手数料が差し引かれました',
      reviewedBy: '0000000001',
      reviewedAt: '2026-11-22T11:00:00+09:00',
    };
    const seen: string[] = [];
    const row = toDepositRow(deposit, (link) => {
      seen.push(link);
      return link.startsWith('/api/vue/upload/') ? link : undefined;
    });
    expect(row).toMatchObject({
      notifiedAmount: '300000',
      creditedAmount: '299560',
      slipImageUrl: deposit.slipImageUrl,
    });
    expect(seen).toEqual([deposit.slipImageUrl]);
    expect(
      toDepositRow({ ...deposit, slipImageUrl: 'https://elsewhere.example/x.png' }, () => undefined),
    ).toMatchObject({ slipImageUrl: '' });
    expect(toDepositRow({ ...deposit, creditedAmount: null }, () => undefined).creditedAmount).toBeNull();
  });

  it('carries a withdrawal’s full card and its four-eyes trail', () => {
    const row = toWithdrawalRow({
      id: '77',
      account: '0901234567',
      verifiedName: '山田 太郎',
      amount: '1200000',
      currency: 'JPY',
      card: {
        bankName: '三井住友銀行',
        branchName: '新宿支店',
        branchCode: '221',
        accountType: 'ordinary',
        accountNumber: '1234567',
        holderName: 'ヤマダ タロウ',
      },
      requestedAt: '2026-11-22T10:00:00+09:00',
      status: 'awaiting_second_approval',
      requiresSecondApproval: true,
      firstApprovedBy: '0000000001',
      firstApprovedAt: '2026-11-22T10:30:00+09:00',
      rejectReason: null,
      note: null,
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(row).toMatchObject({
      status: 'awaiting_second_approval',
      requiresSecondApproval: true,
      firstApprovedBy: '0000000001',
      card: { accountNumber: '1234567', holderName: 'ヤマダ タロウ' },
    });
  });

  it('keeps an adjustment’s direction, reason and who asked', () => {
    expect(
      toAdjustmentRow({
        id: '9',
        account: '0901234567',
        direction: 'debit',
        amount: '12.50',
        currency: 'USD',
        reason: 'fee_refund',
        memo: '手数料の返金',
        status: 'awaiting_second_approval',
        requestedBy: '0000000001',
        requestedAt: '2026-11-22T10:00:00+09:00',
        decidedBy: null,
        decidedAt: null,
      }),
    ).toMatchObject({ direction: 'debit', amount: '12.5', currency: 'USD', requestedBy: '0000000001' });
  });
});

describe('toReviewUser', () => {
  const user = {
    account: '0901234567',
    realName: '山田 太郎',
    realNameStatus: 'verified' as const,
    flags: { frozen: false, disabled: false, loginBanned: false, tradingBarred: false, withdrawalBarred: true },
    inviteCode: 'K7Q2M9',
    invitedBy: '0000000001',
    isAgent: false,
    rebatePercent: null,
    language: 'jp' as const,
    registeredAt: '2026-10-01T10:00:00+09:00',
    lastLoginAt: null,
    balances: [
      { currency: 'USD' as const, available: '10.00', held: '0.50', total: '10.50' },
      { currency: 'JPY' as const, available: '1000000', held: '200000', total: '1200000' },
    ],
    loanOutstandingJpy: '0',
    openPositions: 0,
    sessions: [],
  };
  const entry = (id: string) => ({
    id,
    transferId: `t${id}`,
    time: '2026-11-22T10:00:00+09:00',
    type: 'deposit' as const,
    currency: 'JPY' as const,
    amount: '1000',
    availableAfter: '1000',
    reference: null,
    memo: null,
  });
  const ledger = { items: ['8', '7', '6', '5', '4', '3', '2'].map(entry), page: 1, size: 20, total: 7 };

  it('shows the user’s restrictions, balances (yen first, totals exact) and latest entries once both calls answer', () => {
    const context = toReviewUser({ data: user, isError: false }, { data: ledger, isError: false }, () => undefined);
    expect(context.status).toBe('ready');
    expect(context.flags?.withdrawalBarred).toBe(true);
    expect(context.balances).toEqual([
      { currency: 'JPY', available: '1000000', held: '200000', total: '1200000' },
      { currency: 'USD', available: '10', held: '0.5', total: '10.5' },
    ]);
    expect(context.recent.map((row) => row.id)).toEqual(['8', '7', '6', '5', '4'].slice(0, recentEntries));
  });

  it('is loading until both answer, and an error if either failed', () => {
    const retry = () => undefined;
    expect(toReviewUser({ data: user, isError: false }, { isError: false }, retry).status).toBe('loading');
    expect(toReviewUser({ isError: true }, { data: ledger, isError: false }, retry)).toMatchObject({
      status: 'error',
      balances: [],
      recent: [],
    });
  });
});

describe('the review rules', () => {
  it('takes a credited amount over 0 in whole yen, typed as people type it', () => {
    expect(moneyText('299,560', 'JPY')).toBe('299560');
    expect(moneyText('２９９５６０', 'JPY')).toBe('299560');
    expect(moneyText('0012.50', 'USD')).toBe('12.50');
    for (const bad of ['0', '0.00', '-5', '1.5', '1e3', '']) expect(moneyText(bad, 'JPY'), bad).toBeUndefined();
    expect(moneyText('1.234', 'USD')).toBeUndefined();
  });

  it('compares amounts exactly, whatever their zeros', () => {
    expect(sameAmount('300000', '300000.00')).toBe(true);
    expect(sameAmount('0300000', '300000')).toBe(true);
    expect(sameAmount('299999', '300000')).toBe(false);
  });

  it('asks for a note to the user when crediting a different amount than notified', () => {
    const rules = depositApproveRules('300000');
    expect(problems({ creditedAmount: '300000', approveNote: '', note: '' }, rules)).toEqual({});
    expect(problems({ creditedAmount: '299560', approveNote: '', note: '' }, rules)).toEqual({
      approveNote: 'app.admin.validation.noteWhenDiffers',
    });
    expect(problems({ creditedAmount: '299560', approveNote: '手数料', note: '' }, rules)).toEqual({});
    expect(problems({ creditedAmount: '', approveNote: '', note: 'x'.repeat(501) }, rules)).toEqual({
      creditedAmount: 'app.validation.required',
      note: 'app.admin.validation.tooLong',
    });
    expect(problems({ note: 'x'.repeat(500) }, noteRules)).toEqual({});
  });

  it('holds an adjustment to the contract: a ten-digit account, an amount at the currency’s precision, a reason, a memo', () => {
    const good: AdjustmentForm = {
      account: '0901234567',
      direction: 'credit',
      amount: '12.50',
      currency: 'USD',
      reason: 'fee_refund',
      memo: '手数料の返金',
    };
    expect(problems(good, adjustmentRules)).toEqual({});
    expect(
      problems(
        { ...good, account: '090123', amount: '12.50', currency: 'JPY', reason: '', memo: ' ' },
        adjustmentRules,
      ),
    ).toEqual({
      account: 'app.validation.accountPattern',
      amount: 'app.admin.validation.amount',
      reason: 'app.admin.validation.choice',
      memo: 'app.validation.required',
    });
    expect(adjustmentCurrencies[0]).toBe('JPY');
  });
});
