import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the order detail screen; ids `ui.orderDetailScreen.<key>`, Japanese defaults. The filled share of the
// order, the average price and the link to the positions are the ticket's words (orderTicketScreen.*).
export const orderDetailScreenMessages = defineMessages<{
  title: Plain;
  notFound: Plain;
  order: Plain;
  execution: Plain;
  filledQuantity: Plain;
  filledAmount: Plain;
  tax: Plain;
  heldAmount: Plain;
  placedAt: Plain;
  updatedAt: Plain;
  validUntil: Plain;
  rejectReason: Plain;
  fills: Plain;
  fillsEmpty: Plain;
  fill: { index: number };
  fillTime: Plain;
  fillAmount: Plain;
  settlementDate: Plain;
  workingNote: Plain;
  backToQuote: Plain;
}>({
  title: {
    id: 'ui.orderDetailScreen.title',
    defaultMessage: '注文詳細',
    description: 'Title of the order detail page',
  },
  notFound: {
    id: 'ui.orderDetailScreen.notFound',
    defaultMessage: 'この注文は見つかりません',
    description: 'The order does not exist or is not the user’s',
  },
  order: { id: 'ui.orderDetailScreen.order', defaultMessage: '注文内容', description: 'Section: what was ordered' },
  execution: {
    id: 'ui.orderDetailScreen.execution',
    defaultMessage: '約定状況',
    description: 'Section: how much has been executed and what it cost',
  },
  filledQuantity: {
    id: 'ui.orderDetailScreen.filledQuantity',
    defaultMessage: '約定数量',
    description: 'Label: executed shares of the ordered shares',
  },
  filledAmount: {
    id: 'ui.orderDetailScreen.filledAmount',
    defaultMessage: '約定金額',
    description: 'Sum of execution price × quantity',
  },
  tax: { id: 'ui.orderDetailScreen.tax', defaultMessage: '印紙税', description: 'Stamp duty charged (China sells)' },
  heldAmount: {
    id: 'ui.orderDetailScreen.heldAmount',
    defaultMessage: '拘束中の金額',
    description: 'Cash still held for the unexecuted part of the order',
  },
  placedAt: {
    id: 'ui.orderDetailScreen.placedAt',
    defaultMessage: '発注日時',
    description: 'When the order was placed',
  },
  updatedAt: {
    id: 'ui.orderDetailScreen.updatedAt',
    defaultMessage: '最終更新',
    description: 'When the order last changed (a fill, a cancel)',
  },
  validUntil: {
    id: 'ui.orderDetailScreen.validUntil',
    defaultMessage: '有効期限',
    description: 'The close of the trading day the order is valid for',
  },
  rejectReason: {
    id: 'ui.orderDetailScreen.rejectReason',
    defaultMessage: '不成立の理由',
    description: 'Why the order was rejected',
  },
  fills: { id: 'ui.orderDetailScreen.fills', defaultMessage: '約定明細', description: 'Section: each execution' },
  fillsEmpty: {
    id: 'ui.orderDetailScreen.fillsEmpty',
    defaultMessage: 'まだ約定していません。',
    description: 'Shown when the order has no executions',
  },
  fill: {
    id: 'ui.orderDetailScreen.fill',
    defaultMessage: '約定 {index, number}',
    description: 'Accessible name of one execution in the list; {index} counts from 1',
  },
  fillTime: {
    id: 'ui.orderDetailScreen.fillTime',
    defaultMessage: '約定日時',
    description: 'When an execution happened',
  },
  fillAmount: {
    id: 'ui.orderDetailScreen.fillAmount',
    defaultMessage: '約定代金',
    description: 'One execution: price × quantity',
  },
  settlementDate: {
    id: 'ui.orderDetailScreen.settlementDate',
    defaultMessage: '受渡日',
    description: 'Settlement date of an execution',
  },
  workingNote: {
    id: 'ui.orderDetailScreen.workingNote',
    defaultMessage: 'この注文は有効です。取り消しはポジションの「注文中」からできます。',
    description: 'Note on a working order: where to cancel it',
  },
  backToQuote: {
    id: 'ui.orderDetailScreen.backToQuote',
    defaultMessage: '銘柄ページへ',
    description: 'Link back to the stock page',
  },
});
