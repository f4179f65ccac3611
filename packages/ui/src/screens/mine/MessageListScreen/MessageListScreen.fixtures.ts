import { mineShell } from '../shared/fixtures.ts';
import type { InboxMessageView, MessageListScreenProps } from './MessageListScreen.types.ts';

export const inboxMessages: InboxMessageView[] = [
  {
    id: '5521',
    kind: 'system',
    title: 'ご入金を反映しました',
    preview: '100,000円のご入金を口座に反映しました。',
    createdAt: '2026-11-22T09:41:10+09:00',
    read: false,
    href: '#/mine/messageInfo?id=5521',
  },
  {
    id: '5518',
    kind: 'operator',
    title: 'メンテナンスのお知らせ',
    preview: '11月24日 2:00〜4:00 にシステムメンテナンスを行います。この間はログインできません。',
    createdAt: '2026-11-21T18:00:00+09:00',
    read: false,
    href: '#/mine/messageInfo?id=5518',
  },
  {
    id: '5502',
    kind: 'system',
    title: 'ログインパスワードを変更しました',
    preview: 'お心当たりのない場合は、すぐにカスタマーサービスへご連絡ください。',
    createdAt: '2026-11-20T10:05:31+09:00',
    read: true,
    href: '#/mine/messageInfo?id=5502',
  },
];

export const messageListProps: MessageListScreenProps = {
  shell: mineShell('メッセージ', { unreadCount: 2 }),
  messages: { status: 'ready', items: inboxMessages, hasMore: false },
  unreadCount: 2,
  filter: 'all',
  onFilterChange: () => undefined,
  onMarkAllRead: () => undefined,
};
