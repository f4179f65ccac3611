import { describe, expect, it } from 'vitest';
import {
  daytradeFee,
  daytradeMargin,
  daytradeNotional,
  daytradeProfit,
  daytradeQuantityProblem,
  subtractMoney,
} from './margin.ts';

describe('one-day margin arithmetic', () => {
  it('multiplies price by shares exactly, at the price’s precision', () => {
    expect(daytradeNotional('2995.5', 300)).toBe('898650.0');
    expect(daytradeNotional('0.1', '100')).toBe('10.0');
    // Far beyond 2^53: still exact.
    expect(daytradeNotional('99999999.9999', 9999999900)).toBe('999999989999000000.0100');
    expect(daytradeNotional('12a', 100)).toBeNull();
    expect(daytradeNotional('100', '1.5')).toBeNull();
  });

  it('holds notional ÷ leverage rounded up to the yen, exactly at every edge', () => {
    expect(daytradeMargin('898650.0', 3, 'JPY')).toBe('299550');
    expect(daytradeMargin('299550.0', 3, 'JPY')).toBe('99850');
    expect(daytradeMargin('298000.0', 3, 'JPY')).toBe('99334');
    // A remainder of one in three rounds up; none does not.
    expect(daytradeMargin('100', 3, 'JPY')).toBe('34');
    expect(daytradeMargin('99', 3, 'JPY')).toBe('33');
    expect(daytradeMargin('1', 3, 'JPY')).toBe('1');
    expect(daytradeMargin('0', 3, 'JPY')).toBe('0');
    // A tenth of a yen past an exact multiple still holds one more yen.
    expect(daytradeMargin('300000.1', 3, 'JPY')).toBe('100001');
    expect(daytradeMargin('300000.0', 3, 'JPY')).toBe('100000');
    expect(daytradeMargin('898650.0', 1, 'JPY')).toBe('898650');
    expect(daytradeMargin('898650.5', 2, 'JPY')).toBe('449326');
    // Decimal leverage and a currency with cents.
    expect(daytradeMargin('330', '3.3', 'JPY')).toBe('100');
    expect(daytradeMargin('331', '3.3', 'JPY')).toBe('101');
    expect(daytradeMargin('100.00', 3, 'USD')).toBe('33.34');
    // Values no float could hold: 10^20 + 1 over 3.
    expect(daytradeMargin('100000000000000000001', 3, 'JPY')).toBe('33333333333333333334');
    expect(daytradeMargin('-1', 3, 'JPY')).toBeNull();
    expect(daytradeMargin('100', 0, 'JPY')).toBeNull();
    expect(daytradeMargin('abc', 3, 'JPY')).toBeNull();
  });

  it('takes the commission rounded down to the yen', () => {
    expect(daytradeFee('299550.0', '0.05', 'JPY')).toBe('149');
    expect(daytradeFee('903600.0', '0.05', 'JPY')).toBe('451');
    expect(daytradeFee('712000', '0.05', 'JPY')).toBe('356');
    expect(daytradeFee('1999', '0.05', 'JPY')).toBe('0');
    expect(daytradeFee('898650.0', '0.00', 'JPY')).toBe('0');
    expect(daytradeFee('100.00', '0.05', 'USD')).toBe('0.05');
  });

  it('prices a close of a long and of a short, signed, before fees', () => {
    expect(daytradeProfit('long', '2995.5', '3012.0', 300)).toBe('4950.0');
    expect(daytradeProfit('long', '2995.5', '2990', 300)).toBe('-1650.0');
    expect(daytradeProfit('short', '3560', '3581', 200)).toBe('-4200');
    expect(daytradeProfit('short', '3560', '3540.5', '200')).toBe('3900.0');
    expect(daytradeProfit('long', '100', 'x', 100)).toBeNull();
  });

  it('subtracts exactly and checks whole lots of 100 shares', () => {
    expect(subtractMoney('250447', '99850')).toBe('150597');
    expect(subtractMoney('250447', '299550')).toBe('-49103');
    expect(daytradeQuantityProblem('')).toBe('empty');
    expect(daytradeQuantityProblem('0')).toBe('empty');
    expect(daytradeQuantityProblem('150')).toBe('lot');
    expect(daytradeQuantityProblem('1.5')).toBe('lot');
    expect(daytradeQuantityProblem('300', 200)).toBe('max');
    expect(daytradeQuantityProblem('200', 200)).toBeNull();
    expect(daytradeQuantityProblem('100')).toBeNull();
  });
});
