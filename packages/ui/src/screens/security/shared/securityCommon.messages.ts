import { defineMessages, type MessageTag } from 'react-intl';

/** Words shared by the security screens (passkeys, recovery codes, history, sessions, step-up); ids `ui.security.<key>`. */
export const securityCommonMessages = defineMessages({
  loading: { id: 'ui.security.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen loads' },
  loadMore: { id: 'ui.security.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.security.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
  tryAgain: {
    id: 'ui.security.tryAgain',
    defaultMessage: 'もう一度試す',
    description: 'Button: run the passkey check again after it failed',
  },
  // Why passkeys: the prominent explanation on the security page and the set-up prompt.
  whyTitle: {
    id: 'ui.security.whyTitle',
    defaultMessage: 'パスキーでお客さまの口座を守ります',
    description: 'Heading of the explanation of why passkeys',
  },
  whyHow: {
    id: 'ui.security.whyHow',
    defaultMessage:
      'パスキーは、スマートフォンやパソコンの顔認証・指紋認証・画面ロックでログインする方法です。パスワードのように入力しないため、盗み見られたり、偽サイトに入力させられたりすることがありません。',
    description: 'What a passkey is, in plain words',
  },
  whyPhishing: {
    id: 'ui.security.whyPhishing',
    defaultMessage:
      'パスキーは本物のカブトでしか使えません。本物そっくりの偽サイト（フィッシング詐欺）に誘導されても、ログイン情報が盗まれることはありません。',
    description: 'Why passkeys resist phishing: they only work on the real site',
  },
  whyGuidance: {
    id: 'ui.security.whyGuidance',
    defaultMessage:
      '2025年にネット証券の口座乗っ取りが相次いだことを受け、金融庁と日本証券業協会は、ログイン・出金・出金先口座の変更のときに、パスキーなどフィッシングに強い認証を使うよう証券会社に求めています。',
    description: 'The FSA and JSDA guidance of 2025 in plain words',
  },
  whyRequired: {
    id: 'ui.security.whyRequired',
    defaultMessage: '出金と、出金先口座の追加・削除には、パスキーでの確認が必要です。',
    description: 'What needs a passkey: withdrawals and adding or removing a bank account',
  },
  // Passkey failures (PasskeyFailure)
  failureCancelled: {
    id: 'ui.security.failureCancelled',
    defaultMessage: 'パスキーでの確認がキャンセルされました。もう一度お試しください。',
    description: 'The customer closed the browser passkey sheet',
  },
  failureNotAllowed: {
    id: 'ui.security.failureNotAllowed',
    defaultMessage:
      'パスキーを使用できませんでした。この端末にカブトのパスキーが保存されているか確認し、もう一度お試しください。',
    description: 'The browser refused the passkey request (NotAllowedError)',
  },
  failureTimeout: {
    id: 'ui.security.failureTimeout',
    defaultMessage: '時間内に確認できませんでした。もう一度お試しください。',
    description: 'The passkey check timed out',
  },
  failureNotRecognised: {
    id: 'ui.security.failureNotRecognised',
    defaultMessage: 'このパスキーはお客さまの口座に登録されていません。登録済みのパスキーをお使いください。',
    description: 'The passkey is not one of the account',
  },
  failureExpired: {
    id: 'ui.security.failureExpired',
    defaultMessage: '確認の有効期限が切れました。もう一度お試しください。',
    description: 'The challenge expired before the answer came',
  },
  failureUnsupported: {
    id: 'ui.security.failureUnsupported',
    defaultMessage: 'このブラウザはパスキーに対応していません。最新のブラウザをお使いください。',
    description: 'The browser cannot use passkeys',
  },
  failureFailed: {
    id: 'ui.security.failureFailed',
    defaultMessage: 'パスキーで確認できませんでした。もう一度お試しください。',
    description: 'Any other passkey failure',
  },
  // Sign-in methods and outcomes (history, sessions)
  methodPassword: { id: 'ui.security.methodPassword', defaultMessage: 'パスワード', description: 'Sign-in method' },
  methodPasskey: { id: 'ui.security.methodPasskey', defaultMessage: 'パスキー', description: 'Sign-in method' },
  methodRecovery: {
    id: 'ui.security.methodRecovery',
    defaultMessage: 'リカバリーコード',
    description: 'Sign-in method: a one-time recovery code',
  },
  outcomeSuccess: { id: 'ui.security.outcomeSuccess', defaultMessage: '成功', description: 'Sign-in outcome' },
  outcomeSecondFactor: {
    id: 'ui.security.outcomeSecondFactor',
    defaultMessage: 'パスキー確認待ち',
    description: 'Sign-in outcome: the password was right and the passkey was asked for',
  },
  outcomeWrongPassword: {
    id: 'ui.security.outcomeWrongPassword',
    defaultMessage: 'パスワード誤り',
    description: 'Sign-in outcome: a wrong password',
  },
  outcomePasskeyFailed: {
    id: 'ui.security.outcomePasskeyFailed',
    defaultMessage: 'パスキー失敗',
    description: 'Sign-in outcome: the passkey check failed',
  },
  outcomeRecoveryFailed: {
    id: 'ui.security.outcomeRecoveryFailed',
    defaultMessage: 'コード誤り',
    description: 'Sign-in outcome: a wrong or used recovery code',
  },
  outcomeRestricted: {
    id: 'ui.security.outcomeRestricted',
    defaultMessage: '利用制限中',
    description: 'Sign-in outcome: the account is barred from signing in',
  },
  thisDevice: {
    id: 'ui.security.thisDevice',
    defaultMessage: 'この端末',
    description: 'Badge: the session or sign-in of the device in use',
  },
  newBrowser: {
    id: 'ui.security.newBrowser',
    defaultMessage: '新しいブラウザ',
    description: 'Badge: the first sign-in from this browser (an alert was sent)',
  },
  unknownBrowser: {
    id: 'ui.security.unknownBrowser',
    defaultMessage: '不明なブラウザ',
    description: 'When the browser could not be read from the user agent',
  },
  browserOn: {
    id: 'ui.security.browserOn',
    defaultMessage: '{browser}（{os}）',
    description: 'A browser and its operating system, e.g. Chrome (Android)',
  },
  address: {
    id: 'ui.security.address',
    defaultMessage: 'IPアドレス {address}',
    description: 'The network address of a sign-in or session',
  },
});

/** Sentences with a link inside (the link wraps with its sentence). */
export const securityLinkMessages = defineMessages<{ useRecoveryCode: { link: MessageTag } }>({
  useRecoveryCode: {
    id: 'ui.security.useRecoveryCode',
    defaultMessage: 'パスキーを使えない場合: <link>リカバリーコードを使う</link>',
    description: 'For a customer who cannot use the passkey; <link> wraps the link to the recovery-code sign-in',
  },
});
