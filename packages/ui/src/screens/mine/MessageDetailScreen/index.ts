export { MessageDetailScreen } from './MessageDetailScreen.tsx';
export type { InboxMessageDetailView, MessageDetailScreenProps } from './MessageDetailScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { messageDetailScreenMessages } from './MessageDetailScreen.messages.ts';
