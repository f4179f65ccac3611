import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the order ticket; ids `ui.orderTicketScreen.<key>`, Japanese defaults.
export const orderTicketScreenMessages = defineMessages<{
  titleBuy: { name: string };
  titleSell: { name: string };
  titleLoading: Plain;
  form: Plain;
  lastPrice: Plain;
  noBand: Plain;
  tick: { tick: string };
  marketNote: Plain;
  marketBuyHoldLimit: Plain;
  marketBuyHoldCollar: Plain;
  lotRule: { lot: number };
  minRule: { min: number; step: number };
  lotsReading: { lots: string };
  notLotMultiple: { lot: number };
  sellable: { count: number };
  leverageHint: Plain;
  marginDisabled: Plain;
  applyMargin: Plain;
  sellNoLeverage: Plain;
  figures: Plain;
  principal: Plain;
  marginRequired: Plain;
  feeRule: { rate: string; minimum: string };
  tax: Plain;
  taxRule: { rate: string };
  totalBuy: Plain;
  totalSell: Plain;
  holdAmount: Plain;
  availableBalance: Plain;
  availableAfter: Plain;
  insufficientTitle: Plain;
  insufficientText: Plain;
  deposit: Plain;
  previewIdle: Plain;
  previewLoading: Plain;
  previewError: Plain;
  retry: Plain;
  checksTitle: Plain;
  phasePreOpen: Plain;
  phaseLunch: Plain;
  phaseClosingAuction: Plain;
  notTradingTitle: Plain;
  notTradingText: Plain;
  submitBuy: Plain;
  submitSell: Plain;
  confirmTitle: Plain;
  confirmBuy: Plain;
  confirmSell: Plain;
  place: Plain;
  marketEstimate: { price: string };
  placedTitle: Plain;
  placedText: Plain;
  filledTitle: Plain;
  filledText: Plain;
  rejectedTitle: Plain;
  filledOfTotal: { filled: number; total: number };
  averagePrice: Plain;
  viewPositions: Plain;
  backToQuote: Plain;
  newOrder: Plain;
}>({
  titleBuy: { id: 'ui.orderTicketScreen.titleBuy', defaultMessage: '{name} 買い注文', description: 'Page title' },
  titleSell: { id: 'ui.orderTicketScreen.titleSell', defaultMessage: '{name} 売り注文', description: 'Page title' },
  titleLoading: {
    id: 'ui.orderTicketScreen.titleLoading',
    defaultMessage: '注文',
    description: 'Page title while the stock is loading',
  },
  form: { id: 'ui.orderTicketScreen.form', defaultMessage: '注文入力', description: 'Accessible name of the form' },
  lastPrice: { id: 'ui.orderTicketScreen.lastPrice', defaultMessage: '現在値', description: 'Label of the last price' },
  noBand: {
    id: 'ui.orderTicketScreen.noBand',
    defaultMessage: '値幅制限なし',
    description: 'Hint under the price in a market without daily limits (US)',
  },
  tick: {
    id: 'ui.orderTicketScreen.tick',
    defaultMessage: '呼値 {tick}',
    description: 'Hint under the price: the tick size (price step)',
  },
  marketNote: {
    id: 'ui.orderTicketScreen.marketNote',
    defaultMessage: '成行注文は、その時点で約定できる価格で約定します。',
    description: 'Shown instead of the price field for a market order',
  },
  marketBuyHoldLimit: {
    id: 'ui.orderTicketScreen.marketBuyHoldLimit',
    defaultMessage: 'ストップ高の価格で代金を拘束し、約定後に差額を戻します。',
    description: 'Market buy in Japan or China: the hold is at limit-up and the difference is released on fill',
  },
  marketBuyHoldCollar: {
    id: 'ui.orderTicketScreen.marketBuyHoldCollar',
    defaultMessage: '現在値の+5%を上限に約定し、その価格で代金を拘束します。約定後に差額を戻します。',
    description: 'Market buy in the US: fills are collared at +5% of the last price, which is also what is held',
  },
  lotRule: {
    id: 'ui.orderTicketScreen.lotRule',
    defaultMessage: '{lot, number}株単位',
    description: 'Hint under the quantity: the trading unit',
  },
  minRule: {
    id: 'ui.orderTicketScreen.minRule',
    defaultMessage: '{min, number}株以上、{step, number}株単位',
    description: 'Hint under the quantity when the minimum differs from the step (China STAR buys: 200, then 1)',
  },
  lotsReading: {
    id: 'ui.orderTicketScreen.lotsReading',
    defaultMessage: '＝ {lots}',
    description: 'The quantity read as trading units, e.g. ＝ 3単元; {lots} is already formatted',
  },
  notLotMultiple: {
    id: 'ui.orderTicketScreen.notLotMultiple',
    defaultMessage: '{lot, number}株単位で入力してください',
    description: 'Warning when the quantity is not a multiple of the trading unit',
  },
  sellable: {
    id: 'ui.orderTicketScreen.sellable',
    defaultMessage: '売却可能 {count, number}株',
    description: 'Hint under the quantity of a sell: shares that can be sold now',
  },
  leverageHint: {
    id: 'ui.orderTicketScreen.leverageHint',
    defaultMessage: '必要証拠金 ＝ 約定代金 ÷ レバレッジ。1倍は現物取引です。',
    description: 'Hint under the leverage choice',
  },
  marginDisabled: {
    id: 'ui.orderTicketScreen.marginDisabled',
    defaultMessage: '信用取引が未開設のため、レバレッジは1倍（現物）のみ選べます。',
    description: 'Why the leverage choice is disabled: margin trading is not enabled for the account',
  },
  applyMargin: {
    id: 'ui.orderTicketScreen.applyMargin',
    defaultMessage: '信用取引について',
    description: 'Link to how to apply for margin trading',
  },
  sellNoLeverage: {
    id: 'ui.orderTicketScreen.sellNoLeverage',
    defaultMessage: '売り注文は保有株の売却です（空売りはできません）。',
    description: 'Shown instead of the leverage choice on a sell: it sells held shares, no short selling',
  },
  figures: {
    id: 'ui.orderTicketScreen.figures',
    defaultMessage: 'ご注文の試算',
    description: 'Heading of the live figures (principal, fee, total…)',
  },
  principal: {
    id: 'ui.orderTicketScreen.principal',
    defaultMessage: '約定代金',
    description: 'Price × quantity',
  },
  marginRequired: {
    id: 'ui.orderTicketScreen.marginRequired',
    defaultMessage: '必要証拠金',
    description: 'Principal ÷ leverage: the user’s own money in the position',
  },
  feeRule: {
    id: 'ui.orderTicketScreen.feeRule',
    defaultMessage: '約定代金の{rate}%（最低{minimum}）、端数切り捨て',
    description: 'The disclosed fee rule under the fee; {rate} is a percent number, {minimum} formatted money',
  },
  tax: { id: 'ui.orderTicketScreen.tax', defaultMessage: '印紙税', description: "China's stamp duty on sells" },
  taxRule: {
    id: 'ui.orderTicketScreen.taxRule',
    defaultMessage: '売却代金の{rate}%、端数切り捨て',
    description: 'The stamp-duty rule under the tax; {rate} is a percent number',
  },
  totalBuy: {
    id: 'ui.orderTicketScreen.totalBuy',
    defaultMessage: 'お支払い合計',
    description: 'Buy total: margin required + fee',
  },
  totalSell: {
    id: 'ui.orderTicketScreen.totalSell',
    defaultMessage: 'お受取り合計',
    description: 'Sell total: principal − fee − stamp duty',
  },
  holdAmount: {
    id: 'ui.orderTicketScreen.holdAmount',
    defaultMessage: '拘束金額',
    description: 'What placing the order holds from the available balance now',
  },
  availableBalance: {
    id: 'ui.orderTicketScreen.availableBalance',
    defaultMessage: '買付余力',
    description: 'Available cash in the instrument’s currency',
  },
  availableAfter: {
    id: 'ui.orderTicketScreen.availableAfter',
    defaultMessage: '注文後の買付余力',
    description: 'Available cash after the hold',
  },
  insufficientTitle: {
    id: 'ui.orderTicketScreen.insufficientTitle',
    defaultMessage: '買付余力が足りません',
    description: 'Notice when the order would hold more than the available balance',
  },
  insufficientText: {
    id: 'ui.orderTicketScreen.insufficientText',
    defaultMessage: '入金するか、数量やレバレッジを見直してください。',
    description: 'What to do when the balance is short',
  },
  deposit: { id: 'ui.orderTicketScreen.deposit', defaultMessage: '入金する', description: 'Link to the deposit page' },
  previewIdle: {
    id: 'ui.orderTicketScreen.previewIdle',
    defaultMessage: '数量を入力すると、代金・手数料・合計を表示します。',
    description: 'Figures placeholder before there is enough to price the order',
  },
  previewLoading: {
    id: 'ui.orderTicketScreen.previewLoading',
    defaultMessage: '試算を更新しています',
    description: 'Spoken while the figures are fetched',
  },
  previewError: {
    id: 'ui.orderTicketScreen.previewError',
    defaultMessage: '試算を取得できませんでした。通信環境を確認して、もう一度お試しください。',
    description: 'The figures could not be fetched',
  },
  retry: { id: 'ui.orderTicketScreen.retry', defaultMessage: '再試算', description: 'Button: fetch the figures again' },
  checksTitle: {
    id: 'ui.orderTicketScreen.checksTitle',
    defaultMessage: 'このままでは注文できません',
    description: 'Heading of the rules the order would break',
  },
  phasePreOpen: {
    id: 'ui.orderTicketScreen.phasePreOpen',
    defaultMessage: '取引開始前です。注文は受け付け、取引開始後に約定します。',
    description: 'Market phase note: before the open',
  },
  phaseLunch: {
    id: 'ui.orderTicketScreen.phaseLunch',
    defaultMessage: '昼休み中です。注文は受け付け、後場の取引開始後に約定します。',
    description: 'Market phase note: lunch break',
  },
  phaseClosingAuction: {
    id: 'ui.orderTicketScreen.phaseClosingAuction',
    defaultMessage: 'クロージング・オークション中です。注文は15:30の終値で約定します。',
    description: "Market phase note: Tokyo's closing auction (15:25–15:30), orders match at the 15:30 close",
  },
  notTradingTitle: {
    id: 'ui.orderTicketScreen.notTradingTitle',
    defaultMessage: '取引時間外です',
    description: 'Notice when the market is closed: orders are not accepted',
  },
  notTradingText: {
    id: 'ui.orderTicketScreen.notTradingText',
    defaultMessage: '取引時間になってから注文してください。',
    description: 'What to do when the market is closed',
  },
  submitBuy: {
    id: 'ui.orderTicketScreen.submitBuy',
    defaultMessage: '買い注文の内容を確認',
    description: 'Submit: review the buy order before placing it',
  },
  submitSell: {
    id: 'ui.orderTicketScreen.submitSell',
    defaultMessage: '売り注文の内容を確認',
    description: 'Submit: review the sell order before placing it',
  },
  confirmTitle: {
    id: 'ui.orderTicketScreen.confirmTitle',
    defaultMessage: '注文内容の確認',
    description: 'Title of the confirmation dialog',
  },
  confirmBuy: {
    id: 'ui.orderTicketScreen.confirmBuy',
    defaultMessage: 'この内容で買い注文を出しますか？',
    description: 'Confirmation question for a buy',
  },
  confirmSell: {
    id: 'ui.orderTicketScreen.confirmSell',
    defaultMessage: 'この内容で売り注文を出しますか？',
    description: 'Confirmation question for a sell',
  },
  place: { id: 'ui.orderTicketScreen.place', defaultMessage: '注文する', description: 'Button: place the order' },
  marketEstimate: {
    id: 'ui.orderTicketScreen.marketEstimate',
    defaultMessage: '成行（参考 {price}）',
    description: 'Price of a market order in the confirmation: market, with the last price for reference',
  },
  placedTitle: {
    id: 'ui.orderTicketScreen.placedTitle',
    defaultMessage: '注文を受け付けました',
    description: 'Heading once the order is placed and working',
  },
  placedText: {
    id: 'ui.orderTicketScreen.placedText',
    defaultMessage: '価格が条件に達すると約定します。本日の取引終了までに約定しなかった分は失効します。',
    description: 'What happens to a working day order',
  },
  filledTitle: {
    id: 'ui.orderTicketScreen.filledTitle',
    defaultMessage: '約定しました',
    description: 'Heading once the order is filled',
  },
  filledText: {
    id: 'ui.orderTicketScreen.filledText',
    defaultMessage: '保有状況はポジション一覧で確認できます。',
    description: 'Where to see the new position',
  },
  rejectedTitle: {
    id: 'ui.orderTicketScreen.rejectedTitle',
    defaultMessage: '注文は成立しませんでした',
    description: 'Heading when the order was rejected at matching',
  },
  filledOfTotal: {
    id: 'ui.orderTicketScreen.filledOfTotal',
    defaultMessage: '{filled, number} / {total, number}株',
    description: 'Filled shares of the order’s total',
  },
  averagePrice: {
    id: 'ui.orderTicketScreen.averagePrice',
    defaultMessage: '平均約定価格',
    description: 'Volume-weighted average fill price',
  },
  viewPositions: {
    id: 'ui.orderTicketScreen.viewPositions',
    defaultMessage: 'ポジションを見る',
    description: 'Link to the positions page',
  },
  backToQuote: {
    id: 'ui.orderTicketScreen.backToQuote',
    defaultMessage: '銘柄ページに戻る',
    description: 'Link back to the stock page',
  },
  newOrder: {
    id: 'ui.orderTicketScreen.newOrder',
    defaultMessage: '続けて注文する',
    description: 'Button: another order of the same stock',
  },
});
