import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/**
 * Account protection under /mine/* (mounted under RequireSession in app/router.tsx): the security page, the sign-in
 * history, the signed-in devices and the passkey prompt after sign-in. Each is its own chunk and loads the security
 * area's messages with it, and the funding area's (the security screens share its notices and badges);
 * @simplewebauthn/browser loads only when a passkey ceremony runs.
 */
export const securityRoutes: RouteObject[] = [
  { path: paths.security, lazy: withMessages(['funding', 'security'], () => import('./SecurityRoute.tsx')) },
  {
    path: paths.securityHistory,
    lazy: withMessages(['funding', 'security'], () => import('./SignInHistoryRoute.tsx')),
  },
  { path: paths.securitySessions, lazy: withMessages(['funding', 'security'], () => import('./SessionsRoute.tsx')) },
  { path: paths.passkeySetup, lazy: withMessages(['funding', 'security'], () => import('./PasskeySetupRoute.tsx')) },
];

/** The second sign-in step after a right password (public: there is no session yet), in the login's layout. */
export const securitySignInRoutes: RouteObject[] = [
  {
    path: paths.loginPasskey,
    lazy: withMessages(['funding', 'security'], () => import('./PasskeySignInStepRoute.tsx')),
  },
  {
    path: paths.loginRecovery,
    lazy: withMessages(['funding', 'security'], () => import('./RecoveryCodeSignInRoute.tsx')),
  },
];
