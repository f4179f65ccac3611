export { LoginPasswordScreen } from './LoginPasswordScreen.tsx';
export type { LoginPasswordScreenProps } from './LoginPasswordScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { loginPasswordScreenMessages } from './LoginPasswordScreen.messages.ts';
