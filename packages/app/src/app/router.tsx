import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter, Navigate } from 'react-router';
import { PublicLayout, RootLayout } from './RootLayout.tsx';
import { RequireSession } from './RequireSession.tsx';
import { paths } from './paths.ts';
import { withMessages } from './intl.ts';
import { mineDocumentRoutes, mineRoutes } from '../routes/mine/routes.tsx';
import { adminRoutes } from '../routes/admin/routes.tsx';
import { fundingRoutes } from '../routes/funding/routes.tsx';
import { marketsRoutes } from '../routes/markets/routes.tsx';
import { newsRoutes } from '../routes/news/routes.tsx';
import { tradeRoutes } from '../routes/trade/routes.tsx';
import { offeringsRoutes } from '../routes/offerings/routes.tsx';
import { daytradeRoutes } from '../routes/daytrade/routes.tsx';
import { followRoutes } from '../routes/follow/routes.tsx';
import { loanRoutes } from '../routes/loan/routes.tsx';
import { exchangeRoutes } from '../routes/exchange/routes.tsx';
import { securityRoutes, securitySignInRoutes } from '../routes/security/routes.tsx';

function noFallback() {
  return null;
}

/**
 * The seed's hash routes; each screen is its own lazy chunk. A route whose screen shows a lot at once (home) also
 * has a loader that starts its calls while its chunk loads.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createHashRouter([
    {
      Component: RootLayout,
      // Until the first screen's chunk (and a loader's start) is in, the page stays as index.html left it: a
      // placeholder screen here would flash for the tenth of a second the chunk takes, then shift to the real one.
      HydrateFallback: noFallback,
      children: [
        { path: paths.root, element: <Navigate to={paths.loginStart} replace /> },
        ...adminRoutes,
        ...mineDocumentRoutes,
        {
          // Screens without the app shell carry the simulator marker here; the shell has its own.
          Component: PublicLayout,
          children: [
            { path: paths.loginStart, lazy: () => import('../routes/login/LoginStartRoute.tsx') },
            { path: paths.register, lazy: () => import('../routes/login/RegisterRoute.tsx') },
            { path: paths.login, lazy: () => import('../routes/login/LoginRoute.tsx') },
            ...securitySignInRoutes,
            { path: '*', lazy: () => import('../routes/misc/NotFoundRoute.tsx') },
          ],
        },
        {
          Component: RequireSession,
          children: [
            {
              path: paths.home,
              loader: async () => {
                const { prefetchHome } = await import('../routes/home/home.prefetch.ts');
                prefetchHome(queryClient);
                return null;
              },
              lazy: withMessages(['markets'], () => import('../routes/home/HomeRoute.tsx')),
            },
            ...mineRoutes,
            ...fundingRoutes,
            ...offeringsRoutes,
            ...followRoutes,
            ...daytradeRoutes,
            ...loanRoutes,
            ...exchangeRoutes,
            ...marketsRoutes,
            ...newsRoutes,
            ...tradeRoutes,
            ...securityRoutes,
          ],
        },
      ],
    },
  ]);
}
