export { FollowOrdersScreen } from './FollowOrdersScreen.tsx';
export type { FollowOrdersScreenProps } from './FollowOrdersScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { followOrdersScreenMessages } from './FollowOrdersScreen.messages.ts';
