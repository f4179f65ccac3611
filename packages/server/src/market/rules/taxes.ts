import type { LocalDate, Market } from '../types.ts';
import type { OrderSide } from './lots.ts';

/** A transaction tax on one side of a market's trades, from a date (the latest row at or before a date wins). */
export interface StampDutyRow {
  market: Market;
  side: OrderSide;
  since: LocalDate;
  /** Percent of the trade's principal, two decimals. */
  percent: string;
}

/**
 * Stamp duty (印花税), as data. China: 0.1 % on sells since 2008-09-19, halved to 0.05 % from 2023-08-28. Japan and
 * the US charge none on share trades (the US SEC fee is the broker's cost, not the investor's, in this simulator).
 */
export const STAMP_DUTY_RULES: readonly StampDutyRow[] = [
  { market: 'cny', side: 'sell', since: '2008-09-19', percent: '0.10' },
  { market: 'cny', side: 'sell', since: '2023-08-28', percent: '0.05' },
];

/** The stamp duty on a side of a market's trades made on `date`, in percent with two decimals (`0.00` when none). */
export function stampDutyPercent(market: Market, side: OrderSide, date: LocalDate): string {
  let found: StampDutyRow | undefined;
  for (const row of STAMP_DUTY_RULES) {
    if (row.market === market && row.side === side && row.since <= date && (!found || row.since > found.since)) {
      found = row;
    }
  }
  return found?.percent ?? '0.00';
}
