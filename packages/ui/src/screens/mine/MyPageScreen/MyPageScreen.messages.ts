import { defineMessages } from 'react-intl';

export const myPageScreenMessages = defineMessages({
  title: { id: 'ui.myPageScreen.title', defaultMessage: '個人ページ', description: 'Title of the personal page' },
  account: { id: 'ui.myPageScreen.account', defaultMessage: '口座番号', description: 'Label: account number' },
  registeredAt: {
    id: 'ui.myPageScreen.registeredAt',
    defaultMessage: '登録日時',
    description: 'Label: when the account was registered',
  },
  inviteCode: { id: 'ui.myPageScreen.inviteCode', defaultMessage: '招待コード', description: 'Label: own invite code' },
  agent: { id: 'ui.myPageScreen.agent', defaultMessage: 'エージェント', description: 'Badge: the user is an agent' },
  settings: {
    id: 'ui.myPageScreen.settings',
    defaultMessage: '本人確認と設定',
    description: 'Heading of the verification and settings list',
  },
  verification: {
    id: 'ui.myPageScreen.verification',
    defaultMessage: '本人確認',
    description: 'Row: real-name verification status',
  },
  fundPassword: {
    id: 'ui.myPageScreen.fundPassword',
    defaultMessage: '資金パスワード',
    description: 'Row: fund password state',
  },
  fundPasswordSet: { id: 'ui.myPageScreen.fundPasswordSet', defaultMessage: '設定済み', description: 'Value: set' },
  fundPasswordNotSet: {
    id: 'ui.myPageScreen.fundPasswordNotSet',
    defaultMessage: '未設定',
    description: 'Value: not set yet',
  },
  bank: { id: 'ui.myPageScreen.bank', defaultMessage: '銀行口座', description: 'Row: registered bank cards' },
  bankCount: {
    id: 'ui.myPageScreen.bankCount',
    defaultMessage: '{count, plural, =0 {未登録} other {# 件}}',
    description: 'Value: how many bank cards are registered',
  },
  language: { id: 'ui.myPageScreen.language', defaultMessage: '言語', description: 'Row: language' },
  trading: { id: 'ui.myPageScreen.trading', defaultMessage: '取引', description: 'Row: whether the user can trade' },
  withdrawal: {
    id: 'ui.myPageScreen.withdrawal',
    defaultMessage: '出金',
    description: 'Row: whether the user can withdraw',
  },
  available: { id: 'ui.myPageScreen.available', defaultMessage: '利用できます', description: 'Value: allowed' },
  unavailable: {
    id: 'ui.myPageScreen.unavailable',
    defaultMessage: '利用できません',
    description: 'Value: not allowed yet (verification, card, fund password or a restriction)',
  },
  restricted: {
    id: 'ui.myPageScreen.restricted',
    defaultMessage: 'ご利用が制限されています',
    description: 'Heading of the restrictions notice',
  },
  frozen: {
    id: 'ui.myPageScreen.frozen',
    defaultMessage: '口座凍結（入出金・取引を停止）',
    description: 'Restriction: frozen',
  },
  trading_barred: {
    id: 'ui.myPageScreen.tradingBarred',
    defaultMessage: '新規取引の停止',
    description: 'Restriction: barred from trading',
  },
  withdrawal_barred: {
    id: 'ui.myPageScreen.withdrawalBarred',
    defaultMessage: '出金の停止',
    description: 'Restriction: barred from withdrawing',
  },
  since: { id: 'ui.myPageScreen.since', defaultMessage: '{date} から', description: 'When a restriction started' },
  referral: {
    id: 'ui.myPageScreen.referral',
    defaultMessage: '友達紹介',
    description: 'Link from the invite code to the referral page',
  },
});
