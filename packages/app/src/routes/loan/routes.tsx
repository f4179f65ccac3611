import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/**
 * The securities-backed credit line (issue 16): the seed's /mine/loan (score, limit, terms, draw) and /mine/loanOrder
 * (each loan, repay). Mounted under RequireSession in app/router.tsx.
 */
export const loanRoutes: RouteObject[] = [
  { path: paths.loan, lazy: withMessages(['loan'], () => import('./LoanRoute.tsx')) },
  { path: paths.loanOrders, lazy: withMessages(['loan'], () => import('./LoanOrdersRoute.tsx')) },
];
