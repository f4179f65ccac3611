import type { Market } from '@kabuto/api-client';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { pageOf, pageResult } from '../http/lists.ts';
import { publicOperation } from '../http/operation.ts';
import type { Form } from '../http/validation.ts';
import { rankQuotes } from '../instruments/rankings.ts';
import type { RankingKind } from '../instruments/rankings.ts';
import { keywordMatcher } from '../instruments/search.ts';
import { marketClock } from '../market/clock.ts';
import type { CandlePeriod, CandleQuery, CandleRange } from '../market/provider.ts';
import { isLocalDate } from '../market/rules/dates.ts';
import { listedByMarket, findListed } from '../market/universe/index.ts';
import { formatZoned, MARKET_TIME_ZONES } from '../market/zone.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

// The contract's enums and patterns have checked every field cast below before a handler runs.
const marketOf = (form: Form): Market => (form.type as Market | undefined) ?? 'jpy';

/** The listed instrument of that market, or 404 `instrument_not_found` (a code of another market too). */
function instrumentIn(market: Market, code: string) {
  const entry = findListed(code, market);
  if (!entry) throw new ApiError(404, 'instrument_not_found');
  return entry.instrument;
}

/**
 * The span of a candle request: `range`, or `from` and `to` together (real dates, `from` ≤ `to`), or neither;
 * never a span with `intraday`. The schema cannot say "both or neither", so it is checked here.
 */
function candleQuery(market: Market, form: Form): CandleQuery {
  const period = form.period as CandlePeriod;
  const refused: FieldError[] = [];
  const given = (['range', 'from', 'to'] as const).filter((f) => form[f] !== undefined);
  if (period === 'intraday') {
    refused.push(...given.map((field) => ({ field, rule: 'unknown' as const })));
  } else if (form.range !== undefined && (form.from !== undefined || form.to !== undefined)) {
    refused.push(...given.filter((f) => f !== 'range').map((field) => ({ field, rule: 'unknown' as const })));
  } else if ((form.from === undefined) !== (form.to === undefined)) {
    refused.push({ field: form.from === undefined ? 'from' : 'to', rule: 'required' });
  } else if (form.from !== undefined && form.to !== undefined) {
    for (const field of ['from', 'to'] as const) {
      if (!isLocalDate(form[field] ?? '')) refused.push({ field, rule: 'pattern' });
    }
    if (refused.length === 0 && (form.from ?? '') > (form.to ?? '')) refused.push({ field: 'to', rule: 'pattern' });
  }
  if (refused.length > 0) throw invalidParameter(refused);
  return {
    market,
    code: form.stock_code ?? '',
    period,
    range: form.range as CandleRange | undefined,
    from: form.from,
    to: form.to,
  };
}

/** Codes as asked, each once, in the order first asked. */
const distinctCodes = (list: string) => [...new Set(list.split(','))];

/** Instruments, quotes, candles, indices, rankings and the market clock. Public market data. */
export function marketRoutes(deps: RouteDeps): RouteDefinition[] {
  const { marketData: provider } = deps;
  const route = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });

  return [
    route(
      '/market/instruments',
      publicOperation(deps, 'listInstruments', async ({ form }) => {
        const request = pageOf(form);
        const matches = form.keyword === undefined ? () => true : keywordMatcher(form.keyword);
        const found = listedByMarket(marketOf(form))
          .map((entry) => entry.instrument)
          .filter((i) => (form.board === undefined || i.board === form.board) && matches(i))
          .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
        return pageResult(request, found.slice(request.offset, request.offset + request.size), found.length);
      }),
    ),
    route(
      '/market/instrument',
      publicOperation(deps, 'getInstrument', async ({ form }) => instrumentIn(marketOf(form), form.stock_code ?? '')),
    ),
    route(
      '/market/quote',
      publicOperation(deps, 'getQuote', async ({ form, now }) => {
        const market = marketOf(form);
        const { code } = instrumentIn(market, form.stock_code ?? '');
        const quote = await provider.quote(market, code, now);
        if (quote === undefined) throw new ApiError(404, 'instrument_not_found');
        if (quote === null) throw new ApiError(422, 'price_unavailable');
        return quote;
      }),
    ),
    route(
      '/market/quotes',
      publicOperation(deps, 'getQuotes', async ({ form, now }) =>
        provider.quotes(marketOf(form), distinctCodes(form.stock_codes ?? ''), now),
      ),
    ),
    route(
      '/market/candles',
      publicOperation(deps, 'getCandles', async ({ form, now }) => {
        const series = await provider.candles(candleQuery(marketOf(form), form), now);
        if (!series) throw new ApiError(404, 'instrument_not_found');
        return series;
      }),
    ),
    route(
      '/market/indices',
      publicOperation(deps, 'listIndices', async ({ form, now }) => {
        const request = pageOf(form);
        const indices = await provider.indexQuotes(marketOf(form), now);
        return pageResult(request, indices.slice(request.offset, request.offset + request.size), indices.length);
      }),
    ),
    route(
      '/market/rankings',
      publicOperation(deps, 'listRankings', async ({ form, now }) => {
        const market = marketOf(form);
        const kind = form.kind as RankingKind;
        const request = pageOf(form);
        const quotes = await provider.marketQuotes(market, now);
        const ranked = rankQuotes(kind, quotes);
        return {
          kind,
          market,
          asOf: formatZoned(now, MARKET_TIME_ZONES[market]),
          ...pageResult(request, ranked.slice(request.offset, request.offset + request.size), ranked.length),
        };
      }),
    ),
    route(
      '/market/clock',
      publicOperation(deps, 'getMarketClock', async ({ form, now }) =>
        // The process's mode, the same one the simulator moves prices by (main.ts reads the operator setting at start).
        marketClock(marketOf(form), now, { alwaysOpen: deps.marketClock === 'always-open' }),
      ),
    ),
  ];
}
