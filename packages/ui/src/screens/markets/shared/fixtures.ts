import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { QuoteRowItem } from '../../../components/QuoteRow/QuoteRow.tsx';
import type { IndexItem, MarketClockView, MarketsShell } from './types.ts';

export const marketsShell: MarketsShell = { ...shellProps, header: { title: '銘柄' } };

export const jpStocks: QuoteRowItem[] = [
  {
    code: '7203',
    name: 'トヨタ自動車',
    price: '2995.5',
    change: '15.5',
    changePercent: '0.52',
    decimals: 1,
    currency: 'JPY',
  },
  {
    code: '6758',
    name: 'ソニーグループ',
    price: '3410.0',
    change: '-40.0',
    changePercent: '-1.16',
    decimals: 1,
    currency: 'JPY',
  },
  {
    code: '9984',
    name: 'ソフトバンクグループ',
    price: '8954',
    change: '0',
    changePercent: '0.00',
    decimals: 0,
    currency: 'JPY',
  },
  {
    code: '6861',
    name: 'キーエンス',
    price: '64120',
    change: '830',
    changePercent: '1.31',
    decimals: 0,
    currency: 'JPY',
  },
  {
    code: '8058',
    name: '三菱商事',
    price: '2615.5',
    change: '-22.0',
    changePercent: '-0.83',
    decimals: 1,
    currency: 'JPY',
  },
  {
    code: '6920',
    name: 'レーザーテック',
    price: '16450',
    change: '1450',
    changePercent: '9.67',
    decimals: 0,
    currency: 'JPY',
  },
  { code: '7974', name: '任天堂', price: '8710', change: '-95', changePercent: '-1.08', decimals: 0, currency: 'JPY' },
  {
    code: '8306',
    name: '三菱UFJフィナンシャル・グループ',
    price: '1588.5',
    change: '12.0',
    changePercent: '0.76',
    decimals: 1,
    currency: 'JPY',
  },
];

export const usStocks: QuoteRowItem[] = [
  { code: 'AAPL', name: 'Apple', price: '228.52', change: '1.84', changePercent: '0.81', decimals: 2, currency: 'USD' },
  {
    code: 'MSFT',
    name: 'Microsoft',
    price: '415.10',
    change: '-3.25',
    changePercent: '-0.78',
    decimals: 2,
    currency: 'USD',
  },
  {
    code: 'NVDA',
    name: 'NVIDIA',
    price: '131.38',
    change: '4.02',
    changePercent: '3.16',
    decimals: 2,
    currency: 'USD',
  },
  {
    code: 'BRK.B',
    name: 'Berkshire Hathaway B',
    price: '452.77',
    change: '0.00',
    changePercent: '0.00',
    decimals: 2,
    currency: 'USD',
  },
];

export const jpIndices: IndexItem[] = [
  { code: 'N225', name: '日経平均株価', price: '38612.45', change: '112.45', changePercent: '0.29', decimals: 2 },
  {
    code: 'TOPIX',
    name: 'TOPIX（東証株価指数）',
    price: '2708.31',
    change: '-8.31',
    changePercent: '-0.31',
    decimals: 2,
  },
];

export const usIndices: IndexItem[] = [
  { code: 'SPX', name: 'S&P 500', price: '5870.62', change: '23.10', changePercent: '0.39', decimals: 2 },
  { code: 'IXIC', name: 'Nasdaq Composite', price: '18680.12', change: '-45.32', changePercent: '-0.24', decimals: 2 },
  {
    code: 'DJI',
    name: 'Dow Jones Industrial Average',
    price: '43444.99',
    change: '0.00',
    changePercent: '0.00',
    decimals: 2,
  },
];

/** Tokyo during the morning session (UTC instants). */
export const tokyoOpen: MarketClockView = {
  phase: 'open',
  timeZone: 'Asia/Tokyo',
  nextChangeAt: '2026-11-20T02:30:00Z',
  nextPhase: 'lunchBreak',
};

export const tokyoLunch: MarketClockView = {
  phase: 'lunchBreak',
  timeZone: 'Asia/Tokyo',
  nextChangeAt: '2026-11-20T03:30:00Z',
  nextPhase: 'open',
};

export const tokyoClosingAuction: MarketClockView = {
  phase: 'closingAuction',
  timeZone: 'Asia/Tokyo',
  nextChangeAt: '2026-11-20T06:30:00Z',
  nextPhase: 'closed',
};

/** Many deterministic rows (codes from 1301). */
export function manyStocks(count: number): QuoteRowItem[] {
  return Array.from({ length: count }, (_, index) => {
    const base = jpStocks[index % jpStocks.length]!;
    return { ...base, code: String(1301 + index), name: `${base.name} ${index + 1}` };
  });
}
