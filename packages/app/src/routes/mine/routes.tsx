import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { withMessages } from '../../app/intl.ts';

/** The signed-in account routes (/mine/*); mounted under RequireSession in app/router.tsx. Each is its own chunk. */
export const mineRoutes: RouteObject[] = [
  { path: paths.menu, lazy: withMessages(['mine'], () => import('./MenuRoute.tsx')) },
  { path: paths.myPage, lazy: withMessages(['mine'], () => import('./MyPageRoute.tsx')) },
  { path: paths.loginPassword, lazy: withMessages(['mine'], () => import('./LoginPasswordRoute.tsx')) },
  { path: paths.fundPassword, lazy: withMessages(['mine'], () => import('./FundPasswordRoute.tsx')) },
  { path: paths.language, lazy: withMessages(['mine'], () => import('./LanguageRoute.tsx')) },
  { path: paths.messages, lazy: withMessages(['mine'], () => import('./MessageListRoute.tsx')) },
  { path: paths.messageInfo, lazy: withMessages(['mine'], () => import('./MessageDetailRoute.tsx')) },
  { path: paths.transactionRecords, lazy: withMessages(['mine'], () => import('./TransactionRecordsRoute.tsx')) },
  { path: paths.checkin, lazy: withMessages(['mine'], () => import('./CheckinRoute.tsx')) },
  { path: paths.referral, lazy: withMessages(['mine'], () => import('./ReferralRoute.tsx')) },
  { path: paths.support, lazy: withMessages(['mine'], () => import('./SupportRoute.tsx')) },
];

/**
 * The legal documents: public (the registration screen links the user agreement before there is a session), with the
 * full shell once signed in. Mounted outside RequireSession in app/router.tsx.
 */
export const mineDocumentRoutes: RouteObject[] = [
  { path: paths.about, lazy: withMessages(['mine'], () => import('./AboutRoute.tsx')) },
  { path: paths.privacy, lazy: withMessages(['mine'], () => import('./PrivacyRoute.tsx')) },
  { path: paths.protocol, lazy: withMessages(['mine'], () => import('./ProtocolRoute.tsx')) },
];
