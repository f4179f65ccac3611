import { decimalSign } from '../../../intl/format.ts';
import { fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';

// Exact arithmetic of one-day margin (一日信用): notional, margin, commission and profit on scaled BigInt, never on
// floats. Nothing here imports a message, so the order ticket (the 'trade' area) uses it without loading the
// 'daytrade' catalogue.

/** One-day margin trades in whole trading units of 100 shares (TSE). */
export const daytradeLot = 100;

/** Minor units of a currency (JPY, KRW and VND have none; the exchanges' other currencies two). */
function minorUnits(currency: string): number {
  return ['JPY', 'KRW', 'VND'].includes(currency) ? 0 : 2;
}

/** A decimal string's digits as a BigInt at its own scale, or null when it is not a plain number. */
function scaled(value: string): { digits: bigint; scale: number } | null {
  const text = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const scale = scaleOf(text);
  const digits = toScaled(text, scale);
  return digits === null ? null : { digits, scale };
}

/** A share count typed or given (`"300"` or 300) as a BigInt; null unless it is a whole number ≥ 0. */
function shareCount(shares: string | number): bigint | null {
  const text = String(shares).trim();
  return /^\d+$/.test(text) ? BigInt(text) : null;
}

/** price × shares, exact, at the price's precision (`"2995.5" × 300 = "898650.0"`); null when either is not a number. */
export function daytradeNotional(price: string, shares: string | number): string | null {
  const p = scaled(price);
  const count = shareCount(shares);
  if (p === null || count === null || p.digits < 0n) return null;
  return fromScaled(p.digits * count, p.scale);
}

/**
 * The margin an order holds: notional ÷ leverage, rounded up to the currency's minor unit (the whole yen), exact
 * (`"898650.0" ÷ 3 = "299550"`, `"100" ÷ 3 = "34"`). Leverage is a positive whole or decimal number (`3`, `"2"`);
 * null when an input is not a number or the leverage is not positive.
 */
export function daytradeMargin(notional: string, leverage: string | number, currency: string): string | null {
  const n = scaled(notional);
  const l = scaled(String(leverage));
  if (n === null || l === null || n.digits < 0n || l.digits <= 0n) return null;
  const units = minorUnits(currency);
  // notional ÷ leverage in minor units = (n / 10^ns) ÷ (l / 10^ls) × 10^u = n × 10^(ls + u) ÷ (l × 10^ns).
  const numerator = n.digits * 10n ** BigInt(l.scale + units);
  const denominator = l.digits * 10n ** BigInt(n.scale);
  const quotient = (numerator + denominator - 1n) / denominator;
  return fromScaled(quotient, units);
}

/** The commission on a notional at a disclosed percent, rounded down to the currency's minor unit (the contract's rule). */
export function daytradeFee(notional: string, commissionPercent: string, currency: string): string | null {
  const n = scaled(notional);
  const rate = scaled(commissionPercent);
  if (n === null || rate === null || n.digits < 0n || rate.digits < 0n) return null;
  const units = minorUnits(currency);
  const divisor = 100n * 10n ** BigInt(n.scale + rate.scale);
  return fromScaled((n.digits * rate.digits * 10n ** BigInt(units)) / divisor, units);
}

/**
 * The profit (signed) of closing `shares` of a position at `price`: (price − average) × shares for a long,
 * (average − price) × shares for a short, before fees; exact at the prices' precision. Null on bad input.
 */
export function daytradeProfit(
  side: 'long' | 'short',
  avgPrice: string,
  price: string,
  shares: string | number,
): string | null {
  const a = scaled(avgPrice);
  const p = scaled(price);
  const count = shareCount(shares);
  if (a === null || p === null || count === null) return null;
  const scale = Math.max(a.scale, p.scale);
  const avg = a.digits * 10n ** BigInt(scale - a.scale);
  const at = p.digits * 10n ** BigInt(scale - p.scale);
  return fromScaled((side === 'long' ? at - avg : avg - at) * count, scale);
}

/** a − b, exact, at the larger of their scales. */
export function subtractMoney(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  return fromScaled((toScaled(a, scale) ?? 0n) - (toScaled(b, scale) ?? 0n), scale);
}

/** Whether an amount is above zero (a debt to show, a figure to colour). */
export function isPositive(amount: string | null | undefined): boolean {
  return decimalSign(amount) > 0;
}

/** Why a share count cannot be ordered or closed. */
export type DaytradeQuantityProblem = 'empty' | 'lot' | 'max';

/**
 * Whether a share count is a whole number of trading units (100 shares), at least one, and at most `max` when given
 * (a position's open shares); the problem when it is not. Exact.
 */
export function daytradeQuantityProblem(quantity: string, max?: number): DaytradeQuantityProblem | null {
  const count = shareCount(quantity);
  if (quantity.trim() === '' || count === 0n) return 'empty';
  if (count === null || count % BigInt(daytradeLot) !== 0n) return 'lot';
  if (max !== undefined && count > BigInt(max)) return 'max';
  return null;
}
