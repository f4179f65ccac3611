import { defineMessages } from 'react-intl';

export const menuScreenMessages = defineMessages({
  title: { id: 'ui.menuScreen.title', defaultMessage: 'メニュー', description: 'Title of the account menu page' },
  account: { id: 'ui.menuScreen.account', defaultMessage: '口座番号', description: 'Label of the account number' },
  funds: { id: 'ui.menuScreen.funds', defaultMessage: '入出金・資産', description: 'Menu group: money' },
  investing: {
    id: 'ui.menuScreen.investing',
    defaultMessage: '投資サービス',
    description: 'Menu group: copy trading, IPOs and off-floor distributions',
  },
  follow: {
    id: 'ui.menuScreen.follow',
    defaultMessage: 'コピートレード',
    description: 'Menu link: copy-trading and quantitative products',
  },
  followOrders: {
    id: 'ui.menuScreen.followOrders',
    defaultMessage: 'フォロー中の商品',
    description: 'Menu link: my follow (copy-trading) orders',
  },
  ipos: { id: 'ui.menuScreen.ipos', defaultMessage: '新規公開株（IPO）', description: 'Menu link: IPO offerings' },
  ipoRecords: {
    id: 'ui.menuScreen.ipoRecords',
    defaultMessage: 'IPOの申込と当選',
    description: 'Menu link: my IPO applications and allotments',
  },
  distributions: {
    id: 'ui.menuScreen.distributions',
    defaultMessage: '立会外分売',
    description: 'Menu link: off-floor distributions open and upcoming',
  },
  distributionApplications: {
    id: 'ui.menuScreen.distributionApplications',
    defaultMessage: '分売の申込と結果',
    description: 'Menu link: my off-floor distribution applications and results',
  },
  withinDays: {
    id: 'ui.menuScreen.withinDays',
    defaultMessage: '一日信用',
    description: 'Menu link: one-day margin (/home/withinDays): apply, the account, today’s positions',
  },
  accountGroup: { id: 'ui.menuScreen.accountGroup', defaultMessage: 'アカウント', description: 'Menu group: account' },
  rewards: {
    id: 'ui.menuScreen.rewards',
    defaultMessage: 'お知らせ・特典',
    description: 'Menu group: messages, check-in and referral',
  },
  help: { id: 'ui.menuScreen.help', defaultMessage: 'サポート・規約', description: 'Menu group: help and documents' },
  deposit: { id: 'ui.menuScreen.deposit', defaultMessage: '入金', description: 'Menu link: deposit' },
  withdraw: { id: 'ui.menuScreen.withdraw', defaultMessage: '出金', description: 'Menu link: withdrawal' },
  exchange: { id: 'ui.menuScreen.exchange', defaultMessage: '両替', description: 'Menu link: currency exchange' },
  transactionRecords: {
    id: 'ui.menuScreen.transactionRecords',
    defaultMessage: '取引履歴',
    description: 'Menu link: transaction records',
  },
  loan: { id: 'ui.menuScreen.loan', defaultMessage: '借入', description: 'Menu link: securities-backed credit line' },
  bank: { id: 'ui.menuScreen.bank', defaultMessage: '銀行口座', description: 'Menu link: bank accounts' },
  myPage: { id: 'ui.menuScreen.myPage', defaultMessage: '個人ページ', description: 'Menu link: personal page' },
  verified: {
    id: 'ui.menuScreen.verified',
    defaultMessage: '本人確認',
    description: 'Menu link: identity verification',
  },
  loginPassword: {
    id: 'ui.menuScreen.loginPassword',
    defaultMessage: 'ログインパスワード',
    description: 'Menu link: change the login password',
  },
  fundPassword: {
    id: 'ui.menuScreen.fundPassword',
    defaultMessage: '資金パスワード',
    description: 'Menu link: set or change the fund password',
  },
  language: { id: 'ui.menuScreen.language', defaultMessage: '言語', description: 'Menu link: language' },
  securityLink: {
    id: 'ui.menuScreen.securityLink',
    defaultMessage: 'セキュリティ（パスキー）',
    description: 'Menu link: the security page (passkeys, recovery codes, sign-in history)',
  },
  messages: { id: 'ui.menuScreen.messages', defaultMessage: 'メッセージ', description: 'Menu link: inbox' },
  unread: {
    id: 'ui.menuScreen.unread',
    defaultMessage: '未読 {count} 件',
    description: 'Spoken after the messages link; count is the number of unread messages',
  },
  checkin: {
    id: 'ui.menuScreen.checkin',
    defaultMessage: 'デイリーチェックイン',
    description: 'Menu link: daily check-in',
  },
  referral: { id: 'ui.menuScreen.referral', defaultMessage: '友達紹介', description: 'Menu link: referral programme' },
  support: {
    id: 'ui.menuScreen.support',
    defaultMessage: 'カスタマーサービス',
    description: 'Menu link: support page',
  },
  about: { id: 'ui.menuScreen.about', defaultMessage: 'Kabutoについて', description: 'Menu link: about' },
  privacy: { id: 'ui.menuScreen.privacy', defaultMessage: 'プライバシーポリシー', description: 'Menu link: privacy' },
  protocol: { id: 'ui.menuScreen.protocol', defaultMessage: '利用規約', description: 'Menu link: user agreement' },
  logout: { id: 'ui.menuScreen.logout', defaultMessage: 'ログアウト', description: 'Button: log out' },
});
