export { AdminLoginScreen } from './AdminLoginScreen.tsx';
export type { AdminLoginScreenProps } from './AdminLoginScreen.types.ts';
