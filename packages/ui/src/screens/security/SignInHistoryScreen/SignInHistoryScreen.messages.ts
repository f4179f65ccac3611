import { defineMessages } from 'react-intl';

export const signInHistoryScreenMessages = defineMessages({
  title: {
    id: 'ui.signInHistoryScreen.title',
    defaultMessage: 'ログイン履歴',
    description: 'Screen title (/mine/security/history)',
  },
  intro: {
    id: 'ui.signInHistoryScreen.intro',
    defaultMessage:
      'お客さまの口座へのログインの記録です。時刻はお客さまのタイムゾーンで表示しています。ほかの場所から送られた誤ったパスワードも記録されます。',
    description: 'What the history shows, in which time zone',
  },
  notYou: {
    id: 'ui.signInHistoryScreen.notYou',
    defaultMessage: '心当たりのないログインがあったら',
    description: 'Heading of the advice for a sign-in the customer did not make',
  },
  endSessions: {
    id: 'ui.signInHistoryScreen.endSessions',
    defaultMessage: 'ログイン中の端末を確認する',
    description: 'Link to the signed-in devices, to end a session',
  },
  changePassword: {
    id: 'ui.signInHistoryScreen.changePassword',
    defaultMessage: 'パスワードを変更する',
    description: 'Link to change the login password',
  },
  listLabel: {
    id: 'ui.signInHistoryScreen.listLabel',
    defaultMessage: 'ログインの記録',
    description: 'Accessible name of the list',
  },
  method: {
    id: 'ui.signInHistoryScreen.method',
    defaultMessage: '方法: {method}',
    description: 'How the sign-in was made',
  },
  emptyTitle: {
    id: 'ui.signInHistoryScreen.emptyTitle',
    defaultMessage: 'ログインの記録はまだありません',
    description: 'Empty state title',
  },
  emptyText: {
    id: 'ui.signInHistoryScreen.emptyText',
    defaultMessage: 'ログインすると、日時・ブラウザ・IPアドレス・方法がここに記録されます。',
    description: 'Empty state text',
  },
});
