import type { LocalDate, LocalizedText, Market } from '../types.ts';
import { addDays } from './dates.ts';
import { isTradingDay } from './calendar.ts';

/**
 * Settlement lag in business days, per market.
 *
 * - Japan: T+2 (since 2019-07-16), through JASDEC, on JPX business days.
 * - US: T+1 (since 2024-05-28), through DTC.
 * - China A-shares: the cash leg settles T+1 through CSDC; the shares are delivered at the end of the trade date
 *   (T+0) but, by the exchanges' T+1 rule, cannot be sold until the next trading day. `settlementDays` is the
 *   cash leg: 1.
 */
export const SETTLEMENT_RULES: readonly { market: Market; days: number; since: LocalDate }[] = [
  { market: 'jpy', days: 2, since: '2019-07-16' },
  { market: 'usd', days: 1, since: '2024-05-28' },
  { market: 'cny', days: 1, since: '1995-01-01' },
];

/**
 * US weekdays on which the exchanges trade but the Federal Reserve (and so DTC's money settlement) is closed:
 * trades do not settle on these days.
 */
export const US_SETTLEMENT_CLOSURES: readonly { date: LocalDate; name: LocalizedText }[] = [
  { date: '2025-10-13', name: { jp: 'コロンブス・デー', cn: '哥伦布日', us: 'Columbus Day' } },
  { date: '2025-11-11', name: { jp: '退役軍人の日', cn: '退伍军人节', us: 'Veterans Day' } },
  { date: '2026-10-12', name: { jp: 'コロンブス・デー', cn: '哥伦布日', us: 'Columbus Day' } },
  { date: '2026-11-11', name: { jp: '退役軍人の日', cn: '退伍军人节', us: 'Veterans Day' } },
  { date: '2027-10-11', name: { jp: 'コロンブス・デー', cn: '哥伦布日', us: 'Columbus Day' } },
  { date: '2027-11-11', name: { jp: '退役軍人の日', cn: '退伍军人节', us: 'Veterans Day' } },
];

const usClosures = new Set(US_SETTLEMENT_CLOSURES.map((row) => row.date));

export function settlementDays(market: Market): number {
  const rule = SETTLEMENT_RULES.find((r) => r.market === market);
  if (!rule) throw new Error(`no settlement rule for ${market}`);
  return rule.days;
}

/** A day on which trades of the market settle. */
export function isSettlementDay(market: Market, date: LocalDate): boolean {
  return isTradingDay(market, date) && !(market === 'usd' && usClosures.has(date));
}

/** The settlement date of a trade made on `tradeDate` (a trading day, in the market's zone). */
export function settlementDate(market: Market, tradeDate: LocalDate): LocalDate {
  let d = tradeDate;
  for (let left = settlementDays(market); left > 0;) {
    d = addDays(d, 1);
    if (isSettlementDay(market, d)) left -= 1;
  }
  return d;
}
