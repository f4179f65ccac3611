import { decimalSign } from '../../../intl/format.ts';
import {
  daytradeFee,
  daytradeMargin,
  daytradeNotional,
  daytradeQuantityProblem,
  isPositive,
  subtractMoney,
} from '../../daytrade/shared/margin.ts';
import type { OrderType } from '../shared/types.ts';
import type * as Panel from './OrderTicketDaytrade.tsx';
import type { OrderInstrumentView, OrderTicketDaytradeProps } from './OrderTicketScreen.types.ts';

// The arithmetic of the ticket's one-day margin (一日信用) mode, apart from its panel (which loads lazily) so the
// ticket can tell whether an order can be placed without loading the panel. There is no server preview for day-trade
// orders: every figure is computed from the account's disclosed terms with the exact decimal helpers.

const validPrice = /^\d+(\.\d{1,4})?$/;

/** What a day-trade order would hold. */
export interface DaytradeTicketFigures {
  /** The limit price, or the last price for a market order (an estimate). */
  price: string;
  /** price × shares, exact. */
  notional: string;
  /** notional ÷ leverage, rounded up to the yen. */
  margin: string;
  /** notional × commission, rounded down to the yen. */
  fee: string;
  /** availableMargin − margin − fee (the server holds both against it); negative means it would be refused. */
  availableAfter: string;
}

/** The day-trade figures of an order, exact; null until the price and a whole number of lots (100 shares) are there. */
export function daytradeTicketFigures(
  instrument: Pick<OrderInstrumentView, 'lastPrice' | 'currency'>,
  order: { orderType: OrderType; price: string; quantity: string },
  daytrade: Pick<OrderTicketDaytradeProps, 'leverage' | 'availableMargin' | 'commissionPercent'>,
): DaytradeTicketFigures | null {
  const price = order.orderType === 'market' ? instrument.lastPrice : order.price.trim();
  if (!validPrice.test(price) || daytradeQuantityProblem(order.quantity) !== null) return null;
  const notional = daytradeNotional(price, order.quantity.trim());
  if (notional === null) return null;
  const margin = daytradeMargin(notional, daytrade.leverage, instrument.currency);
  const fee = daytradeFee(notional, daytrade.commissionPercent, instrument.currency);
  if (margin === null || fee === null) return null;
  const availableAfter = subtractMoney(subtractMoney(daytrade.availableMargin, margin), fee);
  return { price, notional, margin, fee, availableAfter };
}

/** Whether a day-trade order cannot be placed as it stands: not priced, short of margin, or a debt is owed. */
export function daytradeBlocked(
  figures: DaytradeTicketFigures | null,
  daytrade: Pick<OrderTicketDaytradeProps, 'debt'>,
): boolean {
  return figures === null || decimalSign(figures.availableAfter) < 0 || isPositive(daytrade.debt);
}

type PanelModule = typeof Panel;
let panelModule: PanelModule | undefined;
let panelLoading: Promise<PanelModule> | undefined;

/**
 * Loads the day-trade panel's module (its own chunk). The ticket starts it as soon as an approved account is passed,
 * so switching to day-trade mode rarely waits; stories and tests await it before rendering.
 */
export function loadDaytradePanel(): Promise<PanelModule> {
  panelLoading ??= import('./OrderTicketDaytrade.tsx').then((loaded) => (panelModule = loaded));
  return panelLoading;
}

/** The panel's module once loaded, else undefined. */
export function loadedDaytradePanel(): PanelModule | undefined {
  return panelModule;
}
