export { LoginScreen } from './LoginScreen.tsx';
export type { LoginScreenProps } from './LoginScreen.types.ts';
