import '../../app/zod-config.ts';
import Big from 'big.js';
// zod/mini (tree-shaken checks), as the account routes, keeps the ticket's chunk small.
import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Instrument } from '../markets/markets.mappers.ts';
import { isDecimal, onTick } from './trade.mappers.ts';

/** What the order ticket's and the close dialog's fields are checked against; all from the instrument and quote. */
export interface QuantityRules {
  /** The smallest order and the step above it (STAR buys: 200 and 1; otherwise the trading unit). */
  minQuantity: number;
  quantityStep: number;
  /** At most this many (sells and closes: the sellable shares). */
  maxQuantity?: number;
  /** A sell of every remaining share may be an odd lot (China). */
  oddLotRemainder?: boolean;
}

export interface PriceRules {
  tickTable: Instrument['tickTable'];
  limitUp: string | null;
  limitDown: string | null;
}

/** Message ids (translated by the form binding). */
export const tradeMessages = {
  required: 'app.validation.required',
  wholeNumber: 'app.trade.quantityWhole',
  belowMinimum: 'app.trade.quantityBelowMinimum',
  lot: 'error.invalid_lot_size',
  overSellable: 'app.trade.quantityOverSellable',
  price: 'app.trade.priceInvalid',
  tick: 'error.invalid_tick_size',
  band: 'error.price_limit_exceeded',
} as const;

/** The first problem of a typed share count, as a message id; null when it is a valid order size. */
export function quantityProblem(value: string, rules: QuantityRules): string | null {
  const text = value.trim();
  if (text === '') return tradeMessages.required;
  if (!/^\d+$/.test(text)) return tradeMessages.wholeNumber;
  const shares = new Big(text);
  if (rules.maxQuantity !== undefined && shares.gt(rules.maxQuantity)) return tradeMessages.overSellable;
  const remainder = rules.oddLotRemainder && rules.maxQuantity !== undefined && shares.eq(rules.maxQuantity);
  if (remainder && shares.gt(0)) return null;
  if (shares.lt(rules.minQuantity) || shares.eq(0)) return tradeMessages.belowMinimum;
  if (!shares.minus(rules.minQuantity).mod(rules.quantityStep).eq(0)) return tradeMessages.lot;
  return null;
}

/** The first problem of a typed limit price, as a message id; null when it is on its tick and inside the band. */
export function priceProblem(value: string, rules: PriceRules): string | null {
  const text = value.trim();
  if (text === '') return tradeMessages.required;
  if (!isDecimal(text) || new Big(text).lte(0)) return tradeMessages.price;
  if (!onTick(rules.tickTable, text)) return tradeMessages.tick;
  if (rules.limitUp !== null && new Big(text).gt(rules.limitUp)) return tradeMessages.band;
  if (rules.limitDown !== null && new Big(text).lt(rules.limitDown)) return tradeMessages.band;
  return null;
}

/** The ticket and close forms: a share count, and a price for limit orders. */
export function orderFormSchema(options: { limit: boolean; quantity: QuantityRules; price: PriceRules }) {
  return z.object({ price: z.string(), quantity: z.string() }).check(
    z.superRefine((form, ctx) => {
      const quantity = quantityProblem(form.quantity, options.quantity);
      if (quantity) ctx.addIssue({ code: 'custom', path: ['quantity'], message: quantity, input: form.quantity });
      if (!options.limit) return;
      const price = priceProblem(form.price, options.price);
      if (price) ctx.addIssue({ code: 'custom', path: ['price'], message: price, input: form.price });
    }),
  );
}

export type OrderForm = z.infer<ReturnType<typeof orderFormSchema>>;

/** react-hook-form's resolver for the rules of the moment. */
export function orderFormResolver(options: Parameters<typeof orderFormSchema>[0]) {
  return zodResolver(orderFormSchema(options));
}
