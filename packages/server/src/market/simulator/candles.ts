import type { ScaledPrice } from '../price.ts';
import { dayNumber, weekday } from '../rules/dates.ts';
import type { LocalDate } from '../types.ts';
import type { CandlePeriod, CandleRange } from '../provider.ts';
import type { SimCalendar } from './calendar.ts';
import type { DayPlan, InstrumentPath } from './path.ts';
import { HISTORY_START, minuteStart, positionIn } from './path.ts';
import { beforeOf, instrumentState } from './state.ts';

/** A bar before its prices are published: log prices (the noise space), exact volume and turnover. */
export interface RawBar {
  start: number;
  uOpen: number;
  uHigh: number;
  uLow: number;
  uClose: number;
  volume: number;
  turnover: bigint;
}

/** A bar with exact prices. */
export interface PricedBar {
  start: number;
  date: LocalDate;
  open: ScaledPrice;
  high: ScaledPrice;
  low: ScaledPrice;
  close: ScaledPrice;
  volume: number;
  turnover: bigint;
}

export const MINUTES_OF: Partial<Record<CandlePeriod, number>> = { intraday: 1, '5m': 5, '15m': 15, '30m': 30 };

/**
 * The `n`-minute bars of market day `index` up to `at` (the whole day when `at` is past it), buckets aligned to
 * the market's wall clock (09:00, 09:05, …). The closing auction's print is a bar of its own at 15:30.
 */
export function dayBuckets(
  path: InstrumentPath,
  calendar: SimCalendar,
  index: number,
  n: number,
  at: number,
): RawBar[] {
  const plan = path.plan(index);
  const grid = path.grid(index);
  const before = beforeOf(plan);
  const market = path.instrument.market;
  const position = positionIn(plan.schedule, before, at);
  if (position.beforeOpen) return [];
  let completeMinutes = plan.minutes;
  let partial: { k: number; j: number } | undefined;
  let auction = plan.schedule.auctionAt !== null;
  if (!position.afterContinuous) {
    completeMinutes = position.minute;
    auction = false;
    if (at >= minuteStart(plan.schedule, before, position.minute)) partial = { k: position.minute, j: position.step };
  } else if (!position.auctionPrinted) auction = false;

  const segmentMinute = plan.schedule.segments.map((s) => calendar.minuteOfDay(market, s.start));
  const wallMinute = (k: number): number => {
    for (let s = plan.schedule.segments.length - 1; s >= 0; s -= 1) {
      if (k >= (before[s] ?? 0)) return (segmentMinute[s] ?? 0) + k - (before[s] ?? 0);
    }
    return segmentMinute[0] ?? 0;
  };
  const bars: RawBar[] = [];
  let lastKey = -1;
  const add = (key: number, start: number, bar: Omit<RawBar, 'start'>) => {
    const last = bars.at(-1);
    if (last && key === lastKey) {
      last.uHigh = Math.max(last.uHigh, bar.uHigh);
      last.uLow = Math.min(last.uLow, bar.uLow);
      last.uClose = bar.uClose;
      last.volume += bar.volume;
      last.turnover += bar.turnover;
      return;
    }
    lastKey = key;
    bars.push({ start, ...bar });
  };
  const bucketStart = (k: number, wall: number, key: number) =>
    minuteStart(plan.schedule, before, k) - (wall - key * n) * 60_000;
  for (let k = 0; k < completeMinutes; k += 1) {
    const wall = wallMinute(k);
    const key = Math.floor(wall / n);
    add(key, bucketStart(k, wall, key), {
      uOpen: grid.u[k]!,
      uHigh: grid.high[k]!,
      uLow: grid.low[k]!,
      uClose: grid.u[k + 1]!,
      volume: grid.cumVolume[k + 1]! - grid.cumVolume[k]!,
      turnover: grid.cumTurnover[k + 1]! - grid.cumTurnover[k]!,
    });
  }
  if (partial && partial.k < plan.minutes) {
    const { k, j } = partial;
    const sub = path.subPath(index, k);
    const wall = wallMinute(k);
    const key = Math.floor(wall / n);
    const state = instrumentState(path, at, plan.date);
    add(key, bucketStart(k, wall, key), {
      uOpen: grid.u[k]!,
      uHigh: sub.highSoFar[j]!,
      uLow: sub.lowSoFar[j]!,
      uClose: sub.u[j]!,
      volume: (state?.volume ?? 0) - grid.cumVolume[k]!,
      turnover: (state?.turnover ?? 0n) - grid.cumTurnover[k]!,
    });
  }
  if (auction && plan.schedule.auctionAt !== null) {
    const wall = calendar.minuteOfDay(market, plan.schedule.auctionAt);
    const key = Math.floor(wall / n);
    add(key, plan.schedule.auctionAt - (wall - key * n) * 60_000, {
      uOpen: plan.uClose,
      uHigh: plan.uClose,
      uLow: plan.uClose,
      uClose: plan.uClose,
      volume: grid.auctionVolume,
      turnover: grid.auctionTurnover,
    });
  }
  return bars;
}

export function publishBar(path: InstrumentPath, plan: DayPlan, bar: RawBar): PricedBar {
  return {
    start: bar.start,
    date: plan.date,
    open: path.publish(plan, bar.uOpen),
    high: path.publish(plan, bar.uHigh),
    low: path.publish(plan, bar.uLow),
    close: path.publish(plan, bar.uClose),
    volume: bar.volume,
    turnover: bar.turnover,
  };
}

/** The day bar of market day `index` as of `at` (undefined before that day's first trade). */
export function dayBar(path: InstrumentPath, index: number, at: number, today: LocalDate): PricedBar | undefined {
  const plan = path.plan(index);
  const start = plan.schedule.segments[0]?.start ?? 0;
  if (plan.date !== today) {
    return { start, date: plan.date, ...pick(plan) };
  }
  const state = instrumentState(path, at, today);
  if (!state?.started || state.open === null || state.high === null || state.low === null) return undefined;
  return {
    start,
    date: plan.date,
    open: state.open,
    high: state.high,
    low: state.low,
    close: state.price,
    volume: state.volume,
    turnover: state.turnover,
  };
}

function pick(plan: DayPlan) {
  return {
    open: plan.open,
    high: plan.high,
    low: plan.low,
    close: plan.close,
    volume: plan.volume,
    turnover: plan.turnover,
  };
}

/** Day bars merged into weeks (from Monday), months or years; each bar starts at its first day's open. */
export function aggregateDays(bars: readonly PricedBar[], period: 'week' | 'month' | 'year'): PricedBar[] {
  const keyOf = (date: LocalDate) =>
    period === 'week'
      ? String(dayNumber(date) - ((weekday(date) + 6) % 7))
      : period === 'month'
        ? date.slice(0, 7)
        : date.slice(0, 4);
  const out: PricedBar[] = [];
  let lastKey = '';
  for (const bar of bars) {
    const key = keyOf(bar.date);
    const last = out.at(-1);
    if (last && key === lastKey) {
      if (bar.high > last.high) last.high = bar.high;
      if (bar.low < last.low) last.low = bar.low;
      last.close = bar.close;
      last.volume += bar.volume;
      last.turnover += bar.turnover;
    } else {
      out.push({ ...bar });
      lastKey = key;
    }
  }
  return out;
}

function addMonths(date: LocalDate, months: number): LocalDate {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first date of a span ending today. */
export function spanStart(today: LocalDate, period: CandlePeriod, range: CandleRange | undefined): LocalDate {
  const effective = range ?? (MINUTES_OF[period] ? '1w' : period === 'day' || period === 'week' ? '6m' : undefined);
  switch (effective) {
    case '1w':
      return new Date((dayNumber(today) - 7) * 86_400_000).toISOString().slice(0, 10);
    case '1m':
      return addMonths(today, -1);
    case '3m':
      return addMonths(today, -3);
    case '6m':
      return addMonths(today, -6);
    default:
      return HISTORY_START;
  }
}
