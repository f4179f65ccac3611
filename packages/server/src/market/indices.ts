import type { IndexQuote, Market } from '@kabuto/api-client';

export type { IndexQuote, Market };

export interface IndexDefinition {
  code: string;
  name: { jp: string; cn: string; us: string };
  market: Market;
  /** Reference level, approximate, as a decimal string. */
  referencePrice: string;
}

/** The indices of each market, with reference levels until the simulator moves them. */
export const INDICES: readonly IndexDefinition[] = [
  {
    code: 'N225',
    market: 'jpy',
    referencePrice: '38500.00',
    name: { jp: '日経平均株価', cn: '日经225指数', us: 'Nikkei 225' },
  },
  {
    code: 'TOPIX',
    market: 'jpy',
    referencePrice: '2700.00',
    name: { jp: 'TOPIX（東証株価指数）', cn: '东证股价指数', us: 'TOPIX' },
  },
  { code: 'SPX', market: 'usd', referencePrice: '5900.00', name: { jp: 'S&P 500', cn: '标普500指数', us: 'S&P 500' } },
  {
    code: 'IXIC',
    market: 'usd',
    referencePrice: '19000.00',
    name: { jp: 'ナスダック総合指数', cn: '纳斯达克综合指数', us: 'Nasdaq Composite' },
  },
  {
    code: 'DJI',
    market: 'usd',
    referencePrice: '43500.00',
    name: { jp: 'NYダウ', cn: '道琼斯工业平均指数', us: 'Dow Jones Industrial Average' },
  },
  {
    code: '000001.SS',
    market: 'cny',
    referencePrice: '3300.00',
    name: { jp: '上証総合指数', cn: '上证综合指数', us: 'SSE Composite' },
  },
  {
    code: '399001.SZ',
    market: 'cny',
    referencePrice: '10500.00',
    name: { jp: '深セン成分指数', cn: '深证成份指数', us: 'SZSE Component' },
  },
  {
    code: '000300.SS',
    market: 'cny',
    referencePrice: '3900.00',
    name: { jp: 'CSI 300', cn: '沪深300指数', us: 'CSI 300' },
  },
];

/** The first snapshot: reference levels, unchanged, stamped now. */
export function indexSnapshot(market: Market, now: Date): IndexQuote[] {
  return INDICES.filter((index) => index.market === market).map((index) => ({
    code: index.code,
    name: index.name,
    market: index.market,
    price: index.referencePrice,
    change: '0.00',
    changePercent: '0.00',
    time: now.toISOString(),
  }));
}
