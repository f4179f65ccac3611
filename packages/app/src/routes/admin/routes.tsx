import { Navigate, type RouteObject } from 'react-router';
import { adminPaths } from './paths.ts';
import { withMessages } from '../../app/intl.ts';

/** The operator console (/admin/*); mounted at the top level of app/router.tsx, guarded by its own layout. */
export const adminRoutes: RouteObject[] = [
  { path: adminPaths.root, element: <Navigate to={adminPaths.users} replace /> },
  { path: adminPaths.login, lazy: withMessages(['admin'], () => import('./AdminLoginRoute.tsx')) },
  {
    lazy: withMessages(['admin'], () => import('./RequireOperator.tsx')),
    children: [
      { path: adminPaths.users, lazy: withMessages(['admin'], () => import('./users/AdminUsersRoute.tsx')) },
      { path: adminPaths.user, lazy: withMessages(['admin'], () => import('./users/AdminUserDetailRoute.tsx')) },
      {
        path: adminPaths.identity,
        lazy: withMessages(['admin'], () => import('./reviews/AdminIdentityRoute.tsx')),
      },
      {
        path: adminPaths.deposits,
        lazy: withMessages(['admin'], () => import('./reviews/AdminDepositsRoute.tsx')),
      },
      {
        path: adminPaths.withdrawals,
        lazy: withMessages(['admin'], () => import('./reviews/AdminWithdrawalsRoute.tsx')),
      },
      {
        path: adminPaths.adjustments,
        lazy: withMessages(['admin'], () => import('./reviews/AdminAdjustmentsRoute.tsx')),
      },
      {
        path: adminPaths.factorResets,
        lazy: withMessages(['admin'], () => import('./security/AdminFactorResetsRoute.tsx')),
      },
      { path: adminPaths.agents, lazy: withMessages(['admin'], () => import('./agents/AdminAgentsRoute.tsx')) },
      { path: adminPaths.messages, lazy: withMessages(['admin'], () => import('./messages/AdminMessagesRoute.tsx')) },
      { path: adminPaths.news, lazy: withMessages(['admin'], () => import('./news/AdminNewsRoute.tsx')) },
      { path: adminPaths.config, lazy: withMessages(['admin'], () => import('./config/AdminConfigRoute.tsx')) },
      { path: adminPaths.ipos, lazy: withMessages(['admin'], () => import('./offerings/AdminIposRoute.tsx')) },
      {
        path: adminPaths.distributions,
        lazy: withMessages(['admin'], () => import('./offerings/AdminDistributionsRoute.tsx')),
      },
      {
        path: adminPaths.blockApplications,
        lazy: withMessages(['admin'], () => import('./reviews/AdminBlockApplicationsRoute.tsx')),
      },
      {
        path: adminPaths.dayTrade,
        lazy: withMessages(['admin'], () => import('./reviews/AdminDayTradeRoute.tsx')),
      },
      {
        path: adminPaths.loan,
        lazy: withMessages(['admin'], () => import('./reviews/AdminLoanRoute.tsx')),
      },
      {
        path: adminPaths.followProducts,
        lazy: withMessages(['admin', 'follow'], () => import('./follow/AdminFollowProductsRoute.tsx')),
      },
      { path: adminPaths.audit, lazy: withMessages(['admin'], () => import('./audit/AdminAuditRoute.tsx')) },
    ],
  },
];
