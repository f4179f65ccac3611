import { markets } from '@kabuto/api-client';
import type { Clock } from '../../clock.ts';
import { formatPrice, percentChange, type ScaledPrice } from '../price.ts';
import { priceDecimals } from '../rules/ticks.ts';
import type { Market } from '../types.ts';
import { formatZoned, MARKET_TIME_ZONES } from '../zone.ts';
import {
  MAX_CANDLES,
  type Candle,
  type CandleQuery,
  type CandleSeries,
  type IndexQuote,
  type MarketDataProvider,
  type QuoteBatch,
  type QuoteListener,
  type QuoteSnapshot,
  type StockQuote,
} from '../provider.ts';
import { rulesCalendar, type SimCalendar } from './calendar.ts';
import { aggregateDays, dayBar, dayBuckets, MINUTES_OF, publishBar, spanStart, type PricedBar } from './candles.ts';
import { IndexModel, type SimIndexSpec } from './indices.ts';
import { InstrumentPath, MarketDays, type SimInstrumentSpec } from './path.ts';
import { instrumentState, type InstrumentState } from './state.ts';

export interface SimulatorOptions {
  /** The same seed and the same instants give the same prices in any process. */
  seed: number;
  clock: Clock;
  /** Every market trades around the clock (KABUTO_MARKET_CLOCK=always-open). */
  alwaysOpen: boolean;
  instruments: readonly SimInstrumentSpec[];
  indices: readonly SimIndexSpec[];
  /** Sessions and dates; the market rules' by default. */
  calendar?: SimCalendar;
  /** How often `start()` ticks (ms). */
  tickMs?: number;
}

/** The seed demos use unless configured: the same prices on every machine. */
export const DEFAULT_SEED = 20_261_122;

const MARKETS: readonly Market[] = markets;

const zonedCache = new Map<string, string>();
/** formatZoned, remembered per zone and second (quotes of one tick share their instants). */
function zonedTime(at: number, market: Market): string {
  const zone = MARKET_TIME_ZONES[market];
  const key = `${zone}:${Math.floor(at / 1000)}`;
  let text = zonedCache.get(key);
  if (text === undefined) {
    if (zonedCache.size > 256) zonedCache.clear();
    text = formatZoned(at, zone);
    zonedCache.set(key, text);
  }
  return text;
}

function formatMoney(minor: bigint, decimals: number): string {
  return formatPrice(minor * 10n ** BigInt(4 - decimals), decimals);
}

/**
 * The deterministic market simulator behind the MarketDataProvider interface: quotes, index levels and candles
 * are pure functions of (seed, instrument, instant), computed on demand with bounded caches; `tick()` (driven by
 * `start()`'s timer, or by tests) sends what changed to subscribers.
 */
export class MarketSimulator implements MarketDataProvider {
  readonly calendar: SimCalendar;
  private readonly paths = new Map<string, InstrumentPath>();
  private readonly byMarket = new Map<Market, InstrumentPath[]>();
  private readonly indexModels = new Map<string, IndexModel>();
  private readonly indicesByMarket = new Map<Market, IndexModel[]>();
  private readonly listeners = new Set<QuoteListener>();
  /** What each quote was when last sent, but its time (`fingerprint`). */
  private readonly lastKeys = new Map<string, string>();
  /** Each instrument's state and each market's phase at the last tick: what a tick compares before formatting. */
  private readonly lastStates = new Map<InstrumentPath, InstrumentState | undefined>();
  private readonly lastPhases = new Map<Market, string>();
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Finished days' index bars (they need every member's minute path): a bounded cache, oldest out first. */
  private readonly indexBars = new Map<string, PricedBar[]>();

  constructor(private readonly options: SimulatorOptions) {
    this.calendar = options.calendar ?? rulesCalendar(options.alwaysOpen);
    for (const market of MARKETS) {
      const days = new MarketDays(market, this.calendar);
      const paths = options.instruments
        .filter((spec) => spec.instrument.market === market)
        .map((spec) => new InstrumentPath(spec, options.seed >>> 0, days, this.calendar, options.alwaysOpen))
        .sort((a, b) => (a.instrument.code < b.instrument.code ? -1 : 1));
      for (const path of paths) this.paths.set(`${market}:${path.instrument.code}`, path);
      this.byMarket.set(market, paths);
      const models = options.indices
        .filter((spec) => spec.market === market)
        .map((spec) => {
          const members = spec.members.map((m) => {
            const path = this.paths.get(`${market}:${m.code}`);
            if (!path) throw new Error(`index ${spec.code}: member ${m.code} is not in the universe`);
            return path;
          });
          return new IndexModel(spec, members);
        });
      for (const model of models) this.indexModels.set(`${market}:${model.spec.code}`, model);
      this.indicesByMarket.set(market, models);
    }
  }

  private now(at?: Date): number {
    return (at ?? this.options.clock.now()).getTime();
  }

  private stateOf(path: InstrumentPath, at: number): InstrumentState | undefined {
    return instrumentState(path, at, this.calendar.localDate(path.instrument.market, at));
  }

  private formatOn(path: InstrumentPath, price: ScaledPrice): string {
    return formatPrice(price, priceDecimals(path.instrument, price));
  }

  private snapshotOf(path: InstrumentPath, state: InstrumentState, at: number): QuoteSnapshot {
    const { instrument } = path;
    const { plan } = state;
    const change = state.price - plan.prevClose;
    const changeDecimals = Math.max(priceDecimals(instrument, state.price), priceDecimals(instrument, plan.prevClose));
    const phase = this.calendar.phase(instrument.market, at);
    return {
      code: instrument.code,
      market: instrument.market,
      price: this.formatOn(path, state.price),
      open: state.open === null ? null : this.formatOn(path, state.open),
      high: state.high === null ? null : this.formatOn(path, state.high),
      low: state.low === null ? null : this.formatOn(path, state.low),
      previousClose: this.formatOn(path, plan.prevClose),
      change: formatPrice(change, changeDecimals),
      changePercent: percentChange(plan.prevClose, state.price),
      volume: state.volume,
      turnover: formatMoney(state.turnover, path.decimals),
      limitUp: plan.limitUp === null ? null : this.formatOn(path, plan.limitUp),
      limitDown: plan.limitDown === null ? null : this.formatOn(path, plan.limitDown),
      phase,
      closingAuction: phase === 'closing_auction',
      time: zonedTime(state.lastTradeAt, instrument.market),
    };
  }

  private stockQuote(path: InstrumentPath, at: number): StockQuote | null {
    const state = this.stateOf(path, at);
    if (!state) return null;
    const { instrument, spec } = path;
    const marketCap =
      spec.sharesOutstanding === null
        ? null
        : formatMoney(path.turnoverOf(Number(spec.sharesOutstanding), state.price), path.decimals);
    return {
      ...this.snapshotOf(path, state, at),
      currency: instrument.currency,
      name: instrument.name,
      marketCap,
    };
  }

  private indexSnapshot(
    model: IndexModel,
    states: readonly (InstrumentState | undefined)[],
    at: number,
  ): QuoteSnapshot | null {
    if (states.some((s) => s === undefined)) return null;
    const all = states as InstrumentState[];
    const level = model.value(all.map((s) => s.price));
    const previous = model.value(all.map((s) => s.plan.prevClose));
    const started = all.every((s) => s.started && s.open !== null);
    const format = (v: ScaledPrice) => formatPrice(v, 2);
    const phase = this.calendar.phase(model.spec.market, at);
    return {
      code: model.spec.code,
      market: model.spec.market,
      price: format(level),
      open: started ? format(model.value(all.map((s) => s.open!))) : null,
      high: started ? format(model.value(all.map((s) => s.high!))) : null,
      low: started ? format(model.value(all.map((s) => s.low!))) : null,
      previousClose: format(previous),
      change: format(level - previous),
      changePercent: percentChange(previous, level),
      volume: 0,
      turnover: '0',
      limitUp: null,
      limitDown: null,
      phase,
      closingAuction: phase === 'closing_auction',
      time: zonedTime(Math.max(...all.map((s) => s.lastTradeAt)), model.spec.market),
    };
  }

  private indexQuoteOf(model: IndexModel, at: number, states?: Map<InstrumentPath, InstrumentState | undefined>) {
    const memberStates = model.members.map((path) => states?.get(path) ?? this.stateOf(path, at));
    return this.indexSnapshot(model, memberStates, at);
  }

  async quote(market: Market, code: string, at?: Date): Promise<StockQuote | null | undefined> {
    const path = this.paths.get(`${market}:${code}`);
    if (!path) return undefined;
    return this.stockQuote(path, this.now(at));
  }

  async quotes(market: Market, codes: readonly string[], at?: Date): Promise<StockQuote[]> {
    const t = this.now(at);
    const seen = new Set<string>();
    const result: StockQuote[] = [];
    for (const code of codes) {
      if (seen.has(code)) continue;
      seen.add(code);
      const path = this.paths.get(`${market}:${code}`);
      const quote = path ? this.stockQuote(path, t) : null;
      if (quote) result.push(quote);
    }
    return result;
  }

  async marketQuotes(market: Market, at?: Date): Promise<StockQuote[]> {
    const t = this.now(at);
    return (this.byMarket.get(market) ?? []).flatMap((path) => this.stockQuote(path, t) ?? []);
  }

  async indexQuotes(market: Market, at?: Date): Promise<IndexQuote[]> {
    const t = this.now(at);
    return (this.indicesByMarket.get(market) ?? []).flatMap((model) => {
      const snapshot = this.indexQuoteOf(model, t);
      if (!snapshot) return [];
      return [
        {
          code: model.spec.code,
          name: model.spec.name,
          market,
          price: snapshot.price,
          change: snapshot.change,
          changePercent: snapshot.changePercent,
          time: snapshot.time,
        },
      ];
    });
  }

  /** Every instrument's and index's snapshot at an instant (the push hub's source). */
  snapshots(at?: Date): QuoteSnapshot[] {
    const t = this.now(at);
    const out: QuoteSnapshot[] = [];
    for (const market of MARKETS) {
      const states = new Map<InstrumentPath, InstrumentState | undefined>();
      for (const path of this.byMarket.get(market) ?? []) {
        const state = this.stateOf(path, t);
        states.set(path, state);
        if (state) out.push(this.snapshotOf(path, state, t));
      }
      for (const model of this.indicesByMarket.get(market) ?? []) {
        const snapshot = this.indexQuoteOf(model, t, states);
        if (snapshot) out.push(snapshot);
      }
    }
    return out;
  }

  /**
   * Sends the quotes that changed since the last tick to the subscribers: the same as comparing every snapshot of
   * `snapshots()` (but its time) with the one last sent, without formatting the ones that cannot have changed. A
   * quote is a function of its instrument's state (`sameState`) and its market's phase; an index's, of its members'
   * states and the phase. Most instruments stand still in a tick (about 24 of 178 move), and formatting and
   * fingerprinting every snapshot every 100 ms was most of an idle server's CPU.
   */
  tick(): QuoteBatch {
    const time = this.options.clock.now();
    const t = time.getTime();
    const changed: QuoteSnapshot[] = [];
    const send = (snapshot: QuoteSnapshot) => {
      const key = `${snapshot.market}:${snapshot.code}`;
      const print = fingerprint(snapshot);
      if (this.lastKeys.get(key) === print) return;
      this.lastKeys.set(key, print);
      changed.push(snapshot);
    };
    for (const market of MARKETS) {
      const phase = this.calendar.phase(market, t);
      const phaseMoved = this.lastPhases.get(market) !== phase;
      this.lastPhases.set(market, phase);
      const states = new Map<InstrumentPath, InstrumentState | undefined>();
      const moved = new Set<InstrumentPath>();
      for (const path of this.byMarket.get(market) ?? []) {
        const state = this.stateOf(path, t);
        states.set(path, state);
        if (!phaseMoved && this.lastStates.has(path) && sameState(this.lastStates.get(path), state)) continue;
        this.lastStates.set(path, state);
        moved.add(path);
        if (state) send(this.snapshotOf(path, state, t));
      }
      for (const model of this.indicesByMarket.get(market) ?? []) {
        if (!phaseMoved && !model.members.some((member) => moved.has(member))) continue;
        const snapshot = this.indexQuoteOf(model, t, states);
        if (snapshot) send(snapshot);
      }
    }
    const batch = { time, quotes: changed };
    for (const listener of this.listeners) listener(batch);
    return batch;
  }

  subscribe(listener: QuoteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.options.tickMs ?? 100);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  async candles(query: CandleQuery, at?: Date): Promise<CandleSeries | undefined> {
    const t = this.now(at);
    const key = `${query.market}:${query.code}`;
    const path = this.paths.get(key);
    const model = this.indexModels.get(key);
    if (!path && !model) return undefined;
    const market = query.market;
    const today = this.calendar.localDate(market, t);
    const paths = path ? [path] : model!.members;
    const days = paths[0]!.days;
    const lastIndex = days.onOrBefore(today);
    let bars: PricedBar[] = [];
    let truncated = false;

    const combine = (perMember: PricedBar[][]): PricedBar[] => {
      if (path) return perMember[0] ?? [];
      const count = Math.min(...perMember.map((list) => list.length));
      const out: PricedBar[] = [];
      for (let b = 0; b < count; b += 1) {
        const parts = perMember.map((list) => list[b]!);
        const first = parts[0]!;
        out.push({
          start: first.start,
          date: first.date,
          open: model!.value(parts.map((p) => p.open)),
          high: model!.value(parts.map((p) => p.high)),
          low: model!.value(parts.map((p) => p.low)),
          close: model!.value(parts.map((p) => p.close)),
          volume: 0,
          turnover: 0n,
        });
      }
      return out;
    };

    const minutes = MINUTES_OF[query.period];
    if (lastIndex >= 0 && minutes !== undefined) {
      let firstIndex: number;
      let endIndex = lastIndex;
      if (query.period === 'intraday') {
        // Today's bars, or the last trading day's before today's first trade.
        const hasToday = dayBuckets(paths[0]!, this.calendar, lastIndex, 1, t).length > 0;
        endIndex = hasToday ? lastIndex : lastIndex - 1;
        firstIndex = endIndex;
      } else {
        const from = query.from ?? spanStart(today, query.period, query.range);
        if (query.to !== undefined) endIndex = Math.min(lastIndex, days.onOrBefore(query.to));
        firstIndex = days.onOrBefore(previousDate(from)) + 1;
      }
      for (let i = endIndex; i >= Math.max(0, firstIndex); i -= 1) {
        const cacheKey = model && i < lastIndex ? `${key}:${i}:${minutes}` : undefined;
        const dayBars =
          (cacheKey && this.indexBars.get(cacheKey)) ||
          combine(
            paths.map((p) => dayBuckets(p, this.calendar, i, minutes, t).map((bar) => publishBar(p, p.plan(i), bar))),
          );
        if (cacheKey && !this.indexBars.has(cacheKey)) {
          this.indexBars.set(cacheKey, dayBars);
          if (this.indexBars.size > 400) this.indexBars.delete(this.indexBars.keys().next().value!);
        }
        bars = dayBars.concat(bars);
        if (bars.length > MAX_CANDLES) {
          truncated = true;
          break;
        }
      }
    } else if (lastIndex >= 0) {
      const from = query.from ?? spanStart(today, query.period, query.range);
      const endIndex = query.to !== undefined ? Math.min(lastIndex, days.onOrBefore(query.to)) : lastIndex;
      const firstIndex = Math.max(0, days.onOrBefore(previousDate(from)) + 1);
      const perMember = paths.map((p) => {
        const list: PricedBar[] = [];
        for (let i = firstIndex; i <= endIndex; i += 1) {
          const bar = dayBar(p, i, t, today);
          if (bar) list.push(bar);
        }
        return list;
      });
      bars = combine(perMember);
      if (query.period === 'week' || query.period === 'month' || query.period === 'year') {
        bars = aggregateDays(bars, query.period);
      }
    }
    if (bars.length > MAX_CANDLES) {
      truncated = true;
      bars = bars.slice(bars.length - MAX_CANDLES);
    }
    const zone = MARKET_TIME_ZONES[market];
    const format = (v: ScaledPrice) => (path ? formatPrice(v, priceDecimals(path.instrument, v)) : formatPrice(v, 2));
    const decimals = path ? path.decimals : 0;
    const candles: Candle[] = bars.map((bar) => ({
      time: formatZoned(bar.start, zone),
      open: format(bar.open),
      high: format(bar.high),
      low: format(bar.low),
      close: format(bar.close),
      volume: bar.volume,
      turnover: formatMoney(bar.turnover, decimals),
    }));
    return { code: query.code, market, period: query.period, timeZone: zone, truncated, candles };
  }
}

function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** A snapshot as a tick compares it: everything but its time. */
function fingerprint(snapshot: QuoteSnapshot): string {
  const { time: _time, ...rest } = snapshot;
  void _time;
  return JSON.stringify(rest);
}

/** Two states that give the same quote in the same phase (the time of the last trade aside). */
function sameState(a: InstrumentState | undefined, b: InstrumentState | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.plan === b.plan &&
    a.started === b.started &&
    a.price === b.price &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.volume === b.volume &&
    a.turnover === b.turnover
  );
}
