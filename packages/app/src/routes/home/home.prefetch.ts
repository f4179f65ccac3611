import type { QueryClient } from '@tanstack/react-query';
import { readMarket } from '../../app/market.ts';
import { getSession } from '../../app/session.ts';
import { clockQuery, indicesQuery, rankingQuery, stocksQuery } from '../markets/markets.queries.ts';
import { assetListQueries, userInfoQuery } from './home.queries.ts';
import { defaultRankingKind } from './home.ranking.ts';

/**
 * Starts every call the home screen makes, without waiting for them: the router runs this as the route loads (on
 * the first start, while the splash is still up), so the screen mounts once with its data instead of mounting
 * empty, starting a dozen requests in the same task and rendering again as each answers.
 *
 * One request per task: starting a request costs a slow phone several milliseconds (the client, then the browser's
 * fetch), and the dozen back to back were two long tasks. The calls still all leave before the screen's chunk is in.
 */
export function prefetchHome(queryClient: QueryClient): void {
  const session = getSession();
  if (!session) return;
  const market = readMarket();
  const queries = [
    userInfoQuery(session.account),
    ...assetListQueries(session.account, market),
    clockQuery(market),
    indicesQuery(market),
    stocksQuery(market),
    rankingQuery(market, defaultRankingKind),
  ];
  void (async () => {
    for (const [index, query] of queries.entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      // Failures surface on the screen (its error states), not here.
      void queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
    }
  })();
}
