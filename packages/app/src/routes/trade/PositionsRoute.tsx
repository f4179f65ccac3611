import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { markets, type Market } from '@kabuto/api-client';
import {
  PositionsScreen,
  positionsTabs,
  type PositionsTab,
  type TradeStatus,
  positionsScreenMessages,
} from '@kabuto/ui';
import { describeError } from '../../app/intl.ts';
import { readMarket, useMarketPriceColours, usePriceColours } from '../../app/market.ts';
import { getHref, orderInfoHref, positionInfoHref } from '../../app/paths.ts';
import { quoteKey } from '../../app/stream.ts';
import { showToast } from '../../app/toasts.ts';
import { useLiveRows } from '../markets/live.ts';
import { useMarketsRoute } from '../markets/useMarketsRoute.ts';
import { followProductHref } from '../follow/follow.links.ts';
import { toFollowOrderView } from '../follow/follow.mappers.ts';
import { followingNowQuery } from '../follow/follow.queries.ts';
import { ipoOfferingHref } from '../offerings/offerings.links.ts';
import { toIpoApplicationView } from '../offerings/offerings.mappers.ts';
import { ipoApplicationsQuery } from '../offerings/offerings.queries.ts';
import { applyPriceToRow, toClosedPosition, toPositionRow, toSummaryView, toWorkingOrder } from './trade.mappers.ts';
import type { Position } from './trade.mappers.ts';
import { historyQuery, openPositionsQuery, summaryQuery, useCancelOrder, workingOrdersQuery } from './trade.queries.ts';
import { tradeShell } from './useTradeRoute.ts';

function statusOf(query: { isError: boolean; data: unknown }): TradeStatus {
  return query.data !== undefined ? 'ready' : query.isError ? 'error' : 'loading';
}

/**
 * /position/index?tab=…&type=…: the seed's tabs (new shares, follow orders, holding, sold) per market. New shares are
 * the IPO applications; holdings move with the push stream; working orders can be cancelled; closed positions page by
 * page.
 */
export function Component() {
  const { intl, account, locale, shell } = useMarketsRoute(positionsScreenMessages.title, 'assets');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab') ?? '';
  const tab: PositionsTab = (positionsTabs as readonly string[]).includes(tabParam)
    ? (tabParam as PositionsTab)
    : 'holding';
  const typeParam = params.get('type') ?? '';
  const market: Market = (markets as readonly string[]).includes(typeParam) ? (typeParam as Market) : readMarket();
  usePriceColours(market);
  const priceColoursOf = useMarketPriceColours();

  const summary = useQuery(summaryQuery(account, market));
  const open = useQuery(openPositionsQuery(account, market));
  const working = useQuery(workingOrdersQuery(account, market));
  const history = useInfiniteQuery({ ...historyQuery(account, market), enabled: tab === 'sold' });
  // The new-shares tab shows the latest page of applications; /mine/newShareRecords has every one.
  const applications = useInfiniteQuery({ ...ipoApplicationsQuery(account, market), enabled: tab === 'newShares' });
  // The follow tab shows the orders following now; /mine/followOrder has the ended ones too.
  const follows = useQuery({ ...followingNowQuery(account), enabled: tab === 'follow' });
  const cancel = useCancelOrder(account);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const holdings = useLiveRows(open.data, {
    keyOf: (position: Position) => quoteKey(market, position.code ?? ''),
    toRow: (position: Position) => toPositionRow(position, locale),
    apply: applyPriceToRow,
  });

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        current.set(name, value);
        return current;
      },
      { replace: true },
    );

  return (
    <PositionsScreen
      shell={tradeShell(shell)}
      tab={tab}
      onTabChange={(next) => setParam('tab', next)}
      market={market}
      onMarketChange={(next) => setParam('type', next)}
      summary={{
        status: statusOf(summary),
        value: summary.data ? toSummaryView(summary.data) : undefined,
        onRetry: () => void summary.refetch(),
      }}
      holdings={{ status: statusOf(open), items: holdings, onRetry: () => void open.refetch() }}
      workingOrders={{
        status: statusOf(working),
        items: (working.data ?? []).map((order) => toWorkingOrder(order, locale)),
        onRetry: () => void working.refetch(),
      }}
      onCancelOrder={(orderId) => {
        setCancelling(orderId);
        return cancel.mutateAsync(orderId).then(() => {
          showToast(intl.formatMessage({ id: 'app.trade.orderCancelledToast' }), 'positive');
        });
      }}
      cancelError={
        cancel.isError && cancelling ? { orderId: cancelling, message: describeError(cancel.error) } : undefined
      }
      sold={{
        status: statusOf(history),
        items: (history.data?.pages ?? []).flat().map((position) => toClosedPosition(position, locale)),
        hasMore: Boolean(history.hasNextPage),
        loadingMore: history.isFetchingNextPage,
        onLoadMore: () => void history.fetchNextPage(),
        onRetry: () => void history.refetch(),
      }}
      newShares={{
        status: statusOf(applications),
        items: (applications.data?.pages[0]?.items ?? []).map((a) => toIpoApplicationView(a, locale)),
        onRetry: () => void applications.refetch(),
      }}
      follow={{
        status: statusOf(follows),
        items: (follows.data?.items ?? []).map((order) => toFollowOrderView(order, locale)),
        onRetry: () => void follows.refetch(),
      }}
      followProductsHref={getHref('follow')}
      followOrdersHref={getHref('followOrders')}
      followPriceColoursOf={priceColoursOf}
      getFollowOrderHref={(order) => followProductHref(order.productId)}
      getOfferingHref={ipoOfferingHref}
      offeringsHref={getHref('newShare')}
      newShareRecordsHref={getHref('newShareRecords')}
      getPositionHref={positionInfoHref}
      getOrderHref={orderInfoHref}
      marketsHref={getHref('home')}
    />
  );
}
