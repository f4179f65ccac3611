/**
 * When a day-trade session ends: the close of a Tokyo trading day (15:30 Asia/Tokyo, or an early close) on the real
 * clock; midnight Tokyo on the always-open demo clock, where every day trades around the clock.
 */
import { addDays } from '../market/rules/dates.ts';
import { isTradingDay } from '../market/rules/calendar.ts';
import { sessionSegmentsOn } from '../market/rules/sessions.ts';
import type { LocalDate } from '../market/types.ts';
import { MARKET_TIME_ZONES, marketDate, zonedInstant } from '../market/zone.ts';

const TOKYO = MARKET_TIME_ZONES.jpy;

/** The instant the session of Tokyo day `date` ends; undefined when the market does not trade that day. */
export function sessionEndOf(date: LocalDate, alwaysOpen: boolean): Date | undefined {
  if (alwaysOpen) return new Date(zonedInstant(addDays(date, 1), '00:00', TOKYO));
  if (!isTradingDay('jpy', date)) return undefined;
  const last = sessionSegmentsOn('jpy', date).at(-1);
  return last ? new Date(zonedInstant(date, last.end, TOKYO)) : undefined;
}

/** The latest trading day whose session has ended by `now`, with that end (within the last two weeks). */
export function lastEndedSession(now: Date, alwaysOpen: boolean): { date: LocalDate; endsAt: Date } | undefined {
  let date = marketDate('jpy', now);
  for (let i = 0; i < 15; i += 1, date = addDays(date, -1)) {
    const endsAt = sessionEndOf(date, alwaysOpen);
    if (endsAt && endsAt.getTime() <= now.getTime()) return { date, endsAt };
  }
  return undefined;
}

/** Today's session end in Tokyo, undefined on a day the market is closed. */
export const todaysSessionEnd = (now: Date, alwaysOpen: boolean): Date | undefined =>
  sessionEndOf(marketDate('jpy', now), alwaysOpen);
