import { mineJp } from './mine.jp.ts';
import { adminJp } from './admin.jp.ts';
import { marketsJp } from './markets.jp.ts';
import { newsJp } from './news.jp.ts';
import { tradeJp } from './trade.jp.ts';
// App-owned strings (form validation and app notices); the design system owns the rest.
export default {
  'app.validation.required': '入力してください',
  'app.validation.accountPattern': '10桁の電話番号を半角数字で入力してください',
  'app.validation.passwordPattern': 'パスワードは半角英数字のみ使用できます',
  'app.validation.passwordLength': 'パスワードは6〜32文字で入力してください',
  'app.validation.passwordMismatch': 'パスワードが一致しません',
  'app.validation.inviteCodePattern': '招待コードは半角英数字4〜16文字です',
  'app.validation.agreementRequired': '利用規約に同意してください',
  'app.register.success': '登録が完了しました。ログインしてください。',
  'app.logout.success': 'ログアウトしました',
  'error.network_error': '通信できませんでした。接続を確認して、もう一度お試しください。',
  ...mineJp,
  ...adminJp,
  ...marketsJp,
  ...newsJp,
  ...tradeJp,
} satisfies Record<string, string>;
