/**
 * The user's day-trade calls: place an opening order, place a closing order for a position, and read orders,
 * positions and the account. Orders are Japan-market only, in whole lots, on the tick grid and inside the day's
 * price limits as cash orders are (trading/orders.ts orderRequestOf, market/rules), accepted while the Tokyo market
 * takes orders (the closing auction too, where nothing matches until the close). Placing holds nothing in the
 * ledger: an opening order's margin counts against the fund (store.ts standingOf) under the user's lock, so no two
 * orders of one user can together take more than is available.
 */
import type { ResponseData } from '@kabuto/api-client';
import { assertAccountCan } from '../accounts/restrictions.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { rowId } from '../funding/common.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import { pageResult, tokyoDate, type Page, type PageRequest } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { parsePrice, type ScaledPrice } from '../market/price.ts';
import { checkQuantity } from '../market/rules/lots.ts';
import { isLocalDate } from '../market/rules/dates.ts';
import { isOnTick } from '../market/rules/ticks.ts';
import type { StockQuote } from '../market/provider.ts';
import type { Instrument } from '../market/types.ts';
import { formatMinor } from '../money.ts';
import { timeText } from '../offerings/common.ts';
import { percentText } from '../trading/figures.ts';
import { displayPrice, instrumentIn, instrumentOf, quoteOf, tradingDay, type TradingDeps } from '../trading/market.ts';
import { orderRequestHash, orderRequestOf } from '../trading/orders.ts';
import { lockTrader } from '../trading/store.ts';
import { approvedApplication, latestApplication, applicationView, type DaytradeCall } from './applications.ts';
import { daytradeConfig } from './config.ts';
import { closingSideOf, commissionOf, DAYTRADE_CURRENCY, marginFor, notionalOf } from './figures.ts';
import { debtOf } from './ledger.ts';
import { todaysSessionEnd } from './session.ts';
import {
  findOrder,
  findPosition,
  lastPrices,
  ORDER_COLUMNS,
  orderView,
  POSITION_COLUMNS,
  positionView,
  standingOf,
  type DaytradeOrderDetailView,
  type DaytradeOrderView,
  type DaytradePositionView,
  type OrderRow,
  type PositionRow,
} from './store.ts';
import { RULES } from './words.ts';

export type DaytradeAccountView = ResponseData<'/daytrade/account'>;

/** What placing needs besides the database: prices, the clock mode, and the engine to tell. */
export interface DaytradeDeps extends TradingDeps {
  /** The day-trade engine: the next tick matches what was placed. */
  engine: { notify(): void };
}

/** A limit price on the tick grid and inside the day's limits (422 `invalid_tick_size`, `price_limit_exceeded`). */
function checkLimitPrice(instrument: Instrument, quote: StockQuote, price: ScaledPrice | undefined): void {
  if (price === undefined) return;
  if (!isOnTick(instrument, price)) throw new ApiError(422, 'invalid_tick_size');
  const up = quote.limitUp === null ? undefined : parsePrice(quote.limitUp);
  const down = quote.limitDown === null ? undefined : parsePrice(quote.limitDown);
  if ((up !== undefined && price > up) || (down !== undefined && price < down)) {
    throw new ApiError(422, 'price_limit_exceeded');
  }
}

/** The order already placed under this client order id: the same request answers it, another is 409. */
async function existingOrder(tx: Queryable, userId: bigint, clientOrderId: string, hash: string) {
  const [row] = await tx.query<{ id: bigint; request_hash: string }>(
    'SELECT id, request_hash FROM daytrade_orders WHERE user_id = $1 AND client_order_id = $2 AND NOT auto_close',
    [userId, clientOrderId],
  );
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new ApiError(409, 'duplicate_request');
  return orderView((await findOrder(tx, row.id))!);
}

/** A money-moving day-trade call: once per Idempotency-Key, in one transaction, the user locked first. */
function idempotentCall<T>(db: Db, call: DaytradeCall, operationId: string, form: Form, run: (tx: Tx) => Promise<T>) {
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: call.user.userId,
        operationId,
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: call.now,
      },
      async () => {
        await lockTrader(tx, call.user.userId);
        return run(tx);
      },
    ),
  );
}

/** placeDaytradeOrder: opens a long (buy) or short (sell) position for an approved account. */
export async function placeDaytradeOrder(
  deps: DaytradeDeps,
  call: DaytradeCall,
  form: Form,
): Promise<DaytradeOrderView> {
  const { user, now } = call;
  assertAccountCan(user, 'trade');
  const request = orderRequestOf(form);
  const leverage = request.leverageX100 / 100;
  const view = await idempotentCall(deps.db, call, 'placeDaytradeOrder', form, async (tx) => {
    const clientOrderId = form.client_order_id ?? '';
    const hash = orderRequestHash('placeDaytradeOrder', form);
    const existing = await existingOrder(tx, user.userId, clientOrderId, hash);
    if (existing) return existing;
    if (!(await approvedApplication(tx, user.userId))) throw new ApiError(403, 'margin_not_enabled');
    const day = tradingDay('jpy', now, deps.alwaysOpen);
    if (!day.acceptsOrders) throw new ApiError(422, 'not_trading_time');
    const instrument = instrumentIn('jpy', request.code);
    const quote = await quoteOf(deps, 'jpy', instrument.code, now);
    const lot = checkQuantity(instrument, 'buy', Number(request.quantity));
    if (lot) throw new ApiError(422, lot);
    checkLimitPrice(instrument, quote, request.price);
    if ((await debtOf(tx, user.userId)) > 0n) throw new ApiError(422, 'daytrade_debt_outstanding');
    const config = await daytradeConfig(tx);
    if (!Number.isInteger(leverage) || !config.leverageOptions.includes(leverage)) {
      throw new ApiError(422, 'leverage_not_allowed');
    }
    const notional = notionalOf(request.price ?? parsePrice(quote.price), request.quantity);
    const margin = marginFor(notional, leverage);
    const fee = commissionOf(notional, config.commissionRate);
    const standing = await standingOf(tx, deps.marketData, user.userId, now);
    if (margin + fee > standing.available) throw new ApiError(422, 'daytrade_buying_power_exceeded');
    const [row] = await tx.query<{ id: bigint }>(
      `INSERT INTO daytrade_orders (user_id, client_order_id, request_hash, market, code, currency, side, effect,
                                    order_type, price, quantity, leverage, margin, fee_rate_h, interest_rate_h,
                                    trade_date, closes_at, created_at, updated_at)
       VALUES ($1, $2, $3, 'jpy', $4, $5, $6, 'open', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
       RETURNING id`,
      [
        user.userId,
        clientOrderId,
        hash,
        instrument.code,
        DAYTRADE_CURRENCY,
        request.side,
        request.orderType,
        request.price ?? null,
        request.quantity,
        leverage,
        margin,
        config.commissionRate,
        config.interestRate,
        day.date,
        day.closesAt,
        now,
      ],
    );
    return orderView((await findOrder(tx, row!.id))!);
  });
  deps.engine.notify();
  return view;
}

/** A form's position id: unknown ones are 404 `order_not_found`. */
const positionIdOf = (form: Form) => rowId(form.position_id, 'order_not_found');

/** closeDaytradePosition: the opposite order for part or all of an open position, before the session's end. */
export async function closeDaytradePosition(
  deps: DaytradeDeps,
  call: DaytradeCall,
  form: Form,
): Promise<DaytradeOrderView> {
  const { user, now } = call;
  assertAccountCan(user, 'trade');
  const orderType = form.order_type === 'market' ? 'market' : 'limit';
  if (orderType === 'limit' && form.price === undefined) throw invalidParameter([{ field: 'price', rule: 'required' }]);
  if (orderType === 'market' && form.price !== undefined) throw invalidParameter([{ field: 'price', rule: 'unknown' }]);
  const price = form.price === undefined ? undefined : parsePrice(form.price);
  const quantity = BigInt(form.quantity ?? '0');
  const view = await idempotentCall(deps.db, call, 'closeDaytradePosition', form, async (tx) => {
    const clientOrderId = form.client_order_id ?? '';
    const hash = orderRequestHash('closeDaytradePosition', form);
    const existing = await existingOrder(tx, user.userId, clientOrderId, hash);
    if (existing) return existing;
    const position = await findPosition(tx, positionIdOf(form), true);
    if (!position || position.user_id !== user.userId) throw new ApiError(404, 'order_not_found');
    const day = tradingDay('jpy', now, deps.alwaysOpen);
    if (!day.acceptsOrders || position.closes_at.getTime() <= now.getTime()) {
      throw new ApiError(422, 'not_trading_time');
    }
    if (position.state !== 'open' || quantity > position.quantity - position.closing_quantity) {
      throw new ApiError(422, 'order_not_holding');
    }
    const instrument = instrumentIn('jpy', position.code);
    const quote = await quoteOf(deps, 'jpy', instrument.code, now);
    checkLimitPrice(instrument, quote, price);
    const config = await daytradeConfig(tx);
    await tx.query('UPDATE daytrade_positions SET closing_quantity = closing_quantity + $2 WHERE id = $1', [
      position.id,
      quantity,
    ]);
    const [row] = await tx.query<{ id: bigint }>(
      `INSERT INTO daytrade_orders (user_id, client_order_id, request_hash, market, code, currency, side, effect,
                                    order_type, price, quantity, leverage, fee_rate_h, interest_rate_h, position_id,
                                    trade_date, closes_at, created_at, updated_at)
       VALUES ($1, $2, $3, 'jpy', $4, $5, $6, 'close', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
       RETURNING id`,
      [
        user.userId,
        clientOrderId,
        hash,
        position.code,
        DAYTRADE_CURRENCY,
        closingSideOf(position.side),
        orderType,
        price ?? null,
        quantity,
        position.leverage,
        config.commissionRate,
        config.interestRate,
        position.id,
        position.trade_date,
        position.closes_at,
        now,
      ],
    );
    return orderView((await findOrder(tx, row!.id))!);
  });
  deps.engine.notify();
  return view;
}

/** The user's orders, newest first, optionally of one state and one trading day (listDaytradeOrders). */
export async function listDaytradeOrders(
  tx: Queryable,
  userId: bigint,
  filter: { state: string | undefined; date: string | undefined },
  page: PageRequest,
): Promise<Page<DaytradeOrderView>> {
  if (filter.date !== undefined && !isLocalDate(filter.date))
    throw invalidParameter([{ field: 'date', rule: 'pattern' }]);
  const params = [userId, filter.state ?? null, filter.date ?? null];
  const where = `o.user_id = $1 AND ($2::text IS NULL OR o.state = $2) AND ($3::date IS NULL OR o.trade_date = $3::date)`;
  const rows = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM daytrade_orders o WHERE ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM daytrade_orders o WHERE ${where}`,
    params,
  );
  return pageResult(page, rows.map(orderView), count?.n ?? 0);
}

/** One of the user's orders with its fills (getDaytradeOrder); 404 `order_not_found` otherwise. */
export async function daytradeOrderDetail(
  tx: Queryable,
  userId: bigint,
  idText: string | undefined,
): Promise<DaytradeOrderDetailView> {
  const order = await findOrder(tx, rowId(idText, 'order_not_found'));
  if (!order || order.user_id !== userId) throw new ApiError(404, 'order_not_found');
  const fills = await tx.query<{ id: bigint; price: bigint; quantity: bigint; fee: bigint; created_at: Date }>(
    'SELECT id, price, quantity, fee, created_at FROM daytrade_fills WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  const instrument = instrumentOf('jpy', order.code);
  return {
    order: orderView(order),
    fills: fills.map((f) => ({
      id: String(f.id),
      price: displayPrice(instrument, f.price),
      quantity: Number(f.quantity),
      fee: formatMinor(f.fee, DAYTRADE_CURRENCY),
      time: timeText('jpy', f.created_at),
    })),
  };
}

/** The user's positions, newest first: open (and closing) ones by default, or closed ones (listDaytradePositions). */
export async function listDaytradePositions(
  deps: TradingDeps,
  userId: bigint,
  state: 'open' | 'closed',
  page: PageRequest,
  now: Date,
): Promise<Page<DaytradePositionView>> {
  const rows = await deps.db.query<PositionRow>(
    `SELECT ${POSITION_COLUMNS} FROM daytrade_positions p WHERE p.user_id = $1 AND p.state = $2
     ORDER BY p.id DESC LIMIT $3 OFFSET $4`,
    [userId, state, page.size, page.offset],
  );
  const [count] = await deps.db.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM daytrade_positions WHERE user_id = $1 AND state = $2',
    [userId, state],
  );
  const prices =
    state === 'open'
      ? await lastPrices(
          deps.marketData,
          rows.map((p) => p.code),
          now,
        )
      : new Map<string, ScaledPrice>();
  return pageResult(
    page,
    rows.map((p) => positionView(p, prices.get(p.code))),
    count?.n ?? 0,
  );
}

/** getDaytradeAccount: the latest application, the fund and what it stands at, the limits and disclosed costs. */
export async function daytradeAccount(deps: TradingDeps, userId: bigint, now: Date): Promise<DaytradeAccountView> {
  const { db } = deps;
  const application = await latestApplication(db, userId);
  const config = await daytradeConfig(db);
  const standing = await standingOf(db, deps.marketData, userId, now);
  const [today] = await db.query<{ realized: bigint }>(
    `SELECT COALESCE(SUM(realized_profit), 0)::bigint AS realized FROM daytrade_positions
      WHERE user_id = $1 AND trade_date = $2::date`,
    [userId, tokyoDate(now)],
  );
  const yen = (amount: bigint) => formatMinor(amount, DAYTRADE_CURRENCY);
  const maxLeverage = config.leverageOptions.at(-1) ?? 1;
  const autoCloseAt = todaysSessionEnd(now, deps.alwaysOpen);
  return {
    application: application ? applicationView(application) : null,
    approved: application?.state === 'approved',
    currency: DAYTRADE_CURRENCY,
    fund: yen(standing.fund),
    leverageOptions: config.leverageOptions as DaytradeAccountView['leverageOptions'],
    buyingPower: yen(standing.fund * BigInt(maxLeverage)),
    marginInUse: yen(standing.marginInUse),
    availableMargin: yen(standing.available),
    minParticipationFund: yen(config.minFund),
    commissionPercent: percentText(config.commissionRate),
    interestPercentPerYear: percentText(config.interestRate),
    todayRealizedProfit: yen(today?.realized ?? 0n),
    debt: yen(await debtOf(db, userId)),
    sessionOpen: tradingDay('jpy', now, deps.alwaysOpen).acceptsOrders,
    autoCloseAt: autoCloseAt ? timeText('jpy', autoCloseAt) : null,
    rules: RULES(maxLeverage),
  };
}
