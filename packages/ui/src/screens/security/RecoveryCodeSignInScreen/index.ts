export { RecoveryCodeSignInScreen } from './RecoveryCodeSignInScreen.tsx';
export type { RecoveryCodeSignInScreenProps } from './RecoveryCodeSignInScreen.types.ts';
