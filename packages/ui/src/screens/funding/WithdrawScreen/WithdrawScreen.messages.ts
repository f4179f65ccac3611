import { defineMessages } from 'react-intl';

export const withdrawScreenMessages = defineMessages({
  title: { id: 'ui.withdrawScreen.title', defaultMessage: '出金', description: 'Screen title (/mine/withdraw)' },
  breakdownHeading: {
    id: 'ui.withdrawScreen.breakdownHeading',
    defaultMessage: '出金可能額',
    description: 'Heading of the withdrawable breakdown',
  },
  availableCash: {
    id: 'ui.withdrawScreen.availableCash',
    defaultMessage: '利用可能な現金',
    description: 'Breakdown term: available cash',
  },
  marginRequirement: {
    id: 'ui.withdrawScreen.marginRequirement',
    defaultMessage: '信用取引の必要証拠金',
    description: 'Breakdown term: margin required by open leveraged positions',
  },
  loanOutstanding: {
    id: 'ui.withdrawScreen.loanOutstanding',
    defaultMessage: '借入残高（利息を含む）',
    description: 'Breakdown term: loan outstanding, principal plus interest',
  },
  withdrawable: {
    id: 'ui.withdrawScreen.withdrawable',
    defaultMessage: '出金可能額',
    description: 'Breakdown result: the most that can be withdrawn now',
  },
  formula: {
    id: 'ui.withdrawScreen.formula',
    defaultMessage:
      '出金可能額 ＝ 利用可能な現金 − 必要証拠金 − 借入残高（0円を下回ることはありません）。現物株を保有していても出金できます。',
    description: 'The withdrawable formula in words',
  },
  readinessHeading: {
    id: 'ui.withdrawScreen.readinessHeading',
    defaultMessage: '出金の準備',
    description: 'Heading of the readiness checklist',
  },
  identity: { id: 'ui.withdrawScreen.identity', defaultMessage: '本人確認', description: 'Checklist: identity' },
  identityDone: { id: 'ui.withdrawScreen.identityDone', defaultMessage: '完了', description: 'Identity verified' },
  identityMissing: {
    id: 'ui.withdrawScreen.identityMissing',
    defaultMessage: '未完了',
    description: 'Identity not verified',
  },
  identityAction: {
    id: 'ui.withdrawScreen.identityAction',
    defaultMessage: '本人確認へ',
    description: 'Link: go verify identity',
  },
  passkey: { id: 'ui.withdrawScreen.passkey', defaultMessage: 'パスキー', description: 'Checklist: a passkey' },
  passkeyDone: {
    id: 'ui.withdrawScreen.passkeyDone',
    defaultMessage: '登録済み',
    description: 'A passkey is registered',
  },
  passkeyMissing: {
    id: 'ui.withdrawScreen.passkeyMissing',
    defaultMessage: '未登録（出金の確認に必要です）',
    description: 'No passkey yet: withdrawals are confirmed with one',
  },
  passkeyAction: {
    id: 'ui.withdrawScreen.passkeyAction',
    defaultMessage: 'パスキーを登録',
    description: 'Link: go set up a passkey',
  },
  fundPassword: {
    id: 'ui.withdrawScreen.fundPassword',
    defaultMessage: '資金パスワード',
    description: 'Checklist: fund password; also the field',
  },
  fundPasswordDone: {
    id: 'ui.withdrawScreen.fundPasswordDone',
    defaultMessage: '設定済み',
    description: 'Fund password set',
  },
  fundPasswordMissing: {
    id: 'ui.withdrawScreen.fundPasswordMissing',
    defaultMessage: '未設定',
    description: 'Fund password not set',
  },
  fundPasswordAction: {
    id: 'ui.withdrawScreen.fundPasswordAction',
    defaultMessage: '設定する',
    description: 'Link: set the fund password',
  },
  card: {
    id: 'ui.withdrawScreen.card',
    defaultMessage: 'ご本人名義の銀行口座',
    description: 'Checklist: an own-name bank account',
  },
  cardCount: {
    id: 'ui.withdrawScreen.cardCount',
    defaultMessage: '{count}件 登録済み',
    description: 'How many own-name accounts are registered',
  },
  cardMissing: { id: 'ui.withdrawScreen.cardMissing', defaultMessage: '未登録', description: 'No account yet' },
  cardAction: {
    id: 'ui.withdrawScreen.cardAction',
    defaultMessage: '登録する',
    description: 'Link: add a bank account',
  },
  notReady: {
    id: 'ui.withdrawScreen.notReady',
    defaultMessage: '出金するには、上の準備をすべて完了してください。',
    description: 'Until every item is ready',
  },
  rulesHeading: {
    id: 'ui.withdrawScreen.rulesHeading',
    defaultMessage: '出金のルール',
    description: 'Heading of hours, limits, fee and arrival',
  },
  hours: { id: 'ui.withdrawScreen.hours', defaultMessage: '受付時間', description: 'Row: withdrawal hours' },
  limits: { id: 'ui.withdrawScreen.limits', defaultMessage: '1回の金額', description: 'Row: per-transaction limits' },
  limitsValue: {
    id: 'ui.withdrawScreen.limitsValue',
    defaultMessage: '{min}〜{max}',
    description: 'The smallest and largest withdrawal',
  },
  fee: { id: 'ui.withdrawScreen.fee', defaultMessage: '手数料', description: 'Row: the withdrawal fee (always 0)' },
  arrival: {
    id: 'ui.withdrawScreen.arrival',
    defaultMessage: '着金の目安',
    description: 'Row: when the money arrives',
  },
  arrivalValue: {
    id: 'ui.withdrawScreen.arrivalValue',
    defaultMessage: '通常2時間以内、遅くとも翌営業日の24:00まで',
    description: 'When the money usually arrives',
  },
  formHeading: {
    id: 'ui.withdrawScreen.formHeading',
    defaultMessage: '出金を申請する',
    description: 'Heading of the request form',
  },
  cardChoice: {
    id: 'ui.withdrawScreen.cardChoice',
    defaultMessage: '出金先の口座',
    description: 'Field: the bank account to pay to',
  },
  cardChoiceHint: {
    id: 'ui.withdrawScreen.cardChoiceHint',
    defaultMessage: 'ご本人名義の口座にだけ振り込みます',
    description: 'Hint under the account choice',
  },
  manageCards: {
    id: 'ui.withdrawScreen.manageCards',
    defaultMessage: '口座を管理する',
    description: 'Link to the bank accounts',
  },
  amount: { id: 'ui.withdrawScreen.amount', defaultMessage: '出金金額', description: 'Field: the amount' },
  amountHint: {
    id: 'ui.withdrawScreen.amountHint',
    defaultMessage: '1円単位、{min}〜{max}。出金可能額 {withdrawable} まで',
    description: 'Hint under the amount',
  },
  fillAll: {
    id: 'ui.withdrawScreen.fillAll',
    defaultMessage: '出金可能額を入力',
    description: 'Button: fill in the whole withdrawable amount',
  },
  submit: {
    id: 'ui.withdrawScreen.submit',
    defaultMessage: '出金を申請する',
    description: 'Button: request the withdrawal',
  },
  closed: {
    id: 'ui.withdrawScreen.closed',
    defaultMessage: 'ただいま受付時間外です。受付時間内に申請してください。',
    description: 'Outside withdrawal hours',
  },
  nothing: {
    id: 'ui.withdrawScreen.nothing',
    defaultMessage: '現在、出金できる金額はありません。',
    description: 'Withdrawable is 0',
  },
  holdNote: {
    id: 'ui.withdrawScreen.holdNote',
    defaultMessage: '申請した金額は振込まで確保され、取り消したときや不承認のときは利用可能な現金に戻ります。',
    description: 'The amount is held until paid, released on cancel or rejection',
  },
  trackerHeading: {
    id: 'ui.withdrawScreen.trackerHeading',
    defaultMessage: '出金の状況',
    description: 'Heading of the withdrawals and their trackers',
  },
  emptyTitle: {
    id: 'ui.withdrawScreen.emptyTitle',
    defaultMessage: '出金の履歴はありません',
    description: 'No withdrawal yet',
  },
  statusPending: { id: 'ui.withdrawScreen.statusPending', defaultMessage: '処理中', description: 'Withdrawal state' },
  statusApproved: {
    id: 'ui.withdrawScreen.statusApproved',
    defaultMessage: '振込済み',
    description: 'Withdrawal state: paid out',
  },
  statusRejected: {
    id: 'ui.withdrawScreen.statusRejected',
    defaultMessage: '不承認',
    description: 'Withdrawal state: rejected, released',
  },
  statusCancelled: {
    id: 'ui.withdrawScreen.statusCancelled',
    defaultMessage: '取消済み',
    description: 'Withdrawal state: cancelled by the user, released',
  },
  stepRequested: { id: 'ui.withdrawScreen.stepRequested', defaultMessage: '出金申請', description: 'Tracker step' },
  stepReviewing: {
    id: 'ui.withdrawScreen.stepReviewing',
    defaultMessage: '審査中',
    description: 'Tracker step: under review',
  },
  stepReviewed: {
    id: 'ui.withdrawScreen.stepReviewed',
    defaultMessage: '審査完了',
    description: 'Tracker step: review done',
  },
  stepPayout: {
    id: 'ui.withdrawScreen.stepPayout',
    defaultMessage: '振込',
    description: 'Tracker step: payout, ahead',
  },
  stepPaid: { id: 'ui.withdrawScreen.stepPaid', defaultMessage: '振込完了', description: 'Tracker step: paid out' },
  stepRejected: {
    id: 'ui.withdrawScreen.stepRejected',
    defaultMessage: '不承認',
    description: 'Tracker step: rejected',
  },
  stepCancelled: {
    id: 'ui.withdrawScreen.stepCancelled',
    defaultMessage: '取消',
    description: 'Tracker step: cancelled by the user',
  },
  arrivalBy: {
    id: 'ui.withdrawScreen.arrivalBy',
    defaultMessage: '遅くとも {time} までに着金予定',
    description: 'The latest expected arrival',
  },
  trackerLabel: {
    id: 'ui.withdrawScreen.trackerLabel',
    defaultMessage: '{amount}の出金の進み具合',
    description: 'Accessible name of one tracker',
  },
  receive: {
    id: 'ui.withdrawScreen.receive',
    defaultMessage: '受取額 {amount}（手数料 {fee}）',
    description: 'What arrives at the bank and the fee',
  },
  released: {
    id: 'ui.withdrawScreen.released',
    defaultMessage: '金額は利用可能な現金に戻りました。',
    description: 'After a rejection or a cancellation',
  },
  fourEyes: {
    id: 'ui.withdrawScreen.fourEyes',
    defaultMessage: '大口の出金のため、2名の担当者が確認します。',
    description: 'A large withdrawal is checked by two staff',
  },
  number: { id: 'ui.withdrawScreen.number', defaultMessage: '受付番号 {id}', description: 'The withdrawal number' },
  operatorNote: {
    id: 'ui.withdrawScreen.operatorNote',
    defaultMessage: '担当者からのメッセージ: {note}',
    description: "The operator's note",
  },
  cancel: {
    id: 'ui.withdrawScreen.cancel',
    defaultMessage: '出金を取り消す',
    description: 'Button: cancel a pending withdrawal',
  },
  cancelTitle: {
    id: 'ui.withdrawScreen.cancelTitle',
    defaultMessage: 'この出金を取り消しますか？',
    description: 'Heading of the cancel confirmation',
  },
  cancelText: {
    id: 'ui.withdrawScreen.cancelText',
    defaultMessage: '{amount}の出金を取り消し、金額を利用可能な現金に戻します。',
    description: 'What cancelling does',
  },
  keep: { id: 'ui.withdrawScreen.keep', defaultMessage: '取り消さない', description: 'Button: keep the withdrawal' },
});
