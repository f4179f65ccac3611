import { defineMessages } from 'react-intl';

export const sessionsScreenMessages = defineMessages({
  title: {
    id: 'ui.sessionsScreen.title',
    defaultMessage: 'ログイン中の端末',
    description: 'Screen title (/mine/security/sessions)',
  },
  intro: {
    id: 'ui.sessionsScreen.intro',
    defaultMessage:
      'いまお客さまの口座にログインしているブラウザです。心当たりのない端末があれば、ログアウトさせてから、パスワードを変更してください。',
    description: 'What the list is and what to do about an unknown device',
  },
  thisDeviceHeading: {
    id: 'ui.sessionsScreen.thisDeviceHeading',
    defaultMessage: 'この端末',
    description: 'Heading of the current session',
  },
  othersHeading: {
    id: 'ui.sessionsScreen.othersHeading',
    defaultMessage: 'ほかの端末',
    description: 'Heading of the other sessions',
  },
  othersCount: {
    id: 'ui.sessionsScreen.othersCount',
    defaultMessage: '{count}台',
    description: 'How many other devices are signed in',
  },
  method: {
    id: 'ui.sessionsScreen.method',
    defaultMessage: '{method}でログイン',
    description: 'How the session signed in',
  },
  signedInAt: {
    id: 'ui.sessionsScreen.signedInAt',
    defaultMessage: 'ログイン {time}',
    description: 'When the session signed in',
  },
  lastSeenAt: {
    id: 'ui.sessionsScreen.lastSeenAt',
    defaultMessage: '最終利用 {time}',
    description: 'When the session was last used',
  },
  end: { id: 'ui.sessionsScreen.end', defaultMessage: 'ログアウト', description: 'Button: end one session' },
  endLabel: {
    id: 'ui.sessionsScreen.endLabel',
    defaultMessage: '{device}（{address}）をログアウトさせる',
    description: 'Accessible name of the button that ends one session',
  },
  endOthers: {
    id: 'ui.sessionsScreen.endOthers',
    defaultMessage: 'ほかの端末をすべてログアウト',
    description: 'Button: end every session but this one',
  },
  endOthersTitle: {
    id: 'ui.sessionsScreen.endOthersTitle',
    defaultMessage: 'ほかの端末をすべてログアウトしますか？',
    description: 'Heading of the confirmation',
  },
  endOthersText: {
    id: 'ui.sessionsScreen.endOthersText',
    defaultMessage:
      'この端末以外の{count}台がログアウトされます。心当たりのない端末があった場合は、あわせてパスワードを変更してください。',
    description: 'What ending the other sessions does',
  },
  endOthersConfirm: {
    id: 'ui.sessionsScreen.endOthersConfirm',
    defaultMessage: 'すべてログアウト',
    description: 'Button: confirm ending the other sessions',
  },
  cancel: { id: 'ui.sessionsScreen.cancel', defaultMessage: 'キャンセル', description: 'Button: keep the sessions' },
  emptyTitle: {
    id: 'ui.sessionsScreen.emptyTitle',
    defaultMessage: 'ほかにログイン中の端末はありません',
    description: 'No other session',
  },
  emptyText: {
    id: 'ui.sessionsScreen.emptyText',
    defaultMessage: 'この口座にログインしているのは、この端末だけです。',
    description: 'No other session: only this device is signed in',
  },
  historyLink: {
    id: 'ui.sessionsScreen.historyLink',
    defaultMessage: 'ログイン履歴を見る',
    description: 'Link to the sign-in history',
  },
});
