import { defineMessages } from 'react-intl';

// The order ticket's one-day margin (一日信用) mode: the words the ticket itself shows (the mode switch, the sides,
// titles and the confirmation's question). The ticket lives on the stock page, whose route loads the 'trade' area:
// these words are the trade area's, not the 'daytrade' area's. The day-trade panel's own words travel with its lazily
// loaded module (OrderTicketDaytradePanel.messages.ts).
export const orderTicketDaytradeMessages = defineMessages({
  mode: {
    id: 'ui.orderTicketDaytrade.mode',
    defaultMessage: '取引区分',
    description: 'Label of the choice between a cash order and a one-day margin order',
  },
  cash: { id: 'ui.orderTicketDaytrade.cash', defaultMessage: '現物', description: 'Mode: a cash order' },
  daytrade: {
    id: 'ui.orderTicketDaytrade.daytrade',
    defaultMessage: '一日信用',
    description: 'Mode: a one-day margin order',
  },
  apply: {
    id: 'ui.orderTicketDaytrade.apply',
    defaultMessage: '一日信用を申し込む',
    description: 'Link to apply for one-day margin (/home/withinDays), when the account is not approved',
  },
  long: { id: 'ui.orderTicketDaytrade.long', defaultMessage: '買建', description: 'Side: buy to open a long position' },
  short: {
    id: 'ui.orderTicketDaytrade.short',
    defaultMessage: '売建',
    description: 'Side: sell to open a short position',
  },
  titleLong: {
    id: 'ui.orderTicketDaytrade.titleLong',
    defaultMessage: '{name} 買建',
    description: 'Page title in day-trade mode, buying to open a long position (short: the mode switch says 一日信用)',
  },
  titleShort: {
    id: 'ui.orderTicketDaytrade.titleShort',
    defaultMessage: '{name} 売建',
    description: 'Page title in day-trade mode, selling short',
  },
  submitLong: {
    id: 'ui.orderTicketDaytrade.submitLong',
    defaultMessage: '買建の内容を確認',
    description: 'Submit button in day-trade mode, buying',
  },
  submitShort: {
    id: 'ui.orderTicketDaytrade.submitShort',
    defaultMessage: '売建の内容を確認',
    description: 'Submit button in day-trade mode, selling short',
  },
  confirmLong: {
    id: 'ui.orderTicketDaytrade.confirmLong',
    defaultMessage: 'この内容で一日信用の買建注文を出しますか？建玉は本日中に決済されます。',
    description: 'Confirmation question, buying',
  },
  confirmShort: {
    id: 'ui.orderTicketDaytrade.confirmShort',
    defaultMessage: 'この内容で一日信用の売建注文を出しますか？建玉は本日中に決済されます。',
    description: 'Confirmation question, selling short',
  },
});
