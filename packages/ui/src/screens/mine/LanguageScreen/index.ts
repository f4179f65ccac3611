export { LanguageScreen } from './LanguageScreen.tsx';
export type { LanguageScreenProps } from './LanguageScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { languageScreenMessages } from './LanguageScreen.messages.ts';
