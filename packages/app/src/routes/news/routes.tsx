import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/** The news routes; mounted under RequireSession in app/router.tsx. Each is its own lazy chunk. */
export const newsRoutes: RouteObject[] = [
  { path: paths.news, lazy: withMessages(['news'], () => import('./NewsListRoute.tsx')) },
  { path: paths.newsInfo, lazy: withMessages(['news'], () => import('./NewsArticleRoute.tsx')) },
];
