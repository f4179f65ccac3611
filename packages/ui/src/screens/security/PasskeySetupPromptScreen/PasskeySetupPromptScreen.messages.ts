import { defineMessages } from 'react-intl';

export const passkeySetupPromptScreenMessages = defineMessages({
  title: {
    id: 'ui.passkeySetupPromptScreen.title',
    defaultMessage: 'パスキーを設定しましょう',
    description: 'Heading of the prompt after sign-in for a customer without a passkey',
  },
  lead: {
    id: 'ui.passkeySetupPromptScreen.lead',
    defaultMessage: '次回からは、パスワードの代わりに、この端末の顔認証・指紋認証・画面ロックでログインできます。',
    description: 'What setting up a passkey gives',
  },
  nameLabel: {
    id: 'ui.passkeySetupPromptScreen.nameLabel',
    defaultMessage: 'パスキーの名前',
    description: 'Field: passkey name',
  },
  nameHint: {
    id: 'ui.passkeySetupPromptScreen.nameHint',
    defaultMessage: 'どの端末のパスキーか分かる名前にしてください。',
    description: 'Hint under the name field',
  },
  passwordLabel: {
    id: 'ui.passkeySetupPromptScreen.passwordLabel',
    defaultMessage: 'ログインパスワード（確認のため）',
    description: 'Field: the login password, asked again for the first passkey',
  },
  setUpNow: {
    id: 'ui.passkeySetupPromptScreen.setUpNow',
    defaultMessage: '今すぐ設定する',
    description: 'Button: make a passkey now',
  },
  later: { id: 'ui.passkeySetupPromptScreen.later', defaultMessage: 'あとで', description: 'Button: not now' },
  laterHeading: {
    id: 'ui.passkeySetupPromptScreen.laterHeading',
    defaultMessage: '「あとで」を選んだ場合',
    description: 'Heading of what choosing later means',
  },
  laterSignIn: {
    id: 'ui.passkeySetupPromptScreen.laterSignIn',
    defaultMessage: 'これまでどおりパスワードでログインできます。次回のログイン時にもう一度ご案内します。',
    description: 'Later: password sign-in goes on; the prompt comes back next time',
  },
  laterMoney: {
    id: 'ui.passkeySetupPromptScreen.laterMoney',
    defaultMessage: 'パスキーを登録するまで、出金と出金先口座の追加・削除はできません。',
    description: 'Later: withdrawals and bank-account changes wait for a passkey',
  },
  laterWhere: {
    id: 'ui.passkeySetupPromptScreen.laterWhere',
    defaultMessage: 'メニューの「セキュリティ」から、いつでも登録できます。',
    description: 'Later: where to set one up any time',
  },
  unsupported: {
    id: 'ui.passkeySetupPromptScreen.unsupported',
    defaultMessage:
      'このブラウザはパスキーに対応していません。パスキーに対応したスマートフォンやパソコンのブラウザで、あらためて設定してください。',
    description: 'The browser cannot make passkeys',
  },
  continue: {
    id: 'ui.passkeySetupPromptScreen.continue',
    defaultMessage: 'はじめる',
    description: 'Button: go on into the app after registering',
  },
  doneTitle: {
    id: 'ui.passkeySetupPromptScreen.doneTitle',
    defaultMessage: 'パスキーを登録しました',
    description: 'Heading after the passkey is registered',
  },
  doneText: {
    id: 'ui.passkeySetupPromptScreen.doneText',
    defaultMessage:
      '次回からパスキーでログインできます。端末をなくしたときに備えて、リカバリーコードも発行しておきましょう。',
    description: 'After registering: what now, and the advice to make recovery codes',
  },
  recoveryLink: {
    id: 'ui.passkeySetupPromptScreen.recoveryLink',
    defaultMessage: 'リカバリーコードを発行する',
    description: 'Link to the security page to make recovery codes',
  },
});
