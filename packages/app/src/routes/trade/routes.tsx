import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/**
 * The trading routes; mounted under RequireSession in app/router.tsx. The order ticket lives on the stock page
 * (/quotes/info?…&order=buy|sell, see markets/QuoteInfoRoute.tsx).
 */
export const tradeRoutes: RouteObject[] = [
  {
    path: paths.positions,
    lazy: withMessages(['trade', 'markets', 'mine', 'offerings'], () => import('./PositionsRoute.tsx')),
  },
  { path: paths.positionInfo, lazy: withMessages(['trade'], () => import('./PositionDetailRoute.tsx')) },
  { path: paths.orderInfo, lazy: withMessages(['trade'], () => import('./OrderDetailRoute.tsx')) },
];
