import {
  comparePrice,
  decimalPlaces,
  divide,
  formatMinimal,
  formatPrice,
  parsePrice,
  toScaled,
  type PriceInput,
  type ScaledPrice,
} from '../price.ts';
import type { Instrument, InstrumentTickBand, Market } from '../types.ts';

/** One row of an exchange's tick table: prices up to `upTo` (inclusive; null = no upper end) move by `tick`. */
export interface TickRow {
  upTo: string | null;
  tick: string;
}

export type TickTableId = 'tse_topix500' | 'tse_standard' | 'us' | 'cn';

/**
 * The exchanges' tables, row for row as published (JPX 呼値の単位; SEC Rule 612; SSE/SZSE 0.01 yuan for A-shares).
 * Instruments carry their table (`Instrument.tickTable`); these are where those come from.
 */
export const TICK_TABLES: Readonly<Record<TickTableId, readonly TickRow[]>> = {
  // TOPIX500 constituents and ETFs.
  tse_topix500: [
    { upTo: '1000', tick: '0.1' },
    { upTo: '3000', tick: '0.5' },
    { upTo: '5000', tick: '1' },
    { upTo: '10000', tick: '1' },
    { upTo: '30000', tick: '5' },
    { upTo: '50000', tick: '10' },
    { upTo: '100000', tick: '10' },
    { upTo: '300000', tick: '50' },
    { upTo: '500000', tick: '100' },
    { upTo: '1000000', tick: '100' },
    { upTo: '3000000', tick: '500' },
    { upTo: '5000000', tick: '1000' },
    { upTo: '10000000', tick: '1000' },
    { upTo: '30000000', tick: '5000' },
    { upTo: '50000000', tick: '10000' },
    { upTo: null, tick: '10000' },
  ],
  // Every other domestic stock.
  tse_standard: [
    { upTo: '1000', tick: '1' },
    { upTo: '3000', tick: '1' },
    { upTo: '5000', tick: '5' },
    { upTo: '10000', tick: '10' },
    { upTo: '30000', tick: '10' },
    { upTo: '50000', tick: '50' },
    { upTo: '100000', tick: '100' },
    { upTo: '300000', tick: '100' },
    { upTo: '500000', tick: '500' },
    { upTo: '1000000', tick: '1000' },
    { upTo: '3000000', tick: '1000' },
    { upTo: '5000000', tick: '5000' },
    { upTo: '10000000', tick: '10000' },
    { upTo: '30000000', tick: '10000' },
    { upTo: '50000000', tick: '50000' },
    { upTo: null, tick: '100000' },
  ],
  // Quotes of $1.00 and above in cents, below $1.00 in 1/100 cent.
  us: [
    { upTo: '0.9999', tick: '0.0001' },
    { upTo: null, tick: '0.01' },
  ],
  cn: [{ upTo: null, tick: '0.01' }],
};

/** Which table an instrument of a market uses: TOPIX500 members and ETFs the fine TSE table. */
export function tickTableId(market: Market, topix500: boolean, kind: Instrument['kind']): TickTableId {
  switch (market) {
    case 'jpy':
      return topix500 || kind === 'etf' ? 'tse_topix500' : 'tse_standard';
    case 'usd':
      return 'us';
    case 'cny':
      return 'cn';
  }
}

/** A table in the contract's shape, neighbouring rows with the same tick merged (the contract's example). */
export function contractTickTable(id: TickTableId): InstrumentTickBand[] {
  const bands: InstrumentTickBand[] = [];
  for (const row of TICK_TABLES[id]) {
    const last = bands.at(-1);
    if (last && last.tick === row.tick) last.upTo = row.upTo;
    else bands.push({ upTo: row.upTo, tick: row.tick });
  }
  return bands;
}

/** The part of an instrument the tick functions read. */
export type TickRuled = Pick<Instrument, 'tickTable'>;

interface ParsedBand {
  upTo: ScaledPrice | null;
  tick: ScaledPrice;
}

// The simulator asks many times a second: parse each table once.
const parsed = new WeakMap<readonly InstrumentTickBand[], ParsedBand[]>();

function bandsOf(instrument: TickRuled): ParsedBand[] {
  let bands = parsed.get(instrument.tickTable);
  if (!bands) {
    bands = instrument.tickTable.map((b) => ({
      upTo: b.upTo === null ? null : parsePrice(b.upTo),
      tick: parsePrice(b.tick),
    }));
    if (bands.length === 0 || bands.at(-1)?.upTo !== null) throw new Error('a tick table must end open-ended');
    parsed.set(instrument.tickTable, bands);
  }
  return bands;
}

/** The tick that applies at a price: the first band whose `upTo` the price does not exceed. */
export function tickSizeScaled(instrument: TickRuled, price: PriceInput): ScaledPrice {
  const p = toScaled(price);
  for (const band of bandsOf(instrument)) {
    if (band.upTo === null || p <= band.upTo) return band.tick;
  }
  throw new Error('unreachable: the last band is open-ended');
}

/** The tick that applies at a price, as the exchange writes it ("0.5", "10"). */
export function tickSize(instrument: TickRuled, price: PriceInput): string {
  return formatMinimal(tickSizeScaled(instrument, price));
}

/** A positive price on the grid of the band it falls in. */
export function isOnTick(instrument: TickRuled, price: PriceInput): boolean {
  const p = toScaled(price);
  return p > 0n && p % tickSizeScaled(instrument, p) === 0n;
}

export type SnapDirection = 'down' | 'up' | 'nearest';

/**
 * The valid price next to `price`: the highest at or below it, the lowest at or above it, or the nearer of the two
 * (a tie goes up). Each table's ticks divide the next band's ticks and band ends are on their band's grid, so the
 * result is valid in whichever band it lands. Never below the smallest tick.
 */
export function snapToTickScaled(instrument: TickRuled, price: PriceInput, direction: SnapDirection): ScaledPrice {
  const p = toScaled(price);
  const tick = tickSizeScaled(instrument, p);
  const down = divide(p, tick, 'floor') * tick;
  const up = divide(p, tick, 'ceil') * tick;
  const smallest = bandsOf(instrument)[0]?.tick ?? tick;
  let snapped: ScaledPrice;
  if (direction === 'down') snapped = down;
  else if (direction === 'up') snapped = up;
  else snapped = p - down < up - p ? down : up;
  return snapped < smallest ? smallest : snapped;
}

export function snapToTick(instrument: TickRuled, price: PriceInput, direction: SnapDirection): string {
  const snapped = snapToTickScaled(instrument, price, direction);
  return formatPrice(snapped, priceDecimals(instrument, snapped));
}

/** The places a price shows at its band's precision ("3012.5", "3001", "187.23", "0.5123"). */
export function priceDecimals(instrument: TickRuled, price: PriceInput): number {
  return decimalPlaces(tickSizeScaled(instrument, price));
}

/** The most places any price of the instrument can have (a column of prices lines up at this). */
export function maxPriceDecimals(instrument: TickRuled): number {
  return Math.max(...bandsOf(instrument).map((b) => decimalPlaces(b.tick)));
}

/** A price as the contract writes it: at its band's precision. */
export function formatOnTick(instrument: TickRuled, price: PriceInput): string {
  const p = toScaled(price);
  return formatPrice(p, priceDecimals(instrument, p));
}

/** The instrument's tick table in the contract's `InstrumentTickBand` shape. */
export function tickBands(instrument: TickRuled): InstrumentTickBand[] {
  return instrument.tickTable.map((b) => ({ upTo: b.upTo, tick: b.tick }));
}

/** True when two prices are the same value (for callers holding strings of different precision). */
export function samePrice(a: PriceInput, b: PriceInput): boolean {
  return comparePrice(a, b) === 0;
}
