import { defineMessages } from 'react-intl';

export const topBarMessages = defineMessages({
  messages: { id: 'ui.topBar.messages', defaultMessage: 'メッセージ', description: 'Top bar link to the inbox' },
  messagesUnread: {
    id: 'ui.topBar.messagesUnread',
    defaultMessage: 'メッセージ（未読 {count} 件）',
    description: 'Accessible name of the inbox link when there are unread messages; count is the number unread',
  },
  support: {
    id: 'ui.topBar.support',
    defaultMessage: 'サポート',
    description: 'Top bar link to customer service (opens the support page from config)',
  },
  mypage: {
    id: 'ui.topBar.mypage',
    defaultMessage: 'MYPAGE',
    description: 'Top bar button that opens the account panel (kept as the brand word MYPAGE)',
  },
});
