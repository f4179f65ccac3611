export { FollowListScreen } from './FollowListScreen.tsx';
export type { FollowListScreenProps } from './FollowListScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { followListScreenMessages } from './FollowListScreen.messages.ts';
