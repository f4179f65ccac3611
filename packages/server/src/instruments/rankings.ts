import type { ResponseData } from '@kabuto/api-client';
import { comparePrice } from '../market/price.ts';
import type { StockQuote } from '../market/provider.ts';

export type RankingKind = ResponseData<'/market/rankings'>['kind'];
export type RankingEntry = ResponseData<'/market/rankings'>['items'][number];

const byCode = (a: StockQuote, b: StockQuote) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Highest first for each kind except losers; ties by code, so the order is stable between calls. */
const ORDER: Record<RankingKind, (a: StockQuote, b: StockQuote) => number> = {
  gainers: (a, b) => comparePrice(b.changePercent, a.changePercent) || byCode(a, b),
  losers: (a, b) => comparePrice(a.changePercent, b.changePercent) || byCode(a, b),
  volume: (a, b) => b.volume - a.volume || byCode(a, b),
  turnover: (a, b) => comparePrice(b.turnover, a.turnover) || byCode(a, b),
};

/**
 * A market's ranking from its live quotes, every rank numbered. Gainers and losers leave out instruments that
 * have not traded today (no open yet): an unchanged price there is not a move.
 */
export function rankQuotes(kind: RankingKind, quotes: readonly StockQuote[]): RankingEntry[] {
  const candidates = kind === 'gainers' || kind === 'losers' ? quotes.filter((q) => q.open !== null) : [...quotes];
  return candidates.sort(ORDER[kind]).map((q, i) => ({
    rank: i + 1,
    code: q.code,
    name: q.name,
    price: q.price,
    change: q.change,
    changePercent: q.changePercent,
    volume: q.volume,
    turnover: q.turnover,
  }));
}
