import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/**
 * The offerings routes (issue 20): IPOs under /home/* as the seed has them, and the application under /mine/*.
 * Mounted under RequireSession in app/router.tsx; each is its own chunk with the offerings area's messages.
 */
export const offeringsRoutes: RouteObject[] = [
  { path: paths.newShare, lazy: withMessages(['offerings'], () => import('./IpoListRoute.tsx')) },
  { path: paths.newShareInfo, lazy: withMessages(['offerings'], () => import('./IpoDetailRoute.tsx')) },
  { path: paths.newShareOrder, lazy: withMessages(['offerings'], () => import('./IpoApplyRoute.tsx')) },
  { path: paths.newShareRecords, lazy: withMessages(['offerings'], () => import('./IpoRecordsRoute.tsx')) },
  { path: paths.blocks, lazy: withMessages(['offerings'], () => import('./BlockListRoute.tsx')) },
  { path: paths.blockInfo, lazy: withMessages(['offerings'], () => import('./BlockDetailRoute.tsx')) },
  { path: paths.blockApplications, lazy: withMessages(['offerings'], () => import('./BlockApplicationsRoute.tsx')) },
  { path: paths.blockResults, lazy: withMessages(['offerings'], () => import('./BlockResultsRoute.tsx')) },
  { path: paths.newShareVerify, lazy: withMessages(['offerings'], () => import('./IpoDrawVerifyRoute.tsx')) },
];
