import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { markets, type Market } from '@kabuto/api-client';
import type { ChartRange, PriceChartPeriod, RankingKind } from '@kabuto/ui';
import { api } from '../../app/api.ts';
import { inOrder, withoutCodes, type Instrument, type StockQuote, type WatchlistItem } from './markets.mappers.ts';

/** The contract's page and batch limit. */
const maxPage = 100;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Quotes of many codes, 100 per call, in the order given (unknown codes and codes without a price left out). */
async function quotesOf(market: Market, codes: readonly string[]): Promise<StockQuote[]> {
  const pages = await Promise.all(
    chunks(codes, maxPage).map((part) => api.post('/market/quotes', { type: market, stock_codes: part.join(',') })),
  );
  return pages.flat();
}

export function indicesQuery(market: Market) {
  return queryOptions({
    queryKey: ['market', market, 'indices'],
    queryFn: async () => (await api.post('/market/indices', { type: market, size: '20' })).items,
    meta: { silent: true },
  });
}

/** The first stocks of a market by code, with their quotes (home). */
export function stocksQuery(market: Market, size = 10) {
  return queryOptions({
    queryKey: ['market', market, 'stocks', size],
    queryFn: async () => {
      const page = await api.post('/market/instruments', { type: market, page: '1', size: String(size) });
      return quotesOf(
        market,
        page.items.map((item) => item.code),
      );
    },
    meta: { silent: true },
  });
}

/** Every stock of a market with its quote (hundreds: pages of 100, then quotes 100 at a time). */
export function allStocksQuery(market: Market) {
  return queryOptions({
    queryKey: ['market', market, 'allStocks'],
    queryFn: async () => {
      const first = await api.post('/market/instruments', { type: market, page: '1', size: String(maxPage) });
      const pageCount = Math.ceil(first.total / maxPage);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
          api.post('/market/instruments', { type: market, page: String(index + 2), size: String(maxPage) }),
        ),
      );
      const instruments = [first, ...rest].flatMap((page) => page.items);
      return {
        total: first.total,
        quotes: await quotesOf(
          market,
          instruments.map((item) => item.code),
        ),
      };
    },
    meta: { silent: true },
  });
}

export function rankingQuery(market: Market, kind: RankingKind, size = 10) {
  return queryOptions({
    queryKey: ['market', market, 'ranking', kind, size],
    queryFn: async () => (await api.post('/market/rankings', { type: market, kind, size: String(size) })).items,
    // Rankings reorder as prices move; the rows tick live in between.
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function clockQuery(market: Market) {
  return queryOptions({
    queryKey: ['market', market, 'clock'],
    queryFn: () => api.post('/market/clock', { type: market }),
    refetchInterval: 30_000,
    meta: { silent: true },
  });
}

export function instrumentQuery(market: Market, code: string) {
  return queryOptions({
    queryKey: ['market', market, 'instrument', code],
    queryFn: (): Promise<Instrument> => api.post('/market/instrument', { type: market, stock_code: code }),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}

export function quoteQuery(market: Market, code: string) {
  return queryOptions({
    queryKey: ['market', market, 'quote', code],
    queryFn: () => api.post('/market/quote', { type: market, stock_code: code }),
    retry: false,
    meta: { silent: true },
  });
}

const minutePeriods: readonly PriceChartPeriod[] = ['5m', '15m', '30m'];

/** Bars of a period: intraday takes no span; month and year take all history; the others a span ending now. */
export function candlesQuery(market: Market, code: string, period: PriceChartPeriod, range: ChartRange) {
  const span = period === 'intraday' || period === 'month' || period === 'year' ? undefined : range;
  return queryOptions({
    queryKey: ['market', market, 'candles', code, period, span ?? 'default'],
    queryFn: () =>
      api.post('/market/candles', { type: market, stock_code: code, period, ...(span ? { range: span } : {}) }),
    // Minute bars change within the minute; the live price moves the last bar in between.
    refetchInterval: period === 'intraday' || minutePeriods.includes(period) ? 60_000 : false,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** Instruments matching a keyword in every market (code prefix or a name in any language). */
export function searchQuery(keyword: string) {
  return queryOptions({
    queryKey: ['market', 'search', keyword],
    queryFn: async () => {
      const answers = await Promise.allSettled(
        markets.map((market) => api.post('/market/instruments', { type: market, keyword, size: '20' })),
      );
      const found = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value.items : []));
      const failure = answers.find((answer) => answer.status === 'rejected');
      if (failure && found.length === 0) throw failure.reason;
      return found;
    },
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function watchlistQuery(account: string, market: Market) {
  return queryOptions({
    queryKey: ['watchlist', account, market],
    queryFn: async () => (await api.post('/watchlist/list', { type: market, size: '100' })).items,
    meta: { silent: true },
  });
}

type WatchlistKey = ReturnType<typeof watchlistQuery>['queryKey'];

/** Add, remove and reorder, each updating the cached list at once and reloading it afterwards. */
export function useWatchlistMutations(account: string) {
  const queryClient = useQueryClient();
  const keyOf = (market: Market): WatchlistKey => watchlistQuery(account, market).queryKey;
  const settle = (market: Market) => queryClient.invalidateQueries({ queryKey: keyOf(market) });

  const add = useMutation({
    mutationFn: ({ market, code }: { market: Market; code: string }) =>
      api.post('/watchlist/add', { type: market, stock_code: code }),
    onSettled: (_data, _error, { market }) => settle(market),
  });

  const remove = useMutation({
    mutationFn: ({ market, codes }: { market: Market; codes: readonly string[] }) =>
      api.post('/watchlist/remove', { type: market, stock_codes: codes.join(',') }),
    onMutate: async ({ market, codes }) => {
      await queryClient.cancelQueries({ queryKey: keyOf(market) });
      const before = queryClient.getQueryData<WatchlistItem[]>(keyOf(market));
      if (before) queryClient.setQueryData(keyOf(market), withoutCodes(before, codes));
      return { before };
    },
    onError: (_error, { market }, context) => {
      if (context?.before) queryClient.setQueryData(keyOf(market), context.before);
    },
    onSettled: (_data, _error, { market }) => settle(market),
  });

  const reorder = useMutation({
    mutationFn: ({ market, codes }: { market: Market; codes: readonly string[] }) =>
      api.post('/watchlist/reorder', { type: market, stock_codes: codes.join(',') }),
    onMutate: async ({ market, codes }) => {
      await queryClient.cancelQueries({ queryKey: keyOf(market) });
      const before = queryClient.getQueryData<WatchlistItem[]>(keyOf(market));
      if (before) queryClient.setQueryData(keyOf(market), inOrder(before, codes));
      return { before };
    },
    onError: (_error, { market }, context) => {
      if (context?.before) queryClient.setQueryData(keyOf(market), context.before);
    },
    onSettled: (_data, _error, { market }) => settle(market),
  });

  return { add, remove, reorder };
}
