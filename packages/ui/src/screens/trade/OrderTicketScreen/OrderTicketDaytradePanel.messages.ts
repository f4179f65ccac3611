import { defineMessages } from 'react-intl';

// The words of the ticket's day-trade panel (leverage, margin figures, debt and auto-close notices, the confirmation's
// items): loaded with the panel's own lazily loaded module, in the 'trade' area like the rest of the ticket.
export const orderTicketDaytradePanelMessages = defineMessages({
  leverageHint: {
    id: 'ui.orderTicketDaytrade.leverageHint',
    defaultMessage: '必要証拠金 ＝ 約定代金 ÷ レバレッジ（円未満切り上げ）',
    description: 'How the margin is computed',
  },
  figures: {
    id: 'ui.orderTicketDaytrade.figures',
    defaultMessage: '証拠金の試算',
    description: 'Heading of the day-trade figures',
  },
  idle: {
    id: 'ui.orderTicketDaytrade.idle',
    defaultMessage: '数量を入力すると、必要証拠金と手数料を表示します。',
    description: 'Before a quantity is typed',
  },
  notional: {
    id: 'ui.orderTicketDaytrade.notional',
    defaultMessage: '約定代金',
    description: 'Label: price × shares',
  },
  margin: {
    id: 'ui.orderTicketDaytrade.margin',
    defaultMessage: '必要証拠金',
    description: 'Label: notional ÷ leverage, rounded up',
  },
  fee: { id: 'ui.orderTicketDaytrade.fee', defaultMessage: '手数料', description: 'Label: the commission' },
  feeRule: {
    id: 'ui.orderTicketDaytrade.feeRule',
    defaultMessage: '約定代金の{percent}、端数切り捨て',
    description: 'The commission rule',
  },
  available: {
    id: 'ui.orderTicketDaytrade.available',
    defaultMessage: '利用可能な証拠金',
    description: 'Label: the day-trade account’s available margin',
  },
  after: {
    id: 'ui.orderTicketDaytrade.after',
    defaultMessage: '注文後の証拠金',
    description: 'Label: available margin − the margin this order holds',
  },
  shortTitle: {
    id: 'ui.orderTicketDaytrade.shortTitle',
    defaultMessage: '証拠金が足りません',
    description: 'The margin required is above the available margin',
  },
  shortText: {
    id: 'ui.orderTicketDaytrade.shortText',
    defaultMessage: '数量を減らすか、レバレッジを上げてください。',
    description: 'What to do when the margin is short',
  },
  debt: {
    id: 'ui.orderTicketDaytrade.debt',
    defaultMessage: '不足金{amount}があるため、新しい注文はできません。',
    description: 'New orders are refused while a debt is owed',
  },
  debtLink: {
    id: 'ui.orderTicketDaytrade.debtLink',
    defaultMessage: '一日信用の口座を見る',
    description: 'Link to the day-trade screen',
  },
  autoClose: {
    id: 'ui.orderTicketDaytrade.autoClose',
    defaultMessage: '建玉は本日{time}に大引けで自動決済されます。損失が保証金を超えた分はお支払いいただきます。',
    description: 'The auto-close notice with today’s time; losses beyond the fund are owed',
  },
  autoCloseRule: {
    id: 'ui.orderTicketDaytrade.autoCloseRule',
    defaultMessage:
      '建玉は当日の大引け（15:25〜15:30）で自動決済されます。損失が保証金を超えた分はお支払いいただきます。',
    description: 'The auto-close notice without a time (no session today)',
  },
  kind: { id: 'ui.orderTicketDaytrade.kind', defaultMessage: '取引', description: 'Label: the kind of order' },
  kindValue: {
    id: 'ui.orderTicketDaytrade.kindValue',
    defaultMessage: '一日信用 {side}',
    description: 'The kind of order, e.g. 一日信用 買建',
  },
});
