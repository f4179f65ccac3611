import type { Queryable, Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { PageRequest } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import type { PositionsValuation, PositionsValuer } from '../ledger/balances.ts';
import { parsePrice, type ScaledPrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import type { Market } from '../market/types.ts';
import { formatMinor } from '../money.ts';
import { tradingConfig } from './config.ts';
import { formatLeverage, ratePercent } from './figures.ts';
import { currencyOf, displayPrice, instrumentOf, zonedTime, type TradingDeps } from './market.ts';
import { evaluateOrder, existingOrder, orderRequestHash, refusal, writeSell, type Trader } from './orders.ts';
import {
  lockTrader,
  orderView,
  POSITION_COLUMNS,
  positionDetailView,
  positionFigures,
  positionStatus,
  sellableQuantity,
  sellPricesOf,
  type PositionRow,
  type TradeOrderView,
} from './store.ts';

/** The latest prices of the codes of some positions, by `market:code`. */
async function pricesOf(
  marketData: MarketDataProvider,
  positions: readonly PositionRow[],
  now: Date | undefined,
): Promise<Map<string, ScaledPrice>> {
  const prices = new Map<string, ScaledPrice>();
  const byMarket = new Map<Market, Set<string>>();
  for (const p of positions) byMarket.set(p.market, (byMarket.get(p.market) ?? new Set()).add(p.code));
  for (const [market, codes] of byMarket) {
    for (const quote of await marketData.quotes(market, [...codes], now)) {
      prices.set(`${market}:${quote.code}`, parsePrice(quote.price));
    }
  }
  return prices;
}

/** The price a position is valued at: the latest, or its buy price while the market has none. */
const priceFor = (prices: Map<string, ScaledPrice>, p: PositionRow) =>
  prices.get(`${p.market}:${p.code}`) ?? p.buy_price;

async function openPositions(tx: Queryable, userId: bigint, market?: Market, page?: PageRequest) {
  return tx.query<PositionRow>(
    `SELECT ${POSITION_COLUMNS} FROM trade_positions p
     WHERE p.user_id = $1 AND p.closed_at IS NULL AND ($2::text IS NULL OR p.market = $2)
     ORDER BY p.id DESC ${page ? 'LIMIT $3 OFFSET $4' : ''}`,
    page ? [userId, market ?? null, page.size, page.offset] : [userId, market ?? null],
  );
}

/**
 * The seed's holdings list (listPositions, /trade/userstocklist): the user's open positions in one market, newest
 * first, with the seed's fields at the latest price — `nowprice`, `stock_num`, `buy_price`, `yingkui` (floating
 * profit or loss), `ccsz` (holding value) and `fdyk` (the same floating profit) — and the position's own fields for
 * the holdings screen. `status` is 0 for every open position, so the seed's asset panel counts it as frozen.
 */
export async function listPositions(deps: TradingDeps, userId: bigint, market: Market, page: PageRequest, now: Date) {
  const positions = await openPositions(deps.db, userId, market, page);
  const prices = await pricesOf(deps.marketData, positions, now);
  const config = await tradingConfig(deps.db);
  return positions.map((p) => {
    const instrument = instrumentOf(p.market, p.code);
    const price = priceFor(prices, p);
    const f = positionFigures(p, price, config.marginWarning);
    const money = (amount: bigint) => formatMinor(amount, p.currency);
    return {
      id: String(p.id),
      status: 0,
      nowprice: displayPrice(instrument, price),
      stock_num: Number(p.quantity),
      buy_price: displayPrice(instrument, p.buy_price),
      yingkui: money(f.unrealizedPnl),
      ccsz: money(f.marketValue),
      fdyk: money(f.unrealizedPnl),
      orderNo: String(p.order_id),
      code: p.code,
      name: instrument.name,
      market: p.market,
      currency: currencyOf(p.market),
      positionStatus: positionStatus(p, now),
      buyTime: zonedTime(p.market, p.opened_at),
      sellableQuantity: Number(sellableQuantity(p, now, deps.alwaysOpen)),
      cost: money(f.cost),
      marketValue: money(f.marketValue),
      unrealizedPnlRate: ratePercent(f.unrealizedPnl, f.cost),
      leverage: formatLeverage(p.leverage_x100),
      marginStatus: f.marginStatus,
      lockupUntil: p.lockup_until,
    };
  });
}

/**
 * The seed's historical holdings (listPositionHistory, /trade/userstocklists): closed positions of one market, the
 * latest closed first. `stock_num` is the quantity that was held and sold, `yingkui` and `lsyk` the realized
 * profit or loss after every fee and tax; `status` 2 is closed.
 */
export async function listPositionHistory(tx: Queryable, userId: bigint, market: Market, page: PageRequest) {
  const positions = await tx.query<PositionRow>(
    `SELECT ${POSITION_COLUMNS} FROM trade_positions p
     WHERE p.user_id = $1 AND p.market = $2 AND p.closed_at IS NOT NULL
     ORDER BY p.closed_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
    [userId, market, page.size, page.offset],
  );
  const sellPrices = await sellPricesOf(
    tx,
    positions.map((p) => p.id),
  );
  return positions.map((p) => {
    const instrument = instrumentOf(p.market, p.code);
    const realized = p.realized_pnl ?? 0n;
    const money = (amount: bigint) => formatMinor(amount, p.currency);
    const sellPrice = sellPrices.get(p.id);
    return {
      id: String(p.id),
      status: 2,
      stock_num: Number(p.original_quantity),
      buy_price: displayPrice(instrument, p.buy_price),
      yingkui: money(realized),
      lsyk: money(realized),
      orderNo: String(p.order_id),
      code: p.code,
      name: instrument.name,
      market: p.market,
      currency: currencyOf(p.market),
      buyTime: zonedTime(p.market, p.opened_at),
      sellPrice: sellPrice === undefined ? null : displayPrice(instrument, sellPrice),
      sellTime: zonedTime(p.market, p.closed_at ?? p.opened_at),
      cost: money(p.cost),
      realizedPnlRate: ratePercent(realized, p.cost),
      leverage: formatLeverage(p.leverage_x100),
    };
  });
}

async function ownPosition(tx: Queryable, userId: bigint, positionId: string): Promise<PositionRow> {
  if (!/^\d{1,18}$/.test(positionId)) throw new ApiError(404, 'order_not_found');
  const [position] = await tx.query<PositionRow>(`SELECT ${POSITION_COLUMNS} FROM trade_positions p WHERE p.id = $1`, [
    positionId,
  ]);
  if (!position || position.user_id !== userId) throw new ApiError(404, 'order_not_found');
  return position;
}

/** One of the user's positions, open or closed, at the latest price (getPosition). */
export async function positionDetail(deps: TradingDeps, userId: bigint, positionId: string, now: Date) {
  const position = await ownPosition(deps.db, userId, positionId);
  const prices = await pricesOf(deps.marketData, [position], now);
  const config = await tradingConfig(deps.db);
  const sellPrices = await sellPricesOf(deps.db, [position.id]);
  return positionDetailView(position, priceFor(prices, position), {
    now,
    alwaysOpen: deps.alwaysOpen,
    marginWarning: config.marginWarning,
    sellPrice: sellPrices.get(position.id),
  });
}

/**
 * closePosition: a sell order for some or all of one position, limit with `price`, market without; inside the
 * caller's transaction (which holds the Idempotency-Key claim). The position must be open and sellable now.
 */
export async function closePositionIn(tx: Tx, deps: TradingDeps, trader: Trader, form: Form, now: Date) {
  const { verified } = await lockTrader(tx, trader.userId);
  const position = await ownPosition(tx, trader.userId, form.position_id ?? '');
  const clientOrderId = form.client_order_id ?? '';
  const hash = orderRequestHash('closePosition', form);
  const existing = await existingOrder(tx, trader.userId, clientOrderId, hash);
  const closing = async (order: TradeOrderView) => {
    const [after] = await tx.query<PositionRow>(`SELECT ${POSITION_COLUMNS} FROM trade_positions p WHERE p.id = $1`, [
      position.id,
    ]);
    return { order, positionId: String(position.id), positionStatus: positionStatus(after ?? position, now) };
  };
  if (existing) return closing(existing);
  if (position.closed_at !== null) throw new ApiError(422, 'order_not_holding');
  const quantity = BigInt(form.quantity ?? '0');
  const ev = await evaluateOrder(
    tx,
    deps,
    trader,
    {
      market: position.market,
      code: position.code,
      side: 'sell',
      orderType: form.price === undefined ? 'market' : 'limit',
      price: form.price === undefined ? undefined : parsePrice(form.price),
      quantity,
      leverageX100: 100,
    },
    now,
    { positionId: position.id, verified },
  );
  // Closing needs no new verification: the position was bought by a verified account.
  const [first] = ev.checks.filter((code) => code !== 'real_name_not_verified');
  if (first) throw refusal(first);
  const order = await writeSell(tx, ev, trader, { clientOrderId, hash, positionId: position.id, now });
  return closing(orderView(order, []));
}

/** The user's open positions of one market summed at the latest prices (getPortfolioSummary). */
export async function portfolioSummary(deps: TradingDeps, userId: bigint, market: Market, now: Date) {
  const positions = await openPositions(deps.db, userId, market);
  const prices = await pricesOf(deps.marketData, positions, now);
  const config = await tradingConfig(deps.db);
  const currency = currencyOf(market);
  let value = 0n;
  let cost = 0n;
  let margin = 0n;
  let borrowed = 0n;
  for (const p of positions) {
    const f = positionFigures(p, priceFor(prices, p), config.marginWarning);
    value += f.marketValue;
    cost += f.cost;
    margin += f.originalMargin;
    borrowed += f.borrowed;
  }
  const money = (amount: bigint) => formatMinor(amount, currency);
  return {
    market,
    currency,
    positionCount: positions.length,
    holdingsValue: money(value),
    cost: money(cost),
    unrealizedPnl: money(value - cost),
    unrealizedPnlRate: ratePercent(value - cost, cost),
    originalMargin: money(margin),
    borrowed: money(borrowed),
    asOf: zonedTime(market, now),
  };
}

/**
 * The yen asset panel's view of holdings (ledger/balances.ts `setPositionsValuer`): Japan-market positions only.
 * US and China positions are in dollars and yuan and are not converted: there is no exchange rate until currency
 * exchange lands, and the panel is in yen. For a leveraged position the panel counts the user's own money: cost and
 * value less what is borrowed (at leverage 1 exactly the seed's buy price × quantity and price × quantity);
 * floating profit is the position's whole profit or loss.
 */
export function yenPositionsValuer(marketData: MarketDataProvider): PositionsValuer {
  return async (tx, userId): Promise<PositionsValuation> => {
    const positions = (await openPositions(tx, userId, 'jpy')).filter((p) => p.quantity > 0n);
    // The provider's own clock: the valuer is called without one.
    const prices = await pricesOf(marketData, positions, undefined);
    let cost = 0n;
    let value = 0n;
    let profit = 0n;
    for (const p of positions) {
      const f = positionFigures(p, priceFor(prices, p), 0);
      cost += f.cost - f.borrowed;
      value += f.marketValue - f.borrowed;
      profit += f.unrealizedPnl;
    }
    return { cost, value, profit };
  };
}

/** How many positions a user has open (the operator console's user detail). */
export async function openPositionCount(tx: Queryable, userId: bigint): Promise<number> {
  const [row] = await tx.query<{ n: bigint }>(
    'SELECT COUNT(*)::bigint AS n FROM trade_positions WHERE user_id = $1 AND closed_at IS NULL',
    [userId],
  );
  return Number(row?.n ?? 0n);
}
