import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FollowListScreen, followListScreenMessages } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { useMarketPriceColours } from '../../app/market.ts';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { pagedList } from '../mine/useMine.ts';
import { followProductHref } from './follow.links.ts';
import { toFollowProductView } from './follow.mappers.ts';
import { followProductsQuery } from './follow.queries.ts';

/**
 * /home/follow: the copy-trading and quantitative products with their NAV line, realised returns and drawdown; two
 * can be compared side by side (`?compare=a,b`, so a comparison survives a reload and can be shared).
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(followListScreenMessages.title),
    active: 'market',
    backHref: getHref('home'),
  });
  const [params, setParams] = useSearchParams();
  const compareIds = (params.get('compare') ?? '').split(',').filter(Boolean).slice(0, 2);
  const products = useInfiniteQuery(followProductsQuery(account));
  const locale = readLocale();
  const priceColoursOf = useMarketPriceColours();
  const items = (products.data?.pages ?? []).flatMap((page) => page.items.map((p) => toFollowProductView(p, locale)));
  return (
    <FollowListScreen
      shell={shell}
      products={pagedList(products, items)}
      compareIds={compareIds}
      onCompareIdsChange={(ids) => setParams(ids.length ? { compare: ids.join(',') } : {}, { replace: true })}
      getProductHref={followProductHref}
      ordersHref={getHref('followOrders')}
      priceColoursOf={priceColoursOf}
    />
  );
}
