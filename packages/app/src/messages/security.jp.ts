// App-owned strings of the account-protection routes (passkeys, recovery codes, sign-in history, sessions) in jp.
export const securityJp: Record<string, string> = {
  'app.validation.passkeyName': 'パスキーの名前は40文字以内で入力してください',
  'app.validation.email': 'name@example.jp のようなメールアドレスを入力してください',
  'app.validation.recoveryCode': 'リカバリーコードは K7QM-2XRP-9VHT-4WCB のような英数字16文字です',
  'app.security.passkeyAdded': 'パスキーを登録しました',
  'app.security.passkeyRenamed': 'パスキーの名前を変更しました',
  'app.security.passkeyRemoved': 'パスキーを削除しました',
  'app.security.emailSaved': '通知先のメールアドレスを保存しました',
  'app.security.emailCleared': 'メールでの通知を止めました。お知らせはアプリ内に届きます',
  'app.security.sessionEnded': 'その端末をログアウトさせました',
  'app.security.otherSessionsEnded': 'ほかの端末をログアウトさせました（{count}台）',
  'app.security.copyFailed': 'コピーできませんでした。長押しして選択し、コピーしてください',
  'app.security.recoverySignedIn': 'リカバリーコードでログインしました。新しいパスキーを登録してください',
};
