import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/** The markets routes; mounted under RequireSession in app/router.tsx. Each is its own lazy chunk. */
export const marketsRoutes: RouteObject[] = [
  { path: paths.search, lazy: withMessages(['markets'], () => import('./SearchRoute.tsx')) },
  { path: paths.moreStock, lazy: withMessages(['markets'], () => import('./MoreStockRoute.tsx')) },
  { path: paths.moreIndex, lazy: withMessages(['markets'], () => import('./MoreIndexRoute.tsx')) },
  { path: paths.quoteInfo, lazy: withMessages(['markets', 'trade'], () => import('./QuoteInfoRoute.tsx')) },
  { path: paths.watchlist, lazy: withMessages(['markets'], () => import('./WatchlistRoute.tsx')) },
];
