import type { IndexQuote, Market } from '@kabuto/api-client';

/**
 * The market-data provider: everything the HTTP routes and the push hub read about prices. The simulator
 * (market/simulator/) implements it; a real feed adapter could replace it without touching a route.
 *
 * Shapes follow the contract (openapi/openapi.yaml): prices, money and percentages are exact decimal strings
 * (never floats), times are ISO 8601 with the market's own offset.
 */

export type { IndexQuote, Market };

/** An exchange currency (the contract's Currency). */
export type Currency = 'CNY' | 'TWD' | 'HKD' | 'USD' | 'THB' | 'JPY' | 'VND' | 'MYR' | 'KRW';

/** Where a market is in its day (the contract's MarketPhase). */
export type MarketPhase = 'pre_open' | 'open' | 'lunch_break' | 'closing_auction' | 'closed' | 'holiday';

/** Chart periods (the contract's CandlePeriod). */
export type CandlePeriod = 'intraday' | '5m' | '15m' | '30m' | 'day' | 'week' | 'month' | 'year';
export const CANDLE_PERIODS: readonly CandlePeriod[] = ['intraday', '5m', '15m', '30m', 'day', 'week', 'month', 'year'];

/** A span ending now (the contract's CandleRequest `range`). */
export type CandleRange = '1w' | '1m' | '3m' | '6m';
export const CANDLE_RANGES: readonly CandleRange[] = ['1w', '1m', '3m', '6m'];

export type MarketTimeZone = 'Asia/Tokyo' | 'America/New_York' | 'Asia/Shanghai';

export interface LocalizedName {
  jp: string;
  cn: string;
  us: string;
}

/** The latest quote of an instrument (the contract's StockQuote). */
export interface StockQuote {
  code: string;
  market: Market;
  currency: Currency;
  name: LocalizedName;
  price: string;
  open: string | null;
  high: string | null;
  low: string | null;
  previousClose: string;
  change: string;
  changePercent: string;
  volume: number;
  turnover: string;
  marketCap: string | null;
  limitUp: string | null;
  limitDown: string | null;
  phase: MarketPhase;
  closingAuction: boolean;
  time: string;
}

/**
 * What the push stream sends for one instrument or index (the contract's StreamQuoteEvent without its id).
 * Indices carry volume 0, turnover "0" and no limits.
 */
export interface QuoteSnapshot {
  code: string;
  market: Market;
  price: string;
  open: string | null;
  high: string | null;
  low: string | null;
  previousClose: string;
  change: string;
  changePercent: string;
  volume: number;
  turnover: string;
  limitUp: string | null;
  limitDown: string | null;
  phase: MarketPhase;
  closingAuction: boolean;
  time: string;
}

export interface Candle {
  /** The bar's start in the market's offset. */
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
  turnover: string;
}

/** The contract's CandleSeries. */
export interface CandleSeries {
  code: string;
  market: Market;
  period: CandlePeriod;
  timeZone: MarketTimeZone;
  truncated: boolean;
  candles: Candle[];
}

/**
 * A candle request as the contract has it, already validated by the route: either `range`, or `from` and
 * `to` (dates `YYYY-MM-DD` in the market's time zone, inclusive), or neither (the period's default span);
 * never a span with `intraday`.
 */
export interface CandleQuery {
  market: Market;
  code: string;
  period: CandlePeriod;
  range?: CandleRange | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** At most this many bars per series, the newest (`truncated` says when older ones were left out). */
export const MAX_CANDLES = 1000;

/** One delivery of changes from the provider: the quotes that changed since the previous batch. */
export interface QuoteBatch {
  /** When the batch was taken (the provider's clock). */
  time: Date;
  quotes: QuoteSnapshot[];
}

export type QuoteListener = (batch: QuoteBatch) => void;

export interface MarketDataProvider {
  /** The latest quote; `undefined` for a code the provider does not know, `null` when it has no price yet. */
  quote(market: Market, code: string, at?: Date): Promise<StockQuote | null | undefined>;
  /** Quotes of many codes in the order asked; unknown codes and codes without a price are left out. */
  quotes(market: Market, codes: readonly string[], at?: Date): Promise<StockQuote[]>;
  /** Every instrument's quote of one market, ordered by code (rankings, lists). */
  marketQuotes(market: Market, at?: Date): Promise<StockQuote[]>;
  /** The index quotes of one market, in the market's usual order. */
  indexQuotes(market: Market, at?: Date): Promise<IndexQuote[]>;
  /** Bars for an instrument or index code; `undefined` for an unknown code. */
  candles(query: CandleQuery, at?: Date): Promise<CandleSeries | undefined>;
  /**
   * Listen to changes. The provider calls the listener at least every 100 ms while it runs (with an empty
   * `quotes` when nothing moved), so the push hub can pace its frames on it. Returns the unsubscribe function.
   */
  subscribe(listener: QuoteListener): () => void;
  /** Starts producing updates (the simulator's timer; a feed's connection). Idempotent. */
  start(): void;
  /** Stops producing updates and releases timers and connections. Idempotent. */
  stop(): void;
}
