import type { Queryable, Tx } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { LocalizedText } from '../http/lists.ts';
import { parsePrice, formatMinimal } from '../market/price.ts';
import type { ScaledPrice } from '../market/price.ts';
import { findListed } from '../market/universe/index.ts';
import type { Market } from '../market/types.ts';
import { principalOf } from '../trading/figures.ts';
import { currencyOf, zonedTime } from '../trading/market.ts';

export { currencyOf };

/** A price as the contract writes it (`Price`): no trailing zeros. */
export const priceText = (price: ScaledPrice): string => formatMinimal(price);

/** An instant as the contract writes it, in the market's own zone. */
export const timeText = (market: Market, at: Date): string => zonedTime(market, at);

/** What `shares` cost at `price`, in the market currency's minor units. */
export const amountOf = (market: Market, price: ScaledPrice, shares: bigint): bigint =>
  principalOf(price, shares, currencyOf(market));

/** A form price that must be a positive price (`Price` pattern checked by the contract already). */
export function formPrice(text: string | undefined, field: string): ScaledPrice | undefined {
  if (text === undefined) return undefined;
  const price = parsePrice(text);
  if (price <= 0n) throw invalidParameter([{ field, rule: 'pattern' }]);
  return price;
}

/** A form instant (`Timestamp`, checked by the contract). */
export function formInstant(text: string | undefined, field: string): Date | undefined {
  if (text === undefined) return undefined;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw invalidParameter([{ field, rule: 'pattern' }]);
  return at;
}

/** A form date (`Date`): a real calendar day. */
export function formDate(text: string | undefined, field: string): string | undefined {
  if (text === undefined) return undefined;
  const parsed = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) {
    throw invalidParameter([{ field, rule: 'pattern' }]);
  }
  return text;
}

/** The listed instrument an offering is for: its name, board and lot rules. */
export function listedInstrument(market: Market, code: string, missing: ApiError) {
  const entry = findListed(code, market);
  if (!entry) throw missing;
  return entry.instrument;
}

export const nameOf = (market: Market, code: string): LocalizedText => {
  const entry = findListed(code, market);
  return entry ? entry.instrument.name : { jp: code, cn: code, us: code };
};

/** Percent with two decimals from a ratio of integers, rounded half up. */
export function percentOf(numerator: bigint, denominator: bigint): string {
  if (denominator === 0n) return '0.00';
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const hundredths = (n * 10_000n * 2n + d) / (2n * d);
  const text = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * The user's row locked (the same lock trading and funding take first): one user's applications, orders and
 * withdrawals run one at a time, so two applications at once cannot both pass the one-per-account check or
 * together hold more than the cash. Answers whether the real name is verified.
 */
export async function lockApplicant(tx: Tx, userId: bigint): Promise<{ verified: boolean }> {
  const [row] = await tx.query<{ real_name_status: string }>(
    'SELECT real_name_status FROM users WHERE id = $1 FOR NO KEY UPDATE',
    [userId],
  );
  return { verified: row?.real_name_status === 'verified' };
}

/**
 * Shares delivered into holdings as a position the trading engine sells like any other: a filled buy order
 * records where they came from (the application's settled hold; its number is the position's order number), and
 * the position opens at `price` with no fee. Answers the position's id.
 */
export async function deliverShares(
  tx: Queryable,
  delivery: {
    userId: bigint;
    market: Market;
    code: string;
    price: ScaledPrice;
    quantity: bigint;
    cost: bigint;
    holdId: bigint;
    /** `ipo-allot-<id>` or `blk-allot-<id>`: unique per user, so a delivery happens once. */
    clientOrderId: string;
    tradeDate: string;
    at: Date;
    lockupUntil?: string | null;
  },
): Promise<bigint> {
  const d = delivery;
  const [order] = await tx.query<{ id: bigint }>(
    `INSERT INTO trade_orders (user_id, client_order_id, request_hash, market, code, currency, side, order_type, price,
                               bound_price, quantity, filled_quantity, leverage_x100, fee_rate_h, fee_min, tax_rate_h,
                               status, hold_id, filled_amount, trade_date, created_at, updated_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'buy', 'limit', $7, $7, $8, $8, 100, 0, 0, 0, 'filled', $9, $10, $11, $12, $12, $12)
     RETURNING id`,
    [
      d.userId,
      d.clientOrderId,
      `delivery:${d.clientOrderId}`,
      d.market,
      d.code,
      currencyOf(d.market),
      d.price,
      d.quantity,
      d.holdId,
      d.cost,
      d.tradeDate,
      d.at,
    ],
  );
  if (!order) throw new Error('delivery order insert returned nothing');
  const [position] = await tx.query<{ id: bigint }>(
    `INSERT INTO trade_positions (user_id, order_id, market, code, currency, buy_price, original_quantity, quantity,
                                  cost, leverage_x100, original_margin, borrowed, buy_fee, trade_date, opened_at,
                                  lockup_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, 100, $8, 0, 0, $9, $10, $11) RETURNING id`,
    [
      d.userId,
      order.id,
      d.market,
      d.code,
      currencyOf(d.market),
      d.price,
      d.quantity,
      d.cost,
      d.tradeDate,
      d.at,
      d.lockupUntil ?? null,
    ],
  );
  if (!position) throw new Error('delivery position insert returned nothing');
  return position.id;
}

/** Refuses what an unverified account may not do with money. */
export function assertVerified(applicant: { verified: boolean }): void {
  if (!applicant.verified) throw new ApiError(422, 'real_name_not_verified');
}
