import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isApiError, markets, type Market } from '@kabuto/api-client';
import { QuoteInfoScreen, type ChartRange, type PriceChartPeriod, type QuoteInfoView } from '@kabuto/ui';
import { describeError } from '../../app/intl.ts';
import { readMarket, usePriceColours } from '../../app/market.ts';
import { orderTicketHref } from '../../app/paths.ts';
import { quoteKey } from '../../app/stream.ts';
import { showToast } from '../../app/toasts.ts';
import { useLiveQuote } from './live.ts';
import {
  indexToQuoteInfoView,
  mergeQuote,
  toCandles,
  marketTimeZone,
  toClockView,
  toQuoteInfoView,
  withLivePrice,
} from './markets.mappers.ts';
import {
  candlesQuery,
  clockQuery,
  indicesQuery,
  instrumentQuery,
  quoteQuery,
  useWatchlistMutations,
  watchlistQuery,
} from './markets.queries.ts';
import { useMarketsRoute } from './useMarketsRoute.ts';

/** The span a period opens with: a week of minute bars, three months of days, six of weeks. */
const defaultRange: Partial<Record<PriceChartPeriod, ChartRange>> = { day: '3m', week: '6m' };

/** How often the chart's last bar follows the live price (the header follows every quote, up to 10 a second). */
const chartFollowMs = 1_000;

// The ticket is its own chunk: the stock page stays as light as it was for readers who do not trade.
const OrderTicket = lazy(async () => ({ default: (await import('../trade/OrderTicketRoute.tsx')).OrderTicket }));

/**
 * /quotes/info?code=…&type=… (and kind=index): the live quote of one stock or index, its chart in every period and
 * span, the market clock, the watchlist toggle and the buy and sell entries. With `order=buy|sell` the page is the
 * stock's order ticket (the seed's order fields belong to the stock page).
 */
export function Component() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').toUpperCase();
  const typeParam = params.get('type');
  const market: Market = (markets as readonly string[]).includes(typeParam ?? '')
    ? (typeParam as Market)
    : readMarket();
  const isIndex = params.get('kind') === 'index';
  const order = params.get('order');
  if (!isIndex && (order === 'buy' || order === 'sell')) {
    return (
      <Suspense fallback={null}>
        <OrderTicket market={market} code={code} side={order} />
      </Suspense>
    );
  }
  return <QuoteInfo market={market} code={code} isIndex={isIndex} />;
}

function QuoteInfo({ market, code, isIndex }: { market: Market; code: string; isIndex: boolean }) {
  const { intl, account, locale, shell } = useMarketsRoute('app.markets.title.quoteInfo', 'market', { back: true });
  usePriceColours(market);

  const [period, setPeriod] = useState<PriceChartPeriod>('intraday');
  const [range, setRange] = useState<ChartRange>('1w');
  const choosePeriod = useCallback((next: PriceChartPeriod) => {
    setPeriod(next);
    setRange(defaultRange[next] ?? '1w');
  }, []);

  const quote = useQuery({ ...quoteQuery(market, code), enabled: !isIndex && code !== '' });
  const instrument = useQuery({ ...instrumentQuery(market, code), enabled: !isIndex && code !== '' });
  const indices = useQuery({ ...indicesQuery(market), enabled: isIndex });
  const clock = useQuery(clockQuery(market));
  const candles = useQuery({ ...candlesQuery(market, code, period, range), enabled: code !== '' });
  const watchlist = useQuery({ ...watchlistQuery(account, market), enabled: !isIndex });
  const { add, remove } = useWatchlistMutations(account);
  const live = useLiveQuote(code ? quoteKey(market, code) : null, true);

  const index = isIndex ? indices.data?.find((item) => item.code === code) : undefined;
  let view: QuoteInfoView | undefined;
  if (isIndex) view = index ? indexToQuoteInfoView(index, live, locale) : undefined;
  else if (quote.data) view = toQuoteInfoView(mergeQuote(quote.data, live), instrument.data, locale);

  // The chart follows the live price at most once a second, so a 10 Hz quote does not redraw it ten times.
  const [chartPrice, setChartPrice] = useState<{ price: string; time: string; at: number } | null>(null);
  if (view?.time && view.price !== chartPrice?.price) {
    const now = Date.now();
    if (!chartPrice || now - chartPrice.at >= chartFollowMs)
      setChartPrice({ price: view.price, time: view.time, at: now });
  }
  const bars = useMemo(() => (candles.data ? toCandles(candles.data) : []), [candles.data]);
  const followPrice =
    period === 'intraday' || period === '5m' || period === '15m' || period === '30m' || period === 'day';
  const chartCandles = useMemo(
    () => (followPrice ? withLivePrice(bars, chartPrice?.price, chartPrice?.time) : bars),
    [bars, followPrice, chartPrice?.price, chartPrice?.time],
  );

  const source = isIndex ? indices : quote;
  const notFound = isApiError(quote.error) && quote.error.httpStatus === 404;
  // The page shows once the parts above the chart are in (or failed): each is a small parallel call, and a clock,
  // company figures or watchlist button arriving later would push the page down under the user's thumb.
  const headLoading = clock.isLoading || instrument.isLoading || watchlist.isLoading;
  const status = view
    ? headLoading
      ? 'loading'
      : 'ready'
    : source.isError || (isIndex && indices.data && !index) || code === ''
      ? 'error'
      : 'loading';
  const errorMessage =
    notFound || code === ''
      ? quote.error
        ? describeError(quote.error)
        : intl.formatMessage({ id: 'error.instrument_not_found' })
      : isIndex && indices.data && !index
        ? intl.formatMessage({ id: 'app.markets.indexNotFound' })
        : undefined;

  const watched = watchlist.data?.some((item) => item.code === code) ?? false;
  const chart = useMemo(
    () => ({
      period,
      onPeriodChange: choosePeriod,
      range,
      onRangeChange: setRange,
      candles: chartCandles,
      status:
        candles.isError && !candles.data
          ? ('error' as const)
          : !candles.data || candles.isPlaceholderData
            ? ('loading' as const)
            : chartCandles.length === 0
              ? ('empty' as const)
              : ('ready' as const),
      onRetry: () => void candles.refetch(),
      timeZone: candles.data?.timeZone ?? marketTimeZone[market],
      truncated: candles.data?.truncated ?? false,
    }),
    [period, choosePeriod, range, chartCandles, candles, market],
  );

  return (
    <QuoteInfoScreen
      shell={view ? { ...shell, header: { ...shell.header, title: view.name } } : shell}
      status={status}
      quote={view}
      errorMessage={errorMessage}
      onRetry={() => void source.refetch()}
      clock={clock.data ? toClockView(clock.data) : undefined}
      chart={chart}
      tradeHrefs={
        isIndex || !view
          ? undefined
          : { buy: orderTicketHref(market, code, 'buy'), sell: orderTicketHref(market, code, 'sell') }
      }
      watch={
        isIndex || !watchlist.data
          ? undefined
          : {
              watched,
              pending: add.isPending || remove.isPending,
              onToggle: () => {
                if (watched) {
                  remove.mutate(
                    { market, codes: [code] },
                    { onSuccess: () => showToast(intl.formatMessage({ id: 'app.markets.watchRemoved' }), 'positive') },
                  );
                } else {
                  add.mutate(
                    { market, code },
                    { onSuccess: () => showToast(intl.formatMessage({ id: 'app.markets.watchAdded' }), 'positive') },
                  );
                }
              },
            }
      }
    />
  );
}
