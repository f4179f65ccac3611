import { divide, parsePrice } from '../price.ts';
import type { LocalizedText, Market } from '../types.ts';
import type { ListingRow } from './listing.ts';
import { CHINA_LISTINGS } from './china.ts';
import { JAPAN_LISTINGS } from './japan.ts';
import { US_LISTINGS } from './us.ts';

export interface IndexMember {
  code: string;
  /** The member's share of the index at reference prices, in percent with four places; they sum to 100.0000. */
  weight: string;
}

export interface IndexDefinition {
  code: string;
  market: Market;
  name: LocalizedText;
  /** An approximate, plausible level (decimal string) with every member at its reference price. */
  referencePrice: string;
  /** How the real index weighs its members: by price (Nikkei 225, Dow) or by market value. */
  weighting: 'price' | 'cap';
  /** The index's members that are in the universe (a sample of the real index), with their weights. */
  members: readonly IndexMember[];
}

interface IndexRow {
  code: string;
  market: Market;
  name: LocalizedText;
  referencePrice: string;
  weighting: 'price' | 'cap';
  /** Which universe rows belong to it. */
  includes: (row: ListingRow) => boolean;
}

const among = (codes: string) => {
  const set = new Set(codes.split(/\s+/).filter(Boolean));
  return (row: ListingRow) => set.has(row.code);
};

/** The real constituents we list (as of the table's writing); the rest of each index is not in the universe. */
const NIKKEI_225 = among(`
  7203 6758 9984 8306 6861 9983 8035 6098 9432 4063 8058 8001 6501 7974 4502 8316 8411 9433 7267 6902 6367 6954
  4568 6981 6594 8766 2914 4661 7741 4543 6273 6146 6857 7011 9020 9022 5108 3382 4519 8031 8053 8002 5401 1605
  5020 8801 9101 9501 2802 4452 7751 7733 6752 8604 8591 9064 1925 1801 5713 5802 3402 3861 5201 2502`);
const DOW_30 = among(`
  AAPL AMZN BA CAT CRM CSCO CVX DIS GS HD IBM JNJ JPM KO MCD MSFT NKE NVDA PG UNH V`);
const CSI_300 = among(`
  600519 601318 600036 601398 601288 601988 601857 600028 600900 601012 600276 600030 601166 600887 601888 600309
  601899 600104 601628 603259 601138 000858 000333 000651 002594 000001 002415 000725 002475 000002 300750 300059
  300760 300015 300124 300274 688981 688111 688041 688256 688012`);

const INDEX_ROWS: readonly IndexRow[] = [
  {
    code: 'N225',
    market: 'jpy',
    referencePrice: '49500.00',
    weighting: 'price',
    name: { jp: '日経平均株価', cn: '日经225指数', us: 'Nikkei 225' },
    includes: NIKKEI_225,
  },
  {
    code: 'TOPIX',
    market: 'jpy',
    referencePrice: '3300.00',
    weighting: 'cap',
    name: { jp: 'TOPIX（東証株価指数）', cn: '东证股价指数', us: 'TOPIX' },
    // TOPIX covers the Prime Market.
    includes: (row) => row.board === 'tse_prime',
  },
  {
    code: 'SPX',
    market: 'usd',
    referencePrice: '6800.00',
    weighting: 'cap',
    name: { jp: 'S&P 500', cn: '标普500指数', us: 'S&P 500' },
    includes: () => true,
  },
  {
    code: 'IXIC',
    market: 'usd',
    referencePrice: '23000.00',
    weighting: 'cap',
    name: { jp: 'ナスダック総合指数', cn: '纳斯达克综合指数', us: 'Nasdaq Composite' },
    includes: (row) => row.board === 'nasdaq',
  },
  {
    code: 'DJI',
    market: 'usd',
    referencePrice: '47000.00',
    weighting: 'price',
    name: { jp: 'NYダウ', cn: '道琼斯工业平均指数', us: 'Dow Jones Industrial Average' },
    includes: DOW_30,
  },
  {
    code: '000001.SS',
    market: 'cny',
    referencePrice: '3900.00',
    weighting: 'cap',
    name: { jp: '上海総合指数', cn: '上证综合指数', us: 'SSE Composite' },
    // Every Shanghai stock, STAR included, except risk-warned ones (since the 2020 revision).
    includes: (row) => (row.board === 'sse_main' || row.board === 'star') && !row.specialTreatment,
  },
  {
    code: '399001.SZ',
    market: 'cny',
    referencePrice: '13000.00',
    weighting: 'cap',
    name: { jp: '深セン成分指数', cn: '深证成份指数', us: 'SZSE Component' },
    includes: (row) => (row.board === 'szse_main' || row.board === 'chinext') && !row.specialTreatment,
  },
  {
    code: '000300.SS',
    market: 'cny',
    referencePrice: '4600.00',
    weighting: 'cap',
    name: { jp: 'CSI300指数', cn: '沪深300指数', us: 'CSI 300' },
    includes: CSI_300,
  },
];

const LISTINGS_BY_MARKET: Readonly<Record<Market, readonly ListingRow[]>> = {
  jpy: JAPAN_LISTINGS,
  usd: US_LISTINGS,
  cny: CHINA_LISTINGS,
};

/** One unit is 0.0001 %: the weights in these units sum to exactly 1,000,000. */
const WEIGHT_UNITS = 1_000_000n;

/**
 * Shares of the whole, in 0.0001 % units, that sum exactly: each floored, the units left over going to the largest
 * remainders (ties to the earlier member), and no member below one unit.
 */
export function apportion(raw: readonly bigint[]): bigint[] {
  const total = raw.reduce((a, b) => a + b, 0n);
  if (total <= 0n) throw new Error('nothing to apportion');
  const shares = raw.map((r) => divide(r * WEIGHT_UNITS, total, 'floor'));
  const remainders = raw.map((r, i) => ({ i, rest: r * WEIGHT_UNITS - (shares[i] ?? 0n) * total }));
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  let left = WEIGHT_UNITS - shares.reduce((a, b) => a + b, 0n);
  for (const { i } of remainders) {
    if (left <= 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  // Lift any zero to one unit, taking it from the largest member.
  for (let i = 0; i < shares.length; i += 1) {
    if (shares[i] === 0n) {
      const largest = shares.indexOf(shares.reduce((a, b) => (b > a ? b : a)));
      shares[largest] = (shares[largest] ?? 0n) - 1n;
      shares[i] = 1n;
    }
  }
  return shares;
}

const formatWeight = (units: bigint) => {
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
};

function definitionOf(row: IndexRow): IndexDefinition {
  const members = LISTINGS_BY_MARKET[row.market].filter(row.includes);
  if (members.length === 0) throw new Error(`index ${row.code} has no members in the universe`);
  const raw = members.map((m) => {
    const price = parsePrice(m.referencePrice);
    return row.weighting === 'price' ? price : price * BigInt(m.sharesOutstanding);
  });
  const weights = apportion(raw);
  return {
    code: row.code,
    market: row.market,
    name: row.name,
    referencePrice: row.referencePrice,
    weighting: row.weighting,
    members: members.map((m, i) => ({ code: m.code, weight: formatWeight(weights[i] ?? 0n) })),
  };
}

/** The eight indices with their reference levels, names and member weights drawn from the universe. */
export const indexDefinitions: readonly IndexDefinition[] = INDEX_ROWS.map(definitionOf);
