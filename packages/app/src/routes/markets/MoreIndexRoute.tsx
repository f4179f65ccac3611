import { useQuery } from '@tanstack/react-query';
import { MoreIndexScreen } from '@kabuto/ui';
import { usePriceColours, useMarket } from '../../app/market.ts';
import { quoteInfoHref } from '../../app/paths.ts';
import { quoteKey } from '../../app/stream.ts';
import { useLiveRows } from './live.ts';
import { applyToIndex, toClockView, toIndexItem, type IndexQuote } from './markets.mappers.ts';
import { clockQuery, indicesQuery } from './markets.queries.ts';
import { sectionOf, useMarketsRoute } from './useMarketsRoute.ts';

/** /quotes/moreZhishu: every index of the chosen market, live, with the market clock. */
export function Component() {
  const { locale, shell } = useMarketsRoute('app.markets.title.moreIndex', 'market', { back: true });
  const [market, setMarket] = useMarket();
  usePriceColours(market);
  const indices = useQuery(indicesQuery(market));
  const clock = useQuery(clockQuery(market));
  const feed = useLiveRows(indices.data, {
    keyOf: (index: IndexQuote) => quoteKey(index.market, index.code),
    toRow: (index: IndexQuote) => toIndexItem(index, locale),
    apply: applyToIndex,
    timeOf: (index: IndexQuote) => index.time,
  });
  return (
    <MoreIndexScreen
      shell={shell}
      market={market}
      onMarketChange={setMarket}
      clock={clock.data ? toClockView(clock.data) : undefined}
      indices={sectionOf(indices, feed, indices.data?.length ?? 0)}
      getIndexHref={(code) => quoteInfoHref(market, code, 'index')}
    />
  );
}
