/**
 * Exact price arithmetic for the market modules. A price is a scaled bigint: the decimal value times
 * `PRICE_SCALE` (four decimals, enough for every tick: TSE TOPIX500 0.1 yen, US 0.0001 below $1). Strings in,
 * strings out at the edges; never a JS float.
 */

export const PRICE_DECIMALS = 4;
export const PRICE_SCALE = 10n ** BigInt(PRICE_DECIMALS);

/** A price (or price difference) times PRICE_SCALE. */
export type ScaledPrice = bigint;

/**
 * `floor` toward −∞, `ceil` toward +∞, `trunc` toward zero, `half-up` ties away from zero (the exchanges' and the
 * contract's 四捨五入), `half-even` ties to the even neighbour.
 */
export type Rounding = 'floor' | 'ceil' | 'trunc' | 'half-up' | 'half-even';

export class PriceFormatError extends Error {}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "3012.5" → 30125000n. Refuses anything but a plain decimal with at most four places. */
export function parsePrice(text: string): ScaledPrice {
  const match = DECIMAL.exec(text);
  if (!match) throw new PriceFormatError(`not a decimal: ${JSON.stringify(text)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > PRICE_DECIMALS) {
    throw new PriceFormatError(`more than ${PRICE_DECIMALS} decimal places: ${text}`);
  }
  const scaled = BigInt(whole + fraction.padEnd(PRICE_DECIMALS, '0'));
  return sign === '-' ? -scaled : scaled;
}

/** A string or an already scaled bigint, as the functions of the market modules accept both. */
export type PriceInput = string | ScaledPrice;

export function toScaled(price: PriceInput): ScaledPrice {
  return typeof price === 'bigint' ? price : parsePrice(price);
}

/** n ÷ d rounded as asked (d ≠ 0). */
export function divide(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) return divide(-n, -d, rounding);
  const q = n / d; // truncates toward zero
  const r = n % d;
  if (r === 0n) return q;
  const negative = n < 0n;
  switch (rounding) {
    case 'trunc':
      return q;
    case 'floor':
      return negative ? q - 1n : q;
    case 'ceil':
      return negative ? q : q + 1n;
    case 'half-up':
    case 'half-even': {
      const twice = 2n * (negative ? -r : r);
      const away = negative ? q - 1n : q + 1n;
      if (twice > d) return away;
      if (twice < d) return q;
      if (rounding === 'half-up') return away;
      return q % 2n === 0n ? q : away;
    }
  }
}

/** Rounds a scaled value to `decimals` places (0–4), staying scaled. */
export function roundPrice(value: ScaledPrice, decimals: number, rounding: Rounding): ScaledPrice {
  const unit = unitOf(decimals);
  return divide(value, unit, rounding) * unit;
}

function unitOf(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > PRICE_DECIMALS) {
    throw new RangeError(`decimals must be 0–${PRICE_DECIMALS}, got ${decimals}`);
  }
  return 10n ** BigInt(PRICE_DECIMALS - decimals);
}

/**
 * Formats with exactly `decimals` places. Without a rounding mode the value must already fit (a price that would
 * lose digits is a bug, not something to round quietly).
 */
export function formatPrice(value: ScaledPrice, decimals: number, rounding?: Rounding): string {
  const unit = unitOf(decimals);
  let v = value;
  if (v % unit !== 0n) {
    if (!rounding) throw new PriceFormatError(`${formatMinimal(value)} does not fit ${decimals} decimal places`);
    v = roundPrice(value, decimals, rounding);
  }
  const sign = v < 0n ? '-' : '';
  const digits = (v < 0n ? -v : v).toString().padStart(PRICE_DECIMALS + 1, '0');
  const whole = digits.slice(0, -PRICE_DECIMALS);
  const fraction = digits.slice(-PRICE_DECIMALS).slice(0, decimals);
  return decimals === 0 ? sign + whole : `${sign}${whole}.${fraction}`;
}

/** The fewest decimal places that show the value exactly. */
export function decimalPlaces(value: ScaledPrice): number {
  let places = PRICE_DECIMALS;
  let v = value < 0n ? -value : value;
  while (places > 0 && v % 10n === 0n) {
    v /= 10n;
    places -= 1;
  }
  return places;
}

/** Formats with no trailing zeros: 1000n·scale → "1000", 0.1 → "0.1". */
export function formatMinimal(value: ScaledPrice): string {
  return formatPrice(value, decimalPlaces(value));
}

export function comparePrice(a: PriceInput, b: PriceInput): -1 | 0 | 1 {
  const x = toScaled(a);
  const y = toScaled(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addPrice(a: PriceInput, b: PriceInput): ScaledPrice {
  return toScaled(a) + toScaled(b);
}

export function subtractPrice(a: PriceInput, b: PriceInput): ScaledPrice {
  return toScaled(a) - toScaled(b);
}

/** price × n for a whole number n (a quantity): exact, still scaled. */
export function multiplyByInteger(price: PriceInput, n: bigint | number): ScaledPrice {
  if (typeof n === 'number' && !Number.isSafeInteger(n)) throw new RangeError(`not a whole number: ${n}`);
  return toScaled(price) * BigInt(n);
}

/** price × numerator ÷ denominator, rounded to the price scale as asked. */
export function multiplyByRatio(
  price: PriceInput,
  numerator: bigint,
  denominator: bigint,
  rounding: Rounding,
): ScaledPrice {
  return divide(toScaled(price) * numerator, denominator, rounding);
}

/**
 * (to − from) ÷ from × 100 as a signed string with `decimals` places (the contract's Percent: two places,
 * half-up). `from` must be positive.
 */
export function percentChange(from: PriceInput, to: PriceInput, decimals = 2, rounding: Rounding = 'half-up'): string {
  const base = toScaled(from);
  if (base <= 0n) throw new RangeError('percent change from a price that is not positive');
  const unit = 10n ** BigInt(decimals);
  const scaled = divide((toScaled(to) - base) * 100n * unit, base, rounding);
  const sign = scaled < 0n ? '-' : '';
  const digits = (scaled < 0n ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  return decimals === 0 ? sign + digits : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
