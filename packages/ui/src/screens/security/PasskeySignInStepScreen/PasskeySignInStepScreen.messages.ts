import { defineMessages } from 'react-intl';

export const passkeySignInStepScreenMessages = defineMessages({
  title: {
    id: 'ui.passkeySignInStepScreen.title',
    defaultMessage: 'パスキーで確認',
    description: 'Heading of the second sign-in step',
  },
  lead: {
    id: 'ui.passkeySignInStepScreen.lead',
    defaultMessage: 'パスワードを確認しました。ログインを完了するには、この口座に登録したパスキーで確認してください。',
    description: 'The password was right; finish with the passkey',
  },
  account: {
    id: 'ui.passkeySignInStepScreen.account',
    defaultMessage: 'アカウント {account}',
    description: 'The account being signed in',
  },
  confirm: {
    id: 'ui.passkeySignInStepScreen.confirm',
    defaultMessage: 'パスキーで確認する',
    description: 'Button: run the passkey check',
  },
  waiting: {
    id: 'ui.passkeySignInStepScreen.waiting',
    defaultMessage: '端末の画面に表示される確認を続けてください。',
    description: 'While the browser passkey sheet is open',
  },
  otherAccount: {
    id: 'ui.passkeySignInStepScreen.otherAccount',
    defaultMessage: '別のアカウントでログイン',
    description: 'Link back to the password form',
  },
});
