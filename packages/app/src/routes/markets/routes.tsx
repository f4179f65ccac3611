import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';

/** The markets routes; mounted under RequireSession in app/router.tsx. Each is its own lazy chunk. */
export const marketsRoutes: RouteObject[] = [
  { path: paths.search, lazy: () => import('./SearchRoute.tsx') },
  { path: paths.moreStock, lazy: () => import('./MoreStockRoute.tsx') },
  { path: paths.moreIndex, lazy: () => import('./MoreIndexRoute.tsx') },
  { path: paths.quoteInfo, lazy: () => import('./QuoteInfoRoute.tsx') },
  { path: paths.watchlist, lazy: () => import('./WatchlistRoute.tsx') },
];
