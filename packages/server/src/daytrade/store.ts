/** Day-trade orders, fills and positions as stored, and as the contract shows them. */
import type { ResponseData } from '@kabuto/api-client';
import type { Queryable } from '../db/db.ts';
import { DAYTRADE_FUND } from '../ledger/accounts.ts';
import { parsePrice, type ScaledPrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import type { LocalDate } from '../market/types.ts';
import { formatMinor } from '../money.ts';
import { timeText } from '../offerings/common.ts';
import { displayPrice, instrumentOf } from '../trading/market.ts';
import { DAYTRADE_CURRENCY, grossProfit, type OrderSide, type PositionSide } from './figures.ts';

export type DaytradeOrderView = ResponseData<'/daytrade/order'>;
export type DaytradePositionView = ResponseData<'/daytrade/positions'>['items'][number];
export type DaytradeOrderDetailView = ResponseData<'/daytrade/orderDetail'>;
export type OrderState = DaytradeOrderView['state'];
export type FailReason = NonNullable<DaytradeOrderView['failReason']>;

export const WORKING: readonly OrderState[] = ['submitted', 'in_progress'];

export interface OrderRow {
  id: bigint;
  user_id: bigint;
  client_order_id: string;
  request_hash: string;
  code: string;
  side: OrderSide;
  effect: 'open' | 'close';
  order_type: 'limit' | 'market';
  price: bigint | null;
  quantity: bigint;
  leverage: number;
  margin: bigint;
  fee_rate_h: number;
  interest_rate_h: number;
  position_id: bigint | null;
  state: OrderState;
  fail_reason: FailReason | null;
  auto_close: boolean;
  filled_quantity: bigint;
  fill_price: bigint | null;
  fee: bigint;
  realized_profit: bigint | null;
  trade_date: LocalDate;
  closes_at: Date;
  created_at: Date;
  updated_at: Date;
}

export const ORDER_COLUMNS = `o.id, o.user_id, o.client_order_id, o.request_hash, o.code, o.side, o.effect,
  o.order_type, o.price, o.quantity, o.leverage, o.margin, o.fee_rate_h, o.interest_rate_h, o.position_id, o.state,
  o.fail_reason, o.auto_close, o.filled_quantity, o.fill_price, o.fee, o.realized_profit,
  o.trade_date::text AS trade_date, o.closes_at, o.created_at, o.updated_at`;

export async function findOrder(tx: Queryable, id: bigint, lock = false): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM daytrade_orders o WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [id],
  );
  return row;
}

export interface PositionRow {
  id: bigint;
  user_id: bigint;
  open_order_id: bigint;
  code: string;
  side: PositionSide;
  leverage: number;
  entry_price: bigint;
  original_quantity: bigint;
  quantity: bigint;
  closing_quantity: bigint;
  margin: bigint;
  open_fee: bigint;
  realized_profit: bigint;
  state: 'open' | 'closed';
  trade_date: LocalDate;
  closes_at: Date;
  opened_at: Date;
  closed_at: Date | null;
  /** The price of its last closing fill, once one filled. */
  exit_price: bigint | null;
}

export const POSITION_COLUMNS = `p.id, p.user_id, p.open_order_id, p.code, p.side, p.leverage, p.entry_price,
  p.original_quantity, p.quantity, p.closing_quantity, p.margin, p.open_fee, p.realized_profit, p.state,
  p.trade_date::text AS trade_date, p.closes_at, p.opened_at, p.closed_at,
  (SELECT f.price FROM daytrade_fills f JOIN daytrade_orders c ON c.id = f.order_id
    WHERE c.position_id = p.id AND c.effect = 'close' ORDER BY f.id DESC LIMIT 1) AS exit_price`;

export async function findPosition(tx: Queryable, id: bigint, lock = false): Promise<PositionRow | undefined> {
  const [row] = await tx.query<PositionRow>(
    `SELECT ${POSITION_COLUMNS} FROM daytrade_positions p WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`,
    [id],
  );
  return row;
}

const yen = (amount: bigint) => formatMinor(amount, DAYTRADE_CURRENCY);

export function orderView(o: OrderRow): DaytradeOrderView {
  const instrument = instrumentOf('jpy', o.code);
  return {
    id: String(o.id),
    clientOrderId: o.client_order_id,
    positionId: o.position_id === null ? null : String(o.position_id),
    code: o.code,
    name: instrument.name,
    market: 'jpy',
    currency: DAYTRADE_CURRENCY,
    side: o.side,
    effect: o.effect,
    orderType: o.order_type,
    price: o.price === null ? null : displayPrice(instrument, o.price),
    quantity: Number(o.quantity),
    filledQuantity: Number(o.filled_quantity),
    avgFillPrice: o.fill_price === null ? null : displayPrice(instrument, o.fill_price),
    leverage: o.leverage as DaytradeOrderView['leverage'],
    marginHeld: yen(o.margin),
    fee: yen(o.fee),
    realizedProfit: o.realized_profit === null ? null : yen(o.realized_profit),
    state: o.state,
    failReason: o.fail_reason,
    autoClose: o.auto_close,
    createdAt: timeText('jpy', o.created_at),
    updatedAt: timeText('jpy', o.updated_at),
  };
}

/** Profit or loss of what is still open at `last`, before costs (0 once nothing is open). */
export const unrealizedOf = (p: PositionRow, last: ScaledPrice): bigint =>
  p.state === 'open' && p.quantity > 0n ? grossProfit(p.side, p.entry_price, last, p.quantity) : 0n;

/** A position at the last price (`last`, for open ones) or at its last closing fill (closed ones). */
export function positionView(p: PositionRow, last: ScaledPrice | undefined): DaytradePositionView {
  const instrument = instrumentOf('jpy', p.code);
  const price = p.state === 'open' ? (last ?? p.entry_price) : (p.exit_price ?? last ?? p.entry_price);
  return {
    id: String(p.id),
    code: p.code,
    name: instrument.name,
    market: 'jpy',
    currency: DAYTRADE_CURRENCY,
    side: p.side,
    quantity: Number(p.quantity),
    avgPrice: displayPrice(instrument, p.entry_price),
    lastPrice: displayPrice(instrument, price),
    leverage: p.leverage as DaytradePositionView['leverage'],
    marginHeld: yen(p.margin),
    unrealizedProfit: yen(unrealizedOf(p, price)),
    realizedProfit: yen(p.realized_profit),
    state: p.state === 'closed' ? 'closed' : p.closing_quantity > 0n ? 'closing' : 'open',
    autoCloseAt: timeText('jpy', p.closes_at),
    openedAt: timeText('jpy', p.opened_at),
    closedAt: p.closed_at ? timeText('jpy', p.closed_at) : null,
  };
}

/** The last prices of some positions' stocks, by code. */
export async function lastPrices(
  marketData: MarketDataProvider,
  codes: Iterable<string>,
  at: Date,
): Promise<Map<string, ScaledPrice>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const quotes = await marketData.quotes('jpy', unique, at);
  return new Map(quotes.map((q) => [q.code, parsePrice(q.price)]));
}

/** What the fund stands at: margin in use by working opening orders and open positions, and their unrealized losses. */
export interface Standing {
  fund: bigint;
  marginInUse: bigint;
  unrealizedLoss: bigint;
  /** max(0, fund − marginInUse − unrealizedLoss). */
  available: bigint;
}

export async function standingOf(
  tx: Queryable,
  marketData: MarketDataProvider,
  userId: bigint,
  at: Date,
): Promise<Standing> {
  const [totals] = await tx.query<{ fund: bigint; working: bigint }>(
    `SELECT COALESCE((SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = $2 AND currency = $3), 0)::bigint
              AS fund,
            COALESCE((SELECT SUM(margin) FROM daytrade_orders WHERE user_id = $1 AND effect = 'open'
                        AND state IN ('submitted', 'in_progress')), 0)::bigint AS working`,
    [userId, DAYTRADE_FUND, DAYTRADE_CURRENCY],
  );
  const open = await tx.query<PositionRow>(
    `SELECT ${POSITION_COLUMNS} FROM daytrade_positions p WHERE p.user_id = $1 AND p.state = 'open'`,
    [userId],
  );
  const prices = await lastPrices(
    marketData,
    open.map((p) => p.code),
    at,
  );
  let marginInUse = totals?.working ?? 0n;
  let unrealizedLoss = 0n;
  for (const p of open) {
    marginInUse += p.margin;
    const result = unrealizedOf(p, prices.get(p.code) ?? p.entry_price);
    if (result < 0n) unrealizedLoss -= result;
  }
  const fund = totals?.fund ?? 0n;
  const rest = fund - marginInUse - unrealizedLoss;
  return { fund, marginInUse, unrealizedLoss, available: rest > 0n ? rest : 0n };
}
