import type { Queryable, Tx } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { Form } from '../http/validation.ts';
import { pageResult, type Page, type PageRequest } from '../http/lists.ts';
import { requestHash, storeAnswerSql, StoredAnswer, type Claim } from '../ledger/idempotency.ts';
import { holdWith, releaseHold, type HoldRequest } from '../ledger/holds.ts';
import type { FollowUp } from '../ledger/ledger.ts';
import { WALLET_AVAILABLE, WALLET_HELD } from '../ledger/accounts.ts';
import type { Wallet } from '../ledger/wallets.ts';
import { multiplyByRatio, parsePrice, type ScaledPrice } from '../market/price.ts';
import type { StockQuote } from '../market/provider.ts';
import { checkQuantity, type OrderSide } from '../market/rules/lots.ts';
import { stampDutyPercent } from '../market/rules/taxes.ts';
import { isOnTick, snapToTickScaled, tickSize } from '../market/rules/ticks.ts';
import type { Instrument, Market, MessageCode } from '../market/types.ts';
import { formatMinor } from '../money.ts';
import type { RestrictionFlag } from '../auth/sessions.ts';
import {
  offeredLeverage,
  TRADING_CONFIG_NAMES,
  tradingConfig,
  tradingConfigFrom,
  type TradingConfig,
} from './config.ts';
import {
  feeOf,
  formatLeverage,
  hundredthsOf,
  marginOf,
  parseLeverage,
  percentText,
  principalOf,
  taxOf,
} from './figures.ts';
import { currencyOf, displayPrice, instrumentIn, quoteOf, tradingDay, zonedTime, type TradingDeps } from './market.ts';
import {
  fillsOf,
  findOrder,
  loadOrderView,
  lockTrader,
  openPositionsIn,
  ORDER_COLUMNS,
  orderView,
  sellBlock,
  type OrderRow,
  type OrderStatus,
  type PositionRow,
  type TradeOrderView,
} from './store.ts';
import { notifyUser } from '../events/user-events.ts';

/** The signed-in user as trading sees them. */
export interface Trader {
  userId: bigint;
  flags: readonly RestrictionFlag[];
}

/** An order as asked, parsed from a form the contract has validated. */
export interface OrderRequest {
  market: Market;
  code: string;
  side: OrderSide;
  orderType: 'limit' | 'market';
  /** The limit price; undefined for market orders. */
  price: ScaledPrice | undefined;
  quantity: bigint;
  leverageX100: number;
}

/**
 * The order fields of a previewOrder or placeOrder form. The schema cannot say that `price` goes with limit orders
 * only, so that is checked here (400 `invalid_parameter`, as the contract says).
 */
export function orderRequestOf(form: Form): OrderRequest {
  const orderType = form.order_type === 'market' ? 'market' : 'limit';
  if (orderType === 'limit' && form.price === undefined) throw invalidParameter([{ field: 'price', rule: 'required' }]);
  if (orderType === 'market' && form.price !== undefined) throw invalidParameter([{ field: 'price', rule: 'unknown' }]);
  const leverageX100 = parseLeverage(form.leverage ?? '1');
  if (leverageX100 === undefined) throw invalidParameter([{ field: 'leverage', rule: 'pattern' }]);
  return {
    market: (form.type as Market | undefined) ?? 'jpy',
    code: form.stock_code ?? '',
    side: form.side === 'sell' ? 'sell' : 'buy',
    orderType,
    price: form.price === undefined ? undefined : parsePrice(form.price),
    quantity: BigInt(form.quantity ?? '0'),
    leverageX100,
  };
}

/** The share of the last price a US market buy may fill above it (MARKET-RULES: a 5 % collar). */
const US_MARKET_BUY_COLLAR_PERCENT = 5n;

/** Everything the ticket shows and every rule the order would break. */
export interface Evaluation {
  instrument: Instrument;
  quote: StockQuote;
  currency: string;
  request: OrderRequest;
  config: TradingConfig;
  day: ReturnType<typeof tradingDay>;
  /** The price the figures use: the limit, or the last price for a market order. */
  figurePrice: ScaledPrice;
  /** The worst price it may fill at (limit, limit-up, collar); what a buy holds for. Undefined for market sells. */
  boundPrice: ScaledPrice | undefined;
  principal: bigint;
  margin: bigint;
  fee: bigint;
  tax: bigint;
  total: bigint;
  hold: bigint;
  feeRate: number;
  feeMinimum: bigint;
  taxRate: number;
  available: bigint;
  withinPriceLimits: boolean;
  /** For sells: the shares each position gives, oldest first. */
  allocations: { positionId: bigint; quantity: bigint }[];
  /** The rules it breaks, as placeOrder would refuse them (the first one wins there). */
  checks: MessageCode[];
}

async function realNameVerified(tx: Queryable, userId: bigint): Promise<boolean> {
  const [row] = await tx.query<{ real_name_status: string }>('SELECT real_name_status FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.real_name_status === 'verified';
}

async function availableCash(tx: Queryable, userId: bigint, currency: string): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = $2 AND currency = $3',
    [userId, WALLET_AVAILABLE, currency],
  );
  return row?.balance ?? 0n;
}

/**
 * Japan cash accounts may not trade the same stock round trip with the same money in a day (差金決済): the net
 * proceeds of today's sales of a stock cannot pay for buying it again today at leverage 1.
 */
async function proceedsOfTodaysSales(tx: Queryable, userId: bigint, code: string, date: string): Promise<bigint> {
  const [row] = await tx.query<{ proceeds: bigint }>(
    `SELECT COALESCE(SUM(f.amount - f.fee - f.tax - f.repaid), 0)::bigint AS proceeds
     FROM trade_fills f JOIN trade_orders o ON o.id = f.order_id
     WHERE f.user_id = $1 AND o.market = 'jpy' AND o.code = $2 AND o.side = 'sell' AND f.trade_date = $3`,
    [userId, code, date],
  );
  return row?.proceeds ?? 0n;
}

/**
 * What placing an order reads about the trader once the trader is locked, in one query: the order already placed
 * under the client order id, the trading settings, the wallet in the order's currency with its available cash, and
 * (for the cash-account round-trip rule) the net proceeds of the stock's sales today.
 */
export interface OrderFacts {
  existing: { id: bigint; requestHash: string } | undefined;
  config: TradingConfig;
  available: bigint;
  /** Undefined while the wallet has not been opened (no money ever moved in that currency). */
  wallet: Wallet | undefined;
  proceedsToday: bigint;
}

async function orderFacts(
  tx: Queryable,
  userId: bigint,
  clientOrderId: string,
  currency: string,
  code: string,
  date: string,
): Promise<OrderFacts> {
  const [row] = await tx.query<{
    existing_id: bigint | null;
    existing_hash: string | null;
    config: Record<string, string> | null;
    available_account: bigint | null;
    available: bigint | null;
    held_account: bigint | null;
    proceeds: bigint;
  }>(
    `SELECT o.id AS existing_id, o.request_hash AS existing_hash,
            (SELECT json_object_agg(c.name, c.value) FROM config c WHERE c.name = ANY($3::text[])) AS config,
            a.id AS available_account, a.balance AS available,
            (SELECT h.id FROM ledger_accounts h WHERE h.user_id = $1 AND h.kind = $5 AND h.currency = $6) AS held_account,
            (SELECT COALESCE(SUM(f.amount - f.fee - f.tax - f.repaid), 0)::bigint
               FROM trade_fills f JOIN trade_orders s ON s.id = f.order_id
              WHERE f.user_id = $1 AND s.market = 'jpy' AND s.code = $7 AND s.side = 'sell' AND f.trade_date = $8::date)
              AS proceeds
       FROM (SELECT 1) one
       LEFT JOIN trade_orders o ON o.user_id = $1 AND o.client_order_id = $2
       LEFT JOIN ledger_accounts a ON a.user_id = $1 AND a.kind = $4 AND a.currency = $6`,
    [userId, clientOrderId, TRADING_CONFIG_NAMES, WALLET_AVAILABLE, WALLET_HELD, currency, code, date],
  );
  if (!row) throw new Error('order facts answered nothing');
  return {
    existing: row.existing_id === null ? undefined : { id: row.existing_id, requestHash: row.existing_hash ?? '' },
    config: tradingConfigFrom(new Map(Object.entries(row.config ?? {}))),
    available: row.available ?? 0n,
    wallet:
      row.available_account === null || row.held_account === null
        ? undefined
        : { available: row.available_account, held: row.held_account },
    proceedsToday: row.proceeds,
  };
}

/**
 * Computes an order's figures and the rules it breaks, without changing anything. `positionId` confines a sell to
 * one position (closePosition). Refuses only what no figure can be shown for: an unknown instrument (404) and no
 * price (422 `price_unavailable`).
 */
export async function evaluateOrder(
  tx: Queryable,
  deps: TradingDeps,
  trader: Trader,
  request: OrderRequest,
  now: Date,
  options: { positionId?: bigint; verified?: boolean; facts?: OrderFacts } = {},
): Promise<Evaluation> {
  const instrument = instrumentIn(request.market, request.code);
  const quote = await quoteOf(deps, request.market, instrument.code, now);
  const currency = currencyOf(request.market);
  const { facts } = options;
  const config = facts?.config ?? (await tradingConfig(tx));
  const day = tradingDay(request.market, now, deps.alwaysOpen);
  const checks: MessageCode[] = [];
  const check = (code: MessageCode | null | undefined) => {
    if (code && !checks.includes(code)) checks.push(code);
  };

  if (trader.flags.includes('frozen')) check('account_frozen');
  else if (trader.flags.includes('trading_barred')) check('trading_barred');
  if (!(options.verified ?? (await realNameVerified(tx, trader.userId)))) check('real_name_not_verified');
  if (!day.acceptsOrders) check('not_trading_time');

  const last = parsePrice(quote.price);
  const limitUp = quote.limitUp === null ? undefined : parsePrice(quote.limitUp);
  const limitDown = quote.limitDown === null ? undefined : parsePrice(quote.limitDown);
  const { side, orderType, quantity } = request;
  const figurePrice = request.price ?? last;

  // Shares a sell may take: the positions' free shares, and which of them lock-up or T+1 hold back today.
  const allocations: Evaluation['allocations'] = [];
  let positions: PositionRow[] = [];
  if (side === 'sell') {
    positions = await openPositionsIn(tx, trader.userId, request.market, instrument.code);
    if (options.positionId !== undefined) positions = positions.filter((p) => p.id === options.positionId);
    let free = 0n;
    let blockedByLockup = 0n;
    let blockedByTPlus = 0n;
    let left = quantity;
    for (const position of positions) {
      const shares = position.quantity - position.locked_quantity;
      free += shares;
      const block = sellBlock(position, now, deps.alwaysOpen);
      if (block === 'lockup_period') blockedByLockup += shares;
      else if (block === 't_plus_no_sell') blockedByTPlus += shares;
      else if (left > 0n && shares > 0n) {
        const take = shares < left ? shares : left;
        allocations.push({ positionId: position.id, quantity: take });
        left -= take;
      }
    }
    check(checkQuantity(instrument, 'sell', Number(quantity), { heldQuantity: Number(free) }));
    if (quantity <= free && quantity > free - blockedByLockup - blockedByTPlus) {
      check(quantity > free - blockedByLockup ? 'lockup_period' : 't_plus_no_sell');
    }
  } else {
    check(checkQuantity(instrument, 'buy', Number(quantity)));
  }

  let withinPriceLimits = true;
  if (request.price !== undefined) {
    if (!isOnTick(instrument, request.price)) check('invalid_tick_size');
    withinPriceLimits =
      (limitUp === undefined || request.price <= limitUp) && (limitDown === undefined || request.price >= limitDown);
    if (!withinPriceLimits) check('price_limit_exceeded');
  }

  const offered = offeredLeverage(config);
  if (side === 'sell') {
    // Short selling is not offered: a sell sells held shares, at leverage 1.
    if (request.leverageX100 !== 100) check('leverage_not_allowed');
  } else if (request.leverageX100 > 100 && !config.marginTradingEnabled) check('margin_not_enabled');
  else if (!offered.includes(request.leverageX100)) check('leverage_not_allowed');

  const feeRate = side === 'buy' ? config.buyFeeRate : config.sellFeeRate;
  const feeMinimum = config.feeMinimum[currency];
  const taxRate = hundredthsOf(stampDutyPercent(request.market, side, day.date)) ?? 0;
  const principal = principalOf(figurePrice, quantity, currency);
  const fee = feeOf(principal, feeRate, feeMinimum);
  let margin = 0n;
  let tax = 0n;
  let total: bigint;
  let holdAmount = 0n;
  let boundPrice: ScaledPrice | undefined = request.price;
  if (side === 'buy') {
    margin = marginOf(principal, request.leverageX100);
    total = margin + fee;
    if (orderType === 'market') {
      // A market buy holds at the worst price it may fill at, and releases the difference on fill.
      boundPrice =
        limitUp ??
        snapToTickScaled(instrument, multiplyByRatio(last, 100n + US_MARKET_BUY_COLLAR_PERCENT, 100n, 'floor'), 'down');
      const boundPrincipal = principalOf(boundPrice, quantity, currency);
      holdAmount = marginOf(boundPrincipal, request.leverageX100) + feeOf(boundPrincipal, feeRate, feeMinimum);
    } else holdAmount = total;
  } else {
    tax = taxOf(principal, taxRate);
    total = principal - fee - tax;
  }

  const available = facts?.available ?? (await availableCash(tx, trader.userId, currency));
  if (side === 'buy') {
    if (holdAmount > available) check('insufficient_available_balance');
    else if (request.market === 'jpy' && request.leverageX100 === 100) {
      const proceeds =
        facts?.proceedsToday ?? (await proceedsOfTodaysSales(tx, trader.userId, instrument.code, day.date));
      const restricted = proceeds < available ? proceeds : available;
      if (restricted > 0n && holdAmount > available - restricted) check('cash_day_trade_restricted');
    }
  }

  return {
    instrument,
    quote,
    currency,
    request,
    config,
    day,
    figurePrice,
    boundPrice,
    principal,
    margin,
    fee,
    tax,
    total,
    hold: holdAmount,
    feeRate,
    feeMinimum,
    taxRate,
    available,
    withinPriceLimits,
    allocations,
    checks,
  };
}

/** The contract's OrderPreview. */
export function previewView(ev: Evaluation) {
  const money = (amount: bigint) => formatMinor(amount, ev.currency);
  return {
    code: ev.instrument.code,
    market: ev.request.market,
    currency: currencyOf(ev.request.market),
    side: ev.request.side,
    orderType: ev.request.orderType,
    price: displayPrice(ev.instrument, ev.figurePrice),
    lastPrice: ev.quote.price,
    quantity: Number(ev.request.quantity),
    lotSize: ev.instrument.lotSize,
    tickSize: tickSize(ev.instrument, ev.figurePrice > 0n ? ev.figurePrice : parsePrice(ev.quote.price)),
    leverage: formatLeverage(ev.request.leverageX100),
    leverageChoices: offeredLeverage(ev.config).map(formatLeverage),
    principal: money(ev.principal),
    marginRequired: money(ev.margin),
    fee: money(ev.fee),
    tax: money(ev.tax),
    total: money(ev.total),
    holdAmount: money(ev.hold),
    feeRule: {
      rate: percentText(ev.feeRate),
      minimum: money(ev.feeMinimum),
      stampDutyRate: percentText(ev.taxRate),
    },
    availableBalance: money(ev.available),
    availableAfter: money(ev.available - ev.hold),
    limitUp: ev.quote.limitUp,
    limitDown: ev.quote.limitDown,
    withinPriceLimits: ev.withinPriceLimits,
    phase: ev.day.phase,
    checks: ev.checks,
  };
}

export async function previewOrder(deps: TradingDeps, trader: Trader, form: Form, now: Date) {
  const request = orderRequestOf(form);
  return previewView(await evaluateOrder(deps.db, deps, trader, request, now));
}

/** The status a refusal answers with: the account's flags are 403, every other rule 422. */
export function refusal(code: MessageCode): ApiError {
  return new ApiError(code === 'account_frozen' || code === 'trading_barred' ? 403 : 422, code);
}

/**
 * The order already placed under this client order id: the same request answers it as it stands now; another
 * request under the same id is refused with 409 `duplicate_request`.
 */
export async function existingOrder(
  tx: Queryable,
  userId: bigint,
  clientOrderId: string,
  hash: string,
): Promise<TradeOrderView | undefined> {
  const [row] = await tx.query<{ id: bigint; request_hash: string }>(
    'SELECT id, request_hash FROM trade_orders WHERE user_id = $1 AND client_order_id = $2',
    [userId, clientOrderId],
  );
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new ApiError(409, 'duplicate_request');
  return loadOrderView(tx, row.id);
}

/** A digest of an operation's form: a client order id names one request of one operation. */
export const orderRequestHash = (operationId: string, form: Form) => requestHash({ ...form, '': operationId });

interface Placement {
  clientOrderId: string;
  hash: string;
  positionId?: bigint;
  now: Date;
  wallet?: Wallet;
}

/** An evaluated order's row as it is written, but for its id (the database's) and its hold. */
type NewOrder = Omit<OrderRow, 'id' | 'hold_id' | 'held'>;

function newOrder(ev: Evaluation, trader: Trader, placement: Placement): NewOrder {
  const { request } = ev;
  return {
    user_id: trader.userId,
    client_order_id: placement.clientOrderId,
    request_hash: placement.hash,
    market: request.market,
    code: ev.instrument.code,
    currency: ev.currency,
    side: request.side,
    order_type: request.orderType,
    price: request.price ?? null,
    bound_price: ev.boundPrice ?? null,
    quantity: request.quantity,
    leverage_x100: request.leverageX100,
    fee_rate_h: ev.feeRate,
    fee_min: ev.feeMinimum,
    tax_rate_h: ev.taxRate,
    status: 'working',
    position_id: placement.positionId ?? null,
    trade_date: ev.day.date,
    created_at: placement.now,
    updated_at: placement.now,
    expires_at: ev.day.closesAt,
    // The columns' defaults: nothing filled yet.
    filled_quantity: 0n,
    filled_amount: 0n,
    fee: 0n,
    tax: 0n,
    reject_reason: null,
  };
}

/** The columns of an order insert but `hold_id`, and their types, in the order `orderValues` lists them. */
const ORDER_INSERT_COLUMNS: readonly (readonly [keyof NewOrder, string])[] = [
  ['user_id', 'bigint'],
  ['client_order_id', 'text'],
  ['request_hash', 'text'],
  ['market', 'text'],
  ['code', 'text'],
  ['currency', 'text'],
  ['side', 'text'],
  ['order_type', 'text'],
  ['price', 'bigint'],
  ['bound_price', 'bigint'],
  ['quantity', 'bigint'],
  ['leverage_x100', 'integer'],
  ['fee_rate_h', 'integer'],
  ['fee_min', 'bigint'],
  ['tax_rate_h', 'integer'],
  ['status', 'text'],
  ['position_id', 'bigint'],
  ['trade_date', 'date'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['expires_at', 'timestamptz'],
];

const orderValues = (order: NewOrder): unknown[] => ORDER_INSERT_COLUMNS.map(([column]) => order[column]);
const ORDER_INSERT_NAMES = `${ORDER_INSERT_COLUMNS.map(([column]) => column).join(', ')}, hold_id`;

const INSERT_ORDER_SQL = `INSERT INTO trade_orders AS o (${ORDER_INSERT_NAMES})
  VALUES (${ORDER_INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $${ORDER_INSERT_COLUMNS.length + 1})
  RETURNING ${ORDER_COLUMNS}`;

/** The slot the new order's id takes in its answer's JSON. */
const ORDER_ID_SLOT = '<order id>';

/**
 * What a buy's hold statement writes after the hold's record (`attached`): the order, holding it, and the
 * Idempotency-Key's answer, the order's view. Only the insert knows the order's id, so the answer goes in as its JSON
 * on either side of the id (`before`, `after`).
 */
function orderAndAnswerAfterHold(order: NewOrder, claim: Claim, before: string, after: string) {
  return (first: number): FollowUp => {
    const params: unknown[] = [];
    const param = (value: unknown, type: string) => {
      params.push(value);
      return `$${first + params.length - 1}::${type}`;
    };
    const values = ORDER_INSERT_COLUMNS.map(([column, type]) => param(order[column], type)).join(', ');
    const answer = `${param(before, 'text')} || ordered.id::text || ${param(after, 'text')}`;
    const ctes = `ordered AS (
  INSERT INTO trade_orders (${ORDER_INSERT_NAMES}) SELECT ${values}, attached.id FROM attached RETURNING id
), answered AS (
  ${storeAnswerSql(answer, 'ordered', param(claim.userId, 'bigint'), param(claim.key, 'text'))}
)`;
    return {
      ctes,
      columns: '(SELECT id FROM ordered) AS order_id, (SELECT count(*) FROM answered)::int AS answered',
      params,
    };
  };
}

/**
 * Writes an evaluated sell that broke no rule: the order, and the shares it takes from the positions. Call with the
 * trader locked (`lockTrader`).
 */
export async function writeSell(tx: Tx, ev: Evaluation, trader: Trader, placement: Placement): Promise<OrderRow> {
  if (ev.request.side !== 'sell') throw new Error('writeSell writes sells; a buy holds its cash (writeBuy)');
  const order = newOrder(ev, trader, placement);
  const [row] = await tx.query<OrderRow>(INSERT_ORDER_SQL, [...orderValues(order), null]);
  if (!row) throw new Error('order insert returned nothing');
  for (const allocation of ev.allocations) {
    await tx.query('UPDATE trade_positions SET locked_quantity = locked_quantity + $2 WHERE id = $1', [
      allocation.positionId,
      allocation.quantity,
    ]);
    await tx.query('INSERT INTO trade_order_allocations (order_id, position_id, quantity) VALUES ($1, $2, $3)', [
      row.id,
      allocation.positionId,
      allocation.quantity,
    ]);
  }
  return row;
}

/** A buy's hold: its `hold` amount, out of available cash. */
function orderHold(ev: Evaluation, trader: Trader, placement: Placement): HoldRequest {
  return {
    userId: trader.userId,
    currency: ev.currency,
    amount: ev.hold,
    reason: 'order',
    reference: `order:${trader.userId}:${placement.clientOrderId}`,
    kind: 'order_hold',
    memo: `buy ${ev.request.quantity} ${ev.instrument.code}`,
    at: placement.now,
    insufficientCode: 'insufficient_available_balance',
    ...(placement.wallet ? { wallet: placement.wallet } : {}),
  };
}

/**
 * Writes an evaluated buy that broke no rule, placed under an Idempotency-Key `claim`, in one statement: its hold
 * (refused with `insufficient_available_balance` should cash have gone meanwhile), the order and the stored answer,
 * the order's view (a new order has no fills yet). Call with the trader locked.
 */
async function writeBuy(
  tx: Tx,
  ev: Evaluation,
  trader: Trader,
  placement: Placement,
  claim: Claim,
): Promise<StoredAnswer<TradeOrderView>> {
  const order = newOrder(ev, trader, placement);
  const view = orderView({ ...order, id: 0n, hold_id: null, held: ev.hold }, []);
  const parts = JSON.stringify({ ...view, id: ORDER_ID_SLOT }).split(ORDER_ID_SLOT);
  const [before, after] = parts;
  if (parts.length !== 2 || before === undefined || after === undefined) {
    throw new Error(`the order's answer holds ${ORDER_ID_SLOT} more than once`);
  }
  const { row } = await holdWith<{ order_id: bigint | null; answered: number }>(
    tx,
    orderHold(ev, trader, placement),
    orderAndAnswerAfterHold(order, claim, before, after),
  );
  if (row.order_id === null || row.answered !== 1) throw new Error('order insert returned nothing');
  return new StoredAnswer(`${before}${row.order_id}${after}`);
}

/**
 * Places a day order (placeOrder) inside the caller's transaction, which also holds the Idempotency-Key claim:
 * locks the trader, answers an earlier order under the same client order id, checks every rule and writes it.
 * The `claim` may have locked the trader already (`lockUser`); a buy stores its answer under it itself.
 */
export async function placeOrderIn(
  tx: Tx,
  deps: TradingDeps,
  trader: Trader,
  form: Form,
  now: Date,
  claim: Claim,
): Promise<TradeOrderView | StoredAnswer<TradeOrderView>> {
  const request = orderRequestOf(form);
  const instrument = instrumentIn(request.market, request.code);
  const verified = claim.lockedUser
    ? claim.lockedUser.realNameStatus === 'verified'
    : (await lockTrader(tx, trader.userId)).verified;
  const clientOrderId = form.client_order_id ?? '';
  const hash = orderRequestHash('placeOrder', form);
  const day = tradingDay(request.market, now, deps.alwaysOpen);
  const currency = currencyOf(request.market);
  const facts = await orderFacts(tx, trader.userId, clientOrderId, currency, instrument.code, day.date);
  if (facts.existing) {
    if (facts.existing.requestHash !== hash) throw new ApiError(409, 'duplicate_request');
    return loadOrderView(tx, facts.existing.id);
  }
  const ev = await evaluateOrder(tx, deps, trader, request, now, { verified, facts });
  const [first] = ev.checks;
  if (first) throw refusal(first);
  const wallet = facts.wallet;
  const placement = { clientOrderId, hash, now, ...(wallet ? { wallet } : {}) };
  if (request.side === 'buy') return writeBuy(tx, ev, trader, placement, claim);
  // A new order has no fills yet.
  return orderView(await writeSell(tx, ev, trader, placement), []);
}

/** Ends what is left of an open order: releases its hold or gives back the shares it took, and sets the state. */
export async function finishOrder(
  tx: Tx,
  order: OrderRow,
  status: Exclude<OrderStatus, 'working' | 'partially_filled' | 'filled'>,
  at: Date,
  rejectReason: MessageCode | null = null,
): Promise<void> {
  await notifyUser(tx, order.user_id, 'order');
  if (order.hold_id !== null && order.held > 0n) {
    await releaseHold(tx, { holdId: order.hold_id, kind: 'order_release', memo: `order ${order.id} ${status}`, at });
  }
  if (order.side === 'sell') {
    // Every order fills whole or not at all, so an order that ends unfilled gives back all it took.
    await tx.query(
      `UPDATE trade_positions p SET locked_quantity = p.locked_quantity - a.quantity
       FROM trade_order_allocations a WHERE a.order_id = $1 AND p.id = a.position_id`,
      [order.id],
    );
  }
  await tx.query('UPDATE trade_orders SET status = $2, reject_reason = $3, updated_at = $4 WHERE id = $1', [
    order.id,
    status,
    rejectReason,
    at,
  ]);
}

/** cancelOrder: the user's working order, cancelled; 404 `order_not_found`, 422 `order_not_working`. */
export async function cancelOrderIn(tx: Tx, trader: Trader, orderId: bigint, now: Date): Promise<TradeOrderView> {
  await lockTrader(tx, trader.userId);
  const order = await findOrder(tx, orderId, true);
  if (!order || order.user_id !== trader.userId) throw new ApiError(404, 'order_not_found');
  if (order.status !== 'working' && order.status !== 'partially_filled') {
    throw new ApiError(422, 'order_not_working');
  }
  await finishOrder(tx, order, 'cancelled', now);
  return loadOrderView(tx, orderId);
}

/** A user's order with its fills and positions (getOrder); 404 `order_not_found` unless it is theirs. */
export async function orderDetail(tx: Queryable, userId: bigint, orderId: bigint) {
  const order = await findOrder(tx, orderId);
  if (!order || order.user_id !== userId) throw new ApiError(404, 'order_not_found');
  const fills = (await fillsOf(tx, [orderId])).get(orderId) ?? [];
  const positions = await tx.query<{ id: bigint }>(
    order.side === 'buy'
      ? 'SELECT id FROM trade_positions WHERE order_id = $1 ORDER BY id'
      : 'SELECT position_id AS id FROM trade_order_allocations WHERE order_id = $1 ORDER BY position_id',
    [orderId],
  );
  const instrument = instrumentIn(order.market, order.code);
  return {
    ...orderView(order, fills),
    positionIds: positions.map((p) => String(p.id)),
    fills: fills.map((f) => ({
      id: String(f.id),
      time: zonedTime(order.market, f.created_at),
      price: displayPrice(instrument, f.price),
      quantity: Number(f.quantity),
      amount: formatMinor(f.amount, order.currency),
      fee: formatMinor(f.fee, order.currency),
      tax: formatMinor(f.tax, order.currency),
      settlementDate: f.settlement_date,
    })),
  };
}

export interface OrderFilter {
  market: Market;
  statuses: readonly OrderStatus[] | undefined;
  /** Placement dates in the market's zone, inclusive. */
  from: string | undefined;
  to: string | undefined;
}

/** The user's orders in one market, newest first (listOrders). */
export async function listOrders(
  tx: Queryable,
  userId: bigint,
  filter: OrderFilter,
  page: PageRequest,
): Promise<Page<TradeOrderView>> {
  const params: unknown[] = [userId, filter.market, filter.statuses ?? null, filter.from ?? null, filter.to ?? null];
  const where = `o.user_id = $1 AND o.market = $2 AND ($3::text[] IS NULL OR o.status = ANY($3::text[]))
    AND ($4::date IS NULL OR o.trade_date >= $4::date) AND ($5::date IS NULL OR o.trade_date <= $5::date)`;
  const rows = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM trade_orders o WHERE ${where} ORDER BY o.id DESC LIMIT $6 OFFSET $7`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM trade_orders o WHERE ${where}`,
    params,
  );
  const fills = await fillsOf(
    tx,
    rows.map((r) => r.id),
  );
  return pageResult(
    page,
    rows.map((r) => orderView(r, fills.get(r.id) ?? [])),
    Number(count?.n ?? 0n),
  );
}
