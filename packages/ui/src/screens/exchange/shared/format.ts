import type { IntlShape } from 'react-intl';
import { compareDecimal, fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';
import { minorUnits } from '../../follow/shared/format.ts';

// Formatting and exact arithmetic for the exchange (and the credit-line) screens. Amounts and rates stay decimal
// strings from the API to Intl; nothing here is a float. No message is imported, so any route may use it.

export { minorUnits };

type DecimalString = `${number}`;

/**
 * A decimal string cut to `scale` decimals, rounding toward zero (`"12.349"`, 2 → `"12.34"`), or padded to them
 * (`"5"`, 2 → `"5.00"`). Null when the text is not a number.
 */
export function truncateDecimal(value: string, scale: number): string | null {
  const text = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const own = scaleOf(text);
  const scaled = toScaled(text, Math.max(own, scale));
  if (scaled === null) return null;
  // BigInt division truncates toward zero: a surplus digit is dropped, never rounded up.
  return fromScaled(own > scale ? scaled / 10n ** BigInt(own - scale) : scaled, scale);
}

const amountCache = new Map<string, Intl.NumberFormat>();

/**
 * Money in its currency's minor units (JPY, KRW and VND none; the others two), with the currency's symbol from Intl
 * and digit grouping: `"1250000"` JPY → ￥1,250,000, `"6437.5"` USD → $6,437.50. Exact; a digit beyond the minor
 * unit is cut (amounts are rounded down to it), never rounded up. Blank or non-numeric text shows zero.
 */
export function formatAmount(
  intl: Pick<IntlShape, 'locale'>,
  amount: string | null | undefined,
  currency: string,
  options: { signed?: boolean } = {},
): string {
  const digits = minorUnits(currency);
  const key = `${intl.locale}|${currency}|${options.signed ? 's' : ''}`;
  let formatter = amountCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intl.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: options.signed ? 'exceptZero' : 'auto',
    });
    amountCache.set(key, formatter);
  }
  const value = truncateDecimal(amount ?? '', digits) ?? fromScaled(0n, digits);
  return formatter.format(value as DecimalString);
}

/** The currency's own symbol in the user's language (`¥`, `$`, `₩`…), for a field's unit. */
export function currencySign(intl: Pick<IntlShape, 'locale'>, currency: string): string {
  const parts = new Intl.NumberFormat(intl.locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const nameCache = new Map<string, Intl.DisplayNames>();

/** The currency's name in the user's language (米ドル, 美元, US Dollar), from Intl. */
export function currencyName(intl: Pick<IntlShape, 'locale'>, currency: string): string {
  let names = nameCache.get(intl.locale);
  if (!names) {
    names = new Intl.DisplayNames(intl.locale, { type: 'currency' });
    nameCache.set(intl.locale, names);
  }
  return names.of(currency) ?? currency;
}

const rateCache = new Map<string, Intl.NumberFormat>();

/** A rate at exactly the precision it was given in (`"0.006437"` keeps six decimals), grouped. */
export function formatRate(intl: Pick<IntlShape, 'locale'>, rate: string): string {
  const digits = Math.min(scaleOf(rate), 20);
  const key = `${intl.locale}|${digits}`;
  let formatter = rateCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    rateCache.set(key, formatter);
  }
  return formatter.format(rate as DecimalString);
}

/** Why an amount typed to convert cannot be quoted. */
export type ExchangeAmountProblem = 'empty' | 'format' | 'precision' | 'balance';

/**
 * Whether a typed amount can be quoted: a positive number with at most the currency's minor units (whole units for
 * JPY, KRW, VND), at most the available balance when it is known. Exact.
 */
export function exchangeAmountProblem(
  amount: string,
  limits: { currency: string; available?: string | null },
): ExchangeAmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'empty';
  if (!/^\d+(\.\d+)?$/.test(text) || !/[1-9]/.test(text)) return 'format';
  if (scaleOf(text) > minorUnits(limits.currency)) return 'precision';
  if (limits.available != null && (compareDecimal(text, limits.available) ?? 0) > 0) return 'balance';
  return null;
}

/**
 * Whole seconds left before `expiresAt` at `now` (epoch milliseconds), rounded up so the last second shows 1 and not
 * 0; 0 once expired.
 */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** Whether two decimal strings are the same number (`"1000"` and `"1000.00"`). */
export function sameAmount(a: string, b: string): boolean {
  return compareDecimal(a.trim(), b.trim()) === 0;
}
