import { defineMessages } from 'react-intl';

export const loanOrdersScreenMessages = defineMessages({
  title: {
    id: 'ui.loanOrdersScreen.title',
    defaultMessage: '借入の明細',
    description: 'Screen title (/mine/loanOrder): the user’s loans and repayment',
  },
  intro: {
    id: 'ui.loanOrdersScreen.intro',
    defaultMessage: '返済額は元本と今日までの未払い利息の合計です。いつでも返済でき、手数料はかかりません。',
    description: 'Intro: what is owed, repay any time without a fee',
  },
  loan: { id: 'ui.loanOrdersScreen.loan', defaultMessage: '借入と利率', description: 'Link to /mine/loan' },
  listHeading: { id: 'ui.loanOrdersScreen.listHeading', defaultMessage: '借入', description: 'List heading' },
  empty: { id: 'ui.loanOrdersScreen.empty', defaultMessage: '借入はまだありません', description: 'Empty list' },
  emptyText: {
    id: 'ui.loanOrdersScreen.emptyText',
    defaultMessage: '借入を申請すると、ここに審査状況と返済額が表示されます。',
    description: 'Under an empty list',
  },
  loanTitle: {
    id: 'ui.loanOrdersScreen.loanTitle',
    defaultMessage: '{amount}の借入',
    description: 'A loan’s heading: its principal, e.g. “¥500,000 loan”',
  },
  number: { id: 'ui.loanOrdersScreen.number', defaultMessage: '番号 {id}', description: 'A loan’s reference' },
  figures: {
    id: 'ui.loanOrdersScreen.figures',
    defaultMessage: '{name}の金額',
    description: 'Accessible name of one loan’s figures',
  },
  outstandingPrincipal: {
    id: 'ui.loanOrdersScreen.outstandingPrincipal',
    defaultMessage: '残りの元本',
    description: 'Label: principal not yet repaid',
  },
  interestAccrued: {
    id: 'ui.loanOrdersScreen.interestAccrued',
    defaultMessage: '利息（累計）',
    description: 'Label: all interest accrued so far, paid or not',
  },
  interestPaid: {
    id: 'ui.loanOrdersScreen.interestPaid',
    defaultMessage: '支払済みの利息',
    description: 'Label: interest already paid',
  },
  unpaidInterest: {
    id: 'ui.loanOrdersScreen.unpaidInterest',
    defaultMessage: '未払いの利息',
    description: 'Label: accrued interest not yet paid',
  },
  applied: {
    id: 'ui.loanOrdersScreen.applied',
    defaultMessage: '{time} に申請',
    description: 'When the loan was applied for',
  },
  drawn: { id: 'ui.loanOrdersScreen.drawn', defaultMessage: '{time} に入金', description: 'When it was credited' },
  due: { id: 'ui.loanOrdersScreen.due', defaultMessage: '返済期限 {date}', description: 'The due date' },
  repaidAt: {
    id: 'ui.loanOrdersScreen.repaidAt',
    defaultMessage: '{time} に完済',
    description: 'When it was repaid in full',
  },
  reviewed: {
    id: 'ui.loanOrdersScreen.reviewed',
    defaultMessage: '{time} に審査',
    description: 'When it was reviewed (rejected)',
  },
  rate: { id: 'ui.loanOrdersScreen.rate', defaultMessage: '年率 {rate}', description: 'The loan’s annual rate' },
  pendingNote: {
    id: 'ui.loanOrdersScreen.pendingNote',
    defaultMessage: '審査中です。承認されると利用可能な現金に入金され、その日から利息がかかります。',
    description: 'A pending loan: what happens on approval',
  },
  overdueNote: {
    id: 'ui.loanOrdersScreen.overdueNote',
    defaultMessage: '返済期限を過ぎています。返済するまで新しい借入はできません。利息は返済まで同じ年率でかかります。',
    description: 'An overdue loan: no new draws until repaid; interest keeps accruing at the same rate',
  },
  rejectedNote: {
    id: 'ui.loanOrdersScreen.rejectedNote',
    defaultMessage: '貸付は行われていません。',
    description: 'A rejected loan: nothing was lent',
  },
  note: {
    id: 'ui.loanOrdersScreen.note',
    defaultMessage: '担当者より：{note}',
    description: 'The operator’s note to the user',
  },
  // Repay
  repay: { id: 'ui.loanOrdersScreen.repay', defaultMessage: '返済する', description: 'Button: open the repay sheet' },
  repayOf: {
    id: 'ui.loanOrdersScreen.repayOf',
    defaultMessage: '{name}を返済する',
    description: 'Accessible name of one loan’s repay button',
  },
  sheetTitle: {
    id: 'ui.loanOrdersScreen.sheetTitle',
    defaultMessage: '返済',
    description: 'Title of the repay sheet',
  },
  owedNow: {
    id: 'ui.loanOrdersScreen.owedNow',
    defaultMessage: '返済額（今日時点）',
    description: 'Label: what is owed today, the most a repayment may be',
  },
  amount: {
    id: 'ui.loanOrdersScreen.amount',
    defaultMessage: '返済する金額',
    description: 'Field: the amount to repay',
  },
  yen: { id: 'ui.loanOrdersScreen.yen', defaultMessage: '円', description: 'Unit after the amount field' },
  amountHint: {
    id: 'ui.loanOrdersScreen.amountHint',
    defaultMessage: '{min}から{owed}まで',
    description: 'Hint: from 1 yen up to what is owed',
  },
  amountHintCash: {
    id: 'ui.loanOrdersScreen.amountHintCash',
    defaultMessage: '{min}から{owed}まで（利用可能な現金 {cash}）',
    description: 'Hint: from 1 yen up to what is owed, with the available cash',
  },
  repayAll: {
    id: 'ui.loanOrdersScreen.repayAll',
    defaultMessage: '全額を入力',
    description: 'Button: fill in everything owed',
  },
  amountEmpty: {
    id: 'ui.loanOrdersScreen.amountEmpty',
    defaultMessage: '返済する金額を入力してください',
    description: 'Error: no amount',
  },
  amountFormat: {
    id: 'ui.loanOrdersScreen.amountFormat',
    defaultMessage: '1円単位の数字で入力してください',
    description: 'Error: not whole yen',
  },
  amountOwed: {
    id: 'ui.loanOrdersScreen.amountOwed',
    defaultMessage: '返済額 {owed} を超えて返済することはできません',
    description: 'Error: more than owed',
  },
  amountCash: {
    id: 'ui.loanOrdersScreen.amountCash',
    defaultMessage: '利用可能な現金 {cash} を超えています',
    description: 'Error: more than the available cash',
  },
  deposit: { id: 'ui.loanOrdersScreen.deposit', defaultMessage: '入金する', description: 'Link: deposit cash' },
  toInterest: {
    id: 'ui.loanOrdersScreen.toInterest',
    defaultMessage: '利息への充当',
    description: 'Label: the part of a repayment that pays interest',
  },
  toPrincipal: {
    id: 'ui.loanOrdersScreen.toPrincipal',
    defaultMessage: '元本への充当',
    description: 'Label: the part of a repayment that pays principal',
  },
  owedAfter: {
    id: 'ui.loanOrdersScreen.owedAfter',
    defaultMessage: '返済後の返済額',
    description: 'Label: what is still owed after this repayment',
  },
  order: {
    id: 'ui.loanOrdersScreen.order',
    defaultMessage: '未払いの利息から先に充当し、残りを元本に充当します。',
    description: 'A repayment pays accrued interest first, then principal',
  },
  review: {
    id: 'ui.loanOrdersScreen.review',
    defaultMessage: '内容を確認',
    description: 'Button: review the repayment',
  },
  confirmTitle: {
    id: 'ui.loanOrdersScreen.confirmTitle',
    defaultMessage: '返済の確認',
    description: 'Title of the repay confirmation',
  },
  confirmText: {
    id: 'ui.loanOrdersScreen.confirmText',
    defaultMessage: '利用可能な現金から{amount}を返済します。手数料はかかりません。',
    description: 'The repay confirmation’s question',
  },
  confirm: { id: 'ui.loanOrdersScreen.confirm', defaultMessage: '返済する', description: 'Button: confirm' },
  back: { id: 'ui.loanOrdersScreen.back', defaultMessage: '戻る', description: 'Button: close the confirmation' },
  repaidTitle: {
    id: 'ui.loanOrdersScreen.repaidTitle',
    defaultMessage: '返済しました',
    description: 'A repayment went through',
  },
  repaidText: {
    id: 'ui.loanOrdersScreen.repaidText',
    defaultMessage: '{amount}を返済しました。残りの返済額は{owed}です。',
    description: 'What the repayment paid and what is still owed',
  },
  repaidFullText: {
    id: 'ui.loanOrdersScreen.repaidFullText',
    defaultMessage: '{amount}を返済し、完済しました。',
    description: 'The repayment paid the loan off',
  },
});
