import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { followAmountProblem, formatUnits, maxDrawdown, percentChange, receiveNow, subtractDecimal } from './format.ts';

const day = (date: string, nav: string) => ({ date, nav });

describe('follow format', () => {
  it('finds the largest fall from a peak, exactly, with its days', () => {
    const points = [
      day('2026-11-02', '10000'),
      day('2026-11-03', '10400'),
      day('2026-11-04', '9880'),
      day('2026-11-05', '10800'),
      day('2026-11-06', '10260'),
      day('2026-11-09', '11000'),
    ];
    // 10,400 → 9,880 is −5.00 %; 10,800 → 10,260 is −5.00 % too: the first one stays.
    expect(maxDrawdown(points)).toEqual({ percent: '-5.00', peakDate: '2026-11-03', troughDate: '2026-11-04' });
    // 11,000 → 10,450 is exactly −5 % again: still the first. 11,000 → 10,449.99 is −5.00009… %: the larger fall,
    // found though both round to −5.00.
    expect(maxDrawdown([...points, day('2026-11-10', '10450')])?.peakDate).toBe('2026-11-03');
    expect(maxDrawdown([...points, day('2026-11-10', '10449.99')])).toEqual({
      percent: '-5.00',
      peakDate: '2026-11-09',
      troughDate: '2026-11-10',
    });
    expect(maxDrawdown([day('2026-11-02', '1.00'), day('2026-11-03', '1.01')])).toEqual({
      percent: '0.00',
      peakDate: null,
      troughDate: null,
    });
    expect(maxDrawdown([])).toBeNull();
  });

  it('computes a change in percent, rounded half away from zero', () => {
    expect(percentChange('10000', '10432.18')).toBe('4.32');
    expect(percentChange('10497.26', '10432.18')).toBe('-0.62');
    expect(percentChange('3', '1')).toBe('-66.67');
    expect(percentChange('0', '1')).toBeNull();
  });

  it('pays on a stop the value less the fees, never below zero', () => {
    expect(receiveNow('302031', '1562')).toBe('300469');
    expect(receiveNow('2012.91', '20.12')).toBe('1992.79');
    expect(receiveNow('10', '12')).toBe('0');
    expect(subtractDecimal('1250000', '300000')).toBe('950000');
  });

  it('checks a typed amount against the currency, the minimum and the cash', () => {
    const yen = { currency: 'JPY', minInvestment: '100000', availableBalance: '1250000' };
    expect(followAmountProblem('', yen)).toBe('empty');
    expect(followAmountProblem('300000', yen)).toBeNull();
    expect(followAmountProblem('300000.5', yen)).toBe('format');
    expect(followAmountProblem('99999', yen)).toBe('min');
    expect(followAmountProblem('1250001', yen)).toBe('balance');
    expect(followAmountProblem('1250001', { ...yen, availableBalance: null })).toBeNull();
    const dollars = { currency: 'USD', minInvestment: '1000.00' };
    expect(followAmountProblem('1000.01', dollars)).toBeNull();
    expect(followAmountProblem('1000.001', dollars)).toBe('format');
  });

  it('shows units with their four decimals, grouped', () => {
    expect(formatUnits(createIntl({ locale: 'ja-JP' }), '1234.5')).toBe('1,234.5000');
    expect(formatUnits(createIntl({ locale: 'en-US' }), '28.7571')).toBe('28.7571');
  });
});
