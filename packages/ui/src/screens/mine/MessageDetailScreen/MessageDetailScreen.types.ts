import type { InboxMessageKind } from '../MessageListScreen/MessageListScreen.types.ts';
import type { MineShell, MineStatus } from '../shared/MineFrame.tsx';

export interface InboxMessageDetailView {
  kind: InboxMessageKind;
  title: string;
  /** Plain text; line breaks kept. */
  body: string;
  /** ISO 8601 instant. */
  createdAt: string;
  /** The transaction record the message is about, if any. */
  recordHref?: string;
}

export interface MessageDetailScreenProps {
  shell: MineShell;
  /** `notFound`: not the user's message, or gone. */
  status: MineStatus | 'notFound';
  onRetry: () => void;
  message?: InboxMessageDetailView;
  inboxHref: string;
}
