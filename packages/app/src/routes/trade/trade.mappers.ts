import Big from 'big.js';
import type { Market, ResponseData } from '@kabuto/api-client';
import type {
  ClosedPositionView,
  Locale,
  OrderDetailView,
  OrderInstrumentView,
  OrderPreviewView,
  PlacedOrderView,
  PortfolioSummaryView,
  PositionDetailView,
  PositionRowView,
  WorkingOrderView,
} from '@kabuto/ui';
import type { StreamQuote } from '../../app/stream.ts';
import { localName, priceDecimals, type Instrument, type StockQuote } from '../markets/markets.mappers.ts';

export type OrderPreview = ResponseData<'/trade/previewOrder'>;
export type TradeOrder = ResponseData<'/trade/placeOrder'>;
export type TradeOrderDetail = ResponseData<'/trade/orderDetail'>;
export type Position = ResponseData<'/trade/userstocklist'>[number];
export type ClosedPosition = ResponseData<'/trade/userstocklists'>[number];
export type PositionDetail = ResponseData<'/position/detail'>;
export type PortfolioSummary = ResponseData<'/position/summary'>;
type TickBand = Instrument['tickTable'][number];

const decimalPattern = /^\d+(\.\d+)?$/;

/** Whether a typed value is a plain non-negative decimal ("1234", "12.5"). */
export function isDecimal(value: string): boolean {
  return decimalPattern.test(value.trim());
}

/** Digits after the point of each currency's minor unit. */
export function minorDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/** Money rounded half-up to the currency's minor unit, as the server writes it. */
function money(value: Big, currency: string): string {
  return value.round(minorDigits(currency), Big.roundHalfUp).toFixed(minorDigits(currency));
}

/** A percentage with two decimals, half-up; "0.00" when the base is zero. */
function rate(part: Big, whole: Big): string {
  return whole.eq(0) ? '0.00' : part.div(whole).times(100).round(2, Big.roundHalfUp).toFixed(2);
}

/** The tick at a price: the first band whose `upTo` it does not exceed (MARKET-RULES.md). */
export function tickAt(table: readonly TickBand[], price: string): string {
  const value = isDecimal(price) ? new Big(price) : null;
  for (const band of table) {
    if (band.upTo === null || (value !== null && value.lte(band.upTo))) return band.tick;
  }
  return table[table.length - 1]?.tick ?? '1';
}

/** Whether a price lies on its tick (a whole number of ticks). */
export function onTick(table: readonly TickBand[], price: string): boolean {
  if (!isDecimal(price)) return false;
  return new Big(price).mod(tickAt(table, price)).eq(0);
}

/** A price moved down onto its tick (the ticket's first price is the last price, already on a tick). */
export function snapToTick(table: readonly TickBand[], price: string): string {
  if (!isDecimal(price)) return price;
  const tick = new Big(tickAt(table, price));
  const snapped = new Big(price).div(tick).round(0, Big.roundDown).times(tick);
  const places = tick.toFixed().split('.')[1]?.length ?? 0;
  return snapped.toFixed(places);
}

/** Shares of a code the user can sell now (summed over its open positions). */
export function sellableOf(positions: readonly Position[] | undefined, code: string): number {
  return (positions ?? [])
    .filter((position) => position.code === code)
    .reduce((sum, position) => sum + (position.sellableQuantity ?? 0), 0);
}

export function toOrderInstrument(
  quote: StockQuote,
  instrument: Instrument,
  side: 'buy' | 'sell',
  typedPrice: string,
  sellable: number,
  locale: Locale,
): OrderInstrumentView {
  const buy = side === 'buy';
  return {
    code: quote.code,
    name: localName(quote.name, locale),
    market: quote.market,
    currency: quote.currency,
    decimals: priceDecimals(quote.price, quote.previousClose, quote.limitUp, quote.limitDown),
    lastPrice: quote.price,
    change: quote.change,
    changePercent: quote.changePercent,
    limitUp: quote.limitUp,
    limitDown: quote.limitDown,
    tickSize: tickAt(instrument.tickTable, isDecimal(typedPrice) ? typedPrice : quote.price),
    lotSize: instrument.lotSize,
    minQuantity: buy ? instrument.minBuyQuantity : instrument.lotSize,
    quantityStep: buy ? instrument.buyQuantityStep : instrument.lotSize,
    sellableQuantity: sellable,
  };
}

/** The preview's figures, with its rule checks translated by the caller. */
export function toPreviewView(preview: OrderPreview, translate: (code: string) => string): OrderPreviewView {
  return {
    price: preview.price,
    principal: preview.principal,
    marginRequired: preview.marginRequired,
    fee: preview.fee,
    tax: preview.tax,
    total: preview.total,
    holdAmount: preview.holdAmount,
    availableBalance: preview.availableBalance,
    availableAfter: preview.availableAfter,
    feeRule: preview.feeRule,
    withinPriceLimits: preview.withinPriceLimits,
    checks: preview.checks.map(translate),
  };
}

export function toPlacedOrder(order: TradeOrder, translate: (code: string) => string): PlacedOrderView {
  const status =
    order.status === 'partially_filled'
      ? 'partiallyFilled'
      : order.status === 'cancelled' || order.status === 'expired'
        ? 'rejected'
        : order.status;
  return {
    orderNo: order.id,
    status,
    side: order.side,
    orderType: order.orderType,
    price: order.price,
    quantity: order.quantity,
    filledQuantity: order.filledQuantity,
    averageFillPrice: order.averageFillPrice,
    ...(order.status === 'rejected' && order.rejectReason ? { rejectReason: translate(order.rejectReason) } : {}),
    ...(order.status === 'cancelled' || order.status === 'expired'
      ? { rejectReason: translate(`order_${order.status}`) }
      : {}),
  };
}

/** `getOrder` for the order page: the status in the screen's words, the rejection translated, prices at the
 * precision the order's own prices carry. */
export function toOrderDetail(
  order: TradeOrderDetail,
  locale: Locale,
  translate: (code: string) => string,
): OrderDetailView {
  return {
    id: order.id,
    code: order.code,
    name: localName(order.name, locale),
    market: order.market,
    currency: order.currency,
    decimals: priceDecimals(order.price, order.averageFillPrice, ...order.fills.map((fill) => fill.price)),
    side: order.side,
    orderType: order.orderType,
    price: order.price,
    quantity: order.quantity,
    filledQuantity: order.filledQuantity,
    averageFillPrice: order.averageFillPrice,
    leverage: order.leverage,
    status: order.status === 'partially_filled' ? 'partiallyFilled' : order.status,
    heldAmount: order.heldAmount,
    filledAmount: order.filledAmount,
    fee: order.fee,
    tax: order.tax,
    rejectReason: order.rejectReason ? translate(order.rejectReason) : null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    expiresAt: order.expiresAt,
    fills: order.fills,
  };
}

/** Whether an order can still change (the ticket and the close keep asking until it cannot). */
export function isWorking(status: TradeOrder['status']): boolean {
  return status === 'working' || status === 'partially_filled';
}

export function toSummaryView(summary: PortfolioSummary): PortfolioSummaryView {
  return {
    currency: summary.currency,
    positionCount: summary.positionCount,
    holdingsValue: summary.holdingsValue,
    cost: summary.cost,
    unrealizedPnl: summary.unrealizedPnl,
    unrealizedPnlRate: summary.unrealizedPnlRate,
    originalMargin: summary.originalMargin,
    borrowed: summary.borrowed,
    asOf: summary.asOf,
  };
}

const marginStatusOf = {
  not_applicable: 'notApplicable',
  ok: 'ok',
  warning: 'warning',
  call: 'call',
} as const;

export function toPositionRow(position: Position, locale: Locale): PositionRowView {
  const currency = position.currency ?? 'JPY';
  const status = position.positionStatus === 'closed' ? 'holding' : (position.positionStatus ?? 'holding');
  return {
    id: position.id,
    code: position.code ?? '',
    name: position.name ? localName(position.name, locale) : (position.code ?? ''),
    currency,
    decimals: priceDecimals(position.buy_price, position.nowprice),
    quantity: position.stock_num,
    buyPrice: position.buy_price,
    currentPrice: position.nowprice,
    marketValue: position.marketValue ?? position.ccsz ?? '0',
    unrealizedPnl: position.yingkui,
    unrealizedPnlRate: position.unrealizedPnlRate ?? '0.00',
    leverage: position.leverage ?? '1',
    status,
    lockupUntil: position.lockupUntil ?? null,
    marginStatus: marginStatusOf[position.marginStatus ?? 'not_applicable'],
  };
}

/** A holding at a new price: market value, profit or loss and its rate follow, exactly. */
export function applyPriceToRow(row: PositionRowView, event: StreamQuote): PositionRowView {
  if (event.price === row.currentPrice) return row;
  const value = new Big(event.price).times(row.quantity);
  const cost = new Big(row.buyPrice).times(row.quantity);
  const pnl = value.minus(cost);
  return {
    ...row,
    currentPrice: event.price,
    decimals: priceDecimals(row.buyPrice, event.price),
    marketValue: money(value, row.currency),
    unrealizedPnl: money(pnl, row.currency),
    unrealizedPnlRate: rate(pnl, cost),
  };
}

export function toWorkingOrder(order: TradeOrder, locale: Locale): WorkingOrderView {
  return {
    id: order.id,
    code: order.code,
    name: localName(order.name, locale),
    currency: order.currency,
    decimals: priceDecimals(order.price),
    side: order.side,
    orderType: order.orderType,
    price: order.price,
    quantity: order.quantity,
    filledQuantity: order.filledQuantity,
    status: order.status === 'partially_filled' ? 'partiallyFilled' : 'working',
    createdAt: order.createdAt,
  };
}

export function toClosedPosition(position: ClosedPosition, locale: Locale): ClosedPositionView {
  return {
    id: position.id,
    code: position.code ?? '',
    name: position.name ? localName(position.name, locale) : (position.code ?? ''),
    currency: position.currency ?? 'JPY',
    decimals: priceDecimals(position.buy_price, position.sellPrice),
    quantity: position.stock_num,
    buyPrice: position.buy_price,
    sellPrice: position.sellPrice ?? position.buy_price,
    sellTime: position.sellTime ?? position.buyTime ?? '',
    realizedPnl: position.yingkui,
    realizedPnlRate: position.realizedPnlRate ?? null,
  };
}

export function toPositionDetail(position: PositionDetail, locale: Locale): PositionDetailView {
  const closed = position.status === 'closed';
  return {
    id: position.id,
    orderNo: position.orderNo,
    code: position.code,
    name: localName(position.name, locale),
    market: position.market,
    currency: position.currency,
    decimals: priceDecimals(position.buyPrice, position.currentPrice, position.sellPrice),
    status: position.status,
    buyTime: position.buyTime,
    buyPrice: position.buyPrice,
    // A closed position shows what it held and what that cost (its live figures are zero).
    quantity: closed ? (position.originalQuantity ?? position.quantity) : position.quantity,
    sellableQuantity: position.sellableQuantity,
    cost: closed ? (position.originalCost ?? position.cost) : position.cost,
    currentPrice: position.currentPrice,
    marketValue: position.marketValue,
    leverage: position.leverage,
    originalMargin: position.originalMargin,
    borrowed: position.borrowed,
    equity: position.equity,
    maintenanceMargin: position.maintenanceMargin,
    marginStatus: marginStatusOf[position.marginStatus],
    unrealizedPnl: position.unrealizedPnl,
    unrealizedPnlRate: position.unrealizedPnlRate,
    buyFee: position.buyFee,
    lockupDays: position.lockupDays,
    lockupUntil: position.lockupUntil,
    sellableFrom: position.sellableFrom,
    sellPrice: position.sellPrice,
    sellTime: position.sellTime,
    realizedPnl: position.realizedPnl,
    realizedPnlRate: position.realizedPnlRate ?? null,
  };
}

/**
 * An open position at a newer price: market value, equity and profit follow exactly; the margin status stays the
 * server's (it is asked again every few seconds).
 */
export function applyPriceToDetail(view: PositionDetailView, event: StreamQuote | undefined): PositionDetailView {
  if (!event || event.code !== view.code || view.status === 'closed' || event.price === view.currentPrice) return view;
  const value = new Big(event.price).times(view.quantity);
  const pnl = value.minus(view.cost);
  return {
    ...view,
    currentPrice: event.price,
    decimals: priceDecimals(view.buyPrice, event.price),
    marketValue: money(value, view.currency),
    equity: money(value.minus(view.borrowed), view.currency),
    unrealizedPnl: money(pnl, view.currency),
    unrealizedPnlRate: rate(pnl, new Big(view.cost)),
  };
}

/** The market a position or order list asks about. */
export const tradeMarkets: readonly Market[] = ['jpy', 'usd', 'cny'];
