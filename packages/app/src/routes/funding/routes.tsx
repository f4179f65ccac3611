import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/**
 * The funding routes (identity verification, bank cards, deposits, withdrawals) under /mine/*, as the seed has them;
 * mounted under RequireSession in app/router.tsx. Each is its own chunk and loads the funding area's messages (the
 * screens' and the app's) with it; the three a passkey step-up guards (bank cards, withdrawals) load the security
 * area's too, for the step-up dialog.
 */
export const fundingRoutes: RouteObject[] = [
  { path: paths.verified, lazy: withMessages(['funding'], () => import('./IdentityRoute.tsx')) },
  { path: paths.bank, lazy: withMessages(['funding', 'security'], () => import('./BankCardsRoute.tsx')) },
  { path: paths.bankAdd, lazy: withMessages(['funding', 'security'], () => import('./BankCardAddRoute.tsx')) },
  { path: paths.deposit, lazy: withMessages(['funding'], () => import('./DepositRoute.tsx')) },
  { path: paths.stored, lazy: withMessages(['funding'], () => import('./DepositHistoryRoute.tsx')) },
  { path: paths.withdraw, lazy: withMessages(['funding', 'security'], () => import('./WithdrawRoute.tsx')) },
];
