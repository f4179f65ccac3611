import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MoreStockScreen, type StockSort } from '@kabuto/ui';
import { usePriceColours, useMarket } from '../../app/market.ts';
import { quoteInfoHref } from '../../app/paths.ts';
import { quoteKey } from '../../app/stream.ts';
import { useLiveRows } from './live.ts';
import { applyToRow, sortStocks, toQuoteRow, type StockQuote } from './markets.mappers.ts';
import { allStocksQuery } from './markets.queries.ts';
import { sectionOf, useMarketsRoute } from './useMarketsRoute.ts';

/** /quotes/moreStock: every stock of the chosen market, sorted, live. */
export function Component() {
  const { locale, shell } = useMarketsRoute('app.markets.title.moreStock', 'market', { back: true });
  const [market, setMarket] = useMarket();
  usePriceColours(market);
  const [sort, setSort] = useState<StockSort>('code');
  const stocks = useQuery(allStocksQuery(market));
  // Sorted once per snapshot: live prices tick in place rather than reshuffling rows under the reader's finger.
  const sorted = useMemo(() => (stocks.data ? sortStocks(stocks.data.quotes, sort) : undefined), [stocks.data, sort]);
  const feed = useLiveRows(sorted, {
    keyOf: (quote: StockQuote) => quoteKey(quote.market, quote.code),
    toRow: (quote: StockQuote) => toQuoteRow(quote, locale),
    apply: applyToRow,
    timeOf: (quote: StockQuote) => quote.time,
  });
  return (
    <MoreStockScreen
      shell={shell}
      market={market}
      onMarketChange={setMarket}
      sort={sort}
      onSortChange={setSort}
      stocks={sectionOf(stocks, feed, sorted?.length ?? 0)}
      total={stocks.data?.total}
      getQuoteHref={(code) => quoteInfoHref(market, code)}
    />
  );
}
