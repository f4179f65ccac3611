import {
  dayCandles,
  intradayCandles,
  intradayPreviousClose,
  weekCandles,
} from '../../../components/PriceChart/PriceChart.fixtures.ts';
import { marketsShell, tokyoOpen } from '../shared/fixtures.ts';
import type { QuoteInfoScreenProps, QuoteInfoView } from './QuoteInfoScreen.types.ts';

export { dayCandles, intradayCandles, weekCandles };

export const toyota: QuoteInfoView = {
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  currency: 'JPY',
  kind: 'stock',
  price: '2995.5',
  change: '15.5',
  changePercent: '0.52',
  decimals: 1,
  open: '2984.0',
  high: '3001.5',
  low: '2978.5',
  previousClose: intradayPreviousClose,
  volume: '18452300',
  turnover: '55218976500',
  marketCap: '48815000000000',
  limitUp: '3480.0',
  limitDown: '2480.0',
  closingAuction: false,
  time: '2026-11-20T05:03:12Z',
  timeZone: 'Asia/Tokyo',
  sector: '輸送用機器',
};

export const apple: QuoteInfoView = {
  code: 'AAPL',
  name: 'Apple',
  market: 'usd',
  currency: 'USD',
  kind: 'stock',
  price: '228.52',
  change: '-1.84',
  changePercent: '-0.80',
  decimals: 2,
  open: '230.10',
  high: '231.00',
  low: '227.80',
  previousClose: '230.36',
  volume: '41230000',
  turnover: '9431234567.12',
  marketCap: '3450000000000',
  limitUp: null,
  limitDown: null,
  time: '2026-11-20T19:03:12Z',
  timeZone: 'America/New_York',
  sector: 'Technology',
};

export const nikkei: QuoteInfoView = {
  code: 'N225',
  name: '日経平均株価',
  market: 'jpy',
  currency: 'JPY',
  kind: 'index',
  price: '38612.45',
  change: '112.45',
  changePercent: '0.29',
  decimals: 2,
  time: '2026-11-20T05:03:12Z',
  timeZone: 'Asia/Tokyo',
};

export const quoteInfoProps: QuoteInfoScreenProps = {
  shell: { ...marketsShell, header: { title: 'トヨタ自動車', backHref: '#/home/index' } },
  status: 'ready',
  quote: toyota,
  onRetry: () => undefined,
  clock: tokyoOpen,
  chart: {
    period: 'intraday',
    onPeriodChange: () => undefined,
    range: '1w',
    onRangeChange: () => undefined,
    candles: intradayCandles,
    status: 'ready',
    onRetry: () => undefined,
    timeZone: 'Asia/Tokyo',
  },
  watch: { watched: false, onToggle: () => undefined },
};
