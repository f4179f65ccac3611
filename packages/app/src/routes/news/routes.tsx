import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';

/** The news routes; mounted under RequireSession in app/router.tsx. Each is its own lazy chunk. */
export const newsRoutes: RouteObject[] = [
  { path: paths.news, lazy: () => import('./NewsListRoute.tsx') },
  { path: paths.newsInfo, lazy: () => import('./NewsArticleRoute.tsx') },
];
