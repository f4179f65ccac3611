export { MessageListScreen } from './MessageListScreen.tsx';
export type {
  InboxFilter,
  InboxMessageKind,
  InboxMessageView,
  MessageListScreenProps,
} from './MessageListScreen.types.ts';
