import { divide, PRICE_SCALE, type ScaledPrice } from '../market/price.ts';
import { formatMinor, minorUnitExponent } from '../money.ts';

/*
 * The order ticket's arithmetic, exact: prices are scaled bigints (market/price.ts), money is bigint minor units of
 * the instrument's currency, rates are whole hundredths of a percent. Each figure states its rounding, as the
 * contract does: principal half-up, margin up, fees and taxes down.
 */

/** price × quantity in the currency's minor units, half-up (the contract's `principal` and fill `amount`). */
export function principalOf(price: ScaledPrice, quantity: bigint, currency: string): bigint {
  const minor = 10n ** BigInt(minorUnitExponent(currency));
  return divide(price * quantity * minor, PRICE_SCALE, 'half-up');
}

/** The user's own money in a position of `principal` at a leverage (×100): principal ÷ leverage, rounded up. */
export function marginOf(principal: bigint, leverageX100: number): bigint {
  return divide(principal * 100n, BigInt(leverageX100), 'ceil');
}

/** Commission: max(rate × principal, minimum), rounded down to the minor unit. */
export function feeOf(principal: bigint, rateHundredths: number, minimum: bigint): bigint {
  const byRate = divide(principal * BigInt(rateHundredths), 10_000n, 'floor');
  return byRate > minimum ? byRate : minimum;
}

/** A tax at a rate (hundredths of a percent) of principal, rounded down (stamp duty). */
export function taxOf(principal: bigint, rateHundredths: number): bigint {
  return divide(principal * BigInt(rateHundredths), 10_000n, 'floor');
}

/** 20 % of market value for leveraged positions (the maintenance margin), rounded up. */
export const MAINTENANCE_MARGIN_PERCENT = 20n;
export function maintenanceMarginOf(marketValue: bigint): bigint {
  return divide(marketValue * MAINTENANCE_MARGIN_PERCENT, 100n, 'ceil');
}

/** `a.bc` percent → hundredths (`0.10` → 10); undefined when it is not one. */
export function hundredthsOf(percent: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths of a percent as the contract's `Percent` (10 → `0.10`). */
export const percentText = (hundredths: number | bigint) => formatMinor(BigInt(hundredths), 'USD');

/** part ÷ whole × 100 with two decimals, half-up, signed (`0.00` for a zero whole). */
export function ratePercent(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0.00';
  return percentText(divide(part * 10_000n, whole, 'half-up'));
}

/** A leverage multiple (`1`, `2`, `3.3`, `1.25`) as hundredths: 100, 200, 330, 125; undefined when malformed. */
export function parseLeverage(text: string): number | undefined {
  const match = /^([1-9])(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths back to the shortest multiple: 100 → `1`, 330 → `3.3`, 125 → `1.25`. */
export function formatLeverage(x100: number): string {
  const whole = Math.trunc(x100 / 100);
  const fraction = String(x100 % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/**
 * Splits a total over parts in proportion to their quantities so the pieces sum to the total exactly: each piece is
 * the difference of the rounded-down cumulative shares (the last part takes what rounding left).
 */
export function splitByQuantity(total: bigint, quantities: readonly bigint[]): bigint[] {
  const sum = quantities.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return quantities.map(() => 0n);
  let cumulative = 0n;
  let given = 0n;
  return quantities.map((q) => {
    cumulative += q;
    const upTo = cumulative === sum ? total : divide(total * cumulative, sum, 'floor');
    const piece = upTo - given;
    given = upTo;
    return piece;
  });
}
