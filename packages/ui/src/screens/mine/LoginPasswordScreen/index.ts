export { LoginPasswordScreen } from './LoginPasswordScreen.tsx';
export type { LoginPasswordScreenProps } from './LoginPasswordScreen.types.ts';
