/**
 * Exchange rates. A `RateSource` answers, for an instant, how many yen one unit of each currency is worth; the
 * simulator's source is a deterministic walk around real reference rates (a function of the seed and the time, like
 * the price simulator), and a real feed can replace it behind the same interface. Every figure is an exact integer:
 * a yen value is scaled by 10^10, a rate is a decimal of six significant digits (`Rate`), never a float.
 */
import { createHash } from 'node:crypto';
import { CURRENCIES, type Currency } from '../ledger/accounts.ts';

/** Yen values are scaled by 10^10 (`VALUE_SCALE` = one yen). */
export const VALUE_SCALE = 10_000_000_000n;

export interface CurrencyValues {
  /** Yen per one unit of each currency, scaled by `VALUE_SCALE`; a currency without a rate is absent. */
  values: ReadonlyMap<Currency, bigint>;
  /** The instant the values are for. */
  asOf: Date;
}

/** Where rates come from: the simulator here, a real rate feed in production. */
export interface RateSource {
  valuesAt(at: Date): CurrencyValues;
}

/** Approximate yen per unit in late 2026, scaled by 10^10: the centre of the simulator's walk. */
const REFERENCE: Record<Currency, bigint> = {
  JPY: VALUE_SCALE,
  USD: 1_500_000_000_000n, // ¥150.00
  CNY: 210_000_000_000n, // ¥21.00
  HKD: 193_000_000_000n, // ¥19.30
  TWD: 47_000_000_000n, // ¥4.70
  THB: 43_500_000_000n, // ¥4.35
  MYR: 336_000_000_000n, // ¥33.60
  KRW: 1_080_000_000n, // ¥0.108
  VND: 59_000_000n, // ¥0.0059
};

/** Rates move in steps of this many milliseconds: a quote within one step sees one rate. */
export const RATE_STEP_MS = 10_000;
const SLOW_KNOT_MS = 6 * 60 * 60 * 1000;
const FAST_KNOT_MS = 60 * 1000;
/** The walk's reach in parts per million: ±2 % over hours, ±0.1 % within minutes. */
const SLOW_PPM = 20_000n;
const FAST_PPM = 1_000n;

/** A deterministic integer in [−reach, reach] for (seed, currency, knot). */
function knot(seed: number, currency: string, scale: string, index: bigint, reach: bigint): bigint {
  const digest = createHash('sha256').update(`${seed}:${currency}:${scale}:${index}`).digest();
  const unit = BigInt(digest.readUInt32BE(0)); // 0 … 2^32 − 1
  return (unit * (2n * reach + 1n)) / 4_294_967_296n - reach;
}

/** The walk at `ms` between knots `knotMs` apart, linearly interpolated in integers. */
function walk(seed: number, currency: string, scale: string, ms: bigint, knotMs: bigint, reach: bigint): bigint {
  const index = ms / knotMs;
  const within = ms % knotMs;
  const a = knot(seed, currency, scale, index, reach);
  const b = knot(seed, currency, scale, index + 1n, reach);
  return a + ((b - a) * within) / knotMs;
}

/** The simulator's rates: each currency's yen value walks within a few percent of its reference, deterministically. */
export function simulatedRateSource(seed = 1): RateSource {
  return {
    valuesAt(at: Date): CurrencyValues {
      const ms = BigInt(Math.floor(at.getTime() / RATE_STEP_MS) * RATE_STEP_MS);
      const values = new Map<Currency, bigint>();
      for (const currency of CURRENCIES) {
        if (currency === 'JPY') {
          values.set(currency, VALUE_SCALE);
          continue;
        }
        const ppm =
          walk(seed, currency, 'slow', ms, BigInt(SLOW_KNOT_MS), SLOW_PPM) +
          walk(seed, currency, 'fast', ms, BigInt(FAST_KNOT_MS), FAST_PPM);
        values.set(currency, (REFERENCE[currency] * (1_000_000n + ppm)) / 1_000_000n);
      }
      return { values, asOf: new Date(Number(ms)) };
    },
  };
}

/** A rate: `units` × 10^−`decimals` units of one currency per unit of another. */
export interface Rate {
  units: bigint;
  decimals: number;
}

const SIGNIFICANT = 6;
const MAX_DECIMALS = 12;

/** `numerator / denominator` rounded down to six significant digits (at most 12 decimals). */
export function rateOf(numerator: bigint, denominator: bigint): Rate {
  if (numerator <= 0n || denominator <= 0n) throw new RangeError('a rate needs positive values');
  let decimals = 0;
  // Grow the decimals until the rounded-down quotient has six significant digits.
  while (
    decimals < MAX_DECIMALS &&
    (numerator * 10n ** BigInt(decimals)) / denominator < 10n ** BigInt(SIGNIFICANT - 1)
  ) {
    decimals += 1;
  }
  return { units: (numerator * 10n ** BigInt(decimals)) / denominator, decimals };
}

/** The mid rate from `from` to `to`: units of `to` per one `from`. */
export function midRate(values: ReadonlyMap<Currency, bigint>, from: Currency, to: Currency): Rate | undefined {
  const f = values.get(from);
  const t = values.get(to);
  if (f === undefined || t === undefined) return undefined;
  return rateOf(f, t);
}

/** The customer rate: `mid × (1 − spread / 100)`, rounded down at the mid's decimals (spread in hundredths of %). */
export function customerRate(mid: Rate, spreadHundredths: number): Rate {
  return { units: (mid.units * BigInt(10_000 - spreadHundredths)) / 10_000n, decimals: mid.decimals };
}

export function rateText(rate: Rate): string {
  if (rate.decimals === 0) return rate.units.toString();
  const digits = rate.units.toString().padStart(rate.decimals + 1, '0');
  return `${digits.slice(0, -rate.decimals)}.${digits.slice(-rate.decimals)}`;
}

export function parseRate(text: string): Rate {
  const [whole = '0', fraction = ''] = text.split('.');
  return { units: BigInt(whole + fraction), decimals: fraction.length };
}

/**
 * `amount` (minor units of a currency with `fromExponent` decimals) at `rate`, in minor units of a currency with
 * `toExponent` decimals, rounded down.
 */
export function convertAt(amount: bigint, rate: Rate, fromExponent: number, toExponent: number): bigint {
  return (
    (amount * rate.units * 10n ** BigInt(toExponent)) / (10n ** BigInt(fromExponent) * 10n ** BigInt(rate.decimals))
  );
}

/** A yen value (scaled) of `amount` minor units of `currency`, rounded down to the yen. */
export function yenValueOf(
  values: ReadonlyMap<Currency, bigint>,
  currency: Currency,
  amount: bigint,
  exponent: number,
) {
  const value = values.get(currency);
  if (value === undefined) return 0n;
  return (amount * value) / (10n ** BigInt(exponent) * VALUE_SCALE);
}
