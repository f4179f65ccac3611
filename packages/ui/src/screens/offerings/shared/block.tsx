import type { IntlShape } from 'react-intl';
import { fromScaled, scaleOf, toScaled } from '../../../internal/decimal.ts';
import { formatWith } from '../../mine/shared/format.ts';
import { blockListScreenMessages as m } from '../BlockListScreen/BlockListScreen.messages.ts';
import { formatInstant, formatPercent } from './format.ts';
import { offeringsCommonMessages as common } from './offeringsCommon.messages.ts';
import type { BlockDistributionView } from './types.ts';

// What the distribution screens say about a distribution: its discount, window and share limits.

/** price − previous close, exact (negative for a discount). */
export function priceDifference(price: string, previousClose: string): string {
  const scale = Math.max(scaleOf(price), scaleOf(previousClose));
  return fromScaled((toScaled(price, scale) ?? 0n) - (toScaled(previousClose, scale) ?? 0n), scale);
}

const signedCache = new Map<string, Intl.NumberFormat>();

/** A price difference as currency with its sign (`−￥62`), at the precision it was given in. */
export function formatSignedPrice(intl: IntlShape, value: string, currency: string): string {
  const decimals = Math.min(scaleOf(value), 4);
  const key = `${intl.locale}|${currency}|${decimals}`;
  let formatter = signedCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intl.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'exceptZero',
    });
    signedCache.set(key, formatter);
  }
  return formatter.format(value as `${number}`);
}

/** The disclosed discount as a signed percentage (`−2.50%`): the distribution price is below the previous close. */
export function discountPercentText(intl: IntlShape, distribution: BlockDistributionView): string {
  const percent = /[1-9]/.test(distribution.discountPercent)
    ? `-${distribution.discountPercent}`
    : distribution.discountPercent;
  return formatPercent(intl, percent, { signed: true });
}

/**
 * The discount to the previous close, signed, in money and percent (`−￥62（−2.50%）`) once the price is fixed; the
 * percentage alone before.
 */
export function discountText(intl: IntlShape, distribution: BlockDistributionView): string {
  const percent = discountPercentText(intl, distribution);
  if (distribution.price === null || distribution.previousClose === null) return percent;
  return formatWith(intl, m.discountValue, {
    amount: formatSignedPrice(
      intl,
      priceDifference(distribution.price, distribution.previousClose),
      distribution.currency,
    ),
    percent,
  });
}

/** The application window, start to end, in the user's time zone. */
export function blockWindow(intl: IntlShape, distribution: BlockDistributionView, timeZone?: string): string {
  return formatWith(intl, common.range, {
    low: formatInstant(intl, distribution.applicationStart, timeZone),
    high: formatInstant(intl, distribution.applicationEnd, timeZone),
  });
}

/** Min to max shares per applicant (`100〜1,000株`). */
export function blockShareLimits(intl: IntlShape, distribution: BlockDistributionView): string {
  return formatWith(intl, common.sharesRange, { low: distribution.minShares, high: distribution.maxShares });
}
