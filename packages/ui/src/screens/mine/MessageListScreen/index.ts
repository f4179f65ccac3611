export { MessageListScreen } from './MessageListScreen.tsx';
export type {
  InboxFilter,
  InboxMessageKind,
  InboxMessageView,
  MessageListScreenProps,
} from './MessageListScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { messageListScreenMessages } from './MessageListScreen.messages.ts';
