import type { MessageTag } from 'react-intl';
import { defineMessages } from 'react-intl';

export const registerScreenMessages = defineMessages({
  title: { id: 'ui.registerScreen.title', defaultMessage: '新規登録', description: 'Registration page heading' },
  account: { id: 'ui.registerScreen.account', defaultMessage: '電話番号', description: 'Account (phone number) label' },
  accountHint: {
    id: 'ui.registerScreen.accountHint',
    defaultMessage: '10桁の電話番号（ログインIDになります）',
    description: 'Hint: the account is the ten-digit phone number',
  },
  password: { id: 'ui.registerScreen.password', defaultMessage: 'パスワード', description: 'Password label' },
  passwordHint: {
    id: 'ui.registerScreen.passwordHint',
    defaultMessage: '半角英数字 6〜32文字',
    description: 'Password rule: half-width letters or digits, 6 to 32 characters',
  },
  confirmPassword: {
    id: 'ui.registerScreen.confirmPassword',
    defaultMessage: 'パスワード（確認）',
    description: 'Repeat password label',
  },
  inviteCode: { id: 'ui.registerScreen.inviteCode', defaultMessage: '招待コード', description: 'Invite code label' },
  submit: { id: 'ui.registerScreen.submit', defaultMessage: '登録する', description: 'Registration submit button' },
  haveAccount: {
    id: 'ui.registerScreen.haveAccount',
    defaultMessage: 'すでにアカウントをお持ちの方は',
    description: 'Text before the link to login',
  },
  login: { id: 'ui.registerScreen.login', defaultMessage: 'ログイン', description: 'Link to login' },
});

// Typed separately because it takes a rich-text value.
export const registerAgreeMessages = defineMessages<{ agree: { link: MessageTag } }>({
  agree: {
    id: 'ui.registerScreen.agree',
    defaultMessage: '<link>利用規約</link>に同意します',
    description: 'Agreement checkbox label; <link> wraps the link to the user agreement',
  },
});
