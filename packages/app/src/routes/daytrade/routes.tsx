import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/**
 * One-day margin (issue 15): the seed's /home/withinDays (the account, its positions and orders); orders are placed
 * on the stock page's order ticket in its day-trade mode. Mounted under RequireSession in app/router.tsx.
 */
export const daytradeRoutes: RouteObject[] = [
  { path: paths.withinDays, lazy: withMessages(['daytrade'], () => import('./WithinDaysRoute.tsx')) },
];
