/*
 * The tests' own exact arithmetic for expected figures, written apart from the server's (trading/figures.ts), so a
 * test compares two independent computations. Decimal strings in, bigint minor units out; never a float.
 */

function scaledOf(decimal: string): { digits: bigint; places: number } {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return { digits: BigInt(`${whole}${fraction}`), places: fraction.length };
}

/** a ÷ b rounded half-up, for non-negative a and positive b. */
export function halfUp(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b) * 2n >= b ? q + 1n : q;
}

export const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** price × quantity in minor units of a currency with `exponent` places, half-up. */
export function amountOf(price: string, quantity: number | bigint, exponent: number): bigint {
  const { digits, places } = scaledOf(price);
  const product = digits * BigInt(quantity);
  return places <= exponent
    ? product * 10n ** BigInt(exponent - places)
    : halfUp(product, 10n ** BigInt(places - exponent));
}

/** A decimal amount in minor units ("12.50" USD → 1250). */
export function minorOf(decimal: string, exponent: number): bigint {
  const negative = decimal.startsWith('-');
  const { digits, places } = scaledOf(negative ? decimal.slice(1) : decimal);
  const value = digits * 10n ** BigInt(exponent - places);
  return negative ? -value : value;
}

/** Minor units as the contract writes them (JPY `1234`, USD `12.50`). */
export function moneyText(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const text = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return negative ? `-${text}` : text;
}

/** Commission: max(floor(principal × rate / 10000), minimum), rate in hundredths of a percent. */
export const commission = (principal: bigint, rateHundredths: bigint, minimum: bigint) => {
  const byRate = (principal * rateHundredths) / 10_000n;
  return byRate > minimum ? byRate : minimum;
};

/** A decimal price plus or minus a tick, as a string with the same places. */
export function stepPrice(price: string, tick: string, steps: number): string {
  const p = scaledOf(price);
  const t = scaledOf(tick);
  const places = Math.max(p.places, t.places);
  const value =
    p.digits * 10n ** BigInt(places - p.places) + BigInt(steps) * t.digits * 10n ** BigInt(places - t.places);
  return moneyText(value, places);
}
