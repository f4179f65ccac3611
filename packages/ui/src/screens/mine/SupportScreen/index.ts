export { SupportScreen } from './SupportScreen.tsx';
export type { SupportScreenProps, SupportView } from './SupportScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { supportScreenMessages } from './SupportScreen.messages.ts';
