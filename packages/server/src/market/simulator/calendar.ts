import { sessionState } from '../clock.ts';
import { isTradingDay } from '../rules/calendar.ts';
import { addDays } from '../rules/dates.ts';
import { sessionSegmentsOn } from '../rules/sessions.ts';
import type { LocalDate, Market, MarketPhase } from '../types.ts';
import { MARKET_TIME_ZONES, zonedInstant, zonedParts } from '../zone.ts';

/** A trading day's continuous-trading stretches (epoch ms, end exclusive) and the closing auction's print. */
export interface DaySchedule {
  date: LocalDate;
  /** When the market trades continuously; prices stand still between and after them. */
  segments: readonly { start: number; end: number }[];
  /** The single closing-auction price is printed at this instant (Tokyo 15:30); null without an auction. */
  auctionAt: number | null;
}

/** What the simulator needs to know about time: the market rules' sessions and clock, injected for tests. */
export interface SimCalendar {
  /** The day's schedule, or null when the market does not trade that date. */
  schedule(market: Market, date: LocalDate): DaySchedule | null;
  phase(market: Market, at: number): MarketPhase;
  localDate(market: Market, at: number): LocalDate;
  /** The wall-clock minute of the day (0–1439) at an instant, in the market's zone. */
  minuteOfDay(market: Market, at: number): number;
  /** The instant a local date starts in the market's zone. */
  startOf(market: Market, date: LocalDate): number;
}

/**
 * The calendar of the market rules (market/rules, market/clock.ts). With `alwaysOpen` every date is a trading
 * day that trades around the clock, without an auction.
 */
export function rulesCalendar(alwaysOpen: boolean): SimCalendar {
  const cache = new Map<string, DaySchedule | null>();
  const zone = (market: Market) => MARKET_TIME_ZONES[market];
  // Every quote of a tick asks about the same instant: remember the last answer per market.
  const memo = <T>(compute: (market: Market, at: number) => T) => {
    const last = new Map<Market, { at: number; value: T }>();
    return (market: Market, at: number): T => {
      const hit = last.get(market);
      if (hit && hit.at === at) return hit.value;
      const value = compute(market, at);
      last.set(market, { at, value });
      return value;
    };
  };
  return {
    schedule(market, date) {
      const key = `${market}:${date}`;
      if (cache.has(key)) return cache.get(key) ?? null;
      let schedule: DaySchedule | null = null;
      if (alwaysOpen) {
        schedule = {
          date,
          segments: [
            {
              start: zonedInstant(date, '00:00', zone(market)),
              end: zonedInstant(addDays(date, 1), '00:00', zone(market)),
            },
          ],
          auctionAt: null,
        };
      } else if (isTradingDay(market, date)) {
        const rows = sessionSegmentsOn(market, date);
        const auction = rows.find((row) => row.phase === 'closing_auction');
        schedule = {
          date,
          segments: rows
            .filter((row) => row.matches)
            .map((row) => ({
              start: zonedInstant(date, row.start, zone(market)),
              end: zonedInstant(date, row.end, zone(market)),
            })),
          auctionAt: auction ? zonedInstant(date, auction.end, zone(market)) : null,
        };
      }
      if (cache.size > 4096) cache.clear();
      cache.set(key, schedule);
      return schedule;
    },
    phase: memo((market, at) => sessionState(market, at, { alwaysOpen }).phase),
    localDate: memo((market, at) => zonedParts(at, zone(market)).date),
    minuteOfDay: memo((market, at) => {
      const { time } = zonedParts(at, zone(market));
      return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    }),
    startOf: (market, date) => zonedInstant(date, '00:00', zone(market)),
  };
}
