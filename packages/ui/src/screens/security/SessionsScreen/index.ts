export { SessionsScreen } from './SessionsScreen.tsx';
export type { SessionsScreenProps } from './SessionsScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { sessionsScreenMessages } from './SessionsScreen.messages.ts';
