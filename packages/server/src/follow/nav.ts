/**
 * A follow product's value per unit (NAV), computed from its strategy and the market's daily closes, never stored
 * and never promised. The method, exactly (the contract's FollowRule and FollowProduct say the same):
 *
 * - The record starts at the close of the product's first trading day (d0, the first trading day on or after its
 *   inception date) at the inception NAV. A trading day is a day every stock of the strategy has a daily bar.
 * - At the close of d0, of the first trading day of each month, and of the first trading day on or after a change of
 *   strategy takes effect, the NAV at that close is shared out by the strategy's weights at that close's prices:
 *   holdings per unit = NAV × weight ÷ price, in shares × 10^12, rounded down.
 * - Between rebalances the holdings stay: the NAV at a close or now = Σ holdings × price, rounded down to four
 *   decimals. A rebalance happens at a close, so the holdings of day d are those set at the last rebalance before d.
 *
 * NAVs are scaled by 10^4 like prices (market/price.ts). Weights are in hundredths of a percent (10000 = 100 %).
 * Everything here is a pure function of the provider's prices (the simulator's: a function of its seed and time);
 * what finished days gave is remembered per provider, so a day's record is computed once.
 */
import { ApiError } from '../http/errors.ts';
import { parsePrice, type ScaledPrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import { addDays } from '../market/rules/dates.ts';
import { sessionSegmentsOn } from '../market/rules/sessions.ts';
import { HISTORY_START } from '../market/simulator/path.ts';
import type { LocalDate, Market } from '../market/types.ts';
import { MARKET_TIME_ZONES, marketDate, zonedInstant } from '../market/zone.ts';

/** NAV and units carry four decimals. */
export const NAV_SCALE = 10_000n;
/** Holdings per unit: shares × 10^12. */
export const HOLDING_SCALE = 10n ** 12n;
/** Weights, fees and shares in hundredths of a percent. */
export const WHOLE_BP = 10_000n;

export type StrategyKind = 'leader_basket' | 'equal_weight' | 'momentum';

/** A strategy (or a change of it) and the day it takes effect. */
export interface StrategyVersion {
  effectiveDate: LocalDate;
  kind: StrategyKind;
  /** The leader's basket, or the universe a rule holds or chooses from. */
  codes: string[];
  /** The leader's weights, in the order of `codes`; null for a rule. */
  weightsBp: number[] | null;
  lookbackDays: number | null;
  top: number | null;
}

export interface NavProduct {
  id: bigint;
  market: Market;
  inceptionDate: LocalDate;
  /** Scaled by 10^4. */
  inceptionNav: bigint;
  /** Oldest first (by effective date, then as written). */
  versions: StrategyVersion[];
}

export interface BasketWeight {
  code: string;
  weightBp: number;
}

export interface Rebalance {
  date: LocalDate;
  basket: BasketWeight[];
}

/** The record of finished trading days: closing NAVs from d0, and the holdings set by the last close. */
export interface NavRecord {
  d0: LocalDate;
  days: LocalDate[];
  navs: bigint[];
  /** The holdings after the last finished day's close (in effect from the next trading day) and what set them. */
  holdings: Map<string, bigint>;
  rebalance: Rebalance;
}

export interface NavNow {
  record: NavRecord;
  nav: bigint;
  /** When the prices behind `nav` are from. */
  navAt: Date;
  /** The previous close the daily change is counted from; null on d0's own figures. */
  previousClose: { date: LocalDate; nav: bigint } | null;
}

export interface NavDeps {
  marketData: MarketDataProvider;
  alwaysOpen: boolean;
}

/** A product whose record cannot start: no trading day on or after its inception before today, or too little history. */
export class NoRecordError extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// Daily closes of finished days, remembered per provider.

interface Series {
  /** Dates before this are all here (finished days only). */
  through: LocalDate;
  closes: Map<LocalDate, ScaledPrice>;
  dates: LocalDate[];
}

const seriesCache = new WeakMap<MarketDataProvider, Map<string, Series>>();
/** Calendar days per candle request: well under the provider's bar limit in every clock mode. */
const WINDOW_DAYS = 700;

async function fetchCloses(
  provider: MarketDataProvider,
  market: Market,
  code: string,
  from: LocalDate,
  to: LocalDate,
  at: Date,
): Promise<[LocalDate, ScaledPrice][]> {
  const out: [LocalDate, ScaledPrice][] = [];
  for (let start = from; start <= to; start = addDays(start, WINDOW_DAYS)) {
    const end = addDays(start, WINDOW_DAYS - 1) < to ? addDays(start, WINDOW_DAYS - 1) : to;
    const series = await provider.candles({ market, code, period: 'day', from: start, to: end }, at);
    if (!series) throw new ApiError(422, 'price_unavailable');
    for (const candle of series.candles) out.push([candle.time.slice(0, 10), parsePrice(candle.close)]);
  }
  return out;
}

/** The daily closes of `code` on every finished day (before `today`) from the simulated history's start. */
async function finishedCloses(
  provider: MarketDataProvider,
  market: Market,
  code: string,
  today: LocalDate,
  at: Date,
): Promise<Series> {
  let byCode = seriesCache.get(provider);
  if (!byCode) {
    byCode = new Map();
    seriesCache.set(provider, byCode);
  }
  const key = `${market}:${code}`;
  const known = byCode.get(key) ?? { through: HISTORY_START, closes: new Map(), dates: [] };
  if (known.through >= today) return known;
  const fresh = await fetchCloses(provider, market, code, known.through, addDays(today, -1), at);
  // A new object each time: two requests extending the same series at once both build from the same base.
  const closes = new Map(known.closes);
  const dates = [...known.dates];
  for (const [date, close] of fresh) {
    if (date < known.through || date >= today || closes.has(date)) continue;
    closes.set(date, close);
    dates.push(date);
  }
  const extended = { through: today, closes, dates };
  byCode.set(key, extended);
  return extended;
}

/** The finished trading days (before `today`) on which every one of `codes` has a close, with those closes. */
export async function tradingDays(
  deps: Pick<NavDeps, 'marketData'>,
  market: Market,
  codes: readonly string[],
  today: LocalDate,
  at: Date,
): Promise<{ days: LocalDate[]; closeOf: (code: string, date: LocalDate) => ScaledPrice }> {
  const series = await Promise.all(codes.map((code) => finishedCloses(deps.marketData, market, code, today, at)));
  const first = series[0];
  const days = (first?.dates ?? []).filter((d) => d < today && series.every((s) => s.closes.has(d)));
  const byCode = new Map(codes.map((code, i) => [code, series[i]!]));
  return {
    days,
    closeOf: (code, date) => {
      const close = byCode.get(code)?.closes.get(date);
      if (close === undefined) throw new Error(`no close of ${market}:${code} on ${date}`);
      return close;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Weights and holdings.

/** 100.00 % in `n` equal parts of hundredths of a percent, the leftover hundredths one each to the first. */
export function equalWeights(n: number): number[] {
  const base = Math.floor(10_000 / n);
  const rest = 10_000 - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The momentum rule's choice at trading day `index`: the `top` codes whose close rose most (or fell least) since
 * `lookbackDays` trading days before, compared exactly (close ÷ close as a fraction), ties to the lower code.
 */
export function momentumPick(
  codes: readonly string[],
  top: number,
  lookbackDays: number,
  days: readonly LocalDate[],
  index: number,
  closeOf: (code: string, date: LocalDate) => ScaledPrice,
): string[] {
  if (index < lookbackDays)
    throw new NoRecordError(`momentum needs ${lookbackDays} trading days before ${days[index]}`);
  const now = days[index]!;
  const then = days[index - lookbackDays]!;
  const ranked = codes.map((code) => ({ code, num: closeOf(code, now), den: closeOf(code, then) }));
  ranked.sort((a, b) => {
    const left = a.num * b.den;
    const right = b.num * a.den;
    return left > right ? -1 : left < right ? 1 : byCode(a.code, b.code);
  });
  return ranked.slice(0, top).map((r) => r.code);
}

/** The weights a strategy sets at trading day `index`. */
export function weightsAt(
  version: StrategyVersion,
  days: readonly LocalDate[],
  index: number,
  closeOf: (code: string, date: LocalDate) => ScaledPrice,
): BasketWeight[] {
  switch (version.kind) {
    case 'leader_basket':
      return version.codes.map((code, i) => ({ code, weightBp: version.weightsBp?.[i] ?? 0 }));
    case 'equal_weight': {
      const codes = [...version.codes].sort(byCode);
      const weights = equalWeights(codes.length);
      return codes.map((code, i) => ({ code, weightBp: weights[i]! }));
    }
    case 'momentum': {
      const picked = momentumPick(version.codes, version.top ?? 1, version.lookbackDays ?? 1, days, index, closeOf);
      const weights = equalWeights(picked.length);
      return picked.map((code, i) => ({ code, weightBp: weights[i]! }));
    }
  }
}

/** Holdings per unit (shares × 10^12, rounded down) that share `nav` out by `basket` at `priceOf`. */
export function holdingsFor(
  nav: bigint,
  basket: readonly BasketWeight[],
  priceOf: (code: string) => ScaledPrice,
): Map<string, bigint> {
  return new Map(
    basket.map(({ code, weightBp }) => [code, (nav * BigInt(weightBp) * HOLDING_SCALE) / (WHOLE_BP * priceOf(code))]),
  );
}

/** Σ holdings × price, rounded down to four decimals (scaled by 10^4). */
export function navOf(holdings: ReadonlyMap<string, bigint>, priceOf: (code: string) => ScaledPrice): bigint {
  let total = 0n;
  for (const [code, shares] of holdings) total += shares * priceOf(code);
  return total / HOLDING_SCALE;
}

/** Every code a product's strategies use. */
export function codesOf(versions: readonly StrategyVersion[]): string[] {
  return [...new Set(versions.flatMap((v) => v.codes))].sort(byCode);
}

// ---------------------------------------------------------------------------------------------------------------
// The record of finished days and the NAV now.

const recordCache = new WeakMap<MarketDataProvider, Map<string, NavRecord>>();
const RECORDS_KEPT = 200;

const signatureOf = (p: NavProduct, today: LocalDate) =>
  JSON.stringify([String(p.id), p.market, p.inceptionDate, String(p.inceptionNav), p.versions, today]);

/** The first trading day on or after the inception date, and the index of it. */
export function startOf(days: readonly LocalDate[], inceptionDate: LocalDate): number {
  return days.findIndex((d) => d >= inceptionDate);
}

/** The product's record over the finished trading days before `today`. */
export async function navRecord(deps: NavDeps, product: NavProduct, today: LocalDate, at: Date): Promise<NavRecord> {
  let cache = recordCache.get(deps.marketData);
  if (!cache) {
    cache = new Map();
    recordCache.set(deps.marketData, cache);
  }
  const key = signatureOf(product, today);
  const known = cache.get(key);
  if (known) return known;

  const versions = product.versions;
  if (versions.length === 0) throw new NoRecordError(`follow product ${product.id} has no strategy`);
  const { days, closeOf } = await tradingDays(deps, product.market, codesOf(versions), today, at);
  const i0 = startOf(days, product.inceptionDate);
  if (i0 < 0) throw new NoRecordError(`follow product ${product.id}: no trading day from ${product.inceptionDate}`);
  const versionAt = (date: LocalDate): StrategyVersion => {
    let found = versions[0]!;
    for (const v of versions) if (v.effectiveDate <= date) found = v;
    return found;
  };
  // A change takes effect at the close of the first trading day on or after its date.
  const changeDays = new Set<LocalDate>();
  for (const v of versions.slice(1)) {
    const day = days.find((d) => d >= v.effectiveDate);
    if (day !== undefined) changeDays.add(day);
  }

  const recordDays: LocalDate[] = [];
  const navs: bigint[] = [];
  let holdings = new Map<string, bigint>();
  let rebalance: Rebalance = { date: days[i0]!, basket: [] };
  for (let i = i0; i < days.length; i += 1) {
    const date = days[i]!;
    const price = (code: string) => closeOf(code, date);
    const nav = i === i0 ? product.inceptionNav : navOf(holdings, price);
    recordDays.push(date);
    navs.push(nav);
    const monthStart = i > i0 && date.slice(0, 7) !== days[i - 1]!.slice(0, 7);
    if (i === i0 || monthStart || changeDays.has(date)) {
      const basket = weightsAt(versionAt(date), days, i, closeOf);
      holdings = holdingsFor(nav, basket, price);
      rebalance = { date, basket };
    }
  }
  const record: NavRecord = { d0: days[i0]!, days: recordDays, navs, holdings, rebalance };
  if (cache.size >= RECORDS_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, record);
  return record;
}

/**
 * The NAV at `at`: the holdings set by the last finished close times the prices now, while the market has traded
 * today; the last closing NAV until then (before the open, on a holiday, on a weekend).
 */
export async function navNow(deps: NavDeps, product: NavProduct, at: Date): Promise<NavNow> {
  const today = marketDate(product.market, at);
  const record = await navRecord(deps, product, today, at);
  const codes = [...record.holdings.keys()];
  const quotes = await deps.marketData.quotes(product.market, codes, at);
  if (quotes.length !== codes.length) throw new ApiError(422, 'price_unavailable');
  const prices = new Map(quotes.map((q) => [q.code, parsePrice(q.price)]));
  const lastDay = record.days.at(-1)!;
  const lastNav = record.navs.at(-1)!;
  const tradedOn = quotes.map((q) => q.time.slice(0, 10)).sort()[quotes.length - 1]!;
  const navAt = new Date(Math.max(...quotes.map((q) => Date.parse(q.time))));
  if (tradedOn > lastDay) {
    return {
      record,
      nav: navOf(record.holdings, (code) => prices.get(code)!),
      navAt,
      previousClose: { date: lastDay, nav: lastNav },
    };
  }
  const n = record.navs.length;
  return {
    record,
    nav: lastNav,
    navAt,
    previousClose: n > 1 ? { date: record.days[n - 2]!, nav: record.navs[n - 2]! } : null,
  };
}

/** The instant a trading day closes in the market (midnight after it on the always-open clock). */
export function closeInstant(market: Market, date: LocalDate, alwaysOpen: boolean): Date {
  const zone = MARKET_TIME_ZONES[market];
  if (alwaysOpen) return new Date(zonedInstant(addDays(date, 1), '00:00', zone));
  const last = sessionSegmentsOn(market, date).at(-1);
  return new Date(zonedInstant(date, last?.end ?? '15:00', zone));
}

// ---------------------------------------------------------------------------------------------------------------
// Figures from the record.

/** n ÷ d in percent, two decimals, rounded half up (never `-0.00`). */
export function percentText(numerator: bigint, denominator: bigint): string {
  if (denominator === 0n) return '0.00';
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const hundredths = (n * 10_000n * 2n + d) / (2n * d);
  if (hundredths === 0n) return '0.00';
  const text = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The largest fall from an earlier high over `navs`, in percent of that high (`0.00` or negative). */
export function maxDrawdownText(navs: readonly bigint[]): string {
  let peak = 0n;
  let worst = { num: 0n, den: 1n };
  for (const nav of navs) {
    if (nav > peak) peak = nav;
    if (peak === 0n) continue;
    const fall = nav - peak;
    // fall ÷ peak < worst.num ÷ worst.den, both denominators positive.
    if (fall * worst.den < worst.num * peak) worst = { num: fall, den: peak };
  }
  return percentText(worst.num, worst.den);
}

/** A NAV (or units) as the contract writes it: four decimals. */
export function navText(value: bigint): string {
  const negative = value < 0n;
  const v = negative ? -value : value;
  const text = `${v / NAV_SCALE}.${String(v % NAV_SCALE).padStart(4, '0')}`;
  return negative ? `-${text}` : text;
}
