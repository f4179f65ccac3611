import Big from 'big.js';
import type { Market, ResponseData } from '@kabuto/api-client';
import type {
  IndexItem,
  Locale,
  MarketClockView,
  MarketPhase,
  PriceChartCandle,
  PriceDecimals,
  QuoteInfoView,
  QuoteRowItem,
  SearchResultView,
  StockSort,
} from '@kabuto/ui';
import type { StreamQuote } from '../../app/stream.ts';

export type StockQuote = ResponseData<'/market/quote'>;
export type IndexQuote = ResponseData<'/market/indices'>['items'][number];
export type RankingEntry = ResponseData<'/market/rankings'>['items'][number];
export type Instrument = ResponseData<'/market/instrument'>;
export type MarketClock = ResponseData<'/market/clock'>;
export type CandleSeries = ResponseData<'/market/candles'>;
export type WatchlistItem = ResponseData<'/watchlist/list'>['items'][number];
type LocalizedText = { jp: string; cn: string; us: string };

/** Each market's IANA time zone (MARKET-RULES.md). */
export const marketTimeZone: Record<Market, string> = {
  jpy: 'Asia/Tokyo',
  usd: 'America/New_York',
  cny: 'Asia/Shanghai',
};

/** The currency a market trades in. */
export const marketCurrency: Record<Market, string> = { jpy: 'JPY', usd: 'USD', cny: 'CNY' };

const decimalPattern = /^-?\d+(\.\d+)?$/;

function big(value: string | null | undefined): Big | null {
  return value !== null && value !== undefined && decimalPattern.test(value) ? new Big(value) : null;
}

/** Fraction digits of a decimal string ("2995.5" → 1). */
function fractionDigits(value: string | null | undefined): number {
  if (!value || !decimalPattern.test(value)) return 0;
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/**
 * The decimals to show a price with: the server writes prices at the instrument's tick precision, so the widest of
 * the given prices (the last price and the previous close) keeps a row from changing width as it ticks.
 */
export function priceDecimals(...prices: (string | null | undefined)[]): PriceDecimals {
  const digits = Math.max(0, ...prices.map(fractionDigits));
  return Math.min(4, digits) as PriceDecimals;
}

/** Which way a new price moved from the previous one, exactly; undefined when it did not move. */
export function flashOf(
  previous: string | null | undefined,
  next: string | null | undefined,
): 'up' | 'down' | undefined {
  const before = big(previous);
  const after = big(next);
  if (!before || !after) return undefined;
  const order = after.cmp(before);
  return order > 0 ? 'up' : order < 0 ? 'down' : undefined;
}

export function localName(name: LocalizedText, locale: Locale): string {
  return name[locale] || name.jp;
}

/** A stock's row from its REST quote. */
export function toQuoteRow(quote: StockQuote, locale: Locale): QuoteRowItem {
  return {
    code: quote.code,
    name: localName(quote.name, locale),
    price: quote.price,
    change: quote.change,
    changePercent: quote.changePercent,
    decimals: priceDecimals(quote.price, quote.previousClose),
    currency: quote.currency,
  };
}

/** A ranking entry's row; the market gives the currency. */
export function toRankingRow(entry: RankingEntry, market: Market, locale: Locale): QuoteRowItem {
  return {
    code: entry.code,
    name: localName(entry.name, locale),
    price: entry.price,
    change: entry.change,
    changePercent: entry.changePercent,
    decimals: priceDecimals(entry.price),
    currency: marketCurrency[market],
  };
}

export function toIndexItem(index: IndexQuote, locale: Locale): IndexItem {
  return {
    code: index.code,
    name: localName(index.name, locale),
    price: index.price,
    change: index.change,
    changePercent: index.changePercent,
    decimals: Math.max(2, priceDecimals(index.price)) as PriceDecimals,
  };
}

/** Whether a stream quote is at least as new as what a row was built from. */
export function isNewer(event: StreamQuote, time: string | undefined): boolean {
  if (!time) return true;
  return Date.parse(event.time) >= Date.parse(time);
}

/** A row with a live quote applied: the new figures and which way the price moved (the row's flash). */
export function applyToRow(row: QuoteRowItem, event: StreamQuote): QuoteRowItem {
  if (row.price === event.price && row.change === event.change && row.changePercent === event.changePercent) return row;
  return {
    ...row,
    price: event.price,
    change: event.change,
    changePercent: event.changePercent,
    decimals: Math.max(row.decimals, priceDecimals(event.price)) as PriceDecimals,
    flash: flashOf(row.price, event.price) ?? row.flash,
  };
}

export function applyToIndex(item: IndexItem, event: StreamQuote): IndexItem {
  if (item.price === event.price && item.change === event.change) return item;
  return { ...item, price: event.price, change: event.change, changePercent: event.changePercent };
}

/** A REST quote with a newer stream quote merged in (the stream carries every field but names and market cap). */
export function mergeQuote(quote: StockQuote, event: StreamQuote | undefined): StockQuote {
  if (!event || event.code !== quote.code || !isNewer(event, quote.time)) return quote;
  const { eventId: _eventId, ...fields } = event;
  void _eventId;
  return { ...quote, ...fields };
}

const volumeString = (volume: number) => String(volume);

export function toQuoteInfoView(quote: StockQuote, instrument: Instrument | undefined, locale: Locale): QuoteInfoView {
  return {
    code: quote.code,
    name: localName(quote.name, locale),
    market: quote.market,
    currency: quote.currency,
    kind: 'stock',
    price: quote.price,
    change: quote.change,
    changePercent: quote.changePercent,
    decimals: priceDecimals(quote.price, quote.previousClose, quote.limitUp, quote.limitDown),
    open: quote.open,
    high: quote.high,
    low: quote.low,
    previousClose: quote.previousClose,
    volume: volumeString(quote.volume),
    turnover: quote.turnover,
    marketCap: quote.marketCap,
    limitUp: quote.limitUp,
    limitDown: quote.limitDown,
    closingAuction: quote.closingAuction,
    time: quote.time,
    timeZone: marketTimeZone[quote.market],
    sector: instrument?.sector ? localName(instrument.sector, locale) : null,
  };
}

export function indexToQuoteInfoView(index: IndexQuote, event: StreamQuote | undefined, locale: Locale): QuoteInfoView {
  const live = event && isNewer(event, index.time) ? event : undefined;
  return {
    code: index.code,
    name: localName(index.name, locale),
    market: index.market,
    currency: marketCurrency[index.market],
    kind: 'index',
    price: live?.price ?? index.price,
    change: live?.change ?? index.change,
    changePercent: live?.changePercent ?? index.changePercent,
    decimals: Math.max(2, priceDecimals(index.price)) as PriceDecimals,
    open: live?.open ?? null,
    high: live?.high ?? null,
    low: live?.low ?? null,
    previousClose: live?.previousClose ?? null,
    time: live?.time ?? index.time,
    timeZone: marketTimeZone[index.market],
  };
}

export function toCandles(series: CandleSeries): PriceChartCandle[] {
  return series.candles.map((candle) => ({
    time: candle.time,
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
    volume: String(candle.volume),
  }));
}

/**
 * The last bar follows the live price between refetches: its close is the price, its high and low widen to it.
 * Only for a bar of today's trading (a live price never rewrites an old bar).
 */
export function withLivePrice(
  candles: readonly PriceChartCandle[],
  price: string | undefined,
  time: string | undefined,
): readonly PriceChartCandle[] {
  const last = candles[candles.length - 1];
  const live = big(price);
  if (!last || !live || !time || Date.parse(time) < Date.parse(last.time)) return candles;
  const high = big(last.high);
  const low = big(last.low);
  if (last.close === price && high && high.gte(live) && low && low.lte(live)) return candles;
  return [
    ...candles.slice(0, -1),
    {
      ...last,
      close: price!,
      high: high && high.gte(live) ? last.high : price!,
      low: low && low.lte(live) ? last.low : price!,
    },
  ];
}

const phaseNames = {
  pre_open: 'preOpen',
  open: 'open',
  lunch_break: 'lunchBreak',
  closing_auction: 'closingAuction',
  closed: 'closed',
  holiday: 'holiday',
} as const satisfies Record<MarketClock['phase'], MarketPhase>;

/** The market clock with its next change: the end of the current segment, or the start of the next one. */
export function toClockView(clock: MarketClock): MarketClockView {
  const now = Date.parse(clock.now);
  const segments = clock.segments.map((segment) => ({
    phase: phaseNames[segment.phase],
    start: Date.parse(segment.start),
    end: Date.parse(segment.end),
    startText: segment.start,
    endText: segment.end,
  }));
  const view: MarketClockView = {
    phase: phaseNames[clock.phase],
    timeZone: clock.timeZone,
    alwaysOpen: clock.alwaysOpen,
  };
  const index = segments.findIndex((segment) => segment.start <= now && now < segment.end);
  if (index >= 0) {
    const current = segments[index]!;
    const following = segments[index + 1];
    view.nextChangeAt = current.endText;
    view.nextPhase = following && following.start === current.end ? following.phase : 'closed';
    return view;
  }
  const upcoming = segments.find((segment) => segment.start > now);
  if (upcoming) {
    view.nextChangeAt = upcoming.startText;
    view.nextPhase = upcoming.phase;
    return view;
  }
  view.nextChangeAt = clock.nextOpen;
  view.nextPhase = 'open';
  return view;
}

function compareDecimal(a: string, b: string): number {
  const left = big(a);
  const right = big(b);
  if (!left || !right) return left ? -1 : right ? 1 : 0;
  return left.cmp(right);
}

/** A market's stocks in the chosen order (code; change percent up or down; turnover), exactly. */
export function sortStocks(quotes: readonly StockQuote[], sort: StockSort): StockQuote[] {
  const byCode = (a: StockQuote, b: StockQuote) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  const sorted = [...quotes];
  switch (sort) {
    case 'code':
      return sorted.sort(byCode);
    case 'gainers':
      return sorted.sort((a, b) => compareDecimal(b.changePercent, a.changePercent) || byCode(a, b));
    case 'losers':
      return sorted.sort((a, b) => compareDecimal(a.changePercent, b.changePercent) || byCode(a, b));
    case 'turnover':
      return sorted.sort((a, b) => compareDecimal(b.turnover, a.turnover) || byCode(a, b));
  }
}

export function toSearchResult(
  instrument: Pick<Instrument, 'code' | 'market' | 'name'>,
  locale: Locale,
  href: string,
  watched: boolean | undefined,
): SearchResultView {
  return {
    code: instrument.code,
    market: instrument.market,
    name: localName(instrument.name, locale),
    href,
    ...(watched === undefined ? {} : { watched }),
  };
}

/** The seed's `searchList`: recent keywords, newest first, no repeats, at most ten. */
export function addRecentSearch(recent: readonly string[], keyword: string, limit = 10): string[] {
  const text = keyword.trim();
  if (!text) return [...recent];
  return [text, ...recent.filter((item) => item !== text)].slice(0, limit);
}

export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, 10) : [];
  } catch {
    return [];
  }
}

/** Moves nothing but the order: a list without the removed codes, in the order it had. */
export function withoutCodes<T extends { code: string }>(items: readonly T[], codes: readonly string[]): T[] {
  const removed = new Set(codes);
  return items.filter((item) => !removed.has(item.code));
}

export function inOrder<T extends { code: string }>(items: readonly T[], codes: readonly string[]): T[] {
  const byCode = new Map(items.map((item) => [item.code, item]));
  return codes.map((code) => byCode.get(code)).filter((item): item is T => item !== undefined);
}
