import type { Queryable, Tx } from '../db/db.ts';
import { divide, type ScaledPrice } from '../market/price.ts';
import type { LocalDate, Market, MessageCode } from '../market/types.ts';
import { formatMinor } from '../money.ts';
import { formatLeverage, maintenanceMarginOf, marginOf, principalOf, ratePercent } from './figures.ts';
import {
  currencyOf,
  displayPrice,
  instrumentOf,
  nextTradingDate,
  todayIn,
  tradingDateFrom,
  zonedTime,
} from './market.ts';

export type OrderStatus = 'working' | 'partially_filled' | 'filled' | 'cancelled' | 'rejected' | 'expired';
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['working', 'partially_filled'];

export interface OrderRow {
  id: bigint;
  user_id: bigint;
  client_order_id: string;
  request_hash: string;
  market: Market;
  code: string;
  currency: string;
  side: 'buy' | 'sell';
  order_type: 'limit' | 'market';
  price: bigint | null;
  bound_price: bigint | null;
  quantity: bigint;
  filled_quantity: bigint;
  leverage_x100: number;
  fee_rate_h: number;
  fee_min: bigint;
  tax_rate_h: number;
  status: OrderStatus;
  hold_id: bigint | null;
  filled_amount: bigint;
  fee: bigint;
  tax: bigint;
  reject_reason: MessageCode | null;
  position_id: bigint | null;
  trade_date: LocalDate;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  /** What the order's hold still holds (0 once it closed or for sells). */
  held: bigint;
}

/** Dates travel as text: the drivers would otherwise turn them into instants in the process's zone. */
export const ORDER_COLUMNS = `o.id, o.user_id, o.client_order_id, o.request_hash, o.market, o.code, o.currency, o.side,
  o.order_type, o.price, o.bound_price, o.quantity, o.filled_quantity, o.leverage_x100, o.fee_rate_h, o.fee_min,
  o.tax_rate_h, o.status, o.hold_id, o.filled_amount, o.fee, o.tax, o.reject_reason, o.position_id,
  o.trade_date::text AS trade_date, o.created_at, o.updated_at, o.expires_at,
  COALESCE((SELECT h.amount FROM ledger_holds h WHERE h.id = o.hold_id AND h.status = 'open'), 0)::bigint AS held`;

export async function findOrder(tx: Queryable, orderId: bigint, lock = false): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM trade_orders o WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [orderId],
  );
  return row;
}

export interface PositionRow {
  id: bigint;
  user_id: bigint;
  order_id: bigint;
  market: Market;
  code: string;
  currency: string;
  buy_price: bigint;
  original_quantity: bigint;
  quantity: bigint;
  locked_quantity: bigint;
  cost: bigint;
  leverage_x100: number;
  original_margin: bigint;
  borrowed: bigint;
  buy_fee: bigint;
  trade_date: LocalDate;
  opened_at: Date;
  lockup_days: number;
  lockup_until: LocalDate | null;
  sold_quantity: bigint;
  sold_amount: bigint;
  sell_fees: bigint;
  sell_taxes: bigint;
  last_sold_at: Date | null;
  closed_at: Date | null;
  realized_pnl: bigint | null;
}

export const POSITION_COLUMNS = `p.id, p.user_id, p.order_id, p.market, p.code, p.currency, p.buy_price,
  p.original_quantity, p.quantity, p.locked_quantity, p.cost, p.leverage_x100, p.original_margin, p.borrowed,
  p.buy_fee, p.trade_date::text AS trade_date, p.opened_at, p.lockup_days, p.lockup_until::text AS lockup_until,
  p.sold_quantity, p.sold_amount, p.sell_fees, p.sell_taxes, p.last_sold_at, p.closed_at, p.realized_pnl`;

/** A user's open positions in one stock, oldest first (the order sells take them in). */
export async function openPositionsIn(
  tx: Queryable,
  userId: bigint,
  market: Market,
  code: string,
  lock = false,
): Promise<PositionRow[]> {
  return tx.query<PositionRow>(
    `SELECT ${POSITION_COLUMNS} FROM trade_positions p
     WHERE p.user_id = $1 AND p.market = $2 AND p.code = $3 AND p.closed_at IS NULL ORDER BY p.id${lock ? ' FOR UPDATE' : ''}`,
    [userId, market, code],
  );
}

export type SellBlock = 'lockup_period' | 't_plus_no_sell';

/** The first day a position may be sold: after its lock-up, and in China not on the day it was bought (T+1). */
export function sellableFrom(position: PositionRow, alwaysOpen: boolean): LocalDate {
  const market = position.market;
  let from = market === 'cny' ? nextTradingDate(market, position.trade_date, alwaysOpen) : position.trade_date;
  if (position.lockup_until !== null) {
    const afterLockup = nextTradingDate(market, position.lockup_until, alwaysOpen);
    if (afterLockup > from) from = afterLockup;
  }
  return tradingDateFrom(market, from, alwaysOpen);
}

/** Why a position cannot be sold today, if it cannot. */
export function sellBlock(position: PositionRow, now: Date, alwaysOpen: boolean): SellBlock | undefined {
  const today = todayIn(position.market, now);
  if (position.lockup_until !== null && today <= position.lockup_until) return 'lockup_period';
  if (position.market === 'cny' && today < nextTradingDate('cny', position.trade_date, alwaysOpen)) {
    return 't_plus_no_sell';
  }
  return undefined;
}

/** Shares free to sell now: held, not taken by a working sell, not blocked by lock-up or T+1. */
export function sellableQuantity(position: PositionRow, now: Date, alwaysOpen: boolean): bigint {
  if (position.quantity === 0n || sellBlock(position, now, alwaysOpen)) return 0n;
  return position.quantity - position.locked_quantity;
}

export type PositionStatus = 'holding' | 'locked' | 'closing' | 'closed';

export function positionStatus(position: PositionRow, now: Date): PositionStatus {
  if (position.closed_at !== null) return 'closed';
  if (position.locked_quantity > 0n) return 'closing';
  if (position.lockup_until !== null && todayIn(position.market, now) <= position.lockup_until) return 'locked';
  return 'holding';
}

export type MarginStatus = 'not_applicable' | 'ok' | 'warning' | 'call';

/** A position valued at a price: the contract's PositionDetail figures, in minor units. */
export interface PositionFigures {
  cost: bigint;
  marketValue: bigint;
  originalMargin: bigint;
  borrowed: bigint;
  equity: bigint;
  maintenanceMargin: bigint;
  marginStatus: MarginStatus;
  unrealizedPnl: bigint;
}

/**
 * cost = buy price × quantity; margin = cost ÷ leverage (up); borrowed = cost − margin (what the position still
 * owes: the ledger's margin loan moves by the same rule); equity = value − borrowed; maintenance = 20 % of value;
 * a warning while equity is under the operator's buffer (`margin_warning_percent` of value), a call under 20 %.
 */
export function positionFigures(position: PositionRow, price: ScaledPrice, marginWarning: number): PositionFigures {
  const cost = principalOf(position.buy_price, position.quantity, position.currency);
  const marketValue = principalOf(price, position.quantity, position.currency);
  const leveraged = position.leverage_x100 > 100 && position.quantity > 0n;
  const originalMargin = position.quantity > 0n ? marginOf(cost, position.leverage_x100) : 0n;
  const borrowed = cost - originalMargin;
  const equity = marketValue - borrowed;
  const maintenanceMargin = leveraged ? maintenanceMarginOf(marketValue) : 0n;
  let marginStatus: MarginStatus = 'not_applicable';
  if (leveraged) {
    if (equity < maintenanceMargin) marginStatus = 'call';
    else if (equity * 10_000n < marketValue * BigInt(marginWarning)) marginStatus = 'warning';
    else marginStatus = 'ok';
  }
  return {
    cost,
    marketValue,
    originalMargin,
    borrowed,
    equity,
    maintenanceMargin,
    marginStatus,
    unrealizedPnl: marketValue - cost,
  };
}

/** The volume-weighted average of fills, at the price scale, half-up; undefined without fills. */
export function averagePrice(fills: readonly { price: bigint; quantity: bigint }[]): ScaledPrice | undefined {
  let quantity = 0n;
  let notional = 0n;
  for (const fill of fills) {
    quantity += fill.quantity;
    notional += fill.price * fill.quantity;
  }
  return quantity === 0n ? undefined : divide(notional, quantity, 'half-up');
}

/** The average price each position was sold at, from the filled sells that took its shares. */
export async function sellPricesOf(tx: Queryable, positionIds: readonly bigint[]): Promise<Map<bigint, ScaledPrice>> {
  if (positionIds.length === 0) return new Map();
  const rows = await tx.query<{ position_id: bigint; price: bigint; quantity: bigint }>(
    `SELECT a.position_id, f.price, a.quantity FROM trade_order_allocations a
     JOIN trade_fills f ON f.order_id = a.order_id
     WHERE a.position_id = ANY($1::bigint[])`,
    [positionIds.map(String)],
  );
  const byPosition = new Map<bigint, { price: bigint; quantity: bigint }[]>();
  for (const row of rows) {
    const list = byPosition.get(row.position_id) ?? [];
    list.push({ price: row.price, quantity: row.quantity });
    byPosition.set(row.position_id, list);
  }
  const result = new Map<bigint, ScaledPrice>();
  for (const [id, fills] of byPosition) {
    const average = averagePrice(fills);
    if (average !== undefined) result.set(id, average);
  }
  return result;
}

/** The contract's TradeOrder. */
export function orderView(order: OrderRow, fills: readonly { price: bigint; quantity: bigint }[]) {
  const instrument = instrumentOf(order.market, order.code);
  const currency = order.currency;
  const average = averagePrice(fills);
  return {
    id: String(order.id),
    clientOrderId: order.client_order_id,
    code: order.code,
    name: instrument.name,
    market: order.market,
    currency: currencyOf(order.market),
    side: order.side,
    orderType: order.order_type,
    price: order.price === null ? null : displayPrice(instrument, order.price),
    quantity: Number(order.quantity),
    filledQuantity: Number(order.filled_quantity),
    averageFillPrice: average === undefined ? null : displayPrice(instrument, average),
    leverage: formatLeverage(order.leverage_x100),
    status: order.status,
    heldAmount: formatMinor(order.held, currency),
    filledAmount: formatMinor(order.filled_amount, currency),
    fee: formatMinor(order.fee, currency),
    tax: formatMinor(order.tax, currency),
    rejectReason: order.reject_reason,
    createdAt: zonedTime(order.market, order.created_at),
    updatedAt: zonedTime(order.market, order.updated_at),
    expiresAt: zonedTime(order.market, order.expires_at),
  };
}

export type TradeOrderView = ReturnType<typeof orderView>;

export interface FillRow {
  id: bigint;
  order_id: bigint;
  price: bigint;
  quantity: bigint;
  amount: bigint;
  fee: bigint;
  tax: bigint;
  settlement_date: LocalDate;
  created_at: Date;
}

export async function fillsOf(tx: Queryable, orderIds: readonly bigint[]): Promise<Map<bigint, FillRow[]>> {
  const byOrder = new Map<bigint, FillRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await tx.query<FillRow>(
    `SELECT id, order_id, price, quantity, amount, fee, tax, settlement_date::text AS settlement_date, created_at
     FROM trade_fills WHERE order_id = ANY($1::bigint[]) ORDER BY id`,
    [orderIds.map(String)],
  );
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(row);
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** An order with its fills, as the contract's TradeOrder. */
export async function loadOrderView(tx: Queryable, orderId: bigint): Promise<TradeOrderView> {
  const order = await findOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const fills = (await fillsOf(tx, [orderId])).get(orderId) ?? [];
  return orderView(order, fills);
}

/**
 * The user's row, locked: every order, fill and cancel of one user runs one at a time (lock order: user first).
 * Answers whether the user's real name is verified (placing orders needs it), read under the lock.
 */
export async function lockTrader(tx: Tx, userId: bigint): Promise<{ verified: boolean }> {
  const [row] = await tx.query<{ real_name_status: string }>(
    'SELECT real_name_status FROM users WHERE id = $1 FOR NO KEY UPDATE',
    [userId],
  );
  return { verified: row?.real_name_status === 'verified' };
}

/** The position's figures as the contract writes them (PositionDetail). */
export function positionDetailView(
  position: PositionRow,
  price: ScaledPrice,
  options: { now: Date; alwaysOpen: boolean; marginWarning: number; sellPrice: ScaledPrice | undefined },
) {
  const instrument = instrumentOf(position.market, position.code);
  const currency = position.currency;
  const money = (amount: bigint) => formatMinor(amount, currency);
  const f = positionFigures(position, price, options.marginWarning);
  const closed = position.closed_at !== null;
  return {
    id: String(position.id),
    orderNo: String(position.order_id),
    code: position.code,
    name: instrument.name,
    market: position.market,
    currency: currencyOf(position.market),
    status: positionStatus(position, options.now),
    buyTime: zonedTime(position.market, position.opened_at),
    buyPrice: displayPrice(instrument, position.buy_price),
    quantity: Number(position.quantity),
    sellableQuantity: Number(sellableQuantity(position, options.now, options.alwaysOpen)),
    cost: money(f.cost),
    currentPrice: displayPrice(instrument, price),
    marketValue: money(f.marketValue),
    leverage: formatLeverage(position.leverage_x100),
    originalMargin: money(f.originalMargin),
    borrowed: money(f.borrowed),
    equity: money(f.equity),
    maintenanceMargin: money(f.maintenanceMargin),
    marginStatus: f.marginStatus,
    unrealizedPnl: money(f.unrealizedPnl),
    unrealizedPnlRate: ratePercent(f.unrealizedPnl, f.cost),
    buyFee: money(position.buy_fee),
    lockupDays: position.lockup_days,
    lockupUntil: position.lockup_until,
    sellableFrom: sellableFrom(position, options.alwaysOpen),
    sellPrice: closed && options.sellPrice !== undefined ? displayPrice(instrument, options.sellPrice) : null,
    sellTime: closed && position.closed_at ? zonedTime(position.market, position.closed_at) : null,
    realizedPnl: closed && position.realized_pnl !== null ? money(position.realized_pnl) : null,
    originalQuantity: Number(position.original_quantity),
    originalCost: money(position.cost),
    realizedPnlRate:
      closed && position.realized_pnl !== null ? ratePercent(position.realized_pnl, position.cost) : null,
  };
}
