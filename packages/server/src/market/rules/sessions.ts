import type { LocalDate, Market, MarketClockSegment } from '../types.ts';
import { earlyCloseOn } from './calendar.ts';

/** One part of a trading day in the market's local time (`HH:MM`, end exclusive). */
export interface SessionSegmentRow {
  phase: MarketClockSegment['phase'];
  start: string;
  end: string;
  /** The house takes orders (they wait in the book when nothing matches). */
  acceptsOrders: boolean;
  /** Orders match continuously. */
  matches: boolean;
}

export interface SessionTableRow {
  market: Market;
  /** The first day this table applies; the latest row at or before a date wins. */
  since: LocalDate;
  segments: readonly SessionSegmentRow[];
}

/**
 * The trading day of each market, as data.
 *
 * - Tokyo (since 2024-11-05): order acceptance from 08:00, morning 09:00–11:30, afternoon 12:30–15:30 where
 *   continuous trading ends at 15:25 and 15:25–15:30 is the closing auction (orders accepted, nothing matches,
 *   one closing price at 15:30). Orders placed in the lunch break wait for the afternoon.
 * - New York: the regular session 09:30–16:00 ET; early closes come from the calendar.
 * - Shanghai/Shenzhen: the opening call auction 09:15–09:25 sets the opening price at 09:25, and orders entered
 *   09:25–09:30 wait for the continuous session, so the whole 09:15–09:30 is `pre_open`; continuous trading
 *   09:30–11:30 and 13:00–15:00; orders placed in the lunch break wait for 13:00.
 */
export const SESSION_TABLES: readonly SessionTableRow[] = [
  {
    market: 'jpy',
    since: '2024-11-05',
    segments: [
      { phase: 'pre_open', start: '08:00', end: '09:00', acceptsOrders: true, matches: false },
      { phase: 'open', start: '09:00', end: '11:30', acceptsOrders: true, matches: true },
      { phase: 'lunch_break', start: '11:30', end: '12:30', acceptsOrders: true, matches: false },
      { phase: 'open', start: '12:30', end: '15:25', acceptsOrders: true, matches: true },
      { phase: 'closing_auction', start: '15:25', end: '15:30', acceptsOrders: true, matches: false },
    ],
  },
  {
    market: 'usd',
    since: '2000-01-01',
    segments: [{ phase: 'open', start: '09:30', end: '16:00', acceptsOrders: true, matches: true }],
  },
  {
    market: 'cny',
    since: '2006-07-01',
    segments: [
      { phase: 'pre_open', start: '09:15', end: '09:30', acceptsOrders: true, matches: false },
      { phase: 'open', start: '09:30', end: '11:30', acceptsOrders: true, matches: true },
      { phase: 'lunch_break', start: '11:30', end: '13:00', acceptsOrders: true, matches: false },
      { phase: 'open', start: '13:00', end: '15:00', acceptsOrders: true, matches: true },
    ],
  },
];

/** The segments of a trading day (callers check that it is one), an early close cutting the day short. */
export function sessionSegmentsOn(market: Market, date: LocalDate): SessionSegmentRow[] {
  const table = SESSION_TABLES.filter((t) => t.market === market && t.since <= date).sort((a, b) =>
    a.since < b.since ? 1 : -1,
  )[0];
  if (!table) throw new Error(`no session table for ${market} on ${date}`);
  const early = earlyCloseOn(market, date);
  if (!early) return [...table.segments];
  return table.segments
    .filter((s) => s.start < early.close)
    .map((s) => (s.end > early.close ? { ...s, end: early.close } : s));
}
