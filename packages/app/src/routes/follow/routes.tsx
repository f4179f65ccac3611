import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/**
 * The follow routes (issue 14): the products and a product's page under /home/*, the user's orders under /mine/*, as
 * the seed has them. Mounted under RequireSession in app/router.tsx; each is its own chunk with the follow area's
 * messages.
 */
export const followRoutes: RouteObject[] = [
  { path: paths.follow, lazy: withMessages(['follow'], () => import('./FollowListRoute.tsx')) },
  { path: paths.followInfo, lazy: withMessages(['follow'], () => import('./FollowDetailRoute.tsx')) },
  { path: paths.followOrders, lazy: withMessages(['follow'], () => import('./FollowOrdersRoute.tsx')) },
];
