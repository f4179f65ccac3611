import { defineMessages } from 'react-intl';

/** Words shared by the funding screens (identity, bank cards, deposits, withdrawals); ids `ui.funding.<key>`. */
export const fundingCommonMessages = defineMessages({
  loading: { id: 'ui.funding.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen loads' },
  loadMore: { id: 'ui.funding.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.funding.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
  yen: { id: 'ui.funding.yen', defaultMessage: '円', description: 'Unit after a yen amount field' },
  contactSupport: {
    id: 'ui.funding.contactSupport',
    defaultMessage: 'カスタマーサービスに問い合わせる',
    description: 'Link to the official support page',
  },
  ordinary: { id: 'ui.funding.ordinary', defaultMessage: '普通', description: 'Japanese bank account type: ordinary' },
  current: { id: 'ui.funding.current', defaultMessage: '当座', description: 'Japanese bank account type: current' },
  savings: { id: 'ui.funding.savings', defaultMessage: '貯蓄', description: 'Japanese bank account type: savings' },
  hoursBusinessDays: {
    id: 'ui.funding.hoursBusinessDays',
    defaultMessage: '営業日 {opens}〜{closes}（日本時間。土日祝日・年末年始は休み）',
    description: 'Service hours on business days only; {opens} and {closes} are times such as 9:00',
  },
  hoursEveryDay: {
    id: 'ui.funding.hoursEveryDay',
    defaultMessage: '毎日 {opens}〜{closes}（日本時間）',
    description: 'Service hours every day; {opens} and {closes} are times',
  },
  hoursAroundTheClock: {
    id: 'ui.funding.hoursAroundTheClock',
    defaultMessage: '24時間・毎日受付',
    description: 'Service hours when accepted at any hour of every day (the simulator’s always-open clock)',
  },
  hoursAllBusinessDay: {
    id: 'ui.funding.hoursAllBusinessDay',
    defaultMessage: '営業日は終日受付（土日祝日・年末年始は休み）',
    description: 'Service hours: the whole of every business day',
  },
  openNow: { id: 'ui.funding.openNow', defaultMessage: '受付中', description: 'Badge: accepted right now' },
  closedNow: { id: 'ui.funding.closedNow', defaultMessage: '受付時間外', description: 'Badge: outside service hours' },
  nextOpen: {
    id: 'ui.funding.nextOpen',
    defaultMessage: '次の受付開始: {time}',
    description: 'When the service next opens; {time} is a date and time',
  },
  bankLine: {
    id: 'ui.funding.bankLine',
    defaultMessage: '{bank} {branch}',
    description: 'A bank and branch name on one line',
  },
  accountLine: {
    id: 'ui.funding.accountLine',
    defaultMessage: '{type} {number}',
    description: 'An account type (普通…) and a masked account number on one line',
  },
  holderLine: {
    id: 'ui.funding.holderLine',
    defaultMessage: '名義: {name}',
    description: 'The account holder name',
  },
  neverPayTitle: {
    id: 'ui.funding.neverPayTitle',
    defaultMessage: '詐欺にご注意ください',
    description: 'Heading of the anti-scam notice on the deposit and withdrawal screens',
  },
  neverPersonalAccount: {
    id: 'ui.funding.neverPersonalAccount',
    defaultMessage:
      'カブトが個人名義の口座への振込をお願いすることはありません。入金先は、この画面に表示される当社名義の口座だけです。',
    description: 'Anti-scam notice: deposits only ever go to the firm-name account shown on this screen',
  },
  neverChatApp: {
    id: 'ui.funding.neverChatApp',
    defaultMessage: 'スタッフがLINEなどのチャットアプリへの移動や、出金のための支払いをお願いすることはありません。',
    description: 'Anti-scam notice: staff never ask the user to move to a chat app or to pay to withdraw',
  },
  neverPayToWithdraw: {
    id: 'ui.funding.neverPayToWithdraw',
    defaultMessage:
      '手数料・税金・保証金・信用スコアなどの支払いや条件で出金が可能になることはありません。支払いを求められたら詐欺です。',
    description: 'Anti-scam notice: no fee, tax, deposit or score ever unlocks a withdrawal',
  },
  reportScam: {
    id: 'ui.funding.reportScam',
    defaultMessage: '不審な連絡を受けたら、支払う前に公式のカスタマーサービスへご相談ください。',
    description: 'What to do on a suspicious request: ask official support before paying',
  },
  copied: {
    id: 'ui.funding.copied',
    defaultMessage: '{label}をコピーしました',
    description: 'Spoken after a value was copied; {label} is what was copied (口座番号…)',
  },
  depositPending: {
    id: 'ui.funding.depositPending',
    defaultMessage: '確認中',
    description: 'Deposit notice state: waiting for the operator to match the transfer',
  },
  depositApproved: {
    id: 'ui.funding.depositApproved',
    defaultMessage: '入金済み',
    description: 'Deposit notice state: matched and credited',
  },
  depositRejected: {
    id: 'ui.funding.depositRejected',
    defaultMessage: '不承認',
    description: 'Deposit notice state: rejected, nothing credited',
  },
  depositCancelled: {
    id: 'ui.funding.depositCancelled',
    defaultMessage: '取消済み',
    description: 'Deposit notice state: cancelled by the user',
  },
  depositNumber: {
    id: 'ui.funding.depositNumber',
    defaultMessage: '受付番号 {id}',
    description: 'The deposit notice number',
  },
  notifiedAt: {
    id: 'ui.funding.notifiedAt',
    defaultMessage: 'お知らせ {time}',
    description: 'When the deposit was notified',
  },
  creditedAt: {
    id: 'ui.funding.creditedAt',
    defaultMessage: '入金 {time}',
    description: 'When the deposit was credited',
  },
  reviewedAt: {
    id: 'ui.funding.reviewedAt',
    defaultMessage: '確認 {time}',
    description: 'When the operator decided',
  },
  cancelledAt: {
    id: 'ui.funding.cancelledAt',
    defaultMessage: '取消 {time}',
    description: 'When it was cancelled',
  },
  remitter: {
    id: 'ui.funding.remitter',
    defaultMessage: '振込人名義 {name}',
    description: 'The remitter name the user gave',
  },
  operatorNote: {
    id: 'ui.funding.operatorNote',
    defaultMessage: '担当者からのメッセージ: {note}',
    description: "The operator's note to the user",
  },
  cancelDeposit: {
    id: 'ui.funding.cancelDeposit',
    defaultMessage: 'お知らせを取り消す',
    description: 'Button: cancel a pending deposit notice',
  },
  cancelDepositTitle: {
    id: 'ui.funding.cancelDepositTitle',
    defaultMessage: 'この入金のお知らせを取り消しますか？',
    description: 'Heading of the cancel confirmation',
  },
  cancelDepositText: {
    id: 'ui.funding.cancelDepositText',
    defaultMessage:
      '{amount}のお知らせを取り消します。振込済みの場合は、取り消したあと正しい内容でもう一度お知らせください。',
    description: 'What cancelling a deposit notice does',
  },
  keepDeposit: {
    id: 'ui.funding.keepDeposit',
    defaultMessage: '取り消さない',
    description: 'Button: keep the notice',
  },
});
