import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Texts of the stock detail screen (/quotes/info); ids `ui.quoteInfoScreen.<key>`, Japanese defaults.
export const quoteInfoScreenMessages = defineMessages<{
  price: Plain;
  open: Plain;
  high: Plain;
  low: Plain;
  previousClose: Plain;
  volume: Plain;
  turnover: Plain;
  marketCap: Plain;
  limitBand: Plain;
  limitUp: Plain;
  limitDown: Plain;
  noLimits: Plain;
  figures: Plain;
  chart: Plain;
  range: Plain;
  range1w: Plain;
  range1m: Plain;
  range3m: Plain;
  range6m: Plain;
  truncated: Plain;
  addWatch: Plain;
  removeWatch: Plain;
  buy: Plain;
  sell: Plain;
  notFinal: Plain;
  updatedAt: { time: string };
  loading: Plain;
  shares: { count: string };
  sector: Plain;
}>({
  price: { id: 'ui.quoteInfoScreen.price', defaultMessage: '現在値', description: 'Label of the last price' },
  open: { id: 'ui.quoteInfoScreen.open', defaultMessage: '始値', description: "Today's opening price" },
  high: { id: 'ui.quoteInfoScreen.high', defaultMessage: '高値', description: "Today's high" },
  low: { id: 'ui.quoteInfoScreen.low', defaultMessage: '安値', description: "Today's low" },
  previousClose: {
    id: 'ui.quoteInfoScreen.previousClose',
    defaultMessage: '前日終値',
    description: "The previous trading day's close",
  },
  volume: { id: 'ui.quoteInfoScreen.volume', defaultMessage: '出来高', description: 'Shares traded today' },
  turnover: { id: 'ui.quoteInfoScreen.turnover', defaultMessage: '売買代金', description: 'Value traded today' },
  marketCap: { id: 'ui.quoteInfoScreen.marketCap', defaultMessage: '時価総額', description: 'Market capitalisation' },
  limitBand: {
    id: 'ui.quoteInfoScreen.limitBand',
    defaultMessage: '値幅制限',
    description: "Heading of today's price-limit band (lowest and highest allowed price)",
  },
  limitUp: {
    id: 'ui.quoteInfoScreen.limitUp',
    defaultMessage: 'ストップ高',
    description: "Today's highest allowed price",
  },
  limitDown: {
    id: 'ui.quoteInfoScreen.limitDown',
    defaultMessage: 'ストップ安',
    description: "Today's lowest allowed price",
  },
  noLimits: {
    id: 'ui.quoteInfoScreen.noLimits',
    defaultMessage: 'この市場には値幅制限がありません',
    description: 'Shown in the price-limit band for markets without daily limits (US)',
  },
  figures: {
    id: 'ui.quoteInfoScreen.figures',
    defaultMessage: '本日の値動き',
    description: "Heading of today's figures",
  },
  chart: { id: 'ui.quoteInfoScreen.chart', defaultMessage: 'チャート', description: 'Heading of the price chart' },
  range: { id: 'ui.quoteInfoScreen.range', defaultMessage: '表示期間', description: 'Label of the chart span switch' },
  range1w: { id: 'ui.quoteInfoScreen.range1w', defaultMessage: '1週間', description: 'Chart span: one week' },
  range1m: { id: 'ui.quoteInfoScreen.range1m', defaultMessage: '1か月', description: 'Chart span: one month' },
  range3m: { id: 'ui.quoteInfoScreen.range3m', defaultMessage: '3か月', description: 'Chart span: three months' },
  range6m: { id: 'ui.quoteInfoScreen.range6m', defaultMessage: '6か月', description: 'Chart span: six months' },
  truncated: {
    id: 'ui.quoteInfoScreen.truncated',
    defaultMessage: '直近1,000本のみ表示しています',
    description: 'Note under the chart when older bars of the span were left out',
  },
  addWatch: {
    id: 'ui.quoteInfoScreen.addWatch',
    defaultMessage: 'お気に入りに追加',
    description: 'Button: add the stock to the watchlist',
  },
  removeWatch: {
    id: 'ui.quoteInfoScreen.removeWatch',
    defaultMessage: 'お気に入りから削除',
    description: 'Button: remove the stock from the watchlist',
  },
  buy: { id: 'ui.quoteInfoScreen.buy', defaultMessage: '買う', description: 'Link to the buy order ticket' },
  sell: { id: 'ui.quoteInfoScreen.sell', defaultMessage: '売る', description: 'Link to the sell order ticket' },
  notFinal: {
    id: 'ui.quoteInfoScreen.notFinal',
    defaultMessage: 'クロージング・オークション中：15:30まで終値は確定しません',
    description: "Notice during Tokyo's closing auction: the last price is not final until 15:30",
  },
  updatedAt: {
    id: 'ui.quoteInfoScreen.updatedAt',
    defaultMessage: '{time} 時点',
    description: 'When the quote was last updated',
  },
  loading: {
    id: 'ui.quoteInfoScreen.loading',
    defaultMessage: '相場を読み込み中',
    description: 'Spoken label of the loading skeleton',
  },
  shares: {
    id: 'ui.quoteInfoScreen.shares',
    defaultMessage: '{count}株',
    description: 'A number of shares; {count} is formatted',
  },
  sector: { id: 'ui.quoteInfoScreen.sector', defaultMessage: '業種', description: 'The industry sector of the stock' },
});
