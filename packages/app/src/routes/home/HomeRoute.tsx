import { memo, useDeferredValue, useEffect, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { HomeScreen, type LiveSection, type RankingKind } from '@kabuto/ui';
import { useAppConfig } from '../../app/AppConfigContext.ts';
import { readLocale } from '../../app/intl.ts';
import { usePriceColours, useMarket } from '../../app/market.ts';
import { getHref, paths, quoteInfoHref } from '../../app/paths.ts';
import { clearSession, useSession } from '../../app/session.ts';
import { quoteKey } from '../../app/stream.ts';
import { useShell } from '../../app/useShell.tsx';
import { useLiveRows, useRefetchOnResync } from '../markets/live.ts';
import {
  applyToIndex,
  applyToRow,
  toClockView,
  toIndexItem,
  toQuoteRow,
  toRankingRow,
  type IndexQuote,
  type RankingEntry,
  type StockQuote,
} from '../markets/markets.mappers.ts';
import { clockQuery, indicesQuery, rankingQuery, stocksQuery } from '../markets/markets.queries.ts';
import { sectionOf } from '../markets/useMarketsRoute.ts';
import { toAssetSummary } from './home.mappers.ts';
import { useAssetLists, userInfoQuery } from './home.queries.ts';
import { defaultRankingKind } from './home.ranking.ts';

/**
 * The screen renders from deferred props: each of the dozen answers and every live tick re-renders it in an
 * interruptible (time-sliced) render, so a slow phone never gets a long task from it, and the urgent pass bails out.
 */
const DeferredHomeScreen = memo(HomeScreen);

function TimeSlicedHomeScreen(props: ComponentProps<typeof HomeScreen>) {
  const deferred = useDeferredValue(props);
  return <DeferredHomeScreen {...deferred} />;
}

/** /home/index: the asset panel, then the chosen market live — clock, indices, stocks and rankings. */
export function Component() {
  const config = useAppConfig();
  const navigate = useNavigate();
  const account = useSession()?.account ?? '';
  const locale = readLocale();
  const shell = useShell({ title: config.title, active: 'market' });
  const [market, setMarket] = useMarket();
  usePriceColours(market);
  useRefetchOnResync();
  const [rankingKind, setRankingKind] = useState<RankingKind>(defaultRankingKind);
  const user = useQuery(userInfoQuery(account));
  const { lists, pending } = useAssetLists(account, market);
  const clock = useQuery(clockQuery(market));
  const indices = useQuery(indicesQuery(market));
  const stocks = useQuery(stocksQuery(market));
  const ranking = useQuery(rankingQuery(market, rankingKind));

  const indexFeed = useLiveRows(indices.data, {
    keyOf: (index: IndexQuote) => quoteKey(index.market, index.code),
    toRow: (index: IndexQuote) => toIndexItem(index, locale),
    apply: applyToIndex,
    timeOf: (index: IndexQuote) => index.time,
  });
  const stockFeed = useLiveRows(stocks.data, {
    keyOf: (quote: StockQuote) => quoteKey(quote.market, quote.code),
    toRow: (quote: StockQuote) => toQuoteRow(quote, locale),
    apply: applyToRow,
    timeOf: (quote: StockQuote) => quote.time,
  });
  const rankingFeed = useLiveRows(ranking.data, {
    keyOf: (entry: RankingEntry) => quoteKey(market, entry.code),
    toRow: (entry: RankingEntry) => toRankingRow(entry, market, locale),
    apply: applyToRow,
  });

  // The seed: if user info answers a status other than 1, the session is cleared. Only a refusal counts (401 has its
  // own rule); a network or server failure shows the error state with a retry.
  const refused =
    isApiError(user.error) &&
    user.error.httpStatus >= 400 &&
    user.error.httpStatus < 500 &&
    user.error.httpStatus !== 401;
  useEffect(() => {
    if (refused) {
      clearSession();
      navigate(paths.login, { replace: true });
    }
  }, [refused, navigate]);

  // The market sections wait for the clock line above them (one small call), so it never arrives late and pushes
  // the lists down.
  const afterClock = <T,>(section: LiveSection<T>): LiveSection<T> =>
    clock.isLoading ? { ...section, status: 'loading' } : section;

  const status = user.isError ? 'error' : user.data && !pending ? 'ready' : 'loading';
  return (
    <TimeSlicedHomeScreen
      status={status}
      assets={user.data ? toAssetSummary(user.data, lists) : undefined}
      onRetry={() => void user.refetch()}
      shell={shell}
      market={market}
      onMarketChange={setMarket}
      clock={clock.data ? toClockView(clock.data) : undefined}
      indices={afterClock(sectionOf(indices, indexFeed, indices.data?.length ?? 0))}
      stocks={afterClock(sectionOf(stocks, stockFeed, stocks.data?.length ?? 0))}
      ranking={afterClock(sectionOf(ranking, rankingFeed, ranking.data?.length ?? 0))}
      rankingKind={rankingKind}
      onRankingKindChange={setRankingKind}
      getQuoteHref={(code) => quoteInfoHref(market, code)}
      getIndexHref={(code) => quoteInfoHref(market, code, 'index')}
      moreStockHref={getHref('moreStock')}
      moreIndexHref={getHref('moreIndex')}
    />
  );
}
