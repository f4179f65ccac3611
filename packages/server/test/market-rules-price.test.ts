import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPrice,
  comparePrice,
  decimalPlaces,
  divide,
  formatMinimal,
  formatPrice,
  multiplyByInteger,
  multiplyByRatio,
  parsePrice,
  percentChange,
  roundPrice,
  subtractPrice,
} from '../src/market/price.ts';

describe('market price arithmetic', () => {
  it('parses decimals to four places exactly and refuses anything else', () => {
    expect(parsePrice('3012.5')).toBe(30_125_000n);
    expect(parsePrice('0.0001')).toBe(1n);
    expect(parsePrice('-40.0')).toBe(-400_000n);
    expect(parsePrice('9007199254740993')).toBe(90_071_992_547_409_930_000n);
    for (const junk of ['', '1e3', ' 1', '1.', '.5', '1.00001', '１２', '+1', '0x10']) {
      expect(() => parsePrice(junk), junk).toThrow();
    }
  });

  it('formats with the places asked, and refuses to drop digits unless told how to round', () => {
    expect(formatPrice(30_125_000n, 1)).toBe('3012.5');
    expect(formatPrice(30_125_000n, 2)).toBe('3012.50');
    expect(formatPrice(30_000_000n, 0)).toBe('3000');
    expect(formatPrice(-400_000n, 1)).toBe('-40.0');
    expect(formatPrice(1n, 4)).toBe('0.0001');
    expect(formatPrice(-1n, 4)).toBe('-0.0001');
    expect(() => formatPrice(30_125_000n, 0)).toThrow();
    expect(formatPrice(30_125_000n, 0, 'half-even')).toBe('3012');
    expect(formatPrice(30_135_000n, 0, 'half-even')).toBe('3014');
    expect(formatPrice(30_125_000n, 0, 'half-up')).toBe('3013');
    expect(() => formatPrice(1n, 5)).toThrow(RangeError);
    expect(formatMinimal(parsePrice('1000.0'))).toBe('1000');
    expect(formatMinimal(parsePrice('0.10'))).toBe('0.1');
    expect(decimalPlaces(parsePrice('0.5123'))).toBe(4);
    expect(decimalPlaces(0n)).toBe(0);
  });

  it('rounds each way on both signs, ties included', () => {
    const cases: [bigint, bigint, Record<string, bigint>][] = [
      [7n, 2n, { floor: 3n, ceil: 4n, trunc: 3n, 'half-up': 4n, 'half-even': 4n }],
      [5n, 2n, { floor: 2n, ceil: 3n, trunc: 2n, 'half-up': 3n, 'half-even': 2n }],
      [-5n, 2n, { floor: -3n, ceil: -2n, trunc: -2n, 'half-up': -3n, 'half-even': -2n }],
      [-7n, 2n, { floor: -4n, ceil: -3n, trunc: -3n, 'half-up': -4n, 'half-even': -4n }],
      [10n, 3n, { floor: 3n, ceil: 4n, trunc: 3n, 'half-up': 3n, 'half-even': 3n }],
      [-11n, 3n, { floor: -4n, ceil: -3n, trunc: -3n, 'half-up': -4n, 'half-even': -4n }],
      [6n, 3n, { floor: 2n, ceil: 2n, trunc: 2n, 'half-up': 2n, 'half-even': 2n }],
      [7n, -2n, { floor: -4n, ceil: -3n, trunc: -3n, 'half-up': -4n, 'half-even': -4n }],
    ];
    for (const [n, d, expected] of cases) {
      for (const [mode, value] of Object.entries(expected)) {
        expect(divide(n, d, mode as 'floor'), `${n}/${d} ${mode}`).toBe(value);
      }
    }
    expect(() => divide(1n, 0n, 'floor')).toThrow(RangeError);
  });

  it('adds, subtracts, compares and multiplies exactly', () => {
    expect(addPrice('0.1', '0.2')).toBe(parsePrice('0.3'));
    expect(subtractPrice('3000', '3012.5')).toBe(parsePrice('-12.5'));
    expect(comparePrice('1000.0', '1000')).toBe(0);
    expect(comparePrice('999.9', '1000')).toBe(-1);
    expect(comparePrice(parsePrice('1000.5'), '1000')).toBe(1);
    expect(multiplyByInteger('3012.5', 300)).toBe(parsePrice('903750'));
    expect(() => multiplyByInteger('1', 1.5)).toThrow(RangeError);
    // 10.05 × 1.1 = 11.055 at the scale: exact; to the cent it depends on the mode.
    expect(multiplyByRatio('10.05', 11n, 10n, 'half-up')).toBe(parsePrice('11.055'));
    expect(roundPrice(parsePrice('11.055'), 2, 'half-up')).toBe(parsePrice('11.06'));
    expect(roundPrice(parsePrice('11.055'), 2, 'half-even')).toBe(parsePrice('11.06'));
    expect(roundPrice(parsePrice('11.065'), 2, 'half-even')).toBe(parsePrice('11.06'));
    expect(roundPrice(parsePrice('11.065'), 2, 'floor')).toBe(parsePrice('11.06'));
    expect(roundPrice(parsePrice('11.061'), 2, 'ceil')).toBe(parsePrice('11.07'));
    expect(multiplyByRatio('1', 1n, 3n, 'floor')).toBe(3333n);
    expect(multiplyByRatio('1', 1n, 3n, 'ceil')).toBe(3334n);
  });

  it('gives the percent change signed, with two places half-up by default', () => {
    expect(percentChange('3000', '3012.5')).toBe('0.42');
    expect(percentChange('100', '99.6')).toBe('-0.40');
    expect(percentChange('100', '100')).toBe('0.00');
    expect(percentChange('200', '200.01')).toBe('0.01'); // 0.005 % rounds up
    expect(percentChange('200', '200.01', 2, 'half-even')).toBe('0.00');
    expect(percentChange('200', '199.99')).toBe('-0.01'); // ties away from zero
    expect(percentChange('10', '11', 0)).toBe('10');
    expect(() => percentChange('0', '1')).toThrow(RangeError);
  });

  it('parse(format(x)) === x and addition matches integer cents for any price', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (x) => {
        expect(parsePrice(formatPrice(x, 4))).toBe(x);
        expect(parsePrice(formatMinimal(x))).toBe(x);
      }),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const floor = divide(n, d, 'floor');
          expect(floor * d <= n && n < (floor + 1n) * d).toBe(true);
          const ceil = divide(n, d, 'ceil');
          expect((ceil - 1n) * d < n && n <= ceil * d).toBe(true);
          const half = divide(n, d, 'half-even');
          expect(2n * (n - half * d) <= d && 2n * (half * d - n) <= d).toBe(true);
        },
      ),
    );
  });
});
