import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePrice } from '../src/market/price.ts';
import { stampDutyPercent } from '../src/market/rules/taxes.ts';
import {
  feeOf,
  formatLeverage,
  hundredthsOf,
  maintenanceMarginOf,
  marginOf,
  parseLeverage,
  principalOf,
  ratePercent,
  splitByQuantity,
  taxOf,
} from '../src/trading/figures.ts';

describe('order figures', () => {
  it('principal is price × quantity, half-up to the currency’s minor unit (prices keep their own precision)', () => {
    expect(principalOf(parsePrice('2995.5'), 100n, 'JPY')).toBe(299_550n);
    // A sub-yen price times an odd quantity rounds to the yen, half-up.
    expect(principalOf(parsePrice('155.3'), 5n, 'JPY')).toBe(777n); // 776.5
    expect(principalOf(parsePrice('155.3'), 3n, 'JPY')).toBe(466n); // 465.9
    // Dollars have cents; US prices under $1 have four places.
    expect(principalOf(parsePrice('187.23'), 3n, 'USD')).toBe(56_169n);
    expect(principalOf(parsePrice('0.5123'), 3n, 'USD')).toBe(154n); // $1.5369 → $1.54
    expect(principalOf(parsePrice('0.5125'), 2n, 'USD')).toBe(103n); // $1.025 → $1.03
  });

  it('margin is principal ÷ leverage rounded up; fees and taxes round down with the minimum', () => {
    expect(marginOf(299_550n, 200)).toBe(149_775n);
    expect(marginOf(235_150n, 300)).toBe(78_384n); // 78,383.33…
    expect(marginOf(100_000n, 330)).toBe(30_304n); // 30,303.03…
    expect(marginOf(12_345n, 100)).toBe(12_345n);
    expect(feeOf(299_550n, 10, 100n)).toBe(299n); // 299.55
    expect(feeOf(15_530n, 10, 100n)).toBe(100n); // 15.53 is under the minimum
    expect(feeOf(56_169n, 10, 100n)).toBe(100n); // $0.56 → the $1.00 minimum
    expect(feeOf(1_000_000n, 0, 0n)).toBe(0n);
    expect(taxOf(14_500_000n, 5)).toBe(7_250n); // 0.05 % of ¥145,000.00 = ¥72.50
    expect(taxOf(77_999n, 5)).toBe(38n); // 38.9995 cents → 38
    expect(maintenanceMarginOf(599_100n)).toBe(119_820n);
    expect(maintenanceMarginOf(599_101n)).toBe(119_821n);
  });

  it('reads percents and leverage exactly, and writes them back', () => {
    expect(hundredthsOf('0.10')).toBe(10);
    expect(hundredthsOf('0.1')).toBe(10);
    expect(hundredthsOf('25.00')).toBe(2500);
    expect(hundredthsOf('x')).toBeUndefined();
    expect([parseLeverage('1'), parseLeverage('3.3'), parseLeverage('1.25'), parseLeverage('0.5')]).toEqual([
      100,
      330,
      125,
      undefined,
    ]);
    expect([100, 200, 330, 125, 150].map(formatLeverage)).toEqual(['1', '2', '3.3', '1.25', '1.5']);
    expect(ratePercent(9_100n, 590_000n)).toBe('1.54');
    expect(ratePercent(-3_575n, 289_000n)).toBe('-1.24');
    expect(ratePercent(5n, 0n)).toBe('0.00');
  });

  it('splits a total over positions by quantity so the pieces always sum to it', () => {
    expect(splitByQuantity(100n, [1n, 1n, 1n])).toEqual([33n, 33n, 34n]);
    expect(splitByQuantity(0n, [5n, 5n])).toEqual([0n, 0n]);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 6n }), { minLength: 1, maxLength: 8 }),
        (total, quantities) => {
          const pieces = splitByQuantity(total, quantities);
          expect(pieces.reduce((a, b) => a + b, 0n)).toBe(total);
          for (const piece of pieces) expect(piece >= 0n).toBe(true);
        },
      ),
    );
  });

  it('stamp duty comes from its rule table by market, side and date', () => {
    expect(stampDutyPercent('cny', 'sell', '2026-11-20')).toBe('0.05');
    expect(stampDutyPercent('cny', 'sell', '2023-08-27')).toBe('0.10');
    expect(stampDutyPercent('cny', 'buy', '2026-11-20')).toBe('0.00');
    expect(stampDutyPercent('jpy', 'sell', '2026-11-20')).toBe('0.00');
    expect(stampDutyPercent('usd', 'sell', '2026-11-20')).toBe('0.00');
  });
});
