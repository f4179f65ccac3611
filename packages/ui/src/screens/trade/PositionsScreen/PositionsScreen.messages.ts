import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the positions page (/position/index); ids `ui.positionsScreen.<key>`, Japanese defaults.
export const positionsScreenMessages = defineMessages<{
  title: Plain;
  tabs: Plain;
  newShares: Plain;
  follow: Plain;
  holding: Plain;
  sold: Plain;
  summary: { market: string };
  positionCount: { count: number };
  holdingsValue: Plain;
  cost: Plain;
  unrealizedPnl: Plain;
  originalMargin: Plain;
  borrowed: Plain;
  asOf: { time: string };
  holdings: Plain;
  holdingsEmpty: Plain;
  findStocks: Plain;
  buyPrice: Plain;
  currentPrice: Plain;
  marketValue: Plain;
  lockedUntil: { date: string };
  leveraged: { value: string };
  marginWarning: Plain;
  marginCall: Plain;
  workingOrders: Plain;
  workingEmpty: Plain;
  filledOfTotal: { filled: number; total: number };
  cancel: Plain;
  cancelFor: { name: string };
  detail: Plain;
  detailFor: { name: string };
  cancelTitle: Plain;
  cancelQuestion: Plain;
  cancelConfirm: Plain;
  soldList: Plain;
  soldEmpty: Plain;
  sellPrice: Plain;
  sellTime: Plain;
  realizedPnl: Plain;
  newSharesList: Plain;
  newSharesEmpty: Plain;
  newSharesHint: Plain;
  seeOfferings: Plain;
  allRecords: Plain;
  followEmpty: Plain;
  followLater: Plain;
  followList: Plain;
  followHint: Plain;
  seeFollowProducts: Plain;
  allFollowOrders: Plain;
  followFollowing: Plain;
  followEnded: Plain;
  followUnits: Plain;
  followValue: Plain;
  followDailyProfit: Plain;
  followCumulativeProfit: Plain;
  units: { units: string };
}>({
  title: { id: 'ui.positionsScreen.title', defaultMessage: 'ポジション', description: 'Page title' },
  tabs: {
    id: 'ui.positionsScreen.tabs',
    defaultMessage: 'ポジションの種類',
    description: 'Accessible name of the tabs (new shares, follow orders, holding, sold)',
  },
  newShares: { id: 'ui.positionsScreen.newShares', defaultMessage: '新株', description: 'Tab: IPO subscriptions' },
  follow: { id: 'ui.positionsScreen.follow', defaultMessage: 'フォロー', description: 'Tab: copy-trading orders' },
  holding: { id: 'ui.positionsScreen.holding', defaultMessage: '保有', description: 'Tab: open positions' },
  sold: { id: 'ui.positionsScreen.sold', defaultMessage: '売却済み', description: 'Tab: closed positions' },
  summary: {
    id: 'ui.positionsScreen.summary',
    defaultMessage: '{market}の保有状況',
    description: 'Heading of the summary card; {market} is the market name (日本株…)',
  },
  positionCount: {
    id: 'ui.positionsScreen.positionCount',
    defaultMessage: '{count, number}銘柄',
    description: 'How many positions the summary covers',
  },
  holdingsValue: {
    id: 'ui.positionsScreen.holdingsValue',
    defaultMessage: '評価額',
    description: 'Market value of holdings (price × quantity)',
  },
  cost: {
    id: 'ui.positionsScreen.cost',
    defaultMessage: '取得金額',
    description: 'Cost of holdings (buy price × quantity)',
  },
  unrealizedPnl: {
    id: 'ui.positionsScreen.unrealizedPnl',
    defaultMessage: '評価損益',
    description: 'Unrealized profit or loss and its rate',
  },
  originalMargin: {
    id: 'ui.positionsScreen.originalMargin',
    defaultMessage: '証拠金',
    description: 'The user’s own money in leveraged positions',
  },
  borrowed: {
    id: 'ui.positionsScreen.borrowed',
    defaultMessage: '借入額',
    description: 'The borrowed part of leveraged positions',
  },
  asOf: { id: 'ui.positionsScreen.asOf', defaultMessage: '{time} 時点の価格', description: 'When the prices are from' },
  holdings: {
    id: 'ui.positionsScreen.holdings',
    defaultMessage: '保有銘柄',
    description: 'Heading and accessible name of the open positions',
  },
  holdingsEmpty: {
    id: 'ui.positionsScreen.holdingsEmpty',
    defaultMessage: 'この市場の保有銘柄はありません',
    description: 'Empty holding list',
  },
  findStocks: {
    id: 'ui.positionsScreen.findStocks',
    defaultMessage: '銘柄を探す',
    description: 'Link to the market list from the empty holdings',
  },
  buyPrice: { id: 'ui.positionsScreen.buyPrice', defaultMessage: '取得単価', description: 'Average buy price' },
  currentPrice: { id: 'ui.positionsScreen.currentPrice', defaultMessage: '現在値', description: 'Last price' },
  marketValue: {
    id: 'ui.positionsScreen.marketValue',
    defaultMessage: '評価額',
    description: 'Market value of one position',
  },
  lockedUntil: {
    id: 'ui.positionsScreen.lockedUntil',
    defaultMessage: '{date}まで売却できません',
    description: 'A locked position: the last day of its lock-up',
  },
  leveraged: {
    id: 'ui.positionsScreen.leveraged',
    defaultMessage: '信用 {value}倍',
    description: 'Marks a leveraged position with its multiple',
  },
  marginWarning: {
    id: 'ui.positionsScreen.marginWarning',
    defaultMessage: '維持証拠金に近づいています',
    description: 'A leveraged row whose equity is close to the maintenance margin',
  },
  marginCall: {
    id: 'ui.positionsScreen.marginCall',
    defaultMessage: '追加証拠金が必要です',
    description: 'A leveraged row whose equity is below the maintenance margin',
  },
  workingOrders: {
    id: 'ui.positionsScreen.workingOrders',
    defaultMessage: '注文中',
    description: 'Heading and accessible name of the working orders',
  },
  workingEmpty: {
    id: 'ui.positionsScreen.workingEmpty',
    defaultMessage: '注文中の注文はありません',
    description: 'No working orders',
  },
  filledOfTotal: {
    id: 'ui.positionsScreen.filledOfTotal',
    defaultMessage: '約定 {filled, number} / {total, number}株',
    description: 'Filled shares of an order’s total',
  },
  detail: {
    id: 'ui.positionsScreen.detail',
    defaultMessage: '詳細',
    description: 'Link: the order page of a working order',
  },
  detailFor: {
    id: 'ui.positionsScreen.detailFor',
    defaultMessage: '{name}の注文詳細',
    description: 'Accessible name of the link to one working order’s page',
  },
  cancel: { id: 'ui.positionsScreen.cancel', defaultMessage: '取消', description: 'Button: cancel a working order' },
  cancelFor: {
    id: 'ui.positionsScreen.cancelFor',
    defaultMessage: '{name}の注文を取り消す',
    description: 'Accessible name of the cancel button of one order',
  },
  cancelTitle: {
    id: 'ui.positionsScreen.cancelTitle',
    defaultMessage: '注文の取消',
    description: 'Title of the cancel confirmation',
  },
  cancelQuestion: {
    id: 'ui.positionsScreen.cancelQuestion',
    defaultMessage: 'この注文を取り消しますか？約定済みの分はそのまま残ります。',
    description: 'Cancel confirmation: fills already made stand',
  },
  cancelConfirm: {
    id: 'ui.positionsScreen.cancelConfirm',
    defaultMessage: '取り消す',
    description: 'Button: confirm the cancel',
  },
  soldList: {
    id: 'ui.positionsScreen.soldList',
    defaultMessage: '売却済みのポジション',
    description: 'Accessible name of the closed positions list',
  },
  soldEmpty: {
    id: 'ui.positionsScreen.soldEmpty',
    defaultMessage: 'この市場で売却したポジションはありません',
    description: 'Empty closed positions list',
  },
  sellPrice: { id: 'ui.positionsScreen.sellPrice', defaultMessage: '売却単価', description: 'Average sell price' },
  sellTime: { id: 'ui.positionsScreen.sellTime', defaultMessage: '売却日時', description: 'When it was sold' },
  realizedPnl: {
    id: 'ui.positionsScreen.realizedPnl',
    defaultMessage: '実現損益',
    description: 'Realized profit or loss after fees and taxes',
  },
  newSharesEmpty: {
    id: 'ui.positionsScreen.newSharesEmpty',
    defaultMessage: '新株（IPO）の申込はありません',
    description: 'Empty new-shares tab',
  },
  newSharesHint: {
    id: 'ui.positionsScreen.newSharesHint',
    defaultMessage: '新規公開株（IPO）に申し込むと、申込と抽選の結果がここに表示されます。',
    description: 'Under the empty new-shares tab',
  },
  newSharesList: {
    id: 'ui.positionsScreen.newSharesList',
    defaultMessage: 'IPOの申込',
    description: "Heading of the list of the user's IPO applications in the new-shares tab",
  },
  seeOfferings: {
    id: 'ui.positionsScreen.seeOfferings',
    defaultMessage: 'IPOを見る',
    description: 'Link to the IPO offerings (/home/newShare)',
  },
  allRecords: {
    id: 'ui.positionsScreen.allRecords',
    defaultMessage: '申込と当選の履歴',
    description: 'Link to every IPO application and allotment (/mine/newShareRecords)',
  },
  followEmpty: {
    id: 'ui.positionsScreen.followEmpty',
    defaultMessage: 'フォロー中の商品はありません',
    description: 'Empty follow-orders tab',
  },
  followLater: {
    id: 'ui.positionsScreen.followLater',
    defaultMessage: 'コピートレードの注文はここに表示されます。この機能は準備中です。',
    description: 'The follow tab fills in when copy trading lands',
  },
  followList: {
    id: 'ui.positionsScreen.followList',
    defaultMessage: 'フォロー中の商品',
    description: "Heading of the list of the user's follow (copy-trading) orders in the follow tab",
  },
  followHint: {
    id: 'ui.positionsScreen.followHint',
    defaultMessage: 'コピートレードの商品をフォローすると、評価額と損益がここに表示されます。',
    description: 'Under the empty follow tab',
  },
  seeFollowProducts: {
    id: 'ui.positionsScreen.seeFollowProducts',
    defaultMessage: '商品を見る',
    description: 'Link to the copy-trading products (/home/follow)',
  },
  allFollowOrders: {
    id: 'ui.positionsScreen.allFollowOrders',
    defaultMessage: 'すべてのフォロー注文',
    description: 'Link to every follow order, following and ended (/mine/followOrder)',
  },
  followFollowing: {
    id: 'ui.positionsScreen.followFollowing',
    defaultMessage: 'フォロー中',
    description: 'Follow order state: active, its value moves with the NAV',
  },
  followEnded: {
    id: 'ui.positionsScreen.followEnded',
    defaultMessage: '終了',
    description: 'Follow order state: stopped or its product ended',
  },
  followUnits: {
    id: 'ui.positionsScreen.followUnits',
    defaultMessage: '保有口数',
    description: 'Label: units of a follow product held',
  },
  followValue: {
    id: 'ui.positionsScreen.followValue',
    defaultMessage: '評価額',
    description: 'Label: units × the NAV now',
  },
  followDailyProfit: {
    id: 'ui.positionsScreen.followDailyProfit',
    defaultMessage: '前日比損益',
    description: 'Label: the change of a follow order’s value since the previous close',
  },
  followCumulativeProfit: {
    id: 'ui.positionsScreen.followCumulativeProfit',
    defaultMessage: '累計損益',
    description: 'Label: value − what was paid, with its rate',
  },
  units: {
    id: 'ui.positionsScreen.units',
    defaultMessage: '{units}口',
    // Units always show four decimals, which English (CLDR) always puts in the plural: "1.0000 units".
    description: 'Units of a follow product held, e.g. 28.7571口 ({units} is formatted with four decimals)',
  },
});
