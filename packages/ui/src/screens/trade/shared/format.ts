import type { IntlShape } from 'react-intl';
import { compareDecimal, toScaled } from '../../../internal/decimal.ts';

/**
 * How many lots a share count makes, exactly (scaled BigInt, no float): `null` when the count is blank, not a whole
 * number or not a multiple of the lot.
 */
export function lotsOf(quantity: string, lotSize: number): number | null {
  let shares: bigint | null;
  try {
    shares = toScaled(quantity, 0);
  } catch {
    return null;
  }
  if (shares === null || shares <= 0n || lotSize < 1) return null;
  const lot = BigInt(lotSize);
  return shares % lot === 0n ? Number(shares / lot) : null;
}

/** Whether a typed price lies outside today's limits (false when there are none or nothing is typed). */
export function outsideBand(price: string, limitDown: string | null, limitUp: string | null): boolean {
  if (!price.trim() || !/\d/.test(price)) return false;
  const below = limitDown !== null ? compareDecimal(price, limitDown) : null;
  const above = limitUp !== null ? compareDecimal(price, limitUp) : null;
  return below === -1 || above === 1;
}

/** An ISO 8601 instant as date and time in a market's own time zone. */
export function formatTradeTime(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatDate(iso, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** A calendar date (`2026-11-25`) in the current language, without a time-zone shift. */
export function formatTradeDate(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
}

const symbolCache = new Map<string, string>();

/**
 * The currency's symbol in the current language, from Intl (never hard-coded): unambiguous per language, so the
 * yuan is 元 in Japanese while the yen is ￥.
 */
export function currencySymbol(intl: IntlShape, currency: string): string {
  const key = `${intl.locale}|${currency}`;
  let symbol = symbolCache.get(key);
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat(intl.locale, {
      style: 'currency',
      currency,
    }).formatToParts(0);
    symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
    symbolCache.set(key, symbol);
  }
  return symbol;
}
