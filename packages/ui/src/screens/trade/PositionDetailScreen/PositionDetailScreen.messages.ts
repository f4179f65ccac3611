import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the position detail (/position/info); ids `ui.positionDetailScreen.<key>`, Japanese defaults.
export const positionDetailScreenMessages = defineMessages<{
  title: Plain;
  currentPrice: Plain;
  unrealizedPnl: Plain;
  realizedPnl: Plain;
  trade: Plain;
  buyTime: Plain;
  buyPrice: Plain;
  quantity: Plain;
  sellable: { count: number };
  cost: Plain;
  buyFee: Plain;
  cash: Plain;
  valuation: Plain;
  marketValue: Plain;
  margin: Plain;
  originalMargin: Plain;
  borrowed: Plain;
  equity: Plain;
  maintenanceMargin: Plain;
  marginState: Plain;
  marginOk: Plain;
  marginWarning: Plain;
  marginCall: Plain;
  warningTitle: Plain;
  warningText: Plain;
  callTitle: Plain;
  callText: Plain;
  deposit: Plain;
  sale: Plain;
  sellPrice: Plain;
  sellTime: Plain;
  conditions: Plain;
  lockup: Plain;
  lockupDays: { days: number; date: string };
  noLockup: Plain;
  sellableFrom: Plain;
  close: Plain;
  cannotClose: Plain;
  backToQuote: Plain;
  closeSummary: { name: string; code: string; count: number };
  closeQuantity: Plain;
  closeQuantityHint: { lot: number };
  marketClose: { price: string };
  closeConfirm: Plain;
  closingTitle: { orderNo: string };
  closingText: Plain;
  closedText: Plain;
}>({
  title: { id: 'ui.positionDetailScreen.title', defaultMessage: 'ポジション詳細', description: 'Page title' },
  currentPrice: {
    id: 'ui.positionDetailScreen.currentPrice',
    defaultMessage: '現在値',
    description: 'Label of the live price',
  },
  unrealizedPnl: {
    id: 'ui.positionDetailScreen.unrealizedPnl',
    defaultMessage: '評価損益',
    description: 'Unrealized profit or loss and its rate',
  },
  realizedPnl: {
    id: 'ui.positionDetailScreen.realizedPnl',
    defaultMessage: '実現損益',
    description: 'Realized profit or loss after fees and taxes',
  },
  trade: { id: 'ui.positionDetailScreen.trade', defaultMessage: '取引内容', description: 'Section: how it was bought' },
  buyTime: { id: 'ui.positionDetailScreen.buyTime', defaultMessage: '買付日時', description: 'When it was bought' },
  buyPrice: { id: 'ui.positionDetailScreen.buyPrice', defaultMessage: '取得単価', description: 'Average buy price' },
  quantity: { id: 'ui.positionDetailScreen.quantity', defaultMessage: '保有数量', description: 'Shares held' },
  sellable: {
    id: 'ui.positionDetailScreen.sellable',
    defaultMessage: 'うち売却可能 {count, number}株',
    description: 'How many of the held shares can be sold now',
  },
  cost: {
    id: 'ui.positionDetailScreen.cost',
    defaultMessage: '取得金額',
    description: 'Buy price × quantity, fees excluded',
  },
  buyFee: { id: 'ui.positionDetailScreen.buyFee', defaultMessage: '買付手数料', description: 'Commission paid to buy' },
  cash: {
    id: 'ui.positionDetailScreen.cash',
    defaultMessage: '1倍（現物）',
    description: 'Leverage of a cash position',
  },
  valuation: {
    id: 'ui.positionDetailScreen.valuation',
    defaultMessage: '評価',
    description: 'Section: value at the latest price',
  },
  marketValue: {
    id: 'ui.positionDetailScreen.marketValue',
    defaultMessage: '評価額',
    description: 'Current price × quantity',
  },
  margin: { id: 'ui.positionDetailScreen.margin', defaultMessage: '信用取引', description: 'Section: margin figures' },
  originalMargin: {
    id: 'ui.positionDetailScreen.originalMargin',
    defaultMessage: '当初証拠金',
    description: 'The user’s own money put in',
  },
  borrowed: { id: 'ui.positionDetailScreen.borrowed', defaultMessage: '借入額', description: 'Cost − original margin' },
  equity: {
    id: 'ui.positionDetailScreen.equity',
    defaultMessage: '純資産（評価額 − 借入額）',
    description: 'Equity: market value − borrowed',
  },
  maintenanceMargin: {
    id: 'ui.positionDetailScreen.maintenanceMargin',
    defaultMessage: '維持証拠金（評価額の20%）',
    description: 'Maintenance margin: 20 % of market value',
  },
  marginState: {
    id: 'ui.positionDetailScreen.marginState',
    defaultMessage: '証拠金の状態',
    description: 'Label of the margin status',
  },
  marginOk: { id: 'ui.positionDetailScreen.marginOk', defaultMessage: '問題なし', description: 'Margin status: ok' },
  marginWarning: {
    id: 'ui.positionDetailScreen.marginWarning',
    defaultMessage: '注意',
    description: 'Margin status: close to the maintenance margin',
  },
  marginCall: {
    id: 'ui.positionDetailScreen.marginCall',
    defaultMessage: '追加証拠金が必要',
    description: 'Margin status: below the maintenance margin (margin call)',
  },
  warningTitle: {
    id: 'ui.positionDetailScreen.warningTitle',
    defaultMessage: '純資産が維持証拠金に近づいています',
    description: 'Banner title when the margin status is warning',
  },
  warningText: {
    id: 'ui.positionDetailScreen.warningText',
    defaultMessage:
      'さらに値下がりすると追加証拠金（追証）が必要になります。入金するか、一部を決済して借入を減らしてください。',
    description: 'What to do when the margin status is warning',
  },
  callTitle: {
    id: 'ui.positionDetailScreen.callTitle',
    defaultMessage: '追加証拠金（追証）が必要です',
    description: 'Banner title when equity is below the maintenance margin',
  },
  callText: {
    id: 'ui.positionDetailScreen.callText',
    defaultMessage:
      '純資産が維持証拠金を下回っています。入金して証拠金を補うか、ポジションを決済してください。回復しない場合、当社が決済することがあります。',
    description: 'What to do on a margin call',
  },
  deposit: {
    id: 'ui.positionDetailScreen.deposit',
    defaultMessage: '入金する',
    description: 'Link to the deposit page',
  },
  sale: { id: 'ui.positionDetailScreen.sale', defaultMessage: '売却', description: 'Section: how it was sold' },
  sellPrice: { id: 'ui.positionDetailScreen.sellPrice', defaultMessage: '売却単価', description: 'Average sell price' },
  sellTime: { id: 'ui.positionDetailScreen.sellTime', defaultMessage: '売却日時', description: 'When it closed' },
  conditions: {
    id: 'ui.positionDetailScreen.conditions',
    defaultMessage: '売却の条件',
    description: 'Section: lock-up and when it can be sold',
  },
  lockup: { id: 'ui.positionDetailScreen.lockup', defaultMessage: 'ロックアップ', description: 'Lock-up length' },
  lockupDays: {
    id: 'ui.positionDetailScreen.lockupDays',
    defaultMessage: '{days, number}日（{date}まで）',
    description: 'Lock-up length and its last day',
  },
  noLockup: { id: 'ui.positionDetailScreen.noLockup', defaultMessage: 'なし', description: 'No lock-up' },
  sellableFrom: {
    id: 'ui.positionDetailScreen.sellableFrom',
    defaultMessage: '売却可能日',
    description: 'The first day it may be sold',
  },
  close: { id: 'ui.positionDetailScreen.close', defaultMessage: '決済する', description: 'Button: close the position' },
  cannotClose: {
    id: 'ui.positionDetailScreen.cannotClose',
    defaultMessage: '売却できる株数がないため、今は決済できません。',
    description: 'Why close is disabled: nothing sellable now (lock-up, bought today in China, a sell working)',
  },
  backToQuote: {
    id: 'ui.positionDetailScreen.backToQuote',
    defaultMessage: '銘柄ページを見る',
    description: 'Link to the stock page',
  },
  closeSummary: {
    id: 'ui.positionDetailScreen.closeSummary',
    defaultMessage: '{name}（{code}）・売却可能 {count, number}株',
    description: 'Under the close question: the stock and its sellable shares',
  },
  closeQuantity: {
    id: 'ui.positionDetailScreen.closeQuantity',
    defaultMessage: '決済数量',
    description: 'Label of the quantity to close',
  },
  closeQuantityHint: {
    id: 'ui.positionDetailScreen.closeQuantityHint',
    defaultMessage: '{lot, number}株単位、または売却可能な全株',
    description: 'Quantity rule of a close: lots, or the whole remainder',
  },
  marketClose: {
    id: 'ui.positionDetailScreen.marketClose',
    defaultMessage: '成行で、その時点で約定できる価格で売却します（現在値 {price}）。',
    description: 'A market close sells at the best available price; {price} is the last price',
  },
  closeConfirm: {
    id: 'ui.positionDetailScreen.closeConfirm',
    defaultMessage: '決済する',
    description: 'Button: confirm the close',
  },
  closingTitle: {
    id: 'ui.positionDetailScreen.closingTitle',
    defaultMessage: '決済注文を受け付けました（注文番号 {orderNo}）',
    description: 'Notice once the closing sell order is placed',
  },
  closingText: {
    id: 'ui.positionDetailScreen.closingText',
    defaultMessage: '約定すると売却代金から借入額が返済され、ポジションが決済されます。',
    description: 'What happens on fill',
  },
  closedText: {
    id: 'ui.positionDetailScreen.closedText',
    defaultMessage: '約定しました。実現損益は取引履歴に記録されています。',
    description: 'The closing order filled',
  },
});
