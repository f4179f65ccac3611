import { defineMessages } from 'react-intl';

export const accountPanelMessages = defineMessages({
  title: {
    id: 'ui.accountPanel.title',
    defaultMessage: 'マイページ',
    description: 'Heading of the slide-in account panel',
  },
  account: { id: 'ui.accountPanel.account', defaultMessage: '口座番号', description: 'Label of the account number' },
  links: {
    id: 'ui.accountPanel.links',
    defaultMessage: 'アカウントメニュー',
    description: 'Name of the list of account links',
  },
  verified: { id: 'ui.accountPanel.verified', defaultMessage: '本人確認', description: 'Link: identity verification' },
  messages: { id: 'ui.accountPanel.messages', defaultMessage: 'メッセージ', description: 'Link: messages' },
  deposit: { id: 'ui.accountPanel.deposit', defaultMessage: '入金', description: 'Link: deposit' },
  withdraw: { id: 'ui.accountPanel.withdraw', defaultMessage: '出金', description: 'Link: withdrawal' },
  loan: { id: 'ui.accountPanel.loan', defaultMessage: '借入', description: 'Link: securities-backed credit line' },
  transactionRecords: {
    id: 'ui.accountPanel.transactionRecords',
    defaultMessage: '取引履歴',
    description: 'Link: transaction records',
  },
  holdings: { id: 'ui.accountPanel.holdings', defaultMessage: '保有銘柄', description: 'Link: holdings' },
  bank: { id: 'ui.accountPanel.bank', defaultMessage: '銀行口座', description: 'Link: bank accounts' },
  loginPassword: {
    id: 'ui.accountPanel.loginPassword',
    defaultMessage: 'ログインパスワード',
    description: 'Link: change login password',
  },
  fundPassword: {
    id: 'ui.accountPanel.fundPassword',
    defaultMessage: '資金パスワード',
    description: 'Link: set or change the fund password',
  },
  about: { id: 'ui.accountPanel.about', defaultMessage: 'Kabutoについて', description: 'Link: about the company' },
  privacy: {
    id: 'ui.accountPanel.privacy',
    defaultMessage: 'プライバシーポリシー',
    description: 'Link: privacy policy',
  },
  myPage: { id: 'ui.accountPanel.myPage', defaultMessage: '個人ページ', description: 'Link: personal page' },
  stockSearch: { id: 'ui.accountPanel.stockSearch', defaultMessage: '銘柄検索', description: 'Link: stock search' },
  newShareRecords: {
    id: 'ui.accountPanel.newShareRecords',
    defaultMessage: '新規公開株の申込履歴',
    description: 'Link: new-share (IPO) subscription records',
  },
  support: {
    id: 'ui.accountPanel.support',
    defaultMessage: 'カスタマーサービス',
    description: 'Link: customer service',
  },
  unread: {
    id: 'ui.accountPanel.unread',
    defaultMessage: '未読 {count} 件',
    description: 'Spoken after the messages link when there are unread messages; count is the number unread',
  },
  antiScam: {
    id: 'ui.accountPanel.antiScam',
    defaultMessage:
      '当社スタッフが、チャットアプリへの移動、出金のための支払い、個人名義の口座への入金をお願いすることはありません。',
    description:
      'Anti-scam notice beside the customer-service link (PRODUCT.md): staff never ask to move to a chat app, to pay to withdraw, or to deposit to a personal account',
  },
  logout: { id: 'ui.accountPanel.logout', defaultMessage: 'ログアウト', description: 'Button: log out' },
});
