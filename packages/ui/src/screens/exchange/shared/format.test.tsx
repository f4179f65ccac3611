import { describe, expect, it } from 'vitest';
import { exchangeAmountProblem, formatAmount, formatRate, secondsLeft, truncateDecimal } from './format.ts';

const jp = { locale: 'ja-JP' };
const us = { locale: 'en-US' };

describe('exchange formatting', () => {
  it('shows each currency in its own minor units, exactly', () => {
    expect(formatAmount(jp, '1250000', 'JPY')).toBe('￥1,250,000');
    expect(formatAmount(us, '1250000', 'JPY')).toBe('¥1,250,000');
    expect(formatAmount(us, '6437.00', 'USD')).toBe('$6,437.00');
    expect(formatAmount(us, '6437.5', 'USD')).toBe('$6,437.50');
    expect(formatAmount(us, '9010000', 'KRW')).toBe('₩9,010,000');
    expect(formatAmount(us, '4100000', 'VND')).toBe('₫4,100,000');
    expect(formatAmount(us, '461.00', 'CNY')).toBe('CN¥461.00');
    expect(formatAmount(us, '0', 'MYR')).toBe('MYR\u00a00.00');
    // A digit beyond the minor unit is cut, never rounded up: amounts round down.
    expect(formatAmount(us, '12.999', 'USD')).toBe('$12.99');
    expect(formatAmount(us, '1000.9', 'JPY')).toBe('¥1,000');
    // Beyond a float's precision, still exact.
    expect(formatAmount(us, '90071992547409.93', 'USD')).toBe('$90,071,992,547,409.93');
    expect(formatAmount(us, 'abc', 'USD')).toBe('$0.00');
  });

  it('truncates toward zero', () => {
    expect(truncateDecimal('12.349', 2)).toBe('12.34');
    expect(truncateDecimal('5', 2)).toBe('5.00');
    expect(truncateDecimal('-0.009', 2)).toBe('0.00');
    expect(truncateDecimal('x', 2)).toBeNull();
  });

  it('shows a rate at the precision it was given in', () => {
    expect(formatRate(us, '0.006437')).toBe('0.006437');
    expect(formatRate(us, '8.9739')).toBe('8.9739');
    expect(formatRate(us, '155.20')).toBe('155.20');
  });

  it('checks an amount against the currency’s minor units and the balance', () => {
    expect(exchangeAmountProblem('', { currency: 'JPY' })).toBe('empty');
    expect(exchangeAmountProblem('0', { currency: 'JPY' })).toBe('format');
    expect(exchangeAmountProblem('1000.5', { currency: 'JPY' })).toBe('precision');
    expect(exchangeAmountProblem('100.5', { currency: 'KRW' })).toBe('precision');
    expect(exchangeAmountProblem('100.55', { currency: 'USD' })).toBeNull();
    expect(exchangeAmountProblem('100.555', { currency: 'USD' })).toBe('precision');
    expect(exchangeAmountProblem('1250001', { currency: 'JPY', available: '1250000' })).toBe('balance');
    expect(exchangeAmountProblem('1250000', { currency: 'JPY', available: '1250000' })).toBeNull();
  });

  it('counts whole seconds down to a quote’s expiry, 0 once expired', () => {
    const expiresAt = '2026-11-20T10:40:30+09:00';
    const at = (iso: string) => Date.parse(iso);
    expect(secondsLeft(expiresAt, at('2026-11-20T10:40:00+09:00'))).toBe(30);
    expect(secondsLeft(expiresAt, at('2026-11-20T10:40:29.500+09:00'))).toBe(1);
    expect(secondsLeft(expiresAt, at('2026-11-20T10:40:30+09:00'))).toBe(0);
    expect(secondsLeft(expiresAt, at('2026-11-20T10:41:00+09:00'))).toBe(0);
  });
});
