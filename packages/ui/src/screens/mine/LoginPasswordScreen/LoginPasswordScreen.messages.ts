import { defineMessages } from 'react-intl';

export const loginPasswordScreenMessages = defineMessages({
  title: {
    id: 'ui.loginPasswordScreen.title',
    defaultMessage: 'ログインパスワードの変更',
    description: 'Title of the login-password page',
  },
  intro: {
    id: 'ui.loginPasswordScreen.intro',
    defaultMessage:
      '変更すると、この端末を含むすべての端末でログアウトされます。新しいパスワードでもう一度ログインしてください。',
    description: 'Explains before submitting that every session ends after the change',
  },
  current: {
    id: 'ui.loginPasswordScreen.current',
    defaultMessage: '現在のパスワード',
    description: 'Field: current login password',
  },
  new: { id: 'ui.loginPasswordScreen.new', defaultMessage: '新しいパスワード', description: 'Field: new password' },
  newHint: {
    id: 'ui.loginPasswordScreen.newHint',
    defaultMessage: '半角英数字 6〜32 文字',
    description: 'Hint under the new password: half-width letters or digits, 6 to 32',
  },
  confirm: {
    id: 'ui.loginPasswordScreen.confirm',
    defaultMessage: '新しいパスワード（確認）',
    description: 'Field: the new password again',
  },
  submit: { id: 'ui.loginPasswordScreen.submit', defaultMessage: '変更する', description: 'Button: change' },
  doneTitle: {
    id: 'ui.loginPasswordScreen.doneTitle',
    defaultMessage: 'ログインパスワードを変更しました',
    description: 'Heading after the change',
  },
  doneText: {
    id: 'ui.loginPasswordScreen.doneText',
    defaultMessage:
      '安全のため、すべての端末でログアウトしました。心当たりのない変更の場合は、すぐにカスタマーサービスへご連絡ください。',
    description: 'After the change: sessions ended; contact support if the user did not do it',
  },
  loginAgain: {
    id: 'ui.loginPasswordScreen.loginAgain',
    defaultMessage: '新しいパスワードでログイン',
    description: 'Button: go to the login screen',
  },
});
