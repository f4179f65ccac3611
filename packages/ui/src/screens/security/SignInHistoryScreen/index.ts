export { SignInHistoryScreen } from './SignInHistoryScreen.tsx';
export type { SignInHistoryScreenProps } from './SignInHistoryScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { signInHistoryScreenMessages } from './SignInHistoryScreen.messages.ts';
