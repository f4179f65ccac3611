import type { AppConfig } from '../config/env.ts';
import { configValue } from '../config/site-config.ts';
import type { Queryable } from '../db/db.ts';
import { holidayOn, isTradingDay, nextTradingDay } from './rules/calendar.ts';
import { addDays, isWeekend } from './rules/dates.ts';
import { sessionSegmentsOn, type SessionSegmentRow } from './rules/sessions.ts';
import type { LocalDate, Market, MarketClock, MarketClockSegment, MarketPhase } from './types.ts';
import { formatZoned, MARKET_TIME_ZONES, zonedInstant, zonedParts } from './zone.ts';

export interface ClockOptions {
  /** The demo clock: every market trades around the clock, every day. */
  alwaysOpen: boolean;
}

/** The operator's config row that keeps markets open (`1`) or follows the real sessions (`0`). */
export const ALWAYS_OPEN_CONFIG = 'market_always_open';

/** Markets stay open when the environment says so (`KABUTO_MARKET_CLOCK=always-open`) or the operator does. */
export async function alwaysOpen(tx: Queryable, appConfig: Pick<AppConfig, 'marketClock'>): Promise<boolean> {
  if (appConfig.marketClock === 'always-open') return true;
  return (await configValue(tx, ALWAYS_OPEN_CONFIG)) === '1';
}

interface TimedSegment extends SessionSegmentRow {
  startAt: number;
  endAt: number;
}

function timedSegments(market: Market, date: LocalDate): TimedSegment[] {
  const zone = MARKET_TIME_ZONES[market];
  return sessionSegmentsOn(market, date).map((s) => ({
    ...s,
    startAt: zonedInstant(date, s.start, zone),
    endAt: zonedInstant(date, s.end, zone),
  }));
}

export interface SessionState {
  phase: MarketPhase;
  acceptsOrders: boolean;
  matches: boolean;
  /** The market's date at that instant. */
  localDate: LocalDate;
}

/** Where a market is at an instant, and whether it takes and matches orders. */
export function sessionState(market: Market, now: Date | number, options: ClockOptions): SessionState {
  const at = typeof now === 'number' ? now : now.getTime();
  const localDate = zonedParts(at, MARKET_TIME_ZONES[market]).date;
  if (options.alwaysOpen) return { phase: 'open', acceptsOrders: true, matches: true, localDate };
  if (isWeekend(localDate)) return { phase: 'closed', acceptsOrders: false, matches: false, localDate };
  if (holidayOn(market, localDate)) return { phase: 'holiday', acceptsOrders: false, matches: false, localDate };
  const segment = timedSegments(market, localDate).find((s) => s.startAt <= at && at < s.endAt);
  if (!segment) return { phase: 'closed', acceptsOrders: false, matches: false, localDate };
  return { phase: segment.phase, acceptsOrders: segment.acceptsOrders, matches: segment.matches, localDate };
}

/** Whether the market takes orders now (`not_trading_time` otherwise). */
export function acceptsOrders(market: Market, now: Date | number, options: ClockOptions): boolean {
  return sessionState(market, now, options).acceptsOrders;
}

/** Whether orders match now (continuous trading; not in a call auction, the lunch break or when closed). */
export function matches(market: Market, now: Date | number, options: ClockOptions): boolean {
  return sessionState(market, now, options).matches;
}

/** The market's clock in the contract's shape. */
export function marketClock(market: Market, now: Date | number, options: ClockOptions): MarketClock {
  const at = typeof now === 'number' ? now : now.getTime();
  const timeZone = MARKET_TIME_ZONES[market];
  const { date } = zonedParts(at, timeZone);

  if (options.alwaysOpen) {
    const midnight = formatZoned(zonedInstant(addDays(date, 1), '00:00', timeZone), timeZone);
    return {
      market,
      timeZone,
      now: formatZoned(at, timeZone),
      phase: 'open',
      tradingDay: date,
      holidayName: null,
      nextOpen: midnight,
      nextClose: midnight,
      alwaysOpen: true,
      segments: [{ phase: 'open', start: formatZoned(zonedInstant(date, '00:00', timeZone), timeZone), end: midnight }],
    };
  }

  const state = sessionState(market, at, options);
  const tradingDay = isTradingDay(market, date) ? date : nextTradingDay(market, date);
  const todays = timedSegments(market, tradingDay);

  let nextOpen: number | undefined;
  for (let day = tradingDay, i = 0; nextOpen === undefined && i < 30; day = nextTradingDay(market, day), i += 1) {
    nextOpen = timedSegments(market, day).find((s) => s.phase === 'open' && s.startAt > at)?.startAt;
  }
  const todaysEnd = todays.at(-1)?.endAt ?? at;
  const nextClose =
    at < todaysEnd ? todaysEnd : (timedSegments(market, nextTradingDay(market, tradingDay)).at(-1)?.endAt ?? at);

  const segments: MarketClockSegment[] = todays.map((s) => ({
    phase: s.phase,
    start: formatZoned(s.startAt, timeZone),
    end: formatZoned(s.endAt, timeZone),
  }));

  return {
    market,
    timeZone,
    now: formatZoned(at, timeZone),
    phase: state.phase,
    tradingDay,
    holidayName: state.phase === 'holiday' ? (holidayOn(market, date)?.name ?? null) : null,
    nextOpen: formatZoned(nextOpen ?? at, timeZone),
    nextClose: formatZoned(nextClose, timeZone),
    alwaysOpen: false,
    segments,
  };
}
