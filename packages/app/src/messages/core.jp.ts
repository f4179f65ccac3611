// The app's core strings (form validation and notices any screen may show), loaded at start; each area's own
// strings load with its routes (app/intl.ts). The design system owns the rest.
export const coreJp = {
  'app.validation.required': '入力してください',
  'app.validation.accountPattern': '10桁の電話番号を半角数字で入力してください',
  'app.validation.passwordPattern': 'パスワードは半角英数字のみ使用できます',
  'app.validation.passwordLength': 'パスワードは6〜32文字で入力してください',
  'app.validation.passwordMismatch': 'パスワードが一致しません',
  'app.validation.inviteCodePattern': '招待コードは半角英数字4〜16文字です',
  'app.validation.agreementRequired': '利用規約に同意してください',
  'app.register.success': '登録が完了しました。ログインしてください。',
  'app.login.passkeyFailed':
    'パスキーでログインできませんでした。もう一度お試しいただくか、パスワードでログインしてください。',
  'app.logout.success': 'ログアウトしました',
  'error.network_error': '通信できませんでした。接続を確認して、もう一度お試しください。',
} satisfies Record<string, string>;
