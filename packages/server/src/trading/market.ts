import type { Db } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { marketClock, sessionState } from '../market/clock.ts';
import { formatPrice, parsePrice, type ScaledPrice } from '../market/price.ts';
import type { MarketDataProvider, StockQuote } from '../market/provider.ts';
import { isTradingDay, nextTradingDay } from '../market/rules/calendar.ts';
import { addDays } from '../market/rules/dates.ts';
import { settlementDate } from '../market/rules/settlement.ts';
import { formatOnTick, isOnTick, maxPriceDecimals } from '../market/rules/ticks.ts';
import { findListed } from '../market/universe/index.ts';
import type { Instrument, LocalDate, Market } from '../market/types.ts';
import { formatZoned, MARKET_TIME_ZONES, marketDate } from '../market/zone.ts';

/** What trading needs besides a transaction: prices, and the process's clock mode. */
export interface TradingDeps {
  db: Db;
  marketData: MarketDataProvider;
  /** Markets trade around the clock (KABUTO_MARKET_CLOCK=always-open): every day is a trading day. */
  alwaysOpen: boolean;
}

/** Each market trades in its own currency, from the user's wallet in it (universe/index.ts MARKET_CURRENCY). */
const TRADING_CURRENCY = { jpy: 'JPY', usd: 'USD', cny: 'CNY' } as const satisfies Record<Market, string>;
export type TradingCurrency = (typeof TRADING_CURRENCY)[Market];

/** The listed instrument of a market, or 404 `instrument_not_found`. */
export function instrumentIn(market: Market, code: string): Instrument {
  const entry = findListed(code, market);
  if (!entry) throw new ApiError(404, 'instrument_not_found');
  return entry.instrument;
}

/** The instrument behind a stored order or position (listed when it was traded; the universe only grows). */
export function instrumentOf(market: Market, code: string): Instrument {
  const entry = findListed(code, market);
  if (!entry) throw new Error(`${market}:${code} is not in the universe`);
  return entry.instrument;
}

export const currencyOf = (market: Market): TradingCurrency => TRADING_CURRENCY[market];

/** The latest quote, or 422 `price_unavailable` when the market has no price for it. */
export async function quoteOf(deps: Pick<TradingDeps, 'marketData'>, market: Market, code: string, at: Date) {
  const quote = await deps.marketData.quote(market, code, at);
  if (quote === undefined) throw new ApiError(404, 'instrument_not_found');
  if (quote === null) throw new ApiError(422, 'price_unavailable');
  return quote;
}

export const priceOf = (quote: StockQuote): ScaledPrice => parsePrice(quote.price);

/** A price as the contract writes it: at its tick band's precision, or (an average) at the instrument's finest. */
export function displayPrice(instrument: Instrument, price: ScaledPrice): string {
  if (isOnTick(instrument, price)) return formatOnTick(instrument, price);
  return formatPrice(price, maxPriceDecimals(instrument), 'half-up');
}

export interface TradingDay {
  /** The market takes orders now (`not_trading_time` otherwise). */
  acceptsOrders: boolean;
  phase: ReturnType<typeof sessionState>['phase'];
  /** The market's date now: the day an order placed now is for. */
  date: LocalDate;
  /** When a day order placed now expires: the close of the day's session. */
  closesAt: Date;
}

/**
 * The market's trading day at `now`. Sessions change on whole minutes, so the answer is the same for every instant of
 * one second: the last one per market and clock mode is remembered (an order computes it twice, in a zone's time).
 */
export function tradingDay(market: Market, now: Date, alwaysOpen: boolean): TradingDay {
  const key = `${market}:${alwaysOpen}:${Math.floor(now.getTime() / 1000)}`;
  const remembered = lastTradingDays.get(`${market}:${alwaysOpen}`);
  if (remembered?.key === key) return { ...remembered.day, closesAt: new Date(remembered.day.closesAt) };
  const state = sessionState(market, now, { alwaysOpen });
  const clock = marketClock(market, now, { alwaysOpen });
  const day = {
    acceptsOrders: state.acceptsOrders,
    phase: state.phase,
    date: state.localDate,
    closesAt: new Date(clock.nextClose),
  };
  lastTradingDays.set(`${market}:${alwaysOpen}`, { key, day });
  return { ...day, closesAt: new Date(day.closesAt) };
}

const lastTradingDays = new Map<string, { key: string; day: TradingDay }>();

/** Orders match continuously now (not in a call auction, the lunch break or when closed). */
export function matchesNow(market: Market, now: Date, alwaysOpen: boolean): boolean {
  return sessionState(market, now, { alwaysOpen }).matches;
}

/** Whether the day that ends at `closesAt` ended with a closing auction (Tokyo 15:25–15:30). */
export function closedByAuction(market: Market, closesAt: Date, alwaysOpen: boolean): boolean {
  return sessionState(market, closesAt.getTime() - 1, { alwaysOpen }).phase === 'closing_auction';
}

/** The first trading day after `date` (every day trades on the always-open clock). */
export function nextTradingDate(market: Market, date: LocalDate, alwaysOpen: boolean): LocalDate {
  return alwaysOpen ? addDays(date, 1) : nextTradingDay(market, date);
}

/** The first trading day on or after `date`. */
export function tradingDateFrom(market: Market, date: LocalDate, alwaysOpen: boolean): LocalDate {
  return alwaysOpen || isTradingDay(market, date) ? date : nextTradingDay(market, date);
}

export const todayIn = (market: Market, now: Date): LocalDate => marketDate(market, now);

export function settlementDateOf(market: Market, tradeDate: LocalDate): LocalDate {
  return settlementDate(market, tradeDate);
}

const zonedTimes = new Map<string, string>();
/** `formatZoned` in the market's zone, remembered per second (an order shows three instants, usually one second). */
export function zonedTime(market: Market, at: Date): string {
  const key = `${market}:${Math.floor(at.getTime() / 1000)}`;
  let text = zonedTimes.get(key);
  if (text === undefined) {
    if (zonedTimes.size >= 512) zonedTimes.clear();
    text = formatZoned(at, MARKET_TIME_ZONES[market]);
    zonedTimes.set(key, text);
  }
  return text;
}
