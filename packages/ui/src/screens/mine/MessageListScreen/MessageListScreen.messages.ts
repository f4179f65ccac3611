import { defineMessages } from 'react-intl';

export const messageListScreenMessages = defineMessages({
  title: { id: 'ui.messageListScreen.title', defaultMessage: 'メッセージ', description: 'Title of the inbox' },
  filter: { id: 'ui.messageListScreen.filter', defaultMessage: '表示', description: 'Label of the all/unread filter' },
  all: { id: 'ui.messageListScreen.all', defaultMessage: 'すべて', description: 'Filter: every message' },
  unread: { id: 'ui.messageListScreen.unread', defaultMessage: '未読', description: 'Filter: unread only' },
  unreadCount: {
    id: 'ui.messageListScreen.unreadCount',
    defaultMessage: '{count, plural, =0 {未読はありません} other {未読 # 件}}',
    description: 'How many messages are unread',
  },
  markAllRead: {
    id: 'ui.messageListScreen.markAllRead',
    defaultMessage: 'すべて既読にする',
    description: 'Button: mark every message read',
  },
  unreadMarker: {
    id: 'ui.messageListScreen.unreadMarker',
    defaultMessage: '未読',
    description: 'Spoken marker on an unread message',
  },
  system: { id: 'ui.messageListScreen.system', defaultMessage: 'お知らせ', description: 'Kind: sent by the system' },
  operator: {
    id: 'ui.messageListScreen.operator',
    defaultMessage: '運営から',
    description: 'Kind: written by an operator',
  },
  empty: { id: 'ui.messageListScreen.empty', defaultMessage: 'メッセージはありません', description: 'Empty inbox' },
  emptyUnread: {
    id: 'ui.messageListScreen.emptyUnread',
    defaultMessage: '未読のメッセージはありません',
    description: 'No unread messages',
  },
});
