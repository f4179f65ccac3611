import { defineMessages } from 'react-intl';

// Words the day-trade (一日信用) screens share; ids `ui.daytrade.<key>`, Japanese defaults. The 'daytrade' area.
export const daytradeCommonMessages = defineMessages({
  loading: {
    id: 'ui.daytrade.loading',
    defaultMessage: '読み込み中',
    description: 'Spoken while a screen or list loads',
  },
  loadMore: { id: 'ui.daytrade.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.daytrade.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
  // Application states
  submitted: { id: 'ui.daytrade.submitted', defaultMessage: '申込済', description: 'Application state: submitted' },
  reviewing: { id: 'ui.daytrade.reviewing', defaultMessage: '審査中', description: 'Application state: reviewing' },
  approved: { id: 'ui.daytrade.approved', defaultMessage: '承認済', description: 'Application state: approved' },
  rejected: { id: 'ui.daytrade.rejected', defaultMessage: '否認', description: 'Application state: rejected' },
  cancelled: {
    id: 'ui.daytrade.cancelled',
    defaultMessage: '取下げ',
    description: 'Application state: withdrawn by the user before approval',
  },
  closed: {
    id: 'ui.daytrade.closed',
    defaultMessage: '解約済',
    description: 'Application state: the approved account was closed by the user',
  },
  // Position sides and states
  long: { id: 'ui.daytrade.long', defaultMessage: '買建', description: 'A long one-day margin position (bought)' },
  short: { id: 'ui.daytrade.short', defaultMessage: '売建', description: 'A short one-day margin position (sold)' },
  positionOpen: { id: 'ui.daytrade.positionOpen', defaultMessage: '保有中', description: 'Position state: open' },
  positionClosing: {
    id: 'ui.daytrade.positionClosing',
    defaultMessage: '決済中',
    description: 'Position state: a closing order is working',
  },
  positionClosed: {
    id: 'ui.daytrade.positionClosed',
    defaultMessage: '決済済',
    description: 'Position state: nothing left open',
  },
  // Orders: side × effect
  buyOpen: { id: 'ui.daytrade.buyOpen', defaultMessage: '買建', description: 'Order: buy to open a long position' },
  sellOpen: { id: 'ui.daytrade.sellOpen', defaultMessage: '売建', description: 'Order: sell to open a short position' },
  sellClose: {
    id: 'ui.daytrade.sellClose',
    defaultMessage: '売埋',
    description: 'Order: sell to close a long position',
  },
  buyClose: { id: 'ui.daytrade.buyClose', defaultMessage: '買埋', description: 'Order: buy to close a short position' },
  effectOpen: { id: 'ui.daytrade.effectOpen', defaultMessage: '新規', description: 'Order effect: opens a position' },
  effectClose: {
    id: 'ui.daytrade.effectClose',
    defaultMessage: '返済',
    description: 'Order effect: closes a position',
  },
  orderSubmitted: { id: 'ui.daytrade.orderSubmitted', defaultMessage: '受付', description: 'Order state: accepted' },
  orderInProgress: {
    id: 'ui.daytrade.orderInProgress',
    defaultMessage: '執行中',
    description: 'Order state: working or partly filled',
  },
  orderFilled: { id: 'ui.daytrade.orderFilled', defaultMessage: '約定', description: 'Order state: completely filled' },
  orderFailed: { id: 'ui.daytrade.orderFailed', defaultMessage: '失効', description: 'Order state: failed' },
  autoClose: {
    id: 'ui.daytrade.autoClose',
    defaultMessage: '自動決済',
    description: 'Badge: a closing order the broker placed at the session’s end',
  },
  // Fail reasons
  failPriceLimit: {
    id: 'ui.daytrade.failPriceLimit',
    defaultMessage: '値幅制限の範囲外の価格でした',
    description: 'Why an order failed: its price was outside the daily limits',
  },
  failPriceUnavailable: {
    id: 'ui.daytrade.failPriceUnavailable',
    defaultMessage: '価格を取得できませんでした',
    description: 'Why an order failed: no price was available',
  },
  failSessionEnded: {
    id: 'ui.daytrade.failSessionEnded',
    defaultMessage: '取引時間の終了までに約定しませんでした',
    description: 'Why an order failed: unfilled when the session ended',
  },
  failBuyingPower: {
    id: 'ui.daytrade.failBuyingPower',
    defaultMessage: '約定時の証拠金が足りませんでした',
    description: 'Why an order failed: at its fill it would have needed more margin than was available',
  },
  failRejected: {
    id: 'ui.daytrade.failRejected',
    defaultMessage: '市場で受け付けられませんでした',
    description: 'Why an order failed: refused by the market',
  },
  // Figures
  code: { id: 'ui.daytrade.code', defaultMessage: 'コード {code}', description: 'A stock code, e.g. コード 7203' },
  shares: {
    id: 'ui.daytrade.shares',
    defaultMessage: '{count, number}株',
    description: 'A number of shares ({count} is a number)',
  },
  leverageValue: {
    id: 'ui.daytrade.leverageValue',
    defaultMessage: '{value}倍',
    description: 'A leverage multiple, e.g. 3倍',
  },
  quantity: { id: 'ui.daytrade.quantity', defaultMessage: '数量', description: 'Label: a number of shares' },
  avgPrice: { id: 'ui.daytrade.avgPrice', defaultMessage: '建単価', description: 'Label: the average opening price' },
  lastPrice: { id: 'ui.daytrade.lastPrice', defaultMessage: '現在値', description: 'Label: the last price' },
  leverage: { id: 'ui.daytrade.leverage', defaultMessage: 'レバレッジ', description: 'Label: the leverage multiple' },
  margin: { id: 'ui.daytrade.margin', defaultMessage: '証拠金', description: 'Label: the margin a position holds' },
  unrealized: {
    id: 'ui.daytrade.unrealized',
    defaultMessage: '評価損益',
    description: 'Label: the live profit or loss of an open position',
  },
  realized: {
    id: 'ui.daytrade.realized',
    defaultMessage: '確定損益',
    description: 'Label: the profit or loss realized by closing, after fees',
  },
  fee: { id: 'ui.daytrade.fee', defaultMessage: '手数料', description: 'Label: the commission' },
  price: { id: 'ui.daytrade.price', defaultMessage: '価格', description: 'Label: a price' },
  market: { id: 'ui.daytrade.market', defaultMessage: '成行', description: 'Order type: market' },
  limit: { id: 'ui.daytrade.limit', defaultMessage: '指値', description: 'Order type: limit' },
  orderType: {
    id: 'ui.daytrade.orderType',
    defaultMessage: '注文方法',
    description: 'Label of the limit / market choice',
  },
  sharesUnit: {
    id: 'ui.daytrade.sharesUnit',
    defaultMessage: '株',
    description: 'Unit after a quantity field: shares',
  },
});
