export { AdminUserDetailScreen } from './AdminUserDetailScreen.tsx';
export { AdminUserSecurity } from './AdminUserSecurity.tsx';
export type {
  AdminFlagChange,
  AdminLedgerRow,
  AdminUserBalanceView,
  AdminUserDetailScreenProps,
  AdminUserDetailView,
  AdminUserLedgerProps,
  AdminUserSessionView,
} from './AdminUserDetailScreen.types.ts';
export type {
  AdminSignInRow,
  AdminUserFactorsView,
  AdminUserPasskeyView,
  AdminUserSecurityProps,
} from './AdminUserSecurity.types.ts';
