import type { IntlShape } from 'react-intl';
import { formatPrice, priceDecimals, type PriceDecimals } from '../../../components/Price/Price.tsx';
import { fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';

// Formatting and exact arithmetic for the offerings screens. Money, prices and percentages stay decimal strings from
// the API to Intl; products are computed on scaled BigInt, never on floats.

/**
 * An ISO 8601 instant as a date and time in the user's time zone (`timeZone`, an IANA name; the device's own when not
 * given), with the zone named, so a deadline at 15:00 in Tokyo is never read as 15:00 somewhere else.
 */
export function formatInstant(intl: IntlShape, iso: string, timeZone?: string): string {
  return intl.formatDate(iso, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
}

/** A calendar day of the exchange (`2026-11-27`), as written in the current language, without a time-zone shift. */
export function formatDay(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** A price at the precision it was given in (a 0.1-yen tick keeps its decimal), as currency; an em dash if none. */
export function formatOfferPrice(intl: IntlShape, price: string | null | undefined, currency: string): string {
  const decimals = Math.min(scaleOf(price ?? ''), 4) as PriceDecimals;
  return formatPrice(intl.locale, price, priceDecimals[decimals] ?? 0, currency) ?? '—';
}

const percentCache = new Map<string, Intl.NumberFormat>();

/** A percentage given as a decimal string (`"2.50"` is 2.5 %): two decimals and the percent sign, exact. */
export function formatPercent(intl: IntlShape, percent: string, options: { signed?: boolean } = {}): string {
  const key = `${intl.locale}|${options.signed ? 's' : ''}`;
  let formatter = percentCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intl.locale, {
      style: 'unit',
      unit: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: options.signed ? 'exceptZero' : 'auto',
    });
    percentCache.set(key, formatter);
  }
  return formatter.format(percent as `${number}`);
}

/** A whole count (shares, lots, entries) with the language's digit grouping. */
export function formatCount(intl: IntlShape, count: number): string {
  return intl.formatNumber(count);
}

/** price × shares, exact, at the price's precision (`"1560" × 300 = "468000"`). */
export function multiplyPrice(price: string, shares: number): string {
  const scale = scaleOf(price);
  const scaled = toScaled(price, scale) ?? 0n;
  return fromScaled(scaled * BigInt(shares), scale);
}

/**
 * What an IPO application holds: offeringPrice × lots × lotSize (the contract's rule), exact. `null` without an
 * offering price (applications open only once it is fixed).
 */
export function ipoHoldAmount(offeringPrice: string | null, lotSize: number, lots: number): string | null {
  if (offeringPrice === null || lots < 1) return null;
  return multiplyPrice(offeringPrice, lotSize * lots);
}

/** Minor units of a currency (JPY, KRW and VND have none; the other exchange currencies two). */
function minorUnits(currency: string): number {
  return ['JPY', 'KRW', 'VND'].includes(currency) ? 0 : 2;
}

/**
 * A distribution application's amounts, exact: amount = price × shares; fee = amount × feePercent ÷ 100 rounded down
 * to the currency's minor unit (the contract's rule); held = amount + fee.
 */
export function blockApplicationAmounts(
  price: string,
  shares: number,
  feePercent: string,
  currency: string,
): { amount: string; fee: string; held: string } {
  const amount = multiplyPrice(price, shares);
  const amountScale = scaleOf(amount);
  const percentScale = scaleOf(feePercent);
  const units = minorUnits(currency);
  const product = (toScaled(amount, amountScale) ?? 0n) * (toScaled(feePercent, percentScale) ?? 0n);
  // product is fee × 100 × 10^(amountScale + percentScale); bring it to minor units, rounding down.
  const divisor = 100n * 10n ** BigInt(amountScale + percentScale);
  const feeMinor = (product * 10n ** BigInt(units)) / divisor;
  const fee = fromScaled(feeMinor, units);
  const heldScale = Math.max(amountScale, units);
  const held = fromScaled((toScaled(amount, heldScale) ?? 0n) + (toScaled(fee, heldScale) ?? 0n), heldScale);
  return { amount, fee, held };
}

/**
 * Whether a share count is a valid distribution application: a whole number, a multiple of the lot, within the
 * limits. The reason when it is not.
 */
export function blockQuantityProblem(
  quantity: string,
  limits: { lotSize: number; minShares: number; maxShares: number },
): 'empty' | 'lot' | 'min' | 'max' | null {
  let shares: bigint | null;
  try {
    shares = toScaled(quantity, 0);
  } catch {
    return 'lot';
  }
  if (shares === null || shares <= 0n) return 'empty';
  if (shares % BigInt(limits.lotSize) !== 0n) return 'lot';
  if (shares < BigInt(limits.minShares)) return 'min';
  if (shares > BigInt(limits.maxShares)) return 'max';
  return null;
}

/**
 * A server message code (`error.<code>`) in the user's language, looked up by id in the core catalogue (loaded at
 * start in every language); a code this build does not know, as given.
 */
export function codeText(intl: IntlShape, code: string): string {
  const id = `error.${code}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : code;
}
