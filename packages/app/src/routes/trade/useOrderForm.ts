import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { Instrument, StockQuote } from '../markets/markets.mappers.ts';
import type * as TradeSchema from './trade.schema.ts';
import type { OrderForm, orderFormSchema } from './trade.schema.ts';

export type OrderFormRules = Parameters<typeof orderFormSchema>[0];

/**
 * What a buy, a sell or a close is checked against, from the instrument and the live quote (today's band): buys by
 * the instrument's minimum and step, sells by the trading unit up to the sellable shares. `oddLotRemainder`: whether
 * all that is left may be sold as an odd lot (the instrument's rule unless the caller knows better).
 */
export function orderRulesOf(
  instrument: Instrument,
  quote: Pick<StockQuote, 'limitUp' | 'limitDown'>,
  order: { side: 'buy' | 'sell'; orderType: 'limit' | 'market'; sellable: number; oddLotRemainder?: boolean },
): OrderFormRules {
  return {
    limit: order.orderType === 'limit',
    quantity:
      order.side === 'buy'
        ? { minQuantity: instrument.minBuyQuantity, quantityStep: instrument.buyQuantityStep }
        : {
            minQuantity: instrument.lotSize,
            quantityStep: instrument.lotSize,
            maxQuantity: order.sellable,
            oddLotRemainder: order.oddLotRemainder ?? instrument.oddLotSellAllowed,
          },
    price: { tickTable: instrument.tickTable, limitUp: quote.limitUp, limitDown: quote.limitDown },
  };
}

let schemaModule: Promise<typeof TradeSchema> | null = null;
/** The rules' zod schema is its own chunk: it is fetched as the ticket opens and is there by the first keystroke. */
const loadSchema = () => (schemaModule ??= import('./trade.schema.ts'));

/**
 * The ticket's and the close dialog's form (price and shares), checked as it is typed against the rules of the
 * moment (the live band, the side, the sellable shares): the resolver reads the newest rules each time.
 */
export function useOrderForm(rules: OrderFormRules | null) {
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  useEffect(() => {
    void loadSchema();
  }, []);
  const resolver: Resolver<OrderForm> = async (values, context, options) => {
    const current = rulesRef.current;
    if (!current) return { values, errors: {} };
    const { orderFormResolver } = await loadSchema();
    return orderFormResolver(current)(values, context, options);
  };
  return useForm<OrderForm>({
    resolver,
    // Each field says what is wrong as it is typed: the figures beside it are refused until it is right.
    mode: 'onChange',
    defaultValues: { price: '', quantity: '' },
  });
}
