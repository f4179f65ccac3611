export { MessageDetailScreen } from './MessageDetailScreen.tsx';
export type { InboxMessageDetailView, MessageDetailScreenProps } from './MessageDetailScreen.types.ts';
