import { defineMessages } from 'react-intl';

export const securityScreenMessages = defineMessages({
  title: {
    id: 'ui.securityScreen.title',
    defaultMessage: 'セキュリティ',
    description: 'Screen title (/mine/security)',
  },
  passkeysHeading: {
    id: 'ui.securityScreen.passkeysHeading',
    defaultMessage: 'パスキー',
    description: 'Heading of the passkeys section',
  },
  passkeysCount: {
    id: 'ui.securityScreen.passkeysCount',
    defaultMessage: '{count}件 登録済み',
    description: 'How many passkeys are registered',
  },
  passkeysListLabel: {
    id: 'ui.securityScreen.passkeysListLabel',
    defaultMessage: '登録済みのパスキー',
    description: 'Accessible name of the list of passkeys',
  },
  createdAt: {
    id: 'ui.securityScreen.createdAt',
    defaultMessage: '登録 {time}',
    description: 'When a passkey was added',
  },
  lastUsedAt: {
    id: 'ui.securityScreen.lastUsedAt',
    defaultMessage: '最終使用 {time}',
    description: 'When a passkey was last used',
  },
  neverUsed: { id: 'ui.securityScreen.neverUsed', defaultMessage: '未使用', description: 'A passkey not used yet' },
  rename: { id: 'ui.securityScreen.rename', defaultMessage: '名前を変更', description: 'Button: rename a passkey' },
  renameLabel: {
    id: 'ui.securityScreen.renameLabel',
    defaultMessage: '{name} の名前を変更',
    description: 'Accessible name of the rename button of one passkey',
  },
  remove: { id: 'ui.securityScreen.remove', defaultMessage: '削除', description: 'Button: remove a passkey' },
  removeLabel: {
    id: 'ui.securityScreen.removeLabel',
    defaultMessage: '{name} を削除',
    description: 'Accessible name of the remove button of one passkey',
  },
  emptyTitle: {
    id: 'ui.securityScreen.emptyTitle',
    defaultMessage: 'パスキーが登録されていません',
    description: 'No passkey yet: the call to set one up',
  },
  emptyText: {
    id: 'ui.securityScreen.emptyText',
    defaultMessage: 'パスキーを登録すると、パスワードを入力せずに安全にログインできます。',
    description: 'No passkey yet: why to set one up now',
  },
  addHeading: { id: 'ui.securityScreen.addHeading', defaultMessage: 'パスキーを追加', description: 'Add form heading' },
  addIntro: {
    id: 'ui.securityScreen.addIntro',
    defaultMessage:
      'この端末にパスキーを作成します。ボタンを押すと、端末の顔認証・指紋認証・画面ロックの確認が表示されます。',
    description: 'What adding a passkey does',
  },
  passwordLabel: {
    id: 'ui.securityScreen.passwordLabel',
    defaultMessage: 'ログインパスワード',
    description: 'Field: the login password, asked for the first passkey',
  },
  passwordHint: {
    id: 'ui.securityScreen.passwordHint',
    defaultMessage: '最初のパスキーの登録には、ご本人確認のためログインパスワードが必要です。',
    description: 'Why the first passkey asks for the login password',
  },
  synced: {
    id: 'ui.securityScreen.synced',
    defaultMessage: '同期済み',
    description: 'Badge: a synced passkey that may be on several of the customer’s devices',
  },
  recoveryWindow: {
    id: 'ui.securityScreen.recoveryWindow',
    defaultMessage:
      'リカバリーコードでログインしました。{time}までに新しいパスキーを登録し、なくした端末のパスキーを削除してください。',
    description: 'After a recovery-code sign-in: until when passkeys can be added and removed without a check',
  },
  nameLabel: {
    id: 'ui.securityScreen.nameLabel',
    defaultMessage: 'パスキーの名前',
    description: 'Field: passkey name',
  },
  nameHint: {
    id: 'ui.securityScreen.nameHint',
    defaultMessage: '例: iPhone、自宅のパソコン（どの端末か分かる名前）',
    description: 'Hint under the passkey name field',
  },
  add: { id: 'ui.securityScreen.add', defaultMessage: 'パスキーを追加する', description: 'Button: add a passkey' },
  unsupported: {
    id: 'ui.securityScreen.unsupported',
    defaultMessage:
      'このブラウザはパスキーに対応していません。最新のSafari・Chrome・Edgeなど、パスキーに対応したブラウザでこの画面を開いてください。',
    description: 'This browser cannot make passkeys',
  },
  passwordAllowed: {
    id: 'ui.securityScreen.passwordAllowed',
    defaultMessage:
      'このデモ口座は、デモ用の設定により、パスワードだけでログインでき、パスキーなしで出金や銀行口座の変更ができます。パスキーを登録すると、ほかの口座と同じくパスキーが必要になります。',
    description:
      'A seeded demo account without a passkey: it may sign in with the password alone and move money without a passkey, until it registers one',
  },
  renameTitle: {
    id: 'ui.securityScreen.renameTitle',
    defaultMessage: 'パスキーの名前を変更',
    description: 'Heading of the rename dialog',
  },
  save: { id: 'ui.securityScreen.save', defaultMessage: '保存する', description: 'Button: save the new name' },
  cancel: { id: 'ui.securityScreen.cancel', defaultMessage: 'キャンセル', description: 'Button: close without change' },
  removeTitle: {
    id: 'ui.securityScreen.removeTitle',
    defaultMessage: 'このパスキーを削除しますか？',
    description: 'Heading of the removal confirmation',
  },
  removeText: {
    id: 'ui.securityScreen.removeText',
    defaultMessage: '「{name}」を削除します。このパスキーでは、ログインや出金の確認ができなくなります。',
    description: 'What removing a passkey does',
  },
  removeLastText: {
    id: 'ui.securityScreen.removeLastText',
    defaultMessage:
      'これが最後のパスキーです。削除すると、新しいパスキーを登録するまで出金と出金先口座の変更ができなくなります。',
    description: 'Removing the last passkey: what stops until a new one is added',
  },
  confirmRemove: {
    id: 'ui.securityScreen.confirmRemove',
    defaultMessage: '削除する',
    description: 'Button: remove the passkey for good',
  },
  recoveryHeading: {
    id: 'ui.securityScreen.recoveryHeading',
    defaultMessage: 'リカバリーコード',
    description: 'Heading of the recovery codes section and dialog list',
  },
  recoveryIntro: {
    id: 'ui.securityScreen.recoveryIntro',
    defaultMessage:
      '端末をなくすなどしてパスキーを使えなくなったときに、ログインに使う使い捨てのコードです。1つのコードは1回だけ使えます。',
    description: 'What recovery codes are for',
  },
  recoveryRemaining: {
    id: 'ui.securityScreen.recoveryRemaining',
    defaultMessage: '未使用のコード: 残り{remaining}個（{total}個中）',
    description: 'How many unused recovery codes remain of a set',
  },
  recoveryNone: {
    id: 'ui.securityScreen.recoveryNone',
    defaultMessage: 'リカバリーコードはまだ発行されていません。',
    description: 'No recovery codes were ever made',
  },
  recoveryUsedUp: {
    id: 'ui.securityScreen.recoveryUsedUp',
    defaultMessage: 'リカバリーコードをすべて使いました。新しいコードを発行してください。',
    description: 'Every code of the set is used',
  },
  recoveryLow: {
    id: 'ui.securityScreen.recoveryLow',
    defaultMessage: '残りわずかです。新しいコードの発行をおすすめします。',
    description: 'Few recovery codes remain',
  },
  recoveryGeneratedAt: {
    id: 'ui.securityScreen.recoveryGeneratedAt',
    defaultMessage: '発行 {time}',
    description: 'When the current set of codes was made',
  },
  recoveryNeedsPasskey: {
    id: 'ui.securityScreen.recoveryNeedsPasskey',
    defaultMessage: 'リカバリーコードは、パスキーを登録してから発行できます。',
    description: 'Recovery codes need a passkey first',
  },
  generate: {
    id: 'ui.securityScreen.generate',
    defaultMessage: 'コードを発行する',
    description: 'Button: make a first set of recovery codes',
  },
  regenerate: {
    id: 'ui.securityScreen.regenerate',
    defaultMessage: '新しいコードを発行',
    description: 'Button: make a new set of recovery codes (the old ones stop working)',
  },
  regenerateTitle: {
    id: 'ui.securityScreen.regenerateTitle',
    defaultMessage: '新しいリカバリーコードを発行しますか？',
    description: 'Heading of the confirmation before replacing the codes',
  },
  regenerateText: {
    id: 'ui.securityScreen.regenerateText',
    defaultMessage: '今お持ちのコード（残り{remaining}個）は使えなくなります。',
    description: 'Replacing the codes: the remaining ones stop working',
  },
  regenerateConfirm: {
    id: 'ui.securityScreen.regenerateConfirm',
    defaultMessage: '発行する',
    description: 'Button: make the new set',
  },
  codesTitle: {
    id: 'ui.securityScreen.codesTitle',
    defaultMessage: 'リカバリーコードを保存',
    description: 'Heading of the dialog that shows new codes once',
  },
  codesText: {
    id: 'ui.securityScreen.codesText',
    defaultMessage:
      'このコードは今回しか表示されません。印刷するか、パスワード管理アプリなど安全な場所に保存してください。当社のスタッフがコードをお尋ねすることはありません。',
    description: 'The codes are shown only once; where to keep them; staff never ask for them',
  },
  copy: { id: 'ui.securityScreen.copy', defaultMessage: 'コピー', description: 'Button: copy the codes' },
  copied: { id: 'ui.securityScreen.copied', defaultMessage: 'コピー済み', description: 'Button after copying' },
  copiedStatus: {
    id: 'ui.securityScreen.copiedStatus',
    defaultMessage: 'リカバリーコードをコピーしました',
    description: 'Announced after copying the codes',
  },
  download: {
    id: 'ui.securityScreen.download',
    defaultMessage: 'テキストで保存',
    description: 'Link: download the codes as a text file',
  },
  fileHeading: {
    id: 'ui.securityScreen.fileHeading',
    defaultMessage: 'カブト リカバリーコード（口座 {account}、発行 {time}）',
    description: 'First line of the downloaded text file',
  },
  fileNote: {
    id: 'ui.securityScreen.fileNote',
    defaultMessage: '各コードは1回だけ使えます。他人に教えないでください。',
    description: 'Last line of the downloaded text file',
  },
  fileName: {
    id: 'ui.securityScreen.fileName',
    defaultMessage: 'kabuto-recovery-codes.txt',
    description: 'The downloaded file name (ASCII)',
  },
  saved: {
    id: 'ui.securityScreen.saved',
    defaultMessage: 'コードを安全な場所に保存しました',
    description: 'Checkbox: the customer saved the codes',
  },
  done: { id: 'ui.securityScreen.done', defaultMessage: '完了', description: 'Button: close the codes dialog' },
  emailHeading: {
    id: 'ui.securityScreen.emailHeading',
    defaultMessage: '通知メール',
    description: 'Heading of the notification e-mail section',
  },
  emailIntro: {
    id: 'ui.securityScreen.emailIntro',
    defaultMessage:
      '新しい端末からのログイン、出金の申請、出金先口座・パスキーの変更、リカバリーコードの使用をメールでもお知らせします。アプリのお知らせには必ず届きます。',
    description: 'What the alerts are and where they go',
  },
  emailCurrent: {
    id: 'ui.securityScreen.emailCurrent',
    defaultMessage: '送信先: {address}',
    description: 'The address alerts go to',
  },
  emailNone: {
    id: 'ui.securityScreen.emailNone',
    defaultMessage: 'メールアドレスは未登録です。お知らせはアプリにだけ届きます。',
    description: 'No e-mail address is set',
  },
  emailLabel: {
    id: 'ui.securityScreen.emailLabel',
    defaultMessage: 'メールアドレス',
    description: 'Field: e-mail address',
  },
  emailSave: { id: 'ui.securityScreen.emailSave', defaultMessage: '登録する', description: 'Button: set the address' },
  emailChange: {
    id: 'ui.securityScreen.emailChange',
    defaultMessage: '変更する',
    description: 'Button: change the address',
  },
  emailClear: {
    id: 'ui.securityScreen.emailClear',
    defaultMessage: 'メール通知を停止',
    description: 'Button: stop the e-mails',
  },
  activityHeading: {
    id: 'ui.securityScreen.activityHeading',
    defaultMessage: 'ログインの記録',
    description: 'Heading of the links to the history and the sessions',
  },
  historyLink: {
    id: 'ui.securityScreen.historyLink',
    defaultMessage: 'ログイン履歴',
    description: 'Link to the sign-in history',
  },
  sessionsLink: {
    id: 'ui.securityScreen.sessionsLink',
    defaultMessage: 'ログイン中の端末',
    description: 'Link to the signed-in sessions',
  },
});
