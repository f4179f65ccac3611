export { BlockApplicationsScreen } from './BlockApplicationsScreen.tsx';
export type { BlockApplicationsScreenProps } from './BlockApplicationsScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { blockApplicationsScreenMessages } from './BlockApplicationsScreen.messages.ts';
