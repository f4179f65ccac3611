import { defineMessages, type MessageTag } from 'react-intl';

export const recoveryCodeSignInScreenMessages = defineMessages({
  title: {
    id: 'ui.recoveryCodeSignInScreen.title',
    defaultMessage: 'リカバリーコードでログイン',
    description: 'Heading of the recovery-code sign-in',
  },
  lead: {
    id: 'ui.recoveryCodeSignInScreen.lead',
    defaultMessage:
      'パスキーを使えないときは、保存しておいたリカバリーコードを1つ入力してください。使ったコードは、それ以降使えなくなります。',
    description: 'What to type and that a code works once',
  },
  account: {
    id: 'ui.recoveryCodeSignInScreen.account',
    defaultMessage: 'アカウント {account}',
    description: 'The account being signed in',
  },
  codeLabel: {
    id: 'ui.recoveryCodeSignInScreen.codeLabel',
    defaultMessage: 'リカバリーコード',
    description: 'Field: a recovery code',
  },
  codeHint: {
    id: 'ui.recoveryCodeSignInScreen.codeHint',
    defaultMessage: '例: K7QM-2XRP-9VHT-4WCB（大文字・小文字やハイフンの有無は問いません）',
    description: 'The code format; case and dashes do not matter',
  },
  submit: {
    id: 'ui.recoveryCodeSignInScreen.submit',
    defaultMessage: 'ログイン',
    description: 'Button: sign in with the code',
  },
  afterHeading: {
    id: 'ui.recoveryCodeSignInScreen.afterHeading',
    defaultMessage: 'ログインした後は',
    description: 'Heading of what happens after a recovery sign-in',
  },
  afterPasskey: {
    id: 'ui.recoveryCodeSignInScreen.afterPasskey',
    defaultMessage: '15分以内に、新しいパスキーの登録と、なくした端末のパスキーの削除をしてください。',
    description: 'After: 15 minutes to add a passkey and remove lost ones',
  },
  afterMoney: {
    id: 'ui.recoveryCodeSignInScreen.afterMoney',
    defaultMessage: '出金は、新しいパスキーを登録してからになります。',
    description: 'After: no withdrawal until a new passkey',
  },
  afterAlert: {
    id: 'ui.recoveryCodeSignInScreen.afterAlert',
    defaultMessage: 'リカバリーコードでログインしたことを、お知らせとメールでお伝えします。',
    description: 'After: the customer is told by inbox and e-mail',
  },
  usePasskey: {
    id: 'ui.recoveryCodeSignInScreen.usePasskey',
    defaultMessage: 'パスキーで確認する',
    description: 'Link back to the passkey step',
  },
  startAgain: {
    id: 'ui.recoveryCodeSignInScreen.startAgain',
    defaultMessage: 'パスワードの入力からやり直す',
    description: 'Link to the password form',
  },
});

export const recoveryCodeSignInLinkMessages = defineMessages<{ noCodes: { link: MessageTag } }>({
  noCodes: {
    id: 'ui.recoveryCodeSignInScreen.noCodes',
    defaultMessage: 'コードもお持ちでない場合は、<link>カスタマーサービス</link>にご連絡ください。',
    description: 'For a customer with neither passkey nor codes; <link> wraps the link to support',
  },
});
