import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Built-in texts of PriceChart; ids `ui.priceChart.<key>`, Japanese defaults.
export const priceChartMessages = defineMessages<{
  periods: Plain;
  periodIntraday: Plain;
  period5m: Plain;
  period15m: Plain;
  period30m: Plain;
  periodDay: Plain;
  periodWeek: Plain;
  periodMonth: Plain;
  periodYear: Plain;
  keyboardHint: Plain;
  time: Plain;
  open: Plain;
  high: Plain;
  low: Plain;
  close: Plain;
  volume: Plain;
  loading: Plain;
  empty: Plain;
  chartLabel: { period: string };
  summary: { close: string; high: string; low: string };
  summaryPreviousClose: { previousClose: string };
}>({
  periods: {
    id: 'ui.priceChart.periods',
    defaultMessage: 'チャートの期間',
    description: 'Accessible name of the row of period buttons above the price chart',
  },
  periodIntraday: {
    id: 'ui.priceChart.period.intraday',
    defaultMessage: '当日',
    description: 'Period button: today, minute by minute (line chart)',
  },
  period5m: { id: 'ui.priceChart.period.5m', defaultMessage: '5分', description: 'Period button: 5-minute candles' },
  period15m: {
    id: 'ui.priceChart.period.15m',
    defaultMessage: '15分',
    description: 'Period button: 15-minute candles',
  },
  period30m: {
    id: 'ui.priceChart.period.30m',
    defaultMessage: '30分',
    description: 'Period button: 30-minute candles',
  },
  periodDay: { id: 'ui.priceChart.period.day', defaultMessage: '日足', description: 'Period button: daily candles' },
  periodWeek: { id: 'ui.priceChart.period.week', defaultMessage: '週足', description: 'Period button: weekly candles' },
  periodMonth: {
    id: 'ui.priceChart.period.month',
    defaultMessage: '月足',
    description: 'Period button: monthly candles',
  },
  periodYear: { id: 'ui.priceChart.period.year', defaultMessage: '年足', description: 'Period button: yearly candles' },
  chartLabel: {
    id: 'ui.priceChart.chartLabel',
    defaultMessage: '価格チャート（{period}）',
    description: 'Accessible name of the chart; {period} is the selected period label',
  },
  summary: {
    id: 'ui.priceChart.summary',
    defaultMessage: '直近の終値 {close}、期間中の高値 {high}、安値 {low}。',
    description: 'Screen-reader summary of the chart: last close, highest high and lowest low of the shown range',
  },
  summaryPreviousClose: {
    id: 'ui.priceChart.summaryPreviousClose',
    defaultMessage: '前日終値 {previousClose}。',
    description: 'Screen-reader summary addition on the intraday chart: the previous day close',
  },
  keyboardHint: {
    id: 'ui.priceChart.keyboardHint',
    defaultMessage: '左右の矢印キーで各足の値を確認できます。',
    description: 'Screen-reader hint: left/right arrow keys move the crosshair between candles',
  },
  time: { id: 'ui.priceChart.time', defaultMessage: '日時', description: 'Tooltip row label: time of the candle' },
  open: { id: 'ui.priceChart.open', defaultMessage: '始値', description: 'Tooltip row label: opening price' },
  high: { id: 'ui.priceChart.high', defaultMessage: '高値', description: 'Tooltip row label: highest price' },
  low: { id: 'ui.priceChart.low', defaultMessage: '安値', description: 'Tooltip row label: lowest price' },
  close: { id: 'ui.priceChart.close', defaultMessage: '終値', description: 'Tooltip row label: closing price' },
  volume: { id: 'ui.priceChart.volume', defaultMessage: '出来高', description: 'Tooltip row label: traded volume' },
  loading: {
    id: 'ui.priceChart.loading',
    defaultMessage: 'チャートを読み込み中',
    description: 'Spoken label of the chart loading skeleton',
  },
  empty: {
    id: 'ui.priceChart.empty',
    defaultMessage: 'この期間の取引データはありません',
    description: 'Empty chart: no trades in the selected period',
  },
});
