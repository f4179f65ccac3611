import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';

/**
 * The trading routes; mounted under RequireSession in app/router.tsx. The order ticket lives on the stock page
 * (/quotes/info?…&order=buy|sell, see markets/QuoteInfoRoute.tsx).
 */
export const tradeRoutes: RouteObject[] = [
  { path: paths.positions, lazy: () => import('./PositionsRoute.tsx') },
  { path: paths.positionInfo, lazy: () => import('./PositionDetailRoute.tsx') },
  { path: paths.orderInfo, lazy: () => import('./OrderDetailRoute.tsx') },
];
