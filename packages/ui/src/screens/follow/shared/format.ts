import type { IntlShape } from 'react-intl';
import { decimalSign } from '../../../intl/format.ts';
import { compareDecimal, fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';

// Formatting and exact arithmetic for the follow screens. NAVs, units, money and percentages stay decimal strings
// from the API to Intl; differences and ratios are computed on scaled BigInt, never on floats. Nothing in this file
// imports a message, so the positions page can use it without loading the follow area's catalogue.

type DecimalString = `${number}`;

const unitsCache = new Map<string, Intl.NumberFormat>();

/** Units of a product, with the four decimals they are held in (`"28.7571"` → `28.7571`), grouped, exact. */
export function formatUnits(intl: IntlShape, units: string): string {
  let formatter = unitsCache.get(intl.locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    unitsCache.set(intl.locale, formatter);
  }
  return formatter.format(units as DecimalString);
}

/** a − b, exact, at the larger of their scales. */
export function subtractDecimal(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  return fromScaled((toScaled(a, scale) ?? 0n) - (toScaled(b, scale) ?? 0n), scale);
}

/** What a stop pays now: value − the fees of stopping now, never below zero (the server's rule). */
export function receiveNow(value: string, exitFeeNow: string): string {
  const rest = subtractDecimal(value, exitFeeNow);
  return decimalSign(rest) < 0 ? fromScaled(0n, scaleOf(rest)) : rest;
}

/** Rounds numerator ÷ denominator half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/**
 * (to − from) ÷ from in percent with two decimals, rounded half away from zero (`"10000"` → `"10432.18"` is
 * `"4.32"`); null when `from` is zero or not a number.
 */
export function percentChange(from: string, to: string): string | null {
  const scale = Math.max(scaleOf(from), scaleOf(to));
  const a = toScaled(from, scale);
  const b = toScaled(to, scale);
  if (a === null || b === null || a === 0n) return null;
  return fromScaled(divideRounded((b - a) * 10000n, a), 2);
}

/** The largest fall from a peak within a series, with the days it ran between. */
export interface Drawdown {
  /** In percent, two decimals, negative (`"-3.12"`), or `"0.00"` when the series never fell. */
  percent: string;
  /** The peak's and the trough's days; null when it never fell. */
  peakDate: string | null;
  troughDate: string | null;
}

/**
 * The maximum drawdown of a NAV series (oldest first): the largest (peak − later low) ÷ peak. Compared exactly as
 * fractions; only the result is rounded (half away from zero, two decimals). Null for an empty series.
 */
export function maxDrawdown(points: readonly { date: string; nav: string }[]): Drawdown | null {
  if (points.length === 0) return null;
  const scale = Math.max(...points.map((point) => scaleOf(point.nav)));
  let peak: { date: string; value: bigint } | null = null;
  let worst: { peak: { date: string; value: bigint }; trough: { date: string; value: bigint } } | null = null;
  for (const point of points) {
    const value = toScaled(point.nav, scale);
    if (value === null || value <= 0n) continue;
    if (peak === null || value > peak.value) {
      peak = { date: point.date, value };
      continue;
    }
    if (value === peak.value) continue;
    // This fall is (peak − value) ÷ peak; the worst so far is (p − t) ÷ p. Compare by cross-multiplying.
    if (
      worst === null ||
      (peak.value - value) * worst.peak.value > (worst.peak.value - worst.trough.value) * peak.value
    ) {
      worst = { peak, trough: { date: point.date, value } };
    }
  }
  if (worst === null) return { percent: '0.00', peakDate: null, troughDate: null };
  return {
    percent: fromScaled(divideRounded((worst.trough.value - worst.peak.value) * 10000n, worst.peak.value), 2),
    peakDate: worst.peak.date,
    troughDate: worst.trough.date,
  };
}

/** The highest and lowest of a series of decimal strings (exact), or null when it is empty. */
export function seriesRange(values: readonly string[]): { low: string; high: string } | null {
  let low: string | undefined;
  let high: string | undefined;
  for (const value of values) {
    if (low === undefined || (compareDecimal(value, low) ?? 0) < 0) low = value;
    if (high === undefined || (compareDecimal(value, high) ?? 0) > 0) high = value;
  }
  return low === undefined || high === undefined ? null : { low, high };
}

/** The market whose convention colours an amount in this currency (the yen Tokyo's, the dollar New York's…). */
export function marketOfCurrency(currency: string): 'jpy' | 'usd' | 'cny' | undefined {
  return currency === 'JPY' ? 'jpy' : currency === 'USD' ? 'usd' : currency === 'CNY' ? 'cny' : undefined;
}

/** Minor units of a currency (JPY, KRW and VND have none; the exchanges' other currencies two). */
export function minorUnits(currency: string): number {
  return ['JPY', 'KRW', 'VND'].includes(currency) ? 0 : 2;
}

/** Why an amount typed for a buy cannot be previewed or bought. */
export type FollowAmountProblem = 'empty' | 'format' | 'min' | 'balance';

/**
 * Whether a typed amount can buy: a positive number in the currency's minor units, at least the minimum investment,
 * at most the available cash when it is known. Exact.
 */
export function followAmountProblem(
  amount: string,
  limits: { currency: string; minInvestment: string; availableBalance?: string | null },
): FollowAmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'empty';
  if (!/^\d+(\.\d+)?$/.test(text) || scaleOf(text) > minorUnits(limits.currency)) return 'format';
  if (decimalSign(text) <= 0) return 'format';
  if ((compareDecimal(text, limits.minInvestment) ?? 0) < 0) return 'min';
  if (limits.availableBalance != null && (compareDecimal(text, limits.availableBalance) ?? 0) > 0) return 'balance';
  return null;
}

/** Whether a percentage string is zero (`"0.00"`): a fee that does not apply. */
export function isZeroPercent(percent: string): boolean {
  return decimalSign(percent) === 0;
}
