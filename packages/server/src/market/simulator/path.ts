import { divide, PRICE_SCALE, type ScaledPrice } from '../price.ts';
import { priceLimitBandScaled } from '../rules/limits.ts';
import { snapToTickScaled } from '../rules/ticks.ts';
import { dayNumber } from '../rules/dates.ts';
import type { Instrument, LocalDate, Market } from '../types.ts';
import type { DaySchedule, SimCalendar } from './calendar.ts';
import { DrawStream, hashString } from './prng.ts';

/*
 * One instrument's price path, in three levels that agree with each other:
 *
 * 1. Days: a mean-reverting random walk with drift and occasional jumps from the history start, giving each
 *    trading day's open, high, low, close, volume and turnover (exact, on tick, within the daily limits).
 * 2. Minutes: a Brownian bridge from the day's open to its end of continuous trading, pinned at the day's high and
 *    low, with each minute's high and low drawn from the bridge's maximum distribution.
 * 3. Sub-steps (100 ms): a bridge inside the minute, pinned at the minute's high and low.
 *
 * The noise is float log prices; a published price is always `publish(u)`: the float turned into a scaled bigint,
 * snapped to the nearest tick and clamped into the day's limits. That function is monotone, so the high of many
 * steps is the published maximum of their floats: bars and quotes agree exactly.
 */

/** The first day of simulated history: every chart period has bars from here. */
export const HISTORY_START: LocalDate = '2025-01-06';

/** Sub-steps per minute: prices can change every 100 ms. */
export const STEPS_PER_MINUTE = 600;
export const STEP_MS = 60_000 / STEPS_PER_MINUTE;

export type SimInstrument = Pick<
  Instrument,
  'code' | 'market' | 'currency' | 'name' | 'tickTable' | 'priceLimitRule' | 'priceLimitPercent' | 'kind'
>;

export interface SimInstrumentSpec {
  instrument: SimInstrument;
  /** A plausible level the walk starts from and reverts towards (decimal string). */
  referencePrice: string;
  /** For market cap and typical volume; null when unknown (ETFs). */
  sharesOutstanding: string | null;
  /** Annualised volatility in percent, e.g. "28.5". */
  annualVolatilityPercent: string;
}

export interface DayPlan {
  index: number;
  date: LocalDate;
  schedule: DaySchedule;
  /** Continuous-trading minutes of the day. */
  minutes: number;
  prevClose: ScaledPrice;
  limitDown: ScaledPrice | null;
  limitUp: ScaledPrice | null;
  open: ScaledPrice;
  high: ScaledPrice;
  low: ScaledPrice;
  /** End of continuous trading (before the closing auction). */
  end: ScaledPrice;
  close: ScaledPrice;
  volume: number;
  /** Value traded, in the currency's minor units. */
  turnover: bigint;
  // Log prices of the above, the noise space the lower levels are drawn in.
  uOpen: number;
  uHigh: number;
  uLow: number;
  uEnd: number;
  uClose: number;
  tHigh: number;
  tLow: number;
  sigmaDay: number;
}

/** The minute level of one day: boundaries, highs and lows (log prices) and cumulative volume and turnover. */
export interface DayGrid {
  /** u[k] is the price at the start of minute k; u[minutes] the end of continuous trading. */
  u: Float64Array;
  high: Float64Array;
  low: Float64Array;
  /** Running maximum of `high` over minutes 0..k. */
  highSoFar: Float64Array;
  lowSoFar: Float64Array;
  /** Shares traded before minute k (cumVolume[minutes] = continuous volume). */
  cumVolume: Float64Array;
  /** Turnover before minute k, in minor units. */
  cumTurnover: bigint[];
  auctionVolume: number;
  auctionTurnover: bigint;
  sigmaMinute: number;
}

export interface SubPath {
  u: Float64Array;
  highSoFar: Float64Array;
  lowSoFar: Float64Array;
}

const CURRENCY_DECIMALS: Record<Market, number> = { jpy: 0, usd: 2, cny: 2 };
const LOT: Record<Market, number> = { jpy: 100, usd: 1, cny: 100 };
/** Share of a day's volume printed in Tokyo's closing auction. */
const AUCTION_SHARE = 0.07;
/** Daily turnover of shares outstanding, on average. */
const DAILY_TURNOVER_RATE = 0.002;
/** The typical daily volume's ceiling (about 6.5 billion shares a year). */
const MAX_DAILY_VOLUME = 25_000_000;
/** Mean reversion per day towards the drifting reference level. */
const REVERSION = 0.015;

// Streams of the counter-based generator.
const S_INSTRUMENT = 1;
const S_DAY = 2;
const S_MINUTES = 3;
const S_SUB = 4;

export function toLog(price: ScaledPrice): number {
  return Math.log(Number(price) / Number(PRICE_SCALE));
}

/** The market days from the history start, extended on demand. */
export class MarketDays {
  readonly dates: LocalDate[] = [];
  private readonly indexOf = new Map<LocalDate, number>();
  private next: LocalDate = HISTORY_START;
  constructor(
    readonly market: Market,
    private readonly calendar: SimCalendar,
  ) {}

  /** Extends the list through `date`. */
  ensure(date: LocalDate): void {
    while (this.next <= date) {
      if (this.calendar.schedule(this.market, this.next)) {
        this.indexOf.set(this.next, this.dates.length);
        this.dates.push(this.next);
      }
      this.next = nextDate(this.next);
    }
  }

  /** The index of the last trading day on or before `date`, or -1 before the history start. */
  onOrBefore(date: LocalDate): number {
    this.ensure(date);
    const exact = this.indexOf.get(date);
    if (exact !== undefined) return exact;
    // Binary search: dates are sorted.
    let lo = 0;
    let hi = this.dates.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((this.dates[mid] ?? '') <= date) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  index(date: LocalDate): number | undefined {
    this.ensure(date);
    return this.indexOf.get(date);
  }
}

function nextDate(date: LocalDate): LocalDate {
  const d = new Date(dayNumber(date) * 86_400_000 + 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Where an instant falls in a trading day's continuous minutes. */
export interface DayPosition {
  /** No trade yet today. */
  beforeOpen: boolean;
  /** Continuous trading is over (price stands at the end, or the close once the auction printed). */
  afterContinuous: boolean;
  auctionPrinted: boolean;
  /** The minute and sub-step now (valid while trading, or standing still in a break). */
  minute: number;
  step: number;
}

export function positionIn(schedule: DaySchedule, minutesBefore: readonly number[], at: number): DayPosition {
  const first = schedule.segments[0];
  if (!first || at < first.start) {
    return { beforeOpen: true, afterContinuous: false, auctionPrinted: false, minute: 0, step: 0 };
  }
  for (let s = schedule.segments.length - 1; s >= 0; s -= 1) {
    const segment = schedule.segments[s]!;
    if (at < segment.start) continue;
    const base = minutesBefore[s] ?? 0;
    if (at < segment.end) {
      const elapsed = at - segment.start;
      const minute = base + Math.floor(elapsed / 60_000);
      const step = Math.floor((elapsed % 60_000) / STEP_MS);
      return { beforeOpen: false, afterContinuous: false, auctionPrinted: false, minute, step };
    }
    // Between this segment's end and the next one's start: the price stands at this segment's last value.
    const minute = base + Math.round((segment.end - segment.start) / 60_000);
    const last = s === schedule.segments.length - 1;
    return {
      beforeOpen: false,
      afterContinuous: last,
      auctionPrinted: last && (schedule.auctionAt === null || at >= schedule.auctionAt),
      minute,
      step: 0,
    };
  }
  return { beforeOpen: true, afterContinuous: false, auctionPrinted: false, minute: 0, step: 0 };
}

export function minutesBefore(schedule: DaySchedule): number[] {
  const result: number[] = [];
  let total = 0;
  for (const segment of schedule.segments) {
    result.push(total);
    total += Math.round((segment.end - segment.start) / 60_000);
  }
  result.push(total);
  return result;
}

/** The instant minute k of a day starts. */
export function minuteStart(schedule: DaySchedule, before: readonly number[], k: number): number {
  for (let s = schedule.segments.length - 1; s >= 0; s -= 1) {
    const base = before[s] ?? 0;
    if (k >= base) return schedule.segments[s]!.start + (k - base) * 60_000;
  }
  return schedule.segments[0]?.start ?? 0;
}

/**
 * Fills `out[t0..t1]` with a Brownian bridge in log-price space through the knots (sorted by time), clamped into
 * [lo, hi]. Knot values are kept exactly.
 */
function bridge(
  out: Float64Array,
  knots: readonly (readonly [number, number])[],
  sigma: number,
  draws: DrawStream,
  jumpChance: number,
  lo: number,
  hi: number,
): void {
  for (let n = 0; n + 1 < knots.length; n += 1) {
    const [t0, u0] = knots[n]!;
    const [t1, u1] = knots[n + 1]!;
    const span = t1 - t0;
    out[t0] = u0;
    if (span <= 0) continue;
    let walk = 0;
    const walks = new Float64Array(span + 1);
    for (let i = 1; i <= span; i += 1) {
      walk += sigma * draws.normal(t0 + i);
      if (jumpChance > 0 && draws.uniform(t0 + i, 7) < jumpChance) walk += 4 * sigma * draws.normal(t0 + i, 8);
      walks[i] = walk;
    }
    for (let i = 1; i < span; i += 1) {
      const value = u0 + ((u1 - u0) * i) / span + walks[i]! - (walks[span]! * i) / span;
      out[t0 + i] = Math.min(hi, Math.max(lo, value));
    }
    out[t1] = u1;
  }
}

/** The maximum (sign +1) or minimum (−1) of a Brownian bridge from a to c with variance sigma², sampled. */
function bridgeExtreme(a: number, c: number, sigma: number, u: number, sign: 1 | -1): number {
  return (a + c + sign * Math.sqrt((c - a) ** 2 - 2 * sigma * sigma * Math.log(u))) / 2;
}

function knotsOf(
  length: number,
  start: number,
  end: number,
  high: number,
  low: number,
  tHigh: number,
  tLow: number,
): [number, number][] {
  const knots: [number, number][] = [
    [0, start],
    [length, end],
  ];
  if (high > Math.max(start, end) && tHigh > 0 && tHigh < length) knots.push([tHigh, high]);
  if (low < Math.min(start, end) && tLow > 0 && tLow < length && tLow !== tHigh) knots.push([tLow, low]);
  return knots.sort((x, y) => x[0] - y[0]);
}

export class InstrumentPath {
  readonly lot: number;
  readonly decimals: number;
  private readonly key: number;
  private readonly reference: ScaledPrice;
  private readonly annualVol: number;
  private readonly annualDrift: number;
  private readonly baseVolume: number;
  private readonly plans: DayPlan[] = [];
  private readonly grids = new Map<number, DayGrid>();
  private sub: { day: number; minute: number; path: SubPath } | undefined;

  constructor(
    readonly spec: SimInstrumentSpec,
    private readonly seed: number,
    readonly days: MarketDays,
    private readonly calendar: SimCalendar,
    private readonly alwaysOpen: boolean,
  ) {
    const { instrument } = spec;
    this.key = hashString(`${instrument.market}:${instrument.code}`);
    this.lot = LOT[instrument.market];
    this.decimals = CURRENCY_DECIMALS[instrument.market];
    this.reference = BigInt(Math.round(Number(spec.referencePrice) * 10_000)) * (PRICE_SCALE / 10_000n);
    this.annualVol = Number(spec.annualVolatilityPercent) / 100;
    const draws = new DrawStream([seed, this.key, S_INSTRUMENT]);
    this.annualDrift = -0.04 + 0.16 * draws.uniform(1);
    const shares = spec.sharesOutstanding ? Number(spec.sharesOutstanding) : 50_000_000;
    const typical = shares * DAILY_TURNOVER_RATE * (0.6 + 0.8 * draws.uniform(2));
    // Capped so a year's bar stays inside the contract's Quantity (at most 9,999,999,999 shares).
    const cap = alwaysOpen ? (MAX_DAILY_VOLUME * 252) / 365 : MAX_DAILY_VOLUME;
    this.baseVolume = Math.min(cap, Math.max(this.lot * 10, typical));
  }

  get instrument(): SimInstrument {
    return this.spec.instrument;
  }

  /** The published price of a log price on a day: nearest tick, inside the day's limits. */
  publish(plan: Pick<DayPlan, 'limitDown' | 'limitUp'>, u: number): ScaledPrice {
    const raw = BigInt(Math.max(1, Math.round(Math.exp(u) * 10_000))) * (PRICE_SCALE / 10_000n);
    let price = snapToTickScaled(this.instrument, raw, 'nearest');
    if (plan.limitUp !== null && price > plan.limitUp) price = plan.limitUp;
    if (plan.limitDown !== null && price < plan.limitDown) price = plan.limitDown;
    return price;
  }

  /** Turnover of `shares` at `price`, in minor units (half-up). */
  turnoverOf(shares: number, price: ScaledPrice): bigint {
    return divide(BigInt(shares) * price, 10n ** BigInt(4 - this.decimals), 'half-up');
  }

  /** The plan of market day `index` (0 = the history start). */
  plan(index: number): DayPlan {
    while (this.plans.length <= index) this.plans.push(this.buildPlan(this.plans.length));
    return this.plans[index]!;
  }

  private buildPlan(index: number): DayPlan {
    const date = this.days.dates[index];
    if (date === undefined) throw new RangeError(`no market day ${index}`);
    const schedule = this.calendar.schedule(this.instrument.market, date);
    if (!schedule) throw new Error(`${date} is not a trading day`);
    const previous = index > 0 ? this.plans[index - 1] : undefined;
    const prevClose = previous ? previous.close : snapToTickScaled(this.instrument, this.reference, 'nearest');
    const band = priceLimitBandScaled(this.instrument, prevClose);
    const limits = { limitDown: band?.lower ?? null, limitUp: band?.upper ?? null };
    const draws = new DrawStream([this.seed, this.key, S_DAY, dayNumber(date)]);
    const sigmaDay = this.annualVol / Math.sqrt(this.alwaysOpen ? 365 : 252);
    const minutes = minutesBefore(schedule).at(-1) ?? 0;

    const xPrev = toLog(prevClose);
    const target = toLog(this.reference) + (this.annualDrift * index) / (this.alwaysOpen ? 365 : 252);
    let xClose = xPrev + REVERSION * (target - xPrev) + sigmaDay * draws.normal(1);
    if (draws.uniform(2) < 0.02) xClose += 3 * sigmaDay * draws.normal(3);
    const close = this.publish(limits, xClose);
    const uClose = toLog(close);
    const open = this.publish(limits, xPrev + 0.25 * sigmaDay * draws.normal(4));
    const uOpen = toLog(open);
    const end = schedule.auctionAt === null ? close : this.publish(limits, uClose + 0.08 * sigmaDay * draws.normal(5));
    const uEnd = toLog(end);
    const sigmaIntraday = 0.9 * sigmaDay;
    const uHigh = Math.max(bridgeExtreme(uOpen, uEnd, sigmaIntraday, draws.uniform(6), 1), uClose, uOpen, uEnd);
    const uLow = Math.min(bridgeExtreme(uOpen, uEnd, sigmaIntraday, draws.uniform(7), -1), uClose, uOpen, uEnd);
    const high = this.publish(limits, uHigh);
    const low = this.publish(limits, uLow);
    const tHigh = 1 + draws.integerBelow(Math.max(1, minutes - 1), 8);
    let tLow = 1 + draws.integerBelow(Math.max(1, minutes - 1), 9);
    if (tLow === tHigh) tLow = tHigh + 1 < minutes ? tHigh + 1 : Math.max(1, tHigh - 1);

    const lots = Math.max(1, Math.round((this.baseVolume / this.lot) * Math.exp(0.35 * draws.normal(10) - 0.06)));
    const volume = lots * this.lot;
    const vwapTimes4 = open + high + low + close;
    const turnover = divide(BigInt(volume) * vwapTimes4, 4n * 10n ** BigInt(4 - this.decimals), 'half-up');
    return {
      index,
      date,
      schedule,
      minutes,
      prevClose,
      ...limits,
      open,
      high,
      low,
      end,
      close,
      volume,
      turnover,
      uOpen,
      uHigh,
      uLow,
      uEnd,
      uClose,
      tHigh,
      tLow,
      sigmaDay,
    };
  }

  /** The minute level of market day `index` (cached, a bounded number of days). */
  grid(index: number): DayGrid {
    const cached = this.grids.get(index);
    if (cached) {
      // Refresh its place in the insertion order (least recently used goes first).
      this.grids.delete(index);
      this.grids.set(index, cached);
      return cached;
    }
    const built = this.buildGrid(this.plan(index));
    this.grids.set(index, built);
    if (this.grids.size > 8) this.grids.delete(this.grids.keys().next().value!);
    return built;
  }

  private buildGrid(plan: DayPlan): DayGrid {
    const m = plan.minutes;
    const draws = new DrawStream([this.seed, this.key, S_MINUTES, dayNumber(plan.date)]);
    const sigmaMinute = (0.9 * plan.sigmaDay) / Math.sqrt(Math.max(1, m));
    const u = new Float64Array(m + 1);
    bridge(
      u,
      knotsOf(m, plan.uOpen, plan.uEnd, plan.uHigh, plan.uLow, plan.tHigh, plan.tLow),
      sigmaMinute,
      draws,
      0.002,
      plan.uLow,
      plan.uHigh,
    );
    const high = new Float64Array(m);
    const low = new Float64Array(m);
    const highSoFar = new Float64Array(m);
    const lowSoFar = new Float64Array(m);
    const weights = new Float64Array(m);
    let weightSum = 0;
    for (let k = 0; k < m; k += 1) {
      const a = u[k]!;
      const c = u[k + 1]!;
      high[k] = Math.min(plan.uHigh, Math.max(a, c, bridgeExtreme(a, c, sigmaMinute, draws.uniform(k, 20), 1)));
      low[k] = Math.max(plan.uLow, Math.min(a, c, bridgeExtreme(a, c, sigmaMinute, draws.uniform(k, 21), -1)));
      highSoFar[k] = k === 0 ? high[k]! : Math.max(highSoFar[k - 1]!, high[k]!);
      lowSoFar[k] = k === 0 ? low[k]! : Math.min(lowSoFar[k - 1]!, low[k]!);
      // Busier at the open and the close (a U shape), with noise.
      const x = m > 1 ? (2 * k) / (m - 1) - 1 : 0;
      weights[k] = (1 + 1.5 * x * x) * Math.exp(0.4 * draws.normal(k, 22));
      weightSum += weights[k]!;
    }
    const totalLots = plan.volume / this.lot;
    const auctionLots = plan.schedule.auctionAt === null ? 0 : Math.round(totalLots * AUCTION_SHARE);
    const continuousLots = totalLots - auctionLots;
    const auctionTurnover = auctionLots === 0 ? 0n : (plan.turnover * BigInt(auctionLots)) / BigInt(totalLots);
    const continuousTurnover = plan.turnover - auctionTurnover;
    const cumVolume = new Float64Array(m + 1);
    const cumTurnover: bigint[] = [0n];
    let weightSoFar = 0;
    for (let k = 1; k <= m; k += 1) {
      weightSoFar += weights[k - 1]!;
      const lotsSoFar =
        k === m ? continuousLots : Math.min(continuousLots, Math.floor((continuousLots * weightSoFar) / weightSum));
      cumVolume[k] = Math.max(cumVolume[k - 1]!, lotsSoFar * this.lot);
      cumTurnover.push(
        continuousLots === 0 ? 0n : (continuousTurnover * BigInt(cumVolume[k]! / this.lot)) / BigInt(continuousLots),
      );
    }
    return {
      u,
      high,
      low,
      highSoFar,
      lowSoFar,
      cumVolume,
      cumTurnover,
      auctionVolume: auctionLots * this.lot,
      auctionTurnover,
      sigmaMinute,
    };
  }

  /** The 100 ms path inside minute k of market day `index` (only the latest minute is kept). */
  subPath(index: number, k: number): SubPath {
    if (this.sub && this.sub.day === index && this.sub.minute === k) return this.sub.path;
    const plan = this.plan(index);
    const grid = this.grid(index);
    const draws = new DrawStream([this.seed, this.key, S_SUB, dayNumber(plan.date), k]);
    const a = grid.u[k]!;
    const c = grid.u[k + 1]!;
    const hi = grid.high[k]!;
    const lo = grid.low[k]!;
    const n = STEPS_PER_MINUTE;
    const tHigh = 1 + draws.integerBelow(n - 1, 1);
    let tLow = 1 + draws.integerBelow(n - 1, 2);
    if (tLow === tHigh) tLow = tHigh + 1 < n ? tHigh + 1 : tHigh - 1;
    const u = new Float64Array(n + 1);
    bridge(u, knotsOf(n, a, c, hi, lo, tHigh, tLow), grid.sigmaMinute / Math.sqrt(n), draws, 0, lo, hi);
    const highSoFar = new Float64Array(n + 1);
    const lowSoFar = new Float64Array(n + 1);
    for (let j = 0; j <= n; j += 1) {
      highSoFar[j] = j === 0 ? u[0]! : Math.max(highSoFar[j - 1]!, u[j]!);
      lowSoFar[j] = j === 0 ? u[0]! : Math.min(lowSoFar[j - 1]!, u[j]!);
    }
    const path = { u, highSoFar, lowSoFar };
    this.sub = { day: index, minute: k, path };
    return path;
  }
}
