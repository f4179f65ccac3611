export { IpoListScreen } from './IpoListScreen.tsx';
export type { IpoListScreenProps } from './IpoListScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { ipoListScreenMessages } from './IpoListScreen.messages.ts';
