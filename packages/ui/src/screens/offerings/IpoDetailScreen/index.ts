export { IpoDetailScreen } from './IpoDetailScreen.tsx';
export type { IpoDetailScreenProps } from './IpoDetailScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { ipoDetailScreenMessages } from './IpoDetailScreen.messages.ts';
