import { divide, formatPrice, parsePrice, PRICE_SCALE, toScaled, type PriceInput, type ScaledPrice } from '../price.ts';
import type { Instrument } from '../types.ts';
import { priceDecimals, snapToTickScaled, tickSizeScaled } from './ticks.ts';

/** One row of the JPX daily price-limit table (制限値幅): a base price below `below` moves at most ±`limit` yen. */
export interface JpxLimitRow {
  below: string | null;
  limit: string;
}

/** The JPX table by base price (the previous close), row for row; the last row is "¥50,000,000 and above". */
export const JPX_DAILY_LIMITS: readonly JpxLimitRow[] = [
  { below: '100', limit: '30' },
  { below: '200', limit: '50' },
  { below: '500', limit: '80' },
  { below: '700', limit: '100' },
  { below: '1000', limit: '150' },
  { below: '1500', limit: '300' },
  { below: '2000', limit: '400' },
  { below: '3000', limit: '500' },
  { below: '5000', limit: '700' },
  { below: '7000', limit: '1000' },
  { below: '10000', limit: '1500' },
  { below: '15000', limit: '3000' },
  { below: '20000', limit: '4000' },
  { below: '30000', limit: '5000' },
  { below: '50000', limit: '7000' },
  { below: '70000', limit: '10000' },
  { below: '100000', limit: '15000' },
  { below: '150000', limit: '30000' },
  { below: '200000', limit: '40000' },
  { below: '300000', limit: '50000' },
  { below: '500000', limit: '70000' },
  { below: '700000', limit: '100000' },
  { below: '1000000', limit: '150000' },
  { below: '1500000', limit: '300000' },
  { below: '2000000', limit: '400000' },
  { below: '3000000', limit: '500000' },
  { below: '5000000', limit: '700000' },
  { below: '7000000', limit: '1000000' },
  { below: '10000000', limit: '1500000' },
  { below: '15000000', limit: '3000000' },
  { below: '20000000', limit: '4000000' },
  { below: '30000000', limit: '5000000' },
  { below: '50000000', limit: '7000000' },
  { below: null, limit: '10000000' },
];

/** China's percentage limits by board, and for risk-warned (ST, *ST) main-board stocks (SSE/SZSE trading rules). */
export const CN_LIMIT_PERCENT_ROWS: readonly {
  board: Instrument['board'];
  specialTreatment: boolean;
  percent: string;
}[] = [
  { board: 'sse_main', specialTreatment: false, percent: '10.00' },
  { board: 'szse_main', specialTreatment: false, percent: '10.00' },
  { board: 'sse_main', specialTreatment: true, percent: '5.00' },
  { board: 'szse_main', specialTreatment: true, percent: '5.00' },
  // STAR and ChiNext keep ±20 % for ST stocks too.
  { board: 'star', specialTreatment: false, percent: '20.00' },
  { board: 'star', specialTreatment: true, percent: '20.00' },
  { board: 'chinext', specialTreatment: false, percent: '20.00' },
  { board: 'chinext', specialTreatment: true, percent: '20.00' },
];

/** The `priceLimitRule` / `priceLimitPercent` pair of an instrument (the data the functions below read). */
export function priceLimitRuleFor(
  market: Instrument['market'],
  board: Instrument['board'],
  specialTreatment: boolean,
): Pick<Instrument, 'priceLimitRule' | 'priceLimitPercent'> {
  if (market === 'jpy') return { priceLimitRule: 'jp_table', priceLimitPercent: null };
  if (market === 'usd') return { priceLimitRule: 'none', priceLimitPercent: null };
  const row = CN_LIMIT_PERCENT_ROWS.find((r) => r.board === board && r.specialTreatment === specialTreatment);
  if (!row) throw new Error(`no China price limit for board ${board}`);
  return { priceLimitRule: 'percent', priceLimitPercent: row.percent };
}

const jpxRows = JPX_DAILY_LIMITS.map((r) => ({
  below: r.below === null ? null : parsePrice(r.below),
  limit: parsePrice(r.limit),
}));

/** The JPX limit in yen for a base price. */
export function jpxDailyLimit(basePrice: PriceInput): ScaledPrice {
  const base = toScaled(basePrice);
  const row = jpxRows.find((r) => r.below === null || base < r.below);
  if (!row) throw new Error('unreachable: the last row is open-ended');
  return row.limit;
}

export type LimitRuled = Pick<Instrument, 'priceLimitRule' | 'priceLimitPercent' | 'tickTable'>;

export interface PriceLimitBandScaled {
  lower: ScaledPrice;
  upper: ScaledPrice;
}

/**
 * The day's lowest and highest allowed prices from the base price (the previous close), or null where there are
 * no daily limits (US).
 *
 * - `jp_table`: base ± the JPX yen limit. The limits are on the grid of the band they fall in (a coarser band can
 *   start between base and limit), so the upper limit snaps down and the lower one up to a valid price; the lower
 *   one is never below the smallest tick.
 * - `percent`: base × (1 ± p %), rounded half-up to the 0.01 tick, as SSE and SZSE compute 涨跌停价格.
 */
export function priceLimitBandScaled(instrument: LimitRuled, basePrice: PriceInput): PriceLimitBandScaled | null {
  const base = toScaled(basePrice);
  if (base <= 0n) throw new RangeError('the base price must be positive');
  switch (instrument.priceLimitRule) {
    case 'none':
      return null;
    case 'jp_table': {
      const limit = jpxDailyLimit(base);
      return {
        lower: snapToTickScaled(instrument, base - limit > 0n ? base - limit : 0n, 'up'),
        upper: snapToTickScaled(instrument, base + limit, 'down'),
      };
    }
    case 'percent': {
      if (instrument.priceLimitPercent === null) throw new Error('a percent rule needs priceLimitPercent');
      // The percent has two places, so it is a whole number of basis points: "10.00" → 1000.
      const percentBp = parsePrice(instrument.priceLimitPercent) / (PRICE_SCALE / 100n);
      // One rounding, straight to the tick (rounding to the price scale first could round twice).
      const atTick = (factorBp: bigint) => {
        const tick = tickSizeScaled(instrument, divide(base * factorBp, 10_000n, 'floor'));
        return divide(base * factorBp, 10_000n * tick, 'half-up') * tick;
      };
      return { lower: atTick(10_000n - percentBp), upper: atTick(10_000n + percentBp) };
    }
  }
}

export interface PriceLimitBand {
  lower: string;
  upper: string;
}

/** The day's limits as contract prices (at their band's precision), or null where there are none. */
export function priceLimitBand(instrument: LimitRuled, basePrice: PriceInput): PriceLimitBand | null {
  const band = priceLimitBandScaled(instrument, basePrice);
  if (!band) return null;
  return {
    lower: formatPrice(band.lower, priceDecimals(instrument, band.lower)),
    upper: formatPrice(band.upper, priceDecimals(instrument, band.upper)),
  };
}

/** Whether a price is within the day's limits (always, where there are none). */
export function withinPriceLimits(instrument: LimitRuled, basePrice: PriceInput, price: PriceInput): boolean {
  const band = priceLimitBandScaled(instrument, basePrice);
  if (!band) return true;
  const p = toScaled(price);
  return p >= band.lower && p <= band.upper;
}
