import type { ScaledPrice } from '../price.ts';
import type { DayPlan, InstrumentPath } from './path.ts';
import { minuteStart, minutesBefore, positionIn, STEPS_PER_MINUTE } from './path.ts';

/** An instrument at an instant: the day it belongs to and what has traded so far that day. */
export interface InstrumentState {
  plan: DayPlan;
  /** Today has had its first trade. */
  started: boolean;
  price: ScaledPrice;
  open: ScaledPrice | null;
  high: ScaledPrice | null;
  low: ScaledPrice | null;
  volume: number;
  turnover: bigint;
  /** When the last trade happened (the instant itself while trading). */
  lastTradeAt: number;
}

const scheduleMinutes = new WeakMap<object, number[]>();
export function beforeOf(plan: DayPlan): number[] {
  let before = scheduleMinutes.get(plan.schedule);
  if (!before) {
    before = minutesBefore(plan.schedule);
    scheduleMinutes.set(plan.schedule, before);
  }
  return before;
}

function closeInstant(plan: DayPlan): number {
  return plan.schedule.auctionAt ?? plan.schedule.segments.at(-1)?.end ?? 0;
}

function completed(plan: DayPlan): InstrumentState {
  return {
    plan,
    started: true,
    price: plan.close,
    open: plan.open,
    high: plan.high,
    low: plan.low,
    volume: plan.volume,
    turnover: plan.turnover,
    lastTradeAt: closeInstant(plan),
  };
}

/**
 * The state of an instrument at `at`, or undefined before the simulated history starts. On a day the market does
 * not trade, the last trading day's final state.
 */
export function instrumentState(path: InstrumentPath, at: number, localDate: string): InstrumentState | undefined {
  const index = path.days.onOrBefore(localDate);
  if (index < 0) return undefined;
  const plan = path.plan(index);
  if (plan.date !== localDate) return completed(plan);
  const position = positionIn(plan.schedule, beforeOf(plan), at);
  if (position.beforeOpen) {
    const previous = index > 0 ? path.plan(index - 1) : undefined;
    return {
      plan,
      started: false,
      price: plan.prevClose,
      open: null,
      high: null,
      low: null,
      volume: 0,
      turnover: 0n,
      lastTradeAt: previous ? closeInstant(previous) : at,
    };
  }
  const grid = path.grid(index);
  const m = plan.minutes;
  if (position.afterContinuous) {
    const last = plan.schedule.segments.at(-1)?.end ?? at;
    if (position.auctionPrinted) return completed(plan);
    return {
      plan,
      started: true,
      price: plan.end,
      open: plan.open,
      high: path.publish(plan, grid.highSoFar[m - 1]!),
      low: path.publish(plan, grid.lowSoFar[m - 1]!),
      volume: grid.cumVolume[m]!,
      turnover: grid.cumTurnover[m]!,
      lastTradeAt: last,
    };
  }
  const k = Math.min(position.minute, m - 1);
  const j = position.minute > k ? STEPS_PER_MINUTE : position.step;
  const sub = path.subPath(index, k);
  const highF = Math.max(k > 0 ? grid.highSoFar[k - 1]! : -Infinity, sub.highSoFar[j]!);
  const lowF = Math.min(k > 0 ? grid.lowSoFar[k - 1]! : Infinity, sub.lowSoFar[j]!);
  const minuteLots = (grid.cumVolume[k + 1]! - grid.cumVolume[k]!) / path.lot;
  const partialLots = Math.floor((minuteLots * j) / STEPS_PER_MINUTE);
  const minuteTurnover = grid.cumTurnover[k + 1]! - grid.cumTurnover[k]!;
  const startOfMinute = minuteStart(plan.schedule, beforeOf(plan), k);
  return {
    plan,
    started: true,
    price: path.publish(plan, sub.u[j]!),
    open: plan.open,
    high: path.publish(plan, highF),
    low: path.publish(plan, lowF),
    volume: grid.cumVolume[k]! + partialLots * path.lot,
    turnover: grid.cumTurnover[k]! + (minuteTurnover * BigInt(j)) / BigInt(STEPS_PER_MINUTE),
    // In a break the price stands where the previous stretch ended.
    lastTradeAt: at < startOfMinute ? minuteStart(plan.schedule, beforeOf(plan), k - 1) + 60_000 : at,
  };
}
