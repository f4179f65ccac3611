import { parsePrice } from '../price.ts';
import { priceLimitRuleFor } from '../rules/limits.ts';
import { LOT_RULES } from '../rules/lots.ts';
import { settlementDays } from '../rules/settlement.ts';
import { contractTickTable, formatOnTick, isOnTick, tickTableId, type TickTableId } from '../rules/ticks.ts';
import type { Instrument, Market, MarketBoard } from '../types.ts';
import { MARKET_TIME_ZONES } from '../zone.ts';
import { CHINA_LISTINGS } from './china.ts';
import { JAPAN_LISTINGS } from './japan.ts';
import type { ListingRow } from './listing.ts';
import { US_LISTINGS } from './us.ts';

export { indexDefinitions, type IndexDefinition, type IndexMember } from './indices.ts';
export { INDUSTRY_GROUPS, TSE_SECTORS } from './sectors.ts';

/** An instrument of the universe with what the simulator needs to move it. */
export interface UniverseEntry {
  instrument: Instrument;
  /** An approximate, plausible price at the instrument's tick precision. */
  referencePrice: string;
  /** Shares issued, for market capitalisation (price × shares). */
  sharesOutstanding: string;
  /** Annualised volatility in percent. */
  annualVolatilityPercent: string;
}

export const MARKET_OF_BOARD: Readonly<Record<MarketBoard, Market>> = {
  tse_prime: 'jpy',
  tse_standard: 'jpy',
  tse_growth: 'jpy',
  tse_etf: 'jpy',
  nyse: 'usd',
  nasdaq: 'usd',
  nyse_arca: 'usd',
  sse_main: 'cny',
  szse_main: 'cny',
  star: 'cny',
  chinext: 'cny',
};

export const MARKET_CURRENCY: Readonly<Record<Market, Instrument['currency']>> = {
  jpy: 'JPY',
  usd: 'USD',
  cny: 'CNY',
};

// One frozen table per kind, shared by every instrument that uses it.
const tickTables = new Map<TickTableId, Instrument['tickTable']>();
function sharedTickTable(id: TickTableId): Instrument['tickTable'] {
  let table = tickTables.get(id);
  if (!table) {
    table = Object.freeze(contractTickTable(id).map((band) => Object.freeze(band))) as Instrument['tickTable'];
    tickTables.set(id, table);
  }
  return table;
}

/** An instrument's reference data from its row and the rule tables of its market and board. */
export function instrumentOf(row: ListingRow): Instrument {
  const market = MARKET_OF_BOARD[row.board];
  const topix500 = market === 'jpy' && row.topix500;
  const specialTreatment = market === 'cny' && row.specialTreatment;
  return {
    code: row.code,
    market,
    currency: MARKET_CURRENCY[market],
    name: row.name,
    kind: row.kind,
    board: row.board,
    sector: row.kind === 'etf' ? null : row.sector,
    topix500,
    specialTreatment,
    ...LOT_RULES[row.board],
    tickTable: sharedTickTable(tickTableId(market, topix500, row.kind)),
    ...priceLimitRuleFor(market, row.board, specialTreatment),
    settlementDays: settlementDays(market),
    timeZone: MARKET_TIME_ZONES[market],
    tradingStatus: 'normal',
  };
}

function entryOf(row: ListingRow): UniverseEntry {
  const instrument = instrumentOf(row);
  const price = parsePrice(row.referencePrice);
  if (!isOnTick(instrument, price)) throw new Error(`${row.code}: reference price ${row.referencePrice} is off tick`);
  return deepFreeze({
    instrument,
    referencePrice: formatOnTick(instrument, price),
    sharesOutstanding: row.sharesOutstanding,
    annualVolatilityPercent: row.annualVolatilityPercent,
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Every listed instrument: Tokyo, then New York, then Shanghai and Shenzhen, each in table order. */
export const universe: readonly UniverseEntry[] = Object.freeze(
  [...JAPAN_LISTINGS, ...US_LISTINGS, ...CHINA_LISTINGS].map(entryOf),
);

const byCode = new Map(universe.map((entry) => [entry.instrument.code, entry]));
const byMarket = new Map<Market, readonly UniverseEntry[]>(
  (['jpy', 'usd', 'cny'] as const).map((market) => [
    market,
    Object.freeze(universe.filter((e) => e.instrument.market === market)),
  ]),
);

/** The listed instrument with this code (codes are unique across the three markets), or undefined. */
export function findListed(code: string, market?: Market): UniverseEntry | undefined {
  const entry = byCode.get(code);
  return entry && (market === undefined || entry.instrument.market === market) ? entry : undefined;
}

/** The instruments of one market, in table order. */
export function listedByMarket(market: Market): readonly UniverseEntry[] {
  return byMarket.get(market) ?? [];
}
