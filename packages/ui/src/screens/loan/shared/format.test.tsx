import { describe, expect, it } from 'vitest';
import {
  drawAmountProblem,
  interestFor,
  repayAmountProblem,
  repaymentSplit,
  uncappedLimit,
  unpaidInterest,
} from './format.ts';

describe('credit-line arithmetic', () => {
  it('computes the limit before the cap exactly, rounded down to the yen', () => {
    expect(uncappedLimit('4737500', '50.00', '80.00')).toBe('1895000');
    expect(uncappedLimit('30000000', '50.00', '100.00')).toBe('15000000');
    // 1,234,567 × 0.5 × 0.75 = 462,962.625 → 462,962 (a float gives 462962.62499999994 or …63 depending on order).
    expect(uncappedLimit('1234567', '50.00', '75.00')).toBe('462962');
    expect(uncappedLimit('0', '50.00', '80.00')).toBe('0');
  });

  it('accrues simple interest on an actual/365 basis, each day rounded down to the yen, as the server does', () => {
    // ¥500,000 at 9.80 %: a day is ⌊134.24…⌋ = ¥134, so 28 days are ¥3,752 (not ⌊3,758.9⌋ over the period).
    expect(interestFor('500000', '9.80', 28)).toBe('3752');
    expect(interestFor('300000', '9.80', 1)).toBe('80');
    expect(interestFor('300000', '9.80', 180)).toBe('14400');
    // A year at the 15 % cap: ⌊410.95…⌋ = ¥410 a day, so a little under 15 %.
    expect(interestFor('1000000', '15.00', 365)).toBe('149650');
    expect(interestFor('10000', '9.80', 0)).toBe('0');
  });

  it('checks a draw is whole yen within the minimum and the available limit', () => {
    const limits = { minDrawAmount: '10000', availableLimit: '1395000' };
    expect(drawAmountProblem('', limits)).toBe('empty');
    expect(drawAmountProblem('10000.5', limits)).toBe('format');
    expect(drawAmountProblem('09999', limits)).toBe('format');
    expect(drawAmountProblem('9999', limits)).toBe('min');
    expect(drawAmountProblem('1395001', limits)).toBe('limit');
    expect(drawAmountProblem('1395000', limits)).toBeNull();
    expect(drawAmountProblem('10000', limits)).toBeNull();
  });

  it('never lets a repayment be more than owed, nor more than the cash when it is known', () => {
    expect(repayAmountProblem('503759', { amountOwed: '503758' })).toBe('owed');
    expect(repayAmountProblem('503758', { amountOwed: '503758' })).toBeNull();
    expect(repayAmountProblem('1', { amountOwed: '503758' })).toBeNull();
    expect(repayAmountProblem('0', { amountOwed: '503758' })).toBe('format');
    expect(repayAmountProblem('100.5', { amountOwed: '503758' })).toBe('format');
    expect(repayAmountProblem('400000', { amountOwed: '503758', availableCash: '399999' })).toBe('cash');
  });

  it('splits a repayment into interest first, then principal', () => {
    const loan = { interestAccrued: '3355', interestPaid: '1610', amountOwed: '101745' };
    expect(unpaidInterest(loan)).toBe('1745');
    expect(repaymentSplit('1000', loan)).toEqual({ interestPart: '1000', principalPart: '0', owedAfter: '100745' });
    expect(repaymentSplit('51745', loan)).toEqual({
      interestPart: '1745',
      principalPart: '50000',
      owedAfter: '50000',
    });
    expect(repaymentSplit('101745', loan)).toEqual({
      interestPart: '1745',
      principalPart: '100000',
      owedAfter: '0',
    });
  });
});
