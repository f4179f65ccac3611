import { defineMessages } from 'react-intl';

export const loginScreenMessages = defineMessages({
  title: { id: 'ui.loginScreen.title', defaultMessage: 'ログイン', description: 'Login page heading' },
  account: {
    id: 'ui.loginScreen.account',
    defaultMessage: 'アカウント（電話番号）',
    description: 'Account field label',
  },
  password: { id: 'ui.loginScreen.password', defaultMessage: 'パスワード', description: 'Password field label' },
  submit: { id: 'ui.loginScreen.submit', defaultMessage: 'ログイン', description: 'Login submit button' },
  noAccount: {
    id: 'ui.loginScreen.noAccount',
    defaultMessage: 'アカウントをお持ちでない方は',
    description: 'Text before the link to registration',
  },
  register: { id: 'ui.loginScreen.register', defaultMessage: '新規登録', description: 'Link to registration' },
  or: {
    id: 'ui.loginScreen.or',
    defaultMessage: 'または',
    description: 'Between the password form and the passkey button',
  },
  passkey: {
    id: 'ui.loginScreen.passkey',
    defaultMessage: 'パスキーでログイン',
    description: 'Button: log in with a passkey, nothing typed',
  },
});
