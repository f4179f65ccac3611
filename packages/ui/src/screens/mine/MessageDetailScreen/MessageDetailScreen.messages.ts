import { defineMessages } from 'react-intl';

export const messageDetailScreenMessages = defineMessages({
  title: { id: 'ui.messageDetailScreen.title', defaultMessage: 'メッセージ詳細', description: 'Title of one message' },
  record: {
    id: 'ui.messageDetailScreen.record',
    defaultMessage: '関連する取引履歴を見る',
    description: 'Link to the transaction record the message is about',
  },
  notFound: {
    id: 'ui.messageDetailScreen.notFound',
    defaultMessage: 'このメッセージは見つかりません',
    description: 'The message does not exist or is not the user’s',
  },
  inbox: {
    id: 'ui.messageDetailScreen.inbox',
    defaultMessage: 'メッセージ一覧へ',
    description: 'Link back to the inbox',
  },
});
