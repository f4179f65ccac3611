import { defineMessages } from 'react-intl';

export const adminAdjustmentsScreenMessages = defineMessages({
  title: {
    id: 'ui.adminAdjustmentsScreen.title',
    defaultMessage: '手動調整',
    description: 'Heading of the manual adjustments screen',
  },
  lead: {
    id: 'ui.adminAdjustmentsScreen.lead',
    defaultMessage:
      '誤記帳の訂正や返金などで、ユーザーの現金を手動で増減します。依頼しただけでは資金は動かず、依頼者とは別のオペレーターが確認したときに反映されます。',
    description: 'What the screen is for: four eyes, nothing moves until confirmed',
  },
  request: {
    id: 'ui.adminAdjustmentsScreen.request',
    defaultMessage: '調整を依頼する',
    description: 'Button: open the request form',
  },
  createHeading: {
    id: 'ui.adminAdjustmentsScreen.createHeading',
    defaultMessage: '調整の依頼',
    description: 'Heading of the request form',
  },
  account: { id: 'ui.adminAdjustmentsScreen.account', defaultMessage: '口座番号', description: 'Field: account' },
  direction: {
    id: 'ui.adminAdjustmentsScreen.direction',
    defaultMessage: '増減',
    description: 'Field: credit or debit',
  },
  credit: {
    id: 'ui.adminAdjustmentsScreen.credit',
    defaultMessage: '加算（現金を増やす）',
    description: 'Direction: credit',
  },
  debit: {
    id: 'ui.adminAdjustmentsScreen.debit',
    defaultMessage: '減算（現金を減らす）',
    description: 'Direction: debit',
  },
  amount: { id: 'ui.adminAdjustmentsScreen.amount', defaultMessage: '金額', description: 'Field: amount' },
  currency: { id: 'ui.adminAdjustmentsScreen.currency', defaultMessage: '通貨', description: 'Field: currency' },
  reason: { id: 'ui.adminAdjustmentsScreen.reason', defaultMessage: '理由', description: 'Field: reason' },
  memo: {
    id: 'ui.adminAdjustmentsScreen.memo',
    defaultMessage: 'ユーザーに表示するメモ',
    description: 'Field: memo shown on the transaction record',
  },
  memoHint: {
    id: 'ui.adminAdjustmentsScreen.memoHint',
    defaultMessage:
      '取引履歴に表示され、監査ログにも残ります。支払いやチャットアプリへの移動を求める内容は書かないでください。',
    description: 'Hint under the memo',
  },
  submit: {
    id: 'ui.adminAdjustmentsScreen.submit',
    defaultMessage: '依頼する',
    description: 'Button: request the adjustment',
  },
  cancel: { id: 'ui.adminAdjustmentsScreen.cancel', defaultMessage: 'やめる', description: 'Button: close the form' },
  listLabel: {
    id: 'ui.adminAdjustmentsScreen.listLabel',
    defaultMessage: '手動調整の一覧',
    description: 'Accessible name of the list',
  },
  emptyAwaiting: {
    id: 'ui.adminAdjustmentsScreen.emptyAwaiting',
    defaultMessage: '確認待ちの調整はありません',
    description: 'Empty working queue',
  },
  empty: {
    id: 'ui.adminAdjustmentsScreen.empty',
    defaultMessage: 'この条件の調整はありません',
    description: 'Empty list for other filters',
  },
  emptyDescription: {
    id: 'ui.adminAdjustmentsScreen.emptyDescription',
    defaultMessage: 'オペレーターが調整を依頼すると、ここで別のオペレーターの確認を待ちます。',
    description: 'Where adjustments come from',
  },
  decide: {
    id: 'ui.adminAdjustmentsScreen.decide',
    defaultMessage: '確認する',
    description: 'Opens the second operator’s decision',
  },
  apply: {
    id: 'ui.adminAdjustmentsScreen.apply',
    defaultMessage: '確認して反映する',
    description: 'Button: second approval, applies the adjustment',
  },
  reject: { id: 'ui.adminAdjustmentsScreen.reject', defaultMessage: '却下する', description: 'Button: reject it' },
  yourRequest: {
    id: 'ui.adminAdjustmentsScreen.yourRequest',
    defaultMessage: 'あなたが依頼した調整です。反映は別のオペレーターが確認します（却下はできます）。',
    description: 'The requester cannot apply their own adjustment',
  },
  applyTitle: {
    id: 'ui.adminAdjustmentsScreen.applyTitle',
    defaultMessage: '調整を反映しますか？',
    description: 'Heading of the apply confirmation',
  },
  rejectTitle: {
    id: 'ui.adminAdjustmentsScreen.rejectTitle',
    defaultMessage: '調整を却下しますか？',
    description: 'Heading of the reject confirmation',
  },
  close: { id: 'ui.adminAdjustmentsScreen.close', defaultMessage: '閉じる', description: 'Closes the decision' },
  overdraw: {
    id: 'ui.adminAdjustmentsScreen.overdraw',
    defaultMessage:
      '利用可能な現金を超える減算です。反映しようとしても拒否され、残高がマイナスになることはありません。',
    description: 'A debit larger than the available cash is refused',
  },
  reasonDepositCorrection: {
    id: 'ui.adminAdjustmentsScreen.reasonDepositCorrection',
    defaultMessage: '入金の訂正',
    description: 'Adjustment reason deposit_correction',
  },
  reasonWithdrawalCorrection: {
    id: 'ui.adminAdjustmentsScreen.reasonWithdrawalCorrection',
    defaultMessage: '出金の訂正',
    description: 'Adjustment reason withdrawal_correction',
  },
  reasonFeeRefund: {
    id: 'ui.adminAdjustmentsScreen.reasonFeeRefund',
    defaultMessage: '手数料の返金',
    description: 'Adjustment reason fee_refund',
  },
  reasonCompensation: {
    id: 'ui.adminAdjustmentsScreen.reasonCompensation',
    defaultMessage: '補償',
    description: 'Adjustment reason compensation',
  },
  reasonErrorCorrection: {
    id: 'ui.adminAdjustmentsScreen.reasonErrorCorrection',
    defaultMessage: '記帳誤りの訂正',
    description: 'Adjustment reason error_correction',
  },
  reasonOther: {
    id: 'ui.adminAdjustmentsScreen.reasonOther',
    defaultMessage: 'その他（メモ参照）',
    description: 'Adjustment reason other',
  },
});

export const adminAdjustmentsScreenValueMessages = defineMessages<{
  requested: { operator: string; time: string };
  decided: { operator: string; time: string };
  awaiting: { requester: string };
  applyText: { account: string; amount: string };
  rejectText: { account: string; amount: string };
  decisionLabel: { account: string };
}>({
  requested: {
    id: 'ui.adminAdjustmentsScreen.requested',
    defaultMessage: '依頼 {operator}（{time}）',
    description: 'Who requested it and when',
  },
  decided: {
    id: 'ui.adminAdjustmentsScreen.decided',
    defaultMessage: '確認 {operator}（{time}）',
    description: 'Who confirmed or rejected it and when',
  },
  awaiting: {
    id: 'ui.adminAdjustmentsScreen.awaiting',
    defaultMessage: '{requester} 以外のオペレーターの確認待ち',
    description: 'Waiting for an operator other than the requester',
  },
  applyText: {
    id: 'ui.adminAdjustmentsScreen.applyText',
    defaultMessage: '{account} の現金を {amount} 調整します。ユーザーの取引履歴に記録され、監査ログに残ります。',
    description: 'Confirmation before applying',
  },
  rejectText: {
    id: 'ui.adminAdjustmentsScreen.rejectText',
    defaultMessage: '{account} の {amount} の調整を却下します。資金は動きません。',
    description: 'Confirmation before rejecting',
  },
  decisionLabel: {
    id: 'ui.adminAdjustmentsScreen.decisionLabel',
    defaultMessage: '{account} の調整の確認',
    description: 'Accessible name of the decision on one adjustment',
  },
});
