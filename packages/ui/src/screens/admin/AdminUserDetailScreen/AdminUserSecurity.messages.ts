import { defineMessages } from 'react-intl';

export const adminUserSecurityMessages = defineMessages({
  heading: {
    id: 'ui.adminUserSecurity.heading',
    defaultMessage: 'ログイン認証',
    description: 'Heading of the customer’s sign-in factors and history',
  },
  passkeys: { id: 'ui.adminUserSecurity.passkeys', defaultMessage: 'パスキー', description: 'Sub-heading' },
  noPasskeys: {
    id: 'ui.adminUserSecurity.noPasskeys',
    defaultMessage: 'パスキーは登録されていません（パスワードのみでログイン）。',
    description: 'The customer has no passkey',
  },
  synced: { id: 'ui.adminUserSecurity.synced', defaultMessage: '同期', description: 'A synced passkey' },
  recoveryCodes: {
    id: 'ui.adminUserSecurity.recoveryCodes',
    defaultMessage: 'リカバリーコード',
    description: 'Label: recovery codes',
  },
  notificationEmail: {
    id: 'ui.adminUserSecurity.notificationEmail',
    defaultMessage: '通知メール',
    description: 'Label: the alert e-mail address',
  },
  signIns: { id: 'ui.adminUserSecurity.signIns', defaultMessage: 'ログイン履歴', description: 'Sub-heading' },
  signInsEmpty: {
    id: 'ui.adminUserSecurity.signInsEmpty',
    defaultMessage: 'ログインの記録はありません',
    description: 'No sign-in recorded',
  },
  signInsPager: {
    id: 'ui.adminUserSecurity.signInsPager',
    defaultMessage: 'ログイン履歴のページ',
    description: 'Accessible name of the pager',
  },
  newBrowser: {
    id: 'ui.adminUserSecurity.newBrowser',
    defaultMessage: '新しいブラウザ',
    description: 'Badge: the first sign-in from this browser',
  },
  unknownBrowser: {
    id: 'ui.adminUserSecurity.unknownBrowser',
    defaultMessage: '不明なブラウザ',
    description: 'The browser could not be read from the user agent',
  },
  methodPassword: { id: 'ui.adminUserSecurity.methodPassword', defaultMessage: 'パスワード', description: 'Method' },
  methodPasskey: { id: 'ui.adminUserSecurity.methodPasskey', defaultMessage: 'パスキー', description: 'Method' },
  methodRecovery: {
    id: 'ui.adminUserSecurity.methodRecovery',
    defaultMessage: 'リカバリーコード',
    description: 'Method',
  },
  outcomeSuccess: { id: 'ui.adminUserSecurity.outcomeSuccess', defaultMessage: '成功', description: 'Outcome' },
  outcomeSecondFactor: {
    id: 'ui.adminUserSecurity.outcomeSecondFactor',
    defaultMessage: 'パスキー確認待ち',
    description: 'Outcome: the password was right, the passkey was asked for',
  },
  outcomeWrongPassword: {
    id: 'ui.adminUserSecurity.outcomeWrongPassword',
    defaultMessage: 'パスワード誤り',
    description: 'Outcome',
  },
  outcomePasskeyFailed: {
    id: 'ui.adminUserSecurity.outcomePasskeyFailed',
    defaultMessage: 'パスキー失敗',
    description: 'Outcome',
  },
  outcomeRecoveryFailed: {
    id: 'ui.adminUserSecurity.outcomeRecoveryFailed',
    defaultMessage: 'コード誤り',
    description: 'Outcome: a wrong or used recovery code',
  },
  outcomeRestricted: {
    id: 'ui.adminUserSecurity.outcomeRestricted',
    defaultMessage: '利用制限中',
    description: 'Outcome: the account is barred from signing in',
  },
  reset: { id: 'ui.adminUserSecurity.reset', defaultMessage: '認証リセット', description: 'Sub-heading' },
  resetLead: {
    id: 'ui.adminUserSecurity.resetLead',
    defaultMessage:
      'パスキーとリカバリーコードをすべてなくしたお客さまのために、すべてを削除してパスワードでのログインに戻します。2人のオペレーターが必要です。',
    description: 'What a factor reset is for, and that it needs two operators',
  },
  requestReset: {
    id: 'ui.adminUserSecurity.requestReset',
    defaultMessage: 'リセットを申請',
    description: 'Button: open the request form',
  },
  allResets: {
    id: 'ui.adminUserSecurity.allResets',
    defaultMessage: 'すべての認証リセット',
    description: 'Link to the queue of resets',
  },
});

export const adminUserSecurityValueMessages = defineMessages<{
  passkeyMeta: { created: string; used: string };
  recoveryLeft: { count: number; time: string };
  signInMeta: { method: string; browser: string; ip: string };
}>({
  passkeyMeta: {
    id: 'ui.adminUserSecurity.passkeyMeta',
    defaultMessage: '登録 {created}・最終使用 {used}',
    description: 'When a passkey was added and last used',
  },
  recoveryLeft: {
    id: 'ui.adminUserSecurity.recoveryLeft',
    defaultMessage: '未使用 {count}個（発行 {time}）',
    description: 'Unused recovery codes and when the set was made',
  },
  signInMeta: {
    id: 'ui.adminUserSecurity.signInMeta',
    defaultMessage: '{method}・{browser}・{ip}',
    description: 'How, from which browser and address',
  },
});
