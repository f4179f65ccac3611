import type { Instrument, MessageCode } from '../types.ts';

/** The trading-unit fields of an instrument. */
export type LotRules = Pick<Instrument, 'lotSize' | 'minBuyQuantity' | 'buyQuantityStep' | 'oddLotSellAllowed'>;

/**
 * Trading units per board, as data (TSE: 100 shares for every domestic stock since 2018-10-01; US: 1 share;
 * SSE/SZSE main board and ChiNext: buys in 100s, an odd remainder may be sold in one go; STAR Market: buys of at
 * least 200 then steps of 1, and a holding below 200 is sold whole).
 */
export const LOT_RULES: Readonly<Record<Instrument['board'], LotRules>> = {
  tse_prime: { lotSize: 100, minBuyQuantity: 100, buyQuantityStep: 100, oddLotSellAllowed: false },
  tse_standard: { lotSize: 100, minBuyQuantity: 100, buyQuantityStep: 100, oddLotSellAllowed: false },
  tse_growth: { lotSize: 100, minBuyQuantity: 100, buyQuantityStep: 100, oddLotSellAllowed: false },
  // Tokyo ETFs trade in 1, 10 or 100 units depending on the fund: an ETF's own row sets its unit.
  tse_etf: { lotSize: 1, minBuyQuantity: 1, buyQuantityStep: 1, oddLotSellAllowed: false },
  nyse: { lotSize: 1, minBuyQuantity: 1, buyQuantityStep: 1, oddLotSellAllowed: false },
  nasdaq: { lotSize: 1, minBuyQuantity: 1, buyQuantityStep: 1, oddLotSellAllowed: false },
  nyse_arca: { lotSize: 1, minBuyQuantity: 1, buyQuantityStep: 1, oddLotSellAllowed: false },
  sse_main: { lotSize: 100, minBuyQuantity: 100, buyQuantityStep: 100, oddLotSellAllowed: true },
  szse_main: { lotSize: 100, minBuyQuantity: 100, buyQuantityStep: 100, oddLotSellAllowed: true },
  chinext: { lotSize: 100, minBuyQuantity: 100, buyQuantityStep: 100, oddLotSellAllowed: true },
  star: { lotSize: 1, minBuyQuantity: 200, buyQuantityStep: 1, oddLotSellAllowed: true },
};

/** The contract's largest quantity. */
export const MAX_QUANTITY = 9_999_999_999;

export type OrderSide = 'buy' | 'sell';

/** A quantity a buy may have: at least the minimum, then in steps. */
export function isRoundQuantity(rules: LotRules, quantity: number): boolean {
  return (
    quantity >= rules.minBuyQuantity &&
    (quantity - rules.minBuyQuantity) % rules.buyQuantityStep === 0 &&
    quantity % rules.lotSize === 0
  );
}

/**
 * Checks an order's quantity against the trading unit; null when it is fine, else the message code to refuse with.
 *
 * - `invalid_lot_size`: not a whole positive number, a buy off the unit or below the minimum, or a sell that is
 *   neither a valid round quantity nor (where odd lots may be sold) one that clears the holding's odd part:
 *   main board 250 held → 50, 150 or 250; STAR 150 held → all 150 at once.
 * - `order_not_holding`: a sell above `heldQuantity` (when the caller gives it).
 */
export function checkQuantity(
  rules: LotRules,
  side: OrderSide,
  quantity: number,
  options: { heldQuantity?: number } = {},
): MessageCode | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) return 'invalid_lot_size';
  if (side === 'buy') return isRoundQuantity(rules, quantity) ? null : 'invalid_lot_size';

  const held = options.heldQuantity;
  if (held !== undefined && quantity > held) return 'order_not_holding';
  if (isRoundQuantity(rules, quantity)) return null;
  if (!rules.oddLotSellAllowed || held === undefined) return 'invalid_lot_size';
  if (quantity === held) return null;
  const odd = held % rules.lotSize;
  if (odd > 0 && quantity >= odd && (quantity === odd || isRoundQuantity(rules, quantity - odd))) return null;
  return 'invalid_lot_size';
}
