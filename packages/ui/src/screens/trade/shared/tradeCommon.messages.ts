import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Words shared by the trading screens; ids `ui.trade.<key>`, Japanese defaults.
export const tradeCommonMessages = defineMessages<{
  buy: Plain;
  sell: Plain;
  limit: Plain;
  market: Plain;
  side: Plain;
  orderType: Plain;
  stock: Plain;
  price: Plain;
  quantity: Plain;
  leverage: Plain;
  orderNo: Plain;
  status: Plain;
  fee: Plain;
  shares: { count: number };
  lots: { count: number };
  leverageValue: { value: string };
  sharesUnit: Plain;
  band: { down: string; up: string };
  outOfBand: { down: string; up: string };
  loading: Plain;
  notFound: Plain;
  backToPositions: Plain;
}>({
  buy: { id: 'ui.trade.buy', defaultMessage: '買い', description: 'Order side: buy' },
  sell: { id: 'ui.trade.sell', defaultMessage: '売り', description: 'Order side: sell' },
  limit: { id: 'ui.trade.limit', defaultMessage: '指値', description: 'Order type: limit (at a price or better)' },
  market: {
    id: 'ui.trade.market',
    defaultMessage: '成行',
    description: 'Order type: market (at the best available price); also shown instead of a price',
  },
  side: { id: 'ui.trade.side', defaultMessage: '売買', description: 'Label of the buy / sell choice' },
  orderType: {
    id: 'ui.trade.orderType',
    defaultMessage: '注文方法',
    description: 'Label of the limit / market choice',
  },
  stock: { id: 'ui.trade.stock', defaultMessage: '銘柄', description: 'Label: the stock (name and code)' },
  price: { id: 'ui.trade.price', defaultMessage: '価格', description: 'Label: an order price' },
  quantity: { id: 'ui.trade.quantity', defaultMessage: '数量', description: 'Label: a number of shares' },
  leverage: { id: 'ui.trade.leverage', defaultMessage: 'レバレッジ', description: 'Label: the leverage multiple' },
  orderNo: { id: 'ui.trade.orderNo', defaultMessage: '注文番号', description: 'Label: an order number' },
  status: { id: 'ui.trade.status', defaultMessage: '状態', description: 'Label: the status of an order or position' },
  fee: { id: 'ui.trade.fee', defaultMessage: '手数料', description: 'Label: the commission of an order' },
  shares: {
    id: 'ui.trade.shares',
    defaultMessage: '{count, number}株',
    description: 'A number of shares ({count} is a number)',
  },
  lots: {
    id: 'ui.trade.lots',
    defaultMessage: '{count, number}単元',
    description: 'A number of trading units (lots of 100 shares in Japan and China); {count} is a number',
  },
  leverageValue: {
    id: 'ui.trade.leverageValue',
    defaultMessage: '{value}倍',
    description: 'A leverage multiple, e.g. 2倍; {value} is a decimal such as 2 or 3.3',
  },
  sharesUnit: { id: 'ui.trade.sharesUnit', defaultMessage: '株', description: 'Unit after a quantity field: shares' },
  band: {
    id: 'ui.trade.band',
    defaultMessage: '値幅制限 {down}〜{up}',
    description: "Hint under a price field: today's limit-down and limit-up prices",
  },
  outOfBand: {
    id: 'ui.trade.outOfBand',
    defaultMessage: '値幅制限（{down}〜{up}）の範囲外です。範囲内の価格を入力してください',
    description: "Error when a typed limit price is outside today's price limits",
  },
  loading: { id: 'ui.trade.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen or list loads' },
  notFound: {
    id: 'ui.trade.notFound',
    defaultMessage: 'お探しのポジションは見つかりません',
    description: 'A position that does not exist or is not the user’s',
  },
  backToPositions: {
    id: 'ui.trade.backToPositions',
    defaultMessage: 'ポジション一覧へ',
    description: 'Link to the positions page (/position/index)',
  },
});
