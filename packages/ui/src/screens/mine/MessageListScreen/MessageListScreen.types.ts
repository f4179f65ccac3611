import type { MineShell, PagedList } from '../shared/MineFrame.tsx';

export type InboxMessageKind = 'system' | 'operator';
export type InboxFilter = 'all' | 'unread';

/** One inbox row; texts already in the user's language. */
export interface InboxMessageView {
  id: string;
  kind: InboxMessageKind;
  title: string;
  preview: string;
  /** ISO 8601 instant. */
  createdAt: string;
  read: boolean;
  /** The message's page (`/mine/messageInfo?id=…`). */
  href: string;
}

export interface MessageListScreenProps {
  shell: MineShell;
  messages: PagedList<InboxMessageView>;
  unreadCount: number;
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  onMarkAllRead: () => void;
  markingAllRead?: boolean;
}
