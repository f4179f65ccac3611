import { Navigate, type RouteObject } from 'react-router';
import { adminPaths } from './paths.ts';

/** The operator console (/admin/*); mounted at the top level of app/router.tsx, guarded by its own layout. */
export const adminRoutes: RouteObject[] = [
  { path: adminPaths.root, element: <Navigate to={adminPaths.users} replace /> },
  { path: adminPaths.login, lazy: () => import('./AdminLoginRoute.tsx') },
  {
    lazy: () => import('./RequireOperator.tsx'),
    children: [
      { path: adminPaths.users, lazy: () => import('./users/AdminUsersRoute.tsx') },
      { path: adminPaths.user, lazy: () => import('./users/AdminUserDetailRoute.tsx') },
      { path: adminPaths.agents, lazy: () => import('./agents/AdminAgentsRoute.tsx') },
      { path: adminPaths.messages, lazy: () => import('./messages/AdminMessagesRoute.tsx') },
      { path: adminPaths.news, lazy: () => import('./news/AdminNewsRoute.tsx') },
      { path: adminPaths.config, lazy: () => import('./config/AdminConfigRoute.tsx') },
      { path: adminPaths.audit, lazy: () => import('./audit/AdminAuditRoute.tsx') },
    ],
  },
];
