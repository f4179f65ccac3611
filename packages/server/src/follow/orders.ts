/**
 * Follow orders: a buy of units at the NAV of that moment and, at any time after, their end at the NAV of that
 * moment. Both are one ledger transfer each, between the follower's cash and the house's follow pool, in the same
 * transaction as the order's row and the Idempotency-Key record. Every rounding, in minor units, is down:
 *
 *   entry fee   = amount × entry fee %                      invested = amount − entry fee
 *   units       = invested ÷ NAV, four decimals
 *   value       = units × NAV
 *   exit fee    = value × early-exit fee %, only when stopped on or before earlyExitUntil (never when the product ends)
 *   profit share = (value − exit fee − amount) × profit share %, only when that is a gain
 *   proceeds    = value − exit fee − profit share
 */
import type { ResponseData } from '@kabuto/api-client';
import type { SessionUser } from '../auth/sessions.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { rowId } from '../funding/common.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { HOUSE, WALLET_AVAILABLE } from '../ledger/accounts.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { houseAccount, transfer, type TransferEntry } from '../ledger/ledger.ts';
import { openWallet } from '../ledger/wallets.ts';
import { addDays } from '../market/rules/dates.ts';
import type { Market } from '../market/types.ts';
import { marketDate } from '../market/zone.ts';
import { DecimalFormatError, formatMinor, minorUnitExponent, parseDecimal } from '../money.ts';
import { assertVerified, currencyOf, lockApplicant, timeText } from '../offerings/common.ts';
import { NAV_SCALE, navText, percentText, WHOLE_BP, type NavDeps, type NavNow } from './nav.ts';
import {
  bpText,
  navProductOf,
  productNav,
  productState,
  requireProduct,
  versionsOf,
  type ProductRow,
} from './products.ts';
import { DISCLOSURE } from './words.ts';

export type FollowOrderView = ResponseData<'/follow/buy'>;
export type FollowBuyPreview = ResponseData<'/follow/preview'>;

export interface FollowCall {
  user: SessionUser;
  now: Date;
  idempotencyKey: string | undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The arithmetic.

/** 10^(4 + 4 − currency decimals): units × NAV (both scaled by 10^4) over this is money in minor units. */
const valueDivisor = (currency: string) => (NAV_SCALE * NAV_SCALE) / 10n ** BigInt(minorUnitExponent(currency));

/** units × NAV in minor units, rounded down. */
export const valueOf = (units: bigint, nav: bigint, currency: string): bigint => (units * nav) / valueDivisor(currency);

/** What `invested` minor units buy at `nav`: units with four decimals, rounded down. */
export const unitsFor = (invested: bigint, nav: bigint, currency: string): bigint =>
  (invested * valueDivisor(currency)) / nav;

/** A share in hundredths of a percent of an amount, rounded down. */
export const shareOf = (amount: bigint, bp: number): bigint => (amount * BigInt(bp)) / WHOLE_BP;

export interface BuyFigures {
  entryFee: bigint;
  invested: bigint;
  units: bigint;
}

export function buyFigures(amount: bigint, entryFeeBp: number, nav: bigint, currency: string): BuyFigures {
  const entryFee = shareOf(amount, entryFeeBp);
  const invested = amount - entryFee;
  return { entryFee, invested, units: unitsFor(invested, nav, currency) };
}

export interface ExitFigures {
  value: bigint;
  exitFee: bigint;
  profitShare: bigint;
  proceeds: bigint;
}

/** The end of an order at `nav`: `early` when the early-exit fee applies. */
export function exitFigures(
  order: { units: bigint; amount: bigint; early_exit_fee_bp: number; profit_share_bp: number },
  nav: bigint,
  currency: string,
  early: boolean,
): ExitFigures {
  const value = valueOf(order.units, nav, currency);
  const exitFee = early ? shareOf(value, order.early_exit_fee_bp) : 0n;
  const gain = value - exitFee - order.amount;
  const profitShare = gain > 0n ? shareOf(gain, order.profit_share_bp) : 0n;
  return { value, exitFee, profitShare, proceeds: value - exitFee - profitShare };
}

/** The last day a stop pays the early-exit fee: `days` after the buy's date in the market's zone; null without one. */
export function earlyExitUntilOf(market: Market, boughtAt: Date, feeBp: number, days: number): string | null {
  if (feeBp === 0 || days === 0) return null;
  return addDays(marketDate(market, boughtAt), days);
}

const withinEarlyExit = (market: Market, until: string | null, now: Date) =>
  until !== null && marketDate(market, now) <= until;

// ---------------------------------------------------------------------------------------------------------------
// Orders as the contract shows them.

interface OrderRow {
  id: bigint;
  product_id: bigint;
  user_id: bigint;
  market: Market;
  name_jp: string;
  name_cn: string;
  name_us: string;
  currency: string;
  client_order_id: string | null;
  request_hash: string;
  amount: bigint;
  entry_fee: bigint;
  invested: bigint;
  units: bigint;
  buy_nav: bigint;
  early_exit_fee_bp: number;
  early_exit_fee_days: number;
  profit_share_bp: number;
  early_exit_until: string | null;
  state: 'following' | 'ended';
  end_reason: 'stopped' | 'product_ended' | null;
  exit_nav: bigint | null;
  exit_value: bigint | null;
  exit_fee: bigint | null;
  profit_share: bigint | null;
  proceeds: bigint | null;
  bought_at: Date;
  ended_at: Date | null;
}

const ORDER_SELECT = `SELECT o.id, o.product_id, o.user_id, p.market, p.name_jp, p.name_cn, p.name_us, o.currency,
    o.client_order_id, o.request_hash, o.amount, o.entry_fee, o.invested, o.units, o.buy_nav, o.early_exit_fee_bp,
    o.early_exit_fee_days, o.profit_share_bp, o.early_exit_until::text AS early_exit_until, o.state, o.end_reason,
    o.exit_nav, o.exit_value, o.exit_fee, o.profit_share, o.proceeds, o.bought_at, o.ended_at
  FROM follow_orders o JOIN follow_products p ON p.id = o.product_id`;

async function orderRow(tx: Queryable, id: bigint, lock = false): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`, [id]);
  return row;
}

/** The order as it stands: a following one valued at `nav` (the product's NAV now), an ended one as it ended. */
export function orderView(o: OrderRow, nav: NavNow | undefined, now: Date): FollowOrderView {
  const money = (amount: bigint) => formatMinor(amount, o.currency);
  const common = {
    id: String(o.id),
    productId: String(o.product_id),
    productName: { jp: o.name_jp, cn: o.name_cn, us: o.name_us },
    currency: o.currency as FollowOrderView['currency'],
    state: o.state,
    amount: money(o.amount),
    entryFee: money(o.entry_fee),
    units: navText(o.units),
    buyNav: navText(o.buy_nav),
    boughtAt: timeText(o.market, o.bought_at),
    earlyExitFeePercent: bpText(o.early_exit_fee_bp),
    profitSharePercent: bpText(o.profit_share_bp),
    earlyExitUntil: o.early_exit_until,
    clientOrderId: o.client_order_id,
  };
  if (o.state === 'ended') {
    const proceeds = o.proceeds ?? 0n;
    return {
      ...common,
      nav: navText(o.exit_nav ?? 0n),
      value: money(o.exit_value ?? 0n),
      dailyProfit: money(0n),
      cumulativeProfit: money(proceeds - o.amount),
      cumulativeProfitPercent: percentText(proceeds - o.amount, o.amount),
      earlyExitFeeNow: money(0n),
      profitShareNow: money(0n),
      exitFeeNow: money(0n),
      endReason: o.end_reason,
      endedAt: o.ended_at ? timeText(o.market, o.ended_at) : null,
      exitNav: o.exit_nav === null ? null : navText(o.exit_nav),
      exitFee: o.exit_fee === null ? null : money(o.exit_fee),
      profitShare: o.profit_share === null ? null : money(o.profit_share),
      proceeds: money(proceeds),
    };
  }
  if (!nav) throw new Error(`follow order ${o.id} is valued without a NAV`);
  const exit = exitFigures(o, nav.nav, o.currency, withinEarlyExit(o.market, o.early_exit_until, now));
  // The day's change counts from the previous close, or from the buy when it came after that close.
  const previous = nav.previousClose;
  const baseNav = previous !== null && marketDate(o.market, o.bought_at) <= previous.date ? previous.nav : o.buy_nav;
  return {
    ...common,
    nav: navText(nav.nav),
    value: money(exit.value),
    dailyProfit: money(exit.value - valueOf(o.units, baseNav, o.currency)),
    cumulativeProfit: money(exit.value - o.amount),
    cumulativeProfitPercent: percentText(exit.value - o.amount, o.amount),
    earlyExitFeeNow: money(exit.exitFee),
    profitShareNow: money(exit.profitShare),
    exitFeeNow: money(exit.exitFee + exit.profitShare),
    endReason: null,
    endedAt: null,
    exitNav: null,
    exitFee: null,
    profitShare: null,
    proceeds: null,
  };
}

/** The NAV now of each product among `rows` that has a following order. */
async function navsFor(tx: Queryable, deps: NavDeps, rows: readonly OrderRow[], now: Date) {
  const ids = [...new Set(rows.filter((o) => o.state === 'following').map((o) => o.product_id))];
  const navs = new Map<bigint, NavNow>();
  if (ids.length === 0) return navs;
  const versions = await versionsOf(tx, ids);
  const products = await tx.query<{ id: bigint; market: Market; inception_date: string; inception_nav: bigint }>(
    `SELECT id, market, inception_date::text AS inception_date, inception_nav FROM follow_products
      WHERE id = ANY($1::bigint[])`,
    [ids.map(String)],
  );
  for (const p of products) {
    const product = {
      id: p.id,
      market: p.market,
      inceptionDate: p.inception_date,
      inceptionNav: p.inception_nav,
      versions: versions.get(p.id) ?? [],
    };
    navs.set(p.id, await productNav(deps, product, now));
  }
  return navs;
}

export async function listFollowOrders(
  tx: Queryable,
  deps: NavDeps,
  userId: bigint,
  filter: { state: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<FollowOrderView>> {
  const params: unknown[] = [userId];
  let where = 'WHERE o.user_id = $1';
  if (filter.state !== undefined) {
    params.push(filter.state);
    where += ` AND o.state = $${params.length}`;
  }
  const rows = await tx.query<OrderRow>(
    `${ORDER_SELECT} ${where} ORDER BY o.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM follow_orders o ${where}`, params);
  const navs = await navsFor(tx, deps, rows, now);
  return pageResult(
    page,
    rows.map((o) => orderView(o, navs.get(o.product_id), now)),
    count?.n ?? 0,
  );
}

/** The seed's `/trade/userproductlist`: the caller's follow orders of a market, status 0 while following. */
export async function listProductOrders(tx: Queryable, userId: bigint, market: Market, page: PageRequest) {
  const rows = await tx.query<{ id: bigint; state: string; amount: bigint; currency: string }>(
    `SELECT o.id, o.state, o.amount, o.currency FROM follow_orders o JOIN follow_products p ON p.id = o.product_id
      WHERE o.user_id = $1 AND p.market = $2 ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
    [userId, market, page.size, page.offset],
  );
  return rows.map((r) => ({
    id: String(r.id),
    status: r.state === 'following' ? 0 : 1,
    money: formatMinor(r.amount, r.currency),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Preview and buy.

function amountOf(form: Form, currency: string): bigint {
  try {
    return parseDecimal(form.amount ?? '', currency);
  } catch (error) {
    if (error instanceof DecimalFormatError) throw invalidParameter([{ field: 'amount', rule: 'pattern' }]);
    throw error;
  }
}

interface Quote {
  product: ProductRow;
  currency: string;
  amount: bigint;
  nav: bigint;
  figures: BuyFigures;
}

/** What a buy of the form's amount gives at the NAV now, or the refusal a buy would get. */
async function quoteBuy(tx: Queryable, deps: NavDeps, form: Form, now: Date, product: ProductRow): Promise<Quote> {
  if (productState(product, now) !== 'open') throw new ApiError(422, 'product_closed');
  const currency = currencyOf(product.market);
  const amount = amountOf(form, currency);
  if (amount < product.min_investment) throw new ApiError(422, 'follow_below_minimum');
  const versions = (await versionsOf(tx, [product.id])).get(product.id) ?? [];
  const { nav } = await productNav(deps, navProductOf(product, versions), now);
  const figures = buyFigures(amount, product.entry_fee_bp, nav, currency);
  if (figures.units <= 0n) throw new ApiError(422, 'follow_below_minimum');
  return { product, currency, amount, nav, figures };
}

export async function previewFollowBuy(
  tx: Tx,
  deps: NavDeps,
  userId: bigint,
  form: Form,
  now: Date,
): Promise<FollowBuyPreview> {
  const product = await requireProduct(tx, form.product_id);
  const q = await quoteBuy(tx, deps, form, now, product);
  const [balance] = await tx.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = $2 AND currency = $3',
    [userId, WALLET_AVAILABLE, q.currency],
  );
  const money = (amount: bigint) => formatMinor(amount, q.currency);
  return {
    productId: String(product.id),
    currency: q.currency as FollowBuyPreview['currency'],
    amount: money(q.amount),
    entryFeePercent: bpText(product.entry_fee_bp),
    entryFee: money(q.figures.entryFee),
    investedAmount: money(q.figures.invested),
    nav: navText(q.nav),
    units: navText(q.figures.units),
    earlyExitFeePercent: bpText(product.early_exit_fee_bp),
    earlyExitFeeDays: product.early_exit_fee_days,
    earlyExitUntil: earlyExitUntilOf(product.market, now, product.early_exit_fee_bp, product.early_exit_fee_days),
    profitSharePercent: bpText(product.profit_share_bp),
    minInvestment: money(product.min_investment),
    availableBalance: money(balance?.balance ?? 0n),
    disclosure: DISCLOSURE,
  };
}

/** A client order id names one request of this operation. */
const buyRequestHash = (form: Form) => requestHash({ ...form, '': 'buyFollowProduct' });

/**
 * Buys units at the NAV now: under the buyer's lock (one money movement of theirs at a time, so buys at once can
 * never together spend more than the cash) and a share lock on the product (it cannot end meanwhile), one transfer
 * takes the amount from available cash — the invested part to the follow pool, the entry fee to the house's fees —
 * refused whole when the cash is short.
 */
export async function buyFollowProduct(db: Db, deps: NavDeps, call: FollowCall, form: Form): Promise<FollowOrderView> {
  const { user, now } = call;
  assertAccountCan(user, 'trade');
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'buyFollowProduct',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        const buyer = await lockApplicant(tx, user.userId);
        const hash = buyRequestHash(form);
        if (form.client_order_id !== undefined) {
          const [existing] = await tx.query<{ id: bigint; request_hash: string }>(
            'SELECT id, request_hash FROM follow_orders WHERE user_id = $1 AND client_order_id = $2',
            [user.userId, form.client_order_id],
          );
          if (existing) {
            if (existing.request_hash !== hash) throw new ApiError(409, 'duplicate_request');
            return viewOf(tx, deps, existing.id, now);
          }
        }
        const product = await requireProduct(tx, form.product_id, 'share');
        assertVerified(buyer);
        const q = await quoteBuy(tx, deps, form, now, product);
        const wallet = await openWallet(tx, user.userId, q.currency);
        const { entryFee, invested, units } = q.figures;
        const entries: TransferEntry[] = [
          { accountId: wallet.available, amount: -invested },
          { accountId: await houseAccount(tx, HOUSE.follow, q.currency), amount: invested },
        ];
        if (entryFee > 0n) {
          entries.push(
            { accountId: wallet.available, amount: -entryFee, kind: 'follow_fee' },
            { accountId: await houseAccount(tx, HOUSE.fees, q.currency), amount: entryFee, kind: 'follow_fee' },
          );
        }
        const transferId = await transfer(tx, {
          kind: 'follow_purchase',
          memo: `follow product ${product.id}: ${navText(units)} units at ${navText(q.nav)}`,
          entries,
          at: now,
        });
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO follow_orders (product_id, user_id, currency, client_order_id, request_hash, amount, entry_fee,
                                      invested, units, buy_nav, entry_fee_bp, early_exit_fee_bp, early_exit_fee_days,
                                      profit_share_bp, early_exit_until, buy_transfer_id, bought_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
          [
            product.id,
            user.userId,
            q.currency,
            form.client_order_id ?? null,
            hash,
            q.amount,
            entryFee,
            invested,
            units,
            q.nav,
            product.entry_fee_bp,
            product.early_exit_fee_bp,
            product.early_exit_fee_days,
            product.profit_share_bp,
            earlyExitUntilOf(product.market, now, product.early_exit_fee_bp, product.early_exit_fee_days),
            transferId,
            now,
          ],
        );
        if (!row) throw new Error('follow order insert returned nothing');
        return viewOf(tx, deps, row.id, now);
      },
    ),
  );
}

async function viewOf(tx: Queryable, deps: NavDeps, id: bigint, now: Date): Promise<FollowOrderView> {
  const row = (await orderRow(tx, id))!;
  const navs = await navsFor(tx, deps, [row], now);
  return orderView(row, navs.get(row.product_id), now);
}

// ---------------------------------------------------------------------------------------------------------------
// Stopping, and a product's end.

/**
 * Ends an order at `nav`: one transfer pays the proceeds from the follow pool to the follower's cash, the exit fee
 * to the house's fees and the profit share to the leaders' account (nothing moves for an order worth nothing).
 */
export async function endOrder(
  tx: Tx,
  order: Pick<
    OrderRow,
    'id' | 'user_id' | 'product_id' | 'currency' | 'units' | 'amount' | 'early_exit_fee_bp' | 'profit_share_bp'
  >,
  nav: bigint,
  reason: 'stopped' | 'product_ended',
  early: boolean,
  now: Date,
): Promise<ExitFigures> {
  const exit = exitFigures(order, nav, order.currency, early);
  let transferId: bigint | null = null;
  if (exit.value > 0n) {
    const wallet = await openWallet(tx, order.user_id, order.currency);
    const entries: TransferEntry[] = [
      { accountId: await houseAccount(tx, HOUSE.follow, order.currency), amount: -exit.value },
    ];
    if (exit.proceeds > 0n) entries.push({ accountId: wallet.available, amount: exit.proceeds });
    if (exit.exitFee > 0n) {
      entries.push({
        accountId: await houseAccount(tx, HOUSE.fees, order.currency),
        amount: exit.exitFee,
        kind: 'follow_fee',
      });
    }
    if (exit.profitShare > 0n) {
      entries.push({
        accountId: await houseAccount(tx, HOUSE.followProfitShare, order.currency),
        amount: exit.profitShare,
        kind: 'follow_profit_share',
      });
    }
    transferId = await transfer(tx, {
      kind: 'follow_return',
      memo: `follow order ${order.id} ${reason === 'stopped' ? 'stopped' : 'ended with its product'} at ${navText(nav)}`,
      entries,
      at: now,
    });
  }
  await tx.query(
    `UPDATE follow_orders SET state = 'ended', end_reason = $2, exit_nav = $3, exit_value = $4, exit_fee = $5,
       profit_share = $6, proceeds = $7, end_transfer_id = $8, ended_at = $9 WHERE id = $1`,
    [order.id, reason, nav, exit.value, exit.exitFee, exit.profitShare, exit.proceeds, transferId, now],
  );
  return exit;
}

/**
 * Stops the caller's order at the NAV now, at any time (no lock-in): the value less the early-exit fee (only within
 * its period) and the profit share (only on a gain) is paid to available cash. A frozen account moves nothing; a
 * trading bar does not keep anyone in a product.
 */
export async function stopFollowOrder(db: Db, deps: NavDeps, call: FollowCall, form: Form): Promise<FollowOrderView> {
  const { user, now } = call;
  assertAccountCan(user, 'move_money');
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'stopFollowOrder',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        await lockApplicant(tx, user.userId);
        const order = await orderRow(tx, rowId(form.order_id, 'order_not_found'), true);
        if (!order || order.user_id !== user.userId) throw new ApiError(404, 'order_not_found');
        if (order.state !== 'following') throw new ApiError(422, 'order_not_holding');
        const navs = await navsFor(tx, deps, [order], now);
        const nav = navs.get(order.product_id)!;
        await endOrder(tx, order, nav.nav, 'stopped', withinEarlyExit(order.market, order.early_exit_until, now), now);
        return orderView((await orderRow(tx, order.id))!, undefined, now);
      },
    ),
  );
}

/** Every following order of a product, locked in id order (before any money moves). */
export async function lockFollowingOrders(tx: Tx, productId: bigint): Promise<OrderRow[]> {
  return tx.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.product_id = $1 AND o.state = 'following' ORDER BY o.id FOR UPDATE OF o`,
    [productId],
  );
}
