import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { toCreditScoreView, toLoanLimitView, toLoanOrderView } from './loan.mappers.ts';

type CreditScore = ResponseData<'/loan/creditScore'>;
type LoanLimit = ResponseData<'/loan/limit'>;
type LoanOrder = ResponseData<'/loan/orders'>['items'][number];

const score: CreditScore = {
  score: 780,
  maxScore: 1000,
  minimumToBorrow: 500,
  scoreMultiplier: '80.00',
  calculatedAt: '2026-11-20T00:00:00+09:00',
  factors: [
    {
      key: 'account_age',
      name: { jp: '口座開設からの期間', cn: '开户时长', us: 'Account age' },
      weight: '15.00',
      value: '14',
      unit: 'months',
      points: 120,
      maxPoints: 150,
      hint: { jp: '24か月で満点になります。', cn: '满24个月得满分。', us: 'Full points at 24 months.' },
    },
  ],
};

const limit: LoanLimit = {
  currency: 'JPY',
  collateralValue: '4737500',
  advanceRate: '50.00',
  creditScore: 780,
  scoreMultiplier: '80.00',
  houseMaximum: '10000000',
  totalLimit: '1895000',
  usedLimit: '500000',
  pendingLimit: '0',
  availableLimit: '1395000',
  annualRate: '9.80',
  interestMethod: 'daily_simple_actual_365',
  termDays: 180,
  minDrawAmount: '10000',
  amountOwed: '503758',
  hasOverdueLoan: false,
};

const active: LoanOrder = {
  id: 'LN20261022000007',
  currency: 'JPY',
  principal: '500000',
  outstandingPrincipal: '500000',
  interestAccrued: '3758',
  interestPaid: '0',
  amountOwed: '503758',
  annualRate: '9.80',
  termDays: 180,
  status: 'active',
  overdue: false,
  appliedAt: '2026-10-22T13:00:00+09:00',
  reviewedAt: '2026-10-23T09:20:00+09:00',
  drawnAt: '2026-10-23T09:20:00+09:00',
  dueDate: '2027-04-21',
};

describe('loan mappers', () => {
  it('picks each factor’s name and hint in the user’s language and keeps its figures', () => {
    const view = toCreditScoreView(score, 'us');
    expect(view).toMatchObject({ score: 780, maxScore: 1000, minimumToBorrow: 500, scoreMultiplier: '80.00' });
    expect(view.factors[0]).toEqual({
      key: 'account_age',
      name: 'Account age',
      weight: '15.00',
      value: '14',
      unit: 'months',
      points: 120,
      maxPoints: 150,
      hint: 'Full points at 24 months.',
    });
    expect(toCreditScoreView(score, 'cn').factors[0]?.name).toBe('开户时长');
  });

  it('carries the limit, the rate and the terms as exact strings', () => {
    expect(toLoanLimitView(limit)).toEqual(limit);
  });

  it('carries a loan field by field, leaving out what the contract left out', () => {
    expect(toLoanOrderView(active)).toEqual(active);
    const rejected = toLoanOrderView({
      ...active,
      status: 'rejected',
      outstandingPrincipal: '0',
      interestAccrued: '0',
      amountOwed: '0',
      reviewedAt: '2026-10-23T09:20:00+09:00',
      drawnAt: undefined,
      dueDate: undefined,
      rejectReason: 'loan_rejected_insufficient_collateral',
      reviewNote: 'Add collateral',
    } as unknown as LoanOrder);
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'loan_rejected_insufficient_collateral' });
    expect(rejected.reviewNote).toBe('Add collateral');
    expect(rejected).not.toHaveProperty('drawnAt');
    expect(rejected).not.toHaveProperty('dueDate');
  });
});
