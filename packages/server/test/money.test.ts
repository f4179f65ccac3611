import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinor, parseDecimal } from '../src/money.ts';

describe('money', () => {
  it('formats minor units by currency', () => {
    expect(formatMinor(1_000_000n, 'JPY')).toBe('1000000');
    expect(formatMinor(1250n, 'USD')).toBe('12.50');
    expect(formatMinor(5n, 'USD')).toBe('0.05');
    expect(formatMinor(-5n, 'USD')).toBe('-0.05');
    expect(formatMinor(-1234n, 'JPY')).toBe('-1234');
    expect(formatMinor(0n, 'CNY')).toBe('0.00');
  });

  it('parses decimals exactly and refuses excess precision or junk', () => {
    expect(parseDecimal('12.5', 'USD')).toBe(1250n);
    expect(parseDecimal('-0.05', 'USD')).toBe(-5n);
    expect(parseDecimal('9007199254740993', 'JPY')).toBe(9007199254740993n);
    expect(() => parseDecimal('1.5', 'JPY')).toThrow();
    expect(() => parseDecimal('1.005', 'USD')).toThrow();
    for (const junk of ['', '1e3', ' 1', '1.', '.5', '0x10', '１２']) expect(() => parseDecimal(junk, 'USD')).toThrow();
  });

  it('parse(format(x)) === x for any amount and currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.constantFrom('JPY', 'USD', 'CNY', 'KRW'),
        (x, c) => {
          expect(parseDecimal(formatMinor(x, c), c)).toBe(x);
        },
      ),
    );
  });
});
