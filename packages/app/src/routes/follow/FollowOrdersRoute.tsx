import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { FollowOrdersScreen, followOrdersScreenMessages, type FollowOrderState } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { useMarketPriceColours } from '../../app/market.ts';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { pagedList } from '../mine/useMine.ts';
import { followProductHref } from './follow.links.ts';
import { toFollowOrderView } from './follow.mappers.ts';
import { followOrdersQuery, useStopFollow } from './follow.queries.ts';
import { useState } from 'react';

/**
 * /mine/followOrder: the user's follow orders, following and ended (`?tab=ended`), with their value now and their
 * realised profit; an order stops at any time after the user saw what it pays now.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(followOrdersScreenMessages.title),
    active: 'menu',
    backHref: getHref('follow'),
  });
  const [params, setParams] = useSearchParams();
  const tab: FollowOrderState = params.get('tab') === 'ended' ? 'ended' : 'following';
  const orders = useInfiniteQuery(followOrdersQuery(account, tab));
  const stop = useStopFollow(account);
  const [stopping, setStopping] = useState<string | null>(null);
  const locale = readLocale();
  const priceColoursOf = useMarketPriceColours();
  const items = (orders.data?.pages ?? []).flatMap((page) => page.items.map((o) => toFollowOrderView(o, locale)));
  return (
    <FollowOrdersScreen
      shell={shell}
      tab={tab}
      onTabChange={(next) => setParams(next === 'following' ? {} : { tab: next }, { replace: true })}
      orders={pagedList(orders, items)}
      onStop={(orderId) => {
        setStopping(orderId);
        return stop.mutateAsync(orderId);
      }}
      {...(stop.isError && stopping && isApiError(stop.error)
        ? { stopRefusal: { orderId: stopping, code: stop.error.code } }
        : {})}
      {...(stop.data ? { stopped: toFollowOrderView(stop.data, locale) } : {})}
      getProductHref={followProductHref}
      productsHref={getHref('follow')}
      priceColoursOf={priceColoursOf}
    />
  );
}
