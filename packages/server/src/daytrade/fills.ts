/**
 * What happens to a day-trade order when the market decides it: an opening order fills whole and opens a position
 * (its margin at the fill price, its commission paid from the fund), a closing order fills whole and settles the
 * closed shares' profit or loss, commission and one day's interest with the fund (ledger.ts settleFill), or an
 * order fails with a reason and its margin is released. Each runs in the caller's transaction with the user locked
 * first and the order locked next (the lock order of every day-trade write); each answers false when the order is no
 * longer working, so two processes never do it twice.
 */
import type { Tx } from '../db/db.ts';
import { HOUSE } from '../ledger/accounts.ts';
import type { ScaledPrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import { lockTrader } from '../trading/store.ts';
import {
  closingSideOf,
  commissionOf,
  grossProfit,
  interestOf,
  marginFor,
  notionalOf,
  positionSideOf,
} from './figures.ts';
import { RECORD, settleFill, type Charge } from './ledger.ts';
import {
  findOrder,
  findPosition,
  standingOf,
  WORKING,
  type FailReason,
  type OrderRow,
  type PositionRow,
} from './store.ts';
import { notifyUser } from '../events/user-events.ts';

const feeRecord = (side: 'buy' | 'sell') => (side === 'buy' ? RECORD.buyFee : RECORD.sellFee);

async function lockedWorkingOrder(tx: Tx, orderId: bigint, userId: bigint): Promise<OrderRow | undefined> {
  await lockTrader(tx, userId);
  const order = await findOrder(tx, orderId, true);
  return order && WORKING.includes(order.state) ? order : undefined;
}

async function writeFill(
  tx: Tx,
  order: OrderRow,
  fill: { price: ScaledPrice; notional: bigint; fee: bigint; interest: bigint; gross: bigint | null },
  transferId: bigint | null,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO daytrade_fills (order_id, user_id, price, quantity, notional, fee, interest, gross_profit, transfer_id,
                                 created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      order.id,
      order.user_id,
      fill.price,
      order.quantity,
      fill.notional,
      fill.fee,
      fill.interest,
      fill.gross,
      transferId,
      at,
    ],
  );
}

/** Fails a working order: its margin is released, and a closing order gives its shares back to the position. */
async function failLocked(tx: Tx, order: OrderRow, reason: FailReason, at: Date): Promise<void> {
  if (order.effect === 'close' && order.position_id !== null) {
    await tx.query('UPDATE daytrade_positions SET closing_quantity = closing_quantity - $2 WHERE id = $1', [
      order.position_id,
      order.quantity,
    ]);
  }
  await tx.query(
    `UPDATE daytrade_orders SET state = 'failed', fail_reason = $2, margin = 0, updated_at = $3 WHERE id = $1`,
    [order.id, reason, at],
  );
}

export async function failOrder(
  tx: Tx,
  orderId: bigint,
  userId: bigint,
  reason: FailReason,
  at: Date,
): Promise<boolean> {
  const order = await lockedWorkingOrder(tx, orderId, userId);
  if (!order) return false;
  await failLocked(tx, order, reason, at);
  await notifyUser(tx, userId, 'daytrade');
  return true;
}

/**
 * An opening order fills whole at `price`: the position holds notional ÷ leverage (rounded up) from the fund and
 * pays the commission from it. Placing checked the margin at the order's price; should the fill need more (a short
 * filled above its limit), the difference must fit in what is available now, or the order fails
 * `daytrade_buying_power_exceeded`.
 */
async function fillOpening(tx: Tx, marketData: MarketDataProvider, order: OrderRow, price: ScaledPrice, at: Date) {
  const notional = notionalOf(price, order.quantity);
  const margin = marginFor(notional, order.leverage);
  const fee = commissionOf(notional, order.fee_rate_h);
  const extra = margin + fee - order.margin;
  if (extra > 0n && extra > (await standingOf(tx, marketData, order.user_id, at)).available) {
    await failLocked(tx, order, 'daytrade_buying_power_exceeded', at);
    return;
  }
  const [position] = await tx.query<{ id: bigint }>(
    `INSERT INTO daytrade_positions (user_id, open_order_id, market, code, currency, side, leverage, entry_price,
                                     original_quantity, quantity, margin, open_fee, realized_profit, trade_date,
                                     closes_at, opened_at)
     VALUES ($1, $2, 'jpy', $3, 'JPY', $4, $5, $6, $7, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      order.user_id,
      order.id,
      order.code,
      positionSideOf(order.side),
      order.leverage,
      price,
      order.quantity,
      margin,
      fee,
      -fee,
      order.trade_date,
      order.closes_at,
      at,
    ],
  );
  const { transferId } = await settleFill(tx, {
    userId: order.user_id,
    orderId: order.id,
    profit: 0n,
    charges: [{ recordKind: feeRecord(order.side), house: HOUSE.fees, amount: fee }],
    memo: `day-trade order ${order.id}: opened ${order.quantity} ${order.code}`,
    at,
  });
  await writeFill(tx, order, { price, notional, fee, interest: 0n, gross: null }, transferId, at);
  await tx.query(
    `UPDATE daytrade_orders SET state = 'filled', filled_quantity = quantity, fill_price = $2, fee = $3, margin = $4,
            position_id = $5, updated_at = $6
      WHERE id = $1`,
    [order.id, price, fee, margin, position!.id, at],
  );
}

/**
 * A closing order fills whole at `price`: the closed shares' profit or loss, less the commission and one day's
 * interest on their opening notional, settles with the fund (a loss beyond it from cash, then as a debt); the margin
 * of what stays open is figured again on the smaller quantity.
 */
async function fillClosing(tx: Tx, order: OrderRow, price: ScaledPrice, at: Date) {
  const position = (await findPosition(tx, order.position_id!, true)) as PositionRow;
  const quantity = order.quantity;
  const entryNotional = notionalOf(position.entry_price, quantity);
  const notional = notionalOf(price, quantity);
  const gross = grossProfit(position.side, position.entry_price, price, quantity);
  const fee = commissionOf(notional, order.fee_rate_h);
  const interest = interestOf(entryNotional, order.interest_rate_h);
  const charges: Charge[] = [
    { recordKind: feeRecord(order.side), house: HOUSE.fees, amount: fee },
    { recordKind: RECORD.interest, house: HOUSE.interest, amount: interest },
    { recordKind: RECORD.loss, house: HOUSE.daytrade, amount: gross < 0n ? -gross : 0n },
  ];
  const { transferId } = await settleFill(tx, {
    userId: order.user_id,
    orderId: order.id,
    profit: gross > 0n ? gross : 0n,
    charges,
    memo: `day-trade order ${order.id}: closed ${quantity} ${order.code}${order.auto_close ? ' at the session end' : ''}`,
    at,
  });
  await writeFill(tx, order, { price, notional, fee, interest, gross }, transferId, at);
  const remaining = position.quantity - quantity;
  const realized = gross - fee - interest;
  await tx.query(
    `UPDATE daytrade_positions SET quantity = $2::bigint, closing_quantity = closing_quantity - $3, margin = $4,
            realized_profit = realized_profit + $5, state = CASE WHEN $2::bigint = 0 THEN 'closed' ELSE 'open' END,
            closed_at = CASE WHEN $2::bigint = 0 THEN $6::timestamptz END
      WHERE id = $1`,
    [
      position.id,
      remaining,
      quantity,
      remaining > 0n ? marginFor(notionalOf(position.entry_price, remaining), position.leverage) : 0n,
      realized,
      at,
    ],
  );
  await tx.query(
    `UPDATE daytrade_orders SET state = 'filled', filled_quantity = quantity, fill_price = $2, fee = $3,
            realized_profit = $4, updated_at = $5
      WHERE id = $1`,
    [order.id, price, fee, realized, at],
  );
}

/** Fills a working order whole at `price` at instant `at`; false when it is no longer working. */
export async function fillOrder(
  tx: Tx,
  marketData: MarketDataProvider,
  orderId: bigint,
  userId: bigint,
  price: ScaledPrice,
  at: Date,
): Promise<boolean> {
  const order = await lockedWorkingOrder(tx, orderId, userId);
  if (!order) return false;
  if (order.effect === 'open') await fillOpening(tx, marketData, order, price, at);
  else await fillClosing(tx, order, price, at);
  await notifyUser(tx, userId, 'daytrade');
  return true;
}

/**
 * Closes what is left of an open position at `price` at the session's end, by a closing order the broker places
 * (`autoClose`), filled at once. Call with the user locked. False when nothing was open.
 */
export async function autoClose(
  tx: Tx,
  positionId: bigint,
  price: ScaledPrice,
  rates: { commission: number; interest: number },
  at: Date,
): Promise<boolean> {
  const position = await findPosition(tx, positionId, true);
  if (!position || position.state !== 'open') return false;
  const quantity = position.quantity - position.closing_quantity;
  if (quantity <= 0n) return false;
  await notifyUser(tx, position.user_id, 'daytrade');
  await tx.query('UPDATE daytrade_positions SET closing_quantity = closing_quantity + $2 WHERE id = $1', [
    position.id,
    quantity,
  ]);
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO daytrade_orders (user_id, client_order_id, request_hash, market, code, currency, side, effect,
                                  order_type, quantity, leverage, fee_rate_h, interest_rate_h, position_id, auto_close,
                                  trade_date, closes_at, created_at, updated_at)
     VALUES ($1, $2, 'auto-close', 'jpy', $3, 'JPY', $4, 'close', 'market', $5, $6, $7, $8, $9, true, $10, $11, $12, $12)
     RETURNING id`,
    [
      position.user_id,
      `auto-close-${position.id}`,
      position.code,
      closingSideOf(position.side),
      quantity,
      position.leverage,
      rates.commission,
      rates.interest,
      position.id,
      position.trade_date,
      position.closes_at,
      at,
    ],
  );
  const order = (await findOrder(tx, row!.id, true))!;
  await fillClosing(tx, order, price, at);
  return true;
}
