import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import cn from '../../../intl/messages/cn.ts';
import jp from '../../../intl/messages/jp.ts';
import us from '../../../intl/messages/us.ts';
import { formatWith } from '../../mine/shared/format.ts';
import { blockApplicationAmounts, blockQuantityProblem } from './format.ts';
import { offeringsCommonMessages as common } from './offeringsCommon.messages.ts';

// Plain functions; the file is .tsx only because the ui project collects *.test.tsx.
describe('blockApplicationAmounts', () => {
  it('holds price × shares when there is no fee', () => {
    expect(blockApplicationAmounts('2394', 300, '0.00', 'JPY')).toEqual({ amount: '718200', fee: '0', held: '718200' });
  });

  it('adds the fee, rounded down to the yen', () => {
    expect(blockApplicationAmounts('950', 500, '0.50', 'JPY')).toEqual({
      amount: '475000',
      fee: '2375',
      held: '477375',
    });
    // 0.5 % of 95,050 is 475.25: the quarter yen is dropped, never rounded up.
    expect(blockApplicationAmounts('950.5', 100, '0.50', 'JPY')).toEqual({
      amount: '95050.0',
      fee: '475',
      held: '95525.0',
    });
  });

  it('keeps sub-yen prices exact and rounds a two-decimal currency’s fee down to the cent', () => {
    // 0.1-yen tick: 1234.5 × 300 = 370350.0, exactly.
    expect(blockApplicationAmounts('1234.5', 300, '0.00', 'JPY').amount).toBe('370350.0');
    // 0.25 % of $1,234.56 is $3.0864: $3.08.
    expect(blockApplicationAmounts('12.3456', 100, '0.25', 'USD')).toEqual({
      amount: '1234.5600',
      fee: '3.08',
      held: '1237.6400',
    });
  });

  it('never goes through a float: large amounts stay exact', () => {
    const { amount, held } = blockApplicationAmounts('98765.4', 1_000_000, '0.10', 'JPY');
    expect(amount).toBe('98765400000.0');
    expect(held).toBe('98864165400.0');
  });
});

describe('blockQuantityProblem', () => {
  const limits = { lotSize: 100, minShares: 200, maxShares: 1000 };

  it('accepts a multiple of the lot within the limits', () => {
    expect(blockQuantityProblem('200', limits)).toBeNull();
    expect(blockQuantityProblem(' 1000 ', limits)).toBeNull();
  });

  it('says empty for nothing or zero', () => {
    expect(blockQuantityProblem('', limits)).toBe('empty');
    expect(blockQuantityProblem('0', limits)).toBe('empty');
    // Not a number at all (the field lets only digits through): nothing to apply for.
    expect(blockQuantityProblem('abc', limits)).toBe('empty');
  });

  it('says lot for a count that is not a whole multiple of the lot', () => {
    expect(blockQuantityProblem('250', limits)).toBe('lot');
    expect(blockQuantityProblem('150', limits)).toBe('lot');
    expect(blockQuantityProblem('150.5', limits)).toBe('lot');
  });

  it('says min and max outside the limits', () => {
    expect(blockQuantityProblem('100', limits)).toBe('min');
    expect(blockQuantityProblem('1100', limits)).toBe('max');
  });
});

describe('counts of lots and shares', () => {
  it('takes English plurals ("1 lot", never "1 lots") and groups thousands in every language', () => {
    const en = createIntl({ locale: 'en-US', messages: us });
    expect(formatWith(en, common.lotsAndShares, { lots: 1, shares: 100 })).toBe('1 lot (100 shares)');
    expect(formatWith(en, common.lotsAndShares, { lots: 12, shares: 1200 })).toBe('12 lots (1,200 shares)');
    expect(formatWith(en, common.shares, { count: 1 })).toBe('1 share');
    expect(formatWith(en, common.sharesRange, { low: 100, high: 5000 })).toBe('100–5,000 shares');
    const ja = createIntl({ locale: 'ja-JP', messages: jp });
    expect(formatWith(ja, common.lotsAndShares, { lots: 12, shares: 1200 })).toBe('12口（1,200株）');
    const zh = createIntl({ locale: 'zh-CN', messages: cn });
    expect(formatWith(zh, common.lots, { count: 1 })).toBe('1 手');
  });
});
