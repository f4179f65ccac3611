import { useQuery } from '@tanstack/react-query';
import { WatchlistScreen } from '@kabuto/ui';
import { usePriceColours, useMarket } from '../../app/market.ts';
import { getHref, quoteInfoHref } from '../../app/paths.ts';
import { quoteKey } from '../../app/stream.ts';
import { showToast } from '../../app/toasts.ts';
import { useLiveRows } from './live.ts';
import { applyToRow, toQuoteRow, type WatchlistItem } from './markets.mappers.ts';
import { useWatchlistMutations, watchlistQuery } from './markets.queries.ts';
import { sectionOf, useMarketsRoute } from './useMarketsRoute.ts';

/** /quotes/self: the watchlist of the chosen market, live; edit, select all, delete, reorder. */
export function Component() {
  const { intl, account, locale, shell } = useMarketsRoute('app.markets.title.watchlist', 'watchlist');
  const [market, setMarket] = useMarket();
  usePriceColours(market);
  const list = useQuery(watchlistQuery(account, market));
  const { remove, reorder } = useWatchlistMutations(account);
  const feed = useLiveRows(list.data, {
    keyOf: (item: WatchlistItem) => quoteKey(item.market, item.code),
    toRow: (item: WatchlistItem) => toQuoteRow(item.quote, locale),
    apply: applyToRow,
    timeOf: (item: WatchlistItem) => item.quote.time,
  });
  const section = sectionOf(list, feed, list.data?.length ?? 0);
  return (
    <WatchlistScreen
      shell={shell}
      market={market}
      onMarketChange={setMarket}
      // An empty watchlist is a ready one: the screen explains how to add.
      list={section.status === 'empty' ? { ...section, status: 'ready' } : section}
      getQuoteHref={(code) => quoteInfoHref(market, code)}
      addHref={getHref('search')}
      deleting={remove.isPending}
      onDelete={(codes) =>
        remove.mutateAsync(
          { market, codes },
          {
            onSuccess: () =>
              showToast(intl.formatMessage({ id: 'app.markets.watchDeleted' }, { count: codes.length }), 'positive'),
          },
        )
      }
      reordering={reorder.isPending}
      onReorder={(codes) => reorder.mutate({ market, codes })}
    />
  );
}
