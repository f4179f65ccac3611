import { defineMessages } from 'react-intl';

export const adminUserDetailScreenMessages = defineMessages({
  back: { id: 'ui.adminUserDetailScreen.back', defaultMessage: 'ユーザー一覧へ', description: 'Link back to the list' },
  notFoundTitle: {
    id: 'ui.adminUserDetailScreen.notFoundTitle',
    defaultMessage: 'このユーザーは見つかりません',
    description: 'Unknown account',
  },
  notFoundText: {
    id: 'ui.adminUserDetailScreen.notFoundText',
    defaultMessage: 'アカウント番号を確かめて、一覧から探し直してください。',
    description: 'What to do when the account is unknown',
  },
  profile: { id: 'ui.adminUserDetailScreen.profile', defaultMessage: 'プロフィール', description: 'Section heading' },
  account: { id: 'ui.adminUserDetailScreen.account', defaultMessage: 'アカウント', description: 'Profile row' },
  realName: { id: 'ui.adminUserDetailScreen.realName', defaultMessage: '氏名', description: 'Profile row' },
  identity: { id: 'ui.adminUserDetailScreen.identity', defaultMessage: '本人確認', description: 'Profile row' },
  inviteCode: { id: 'ui.adminUserDetailScreen.inviteCode', defaultMessage: '招待コード', description: 'Profile row' },
  invitedBy: { id: 'ui.adminUserDetailScreen.invitedBy', defaultMessage: '紹介者', description: 'Profile row' },
  agent: { id: 'ui.adminUserDetailScreen.agent', defaultMessage: 'エージェント', description: 'Profile row' },
  notAgent: { id: 'ui.adminUserDetailScreen.notAgent', defaultMessage: 'いいえ', description: 'Not an agent' },
  language: { id: 'ui.adminUserDetailScreen.language', defaultMessage: '表示言語', description: 'Profile row' },
  registeredAt: { id: 'ui.adminUserDetailScreen.registeredAt', defaultMessage: '登録日時', description: 'Profile row' },
  lastLoginAt: {
    id: 'ui.adminUserDetailScreen.lastLoginAt',
    defaultMessage: '最終ログイン',
    description: 'Profile row',
  },
  openPositions: {
    id: 'ui.adminUserDetailScreen.openPositions',
    defaultMessage: '保有中の建玉',
    description: 'Profile row: number of open positions',
  },
  balances: { id: 'ui.adminUserDetailScreen.balances', defaultMessage: '残高', description: 'Section heading' },
  available: { id: 'ui.adminUserDetailScreen.available', defaultMessage: '利用可能', description: 'Balance column' },
  held: { id: 'ui.adminUserDetailScreen.held', defaultMessage: '拘束中', description: 'Balance column' },
  total: { id: 'ui.adminUserDetailScreen.total', defaultMessage: '合計', description: 'Balance column' },
  loanOutstanding: {
    id: 'ui.adminUserDetailScreen.loanOutstanding',
    defaultMessage: '融資残高',
    description: 'Loan outstanding in yen',
  },
  noBalances: {
    id: 'ui.adminUserDetailScreen.noBalances',
    defaultMessage: '残高はまだありません',
    description: 'No wallet yet',
  },
  restrictions: {
    id: 'ui.adminUserDetailScreen.restrictions',
    defaultMessage: '利用制限',
    description: 'Section heading: account restrictions',
  },
  restrictionsLead: {
    id: 'ui.adminUserDetailScreen.restrictionsLead',
    defaultMessage: '変更するたびに、理由を書いたメッセージがユーザーに届きます。資金は動きません。',
    description: 'Under the restrictions heading',
  },
  messageLabel: {
    id: 'ui.adminUserDetailScreen.messageLabel',
    defaultMessage: 'ユーザーへのメッセージ（理由）',
    description: 'The required message to the user with the reason',
  },
  messageHint: {
    id: 'ui.adminUserDetailScreen.messageHint',
    defaultMessage:
      'ユーザーの受信箱に届きます。理由と、次に何をすればよいか（カスタマーサポートへの連絡など）を書いてください。',
    description: 'Hint under the message to the user',
  },
  sessions: {
    id: 'ui.adminUserDetailScreen.sessions',
    defaultMessage: 'ログイン中のセッション',
    description: 'Section heading',
  },
  noSessions: {
    id: 'ui.adminUserDetailScreen.noSessions',
    defaultMessage: 'ログイン中のセッションはありません',
    description: 'No live session',
  },
  revoke: {
    id: 'ui.adminUserDetailScreen.revoke',
    defaultMessage: 'すべての端末からログアウトさせる',
    description: 'Button: revoke every session',
  },
  revokeTitle: {
    id: 'ui.adminUserDetailScreen.revokeTitle',
    defaultMessage: 'すべてのセッションを終了しますか？',
    description: 'Confirm dialog title',
  },
  revokeConfirm: {
    id: 'ui.adminUserDetailScreen.revokeConfirm',
    defaultMessage: 'ログアウトさせる',
    description: 'Confirm button',
  },
  sendMessage: {
    id: 'ui.adminUserDetailScreen.sendMessage',
    defaultMessage: 'メッセージを送る',
    description: 'Link to write a message to this user',
  },
  ledger: {
    id: 'ui.adminUserDetailScreen.ledger',
    defaultMessage: '入出金明細（元帳）',
    description: 'Section heading',
  },
  ledgerEmpty: {
    id: 'ui.adminUserDetailScreen.ledgerEmpty',
    defaultMessage: '元帳の記録はまだありません',
    description: 'No ledger entry',
  },
  ledgerPager: {
    id: 'ui.adminUserDetailScreen.ledgerPager',
    defaultMessage: '元帳のページ送り',
    description: 'Ledger pager name',
  },
});

export const adminUserDetailScreenValueMessages = defineMessages<{
  setTitle: { flag: string };
  liftTitle: { flag: string };
  setSubmit: { flag: string };
  liftSubmit: { flag: string };
  flagOn: { flag: string };
  revokeText: { count: number };
  sessionMeta: { ip: string; time: string };
  ledgerMeta: { transfer: string; reference: string };
  availableAfter: { amount: string };
  agentRebate: { percent: string };
  detailTitle: { account: string };
}>({
  setTitle: {
    id: 'ui.adminUserDetailScreen.setTitle',
    defaultMessage: '「{flag}」を設定',
    description: 'Dialog title when setting a restriction; {flag} is its name',
  },
  liftTitle: {
    id: 'ui.adminUserDetailScreen.liftTitle',
    defaultMessage: '「{flag}」を解除',
    description: 'Dialog title when lifting a restriction; {flag} is its name',
  },
  setSubmit: {
    id: 'ui.adminUserDetailScreen.setSubmit',
    defaultMessage: '{flag}を設定して送信',
    description: 'Submit: set the restriction and send the message',
  },
  liftSubmit: {
    id: 'ui.adminUserDetailScreen.liftSubmit',
    defaultMessage: '{flag}を解除して送信',
    description: 'Submit: lift the restriction and send the message',
  },
  flagOn: {
    id: 'ui.adminUserDetailScreen.flagOn',
    defaultMessage: '{flag}中',
    description: 'Tag on a restriction in force',
  },
  revokeText: {
    id: 'ui.adminUserDetailScreen.revokeText',
    defaultMessage: '{count}件のセッションが終了し、ユーザーはもう一度ログインする必要があります。',
    description: 'Confirm dialog text; {count} sessions end',
  },
  sessionMeta: {
    id: 'ui.adminUserDetailScreen.sessionMeta',
    defaultMessage: 'IP {ip} · 最終利用 {time}',
    description: 'Session row details',
  },
  ledgerMeta: {
    id: 'ui.adminUserDetailScreen.ledgerMeta',
    defaultMessage: '振替 {transfer} · 参照 {reference}',
    description: 'Ledger row: the double-entry transfer id and the originating item number',
  },
  availableAfter: {
    id: 'ui.adminUserDetailScreen.availableAfter',
    defaultMessage: '残高 {amount}',
    description: 'Ledger row: available cash after the entry',
  },
  agentRebate: {
    id: 'ui.adminUserDetailScreen.agentRebate',
    defaultMessage: 'はい（報酬率 {percent}%）',
    description: 'Agent with the disclosed rebate percent',
  },
  detailTitle: {
    id: 'ui.adminUserDetailScreen.detailTitle',
    defaultMessage: 'ユーザー {account}',
    description: 'Heading of the user detail',
  },
});
