export { FollowDetailScreen } from './FollowDetailScreen.tsx';
export type {
  FollowBuyPreviewState,
  FollowBuyProps,
  FollowDetailLinks,
  FollowDetailScreenProps,
  FollowNavHistoryProps,
} from './FollowDetailScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { followDetailScreenMessages } from './FollowDetailScreen.messages.ts';
