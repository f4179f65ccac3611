import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/**
 * Currency exchange (issue 16): the seed's /mine/exchange (balances, a quote with its countdown, convert, the
 * history). Mounted under RequireSession in app/router.tsx.
 */
export const exchangeRoutes: RouteObject[] = [
  { path: paths.exchange, lazy: withMessages(['exchange'], () => import('./ExchangeRoute.tsx')) },
];
