/**
 * One-day margin arithmetic, exact: prices are scaled bigints (market/price.ts), money is yen (no minor unit), rates
 * are whole hundredths of a percent. Every figure states its rounding, as the contract does:
 *
 *   notional   = price × shares, half-up to the yen (trading/figures.ts principalOf; exact on the TSE's ticks)
 *   margin     = notional ÷ leverage, rounded up (conservative)
 *   commission = notional × rate, rounded down, per fill
 *   interest   = opening notional of the closed shares × rate a year ÷ 365, rounded down: one day, on each close
 *   profit     = exit notional − entry notional for a long, entry notional − exit notional for a short
 */
import { divide, type ScaledPrice } from '../market/price.ts';
import { feeOf, marginOf, principalOf } from '../trading/figures.ts';

export type PositionSide = 'long' | 'short';
export type OrderSide = 'buy' | 'sell';

export const DAYTRADE_CURRENCY = 'JPY';

export const notionalOf = (price: ScaledPrice, quantity: bigint): bigint =>
  principalOf(price, quantity, DAYTRADE_CURRENCY);

export const marginFor = (notional: bigint, leverage: number): bigint => marginOf(notional, leverage * 100);

export const commissionOf = (notional: bigint, rateHundredths: number): bigint => feeOf(notional, rateHundredths, 0n);

/** Hundredths of a percent a year over 365 days: notional × rate ÷ (100 × 100 × 365). */
export const interestOf = (entryNotional: bigint, rateHundredths: number): bigint =>
  divide(entryNotional * BigInt(rateHundredths), 3_650_000n, 'floor');

/** The side a position opened by an order's side has: a buy opens a long, a sell a short. */
export const positionSideOf = (side: OrderSide): PositionSide => (side === 'buy' ? 'long' : 'short');

/** The order side that closes a position: a sell closes a long, a buy a short. */
export const closingSideOf = (side: PositionSide): OrderSide => (side === 'long' ? 'sell' : 'buy');

/** Profit (positive) or loss (negative) of `quantity` shares from `entry` to `exit`, before costs. */
export function grossProfit(side: PositionSide, entry: ScaledPrice, exit: ScaledPrice, quantity: bigint): bigint {
  const difference = notionalOf(exit, quantity) - notionalOf(entry, quantity);
  return side === 'long' ? difference : -difference;
}
