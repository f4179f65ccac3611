import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';

/** The signed-in account routes (/mine/*); mounted under RequireSession in app/router.tsx. Each is its own chunk. */
export const mineRoutes: RouteObject[] = [
  { path: paths.menu, lazy: () => import('./MenuRoute.tsx') },
  { path: paths.myPage, lazy: () => import('./MyPageRoute.tsx') },
  { path: paths.loginPassword, lazy: () => import('./LoginPasswordRoute.tsx') },
  { path: paths.fundPassword, lazy: () => import('./FundPasswordRoute.tsx') },
  { path: paths.language, lazy: () => import('./LanguageRoute.tsx') },
  { path: paths.messages, lazy: () => import('./MessageListRoute.tsx') },
  { path: paths.messageInfo, lazy: () => import('./MessageDetailRoute.tsx') },
  { path: paths.transactionRecords, lazy: () => import('./TransactionRecordsRoute.tsx') },
  { path: paths.checkin, lazy: () => import('./CheckinRoute.tsx') },
  { path: paths.referral, lazy: () => import('./ReferralRoute.tsx') },
  { path: paths.support, lazy: () => import('./SupportRoute.tsx') },
];

/**
 * The legal documents: public (the registration screen links the user agreement before there is a session), with the
 * full shell once signed in. Mounted outside RequireSession in app/router.tsx.
 */
export const mineDocumentRoutes: RouteObject[] = [
  { path: paths.about, lazy: () => import('./AboutRoute.tsx') },
  { path: paths.privacy, lazy: () => import('./PrivacyRoute.tsx') },
  { path: paths.protocol, lazy: () => import('./ProtocolRoute.tsx') },
];
