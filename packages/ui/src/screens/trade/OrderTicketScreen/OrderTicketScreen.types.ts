import type { FormEventHandler } from 'react';
import type { PriceDecimals } from '../../../components/Price/Price.tsx';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { MarketClockView, MarketKey } from '../../markets/shared/types.ts';
import type { OrderSide, OrderTerms, OrderType, TradeShell } from '../shared/types.ts';

/**
 * The instrument being traded and the rules its fields follow. Prices and money are exact decimal strings in the
 * instrument's currency; share counts are whole numbers.
 */
export interface OrderInstrumentView {
  code: string;
  /** In the user's language. */
  name: string;
  market: MarketKey;
  /** ISO 4217. */
  currency: string;
  /** The tick's decimals: every price of this instrument is shown with exactly this many. */
  decimals: PriceDecimals;
  /** Last price, live. */
  lastPrice: string;
  /** Change from the previous close (money) and in percent. */
  change: string;
  changePercent: string;
  /** Today's price-limit band; null where the market has none (US). */
  limitUp: string | null;
  limitDown: string | null;
  /** The tick at the current price (the preview's `tickSize`): the price steppers move by it. */
  tickSize: string;
  /** The trading unit: 100 in Japan and China, 1 in the US. */
  lotSize: number;
  /** The smallest order on this side (China STAR buys: 200) and the step above it (STAR: 1). */
  minQuantity: number;
  quantityStep: number;
  /** Shares that can be sold now (held, out of lock-up, not T+1, not in a working sell); for sells. */
  sellableQuantity?: number;
}

/** The preview's figures (`previewOrder`), in the instrument's currency; see the operation for each formula. */
export interface OrderPreviewView {
  /** The limit price, or the last price for a market order. */
  price: string;
  principal: string;
  /** principal ÷ leverage, rounded up; 0 for sells. */
  marginRequired: string;
  fee: string;
  /** China's stamp duty on sells; 0 otherwise. */
  tax: string;
  /** Buy: margin + fee (paid). Sell: principal − fee − tax (received). */
  total: string;
  /** What placing it holds now (a market buy at its upper bound); 0 for sells. */
  holdAmount: string;
  availableBalance: string;
  /** availableBalance − holdAmount; negative means it would be refused. */
  availableAfter: string;
  feeRule: {
    /** Percent of principal, e.g. "0.10". */
    rate: string;
    /** Minimum commission per order. */
    minimum: string;
    /** Stamp duty percent on this side ("0.05" for China sells, else "0.00"). */
    stampDutyRate: string;
  };
  /** Whether the price is inside today's limits (always true where there are none). */
  withinPriceLimits: boolean;
  /** The rules placing it would break, already translated by the app (from the preview's message codes). */
  checks: readonly string[];
}

/**
 * The preview beside the form: `idle` before there is enough to price (no quantity yet), `loading` while it is
 * fetched (the last figures stay on screen, marked as updating), `error` when it failed.
 */
export interface OrderPreviewState {
  status: 'idle' | 'loading' | 'error' | 'ready';
  figures?: OrderPreviewView;
  /** A translated reason the preview failed (e.g. no price available); a generic message otherwise. */
  errorMessage?: string;
  onRetry?: () => void;
}

/** The order as placed (`placeOrder`'s answer). */
export interface PlacedOrderView extends OrderTerms {
  orderNo: string;
  status: 'working' | 'partiallyFilled' | 'filled' | 'rejected';
  /** Volume-weighted average fill price; null before the first fill. */
  averageFillPrice: string | null;
  /** The translated reason of a rejection. */
  rejectReason?: string;
  /** A one-day margin order: the side reads long (買建) or short (売建), with its leverage and the margin held. */
  daytrade?: { leverage: number; marginHeld: string };
}

/** The ticket's mode: a cash order (現物, the default) or a one-day margin order (一日信用). */
export const orderTicketModes = ['cash', 'daytrade'] as const;
export type OrderTicketMode = (typeof orderTicketModes)[number];

/**
 * A one-day margin order as the user confirmed it: `placeDaytradeOrder`'s fields without `type` (always `jpy`) and
 * the client order id. `buy` opens a long position (買建), `sell` a short one (売建).
 */
export interface DaytradeOrderIntent {
  side: OrderSide;
  orderType: OrderType;
  /** The limit price as typed; null for a market order. */
  price: string | null;
  /** Shares as typed: a multiple of 100. */
  quantity: string;
  /** One of the account's leverage options. */
  leverage: number;
}

/**
 * One-day margin (一日信用) on the ticket, from `getDaytradeAccount`. Pass it for a Japan-market stock only (the
 * ticket ignores it for another market); without it the ticket is the cash ticket, unchanged.
 *
 * Design: the mode, like the side and the order type, is the app's state (`mode` / `onModeChange`). The form's
 * `onSubmit` (react-hook-form's `handleSubmit`, validating price and quantity) still opens the confirmation, and
 * `submitting`, `formError` and `placed` still report the outcome; but in day-trade mode the confirmation calls
 * `daytrade.onConfirm` with the order's values instead of the ticket's `onConfirm`, so a day-trade order can never
 * be sent as a cash order by mistake. There is no server preview: the margin (notional ÷ leverage, rounded up to the
 * yen) and the fee are computed exactly on the ticket from the account's terms.
 */
export interface OrderTicketDaytradeProps {
  /** The account is approved: the mode switch shows. Otherwise only a small link to apply (`applyHref`). */
  approved: boolean;
  /** /home/withinDays: to apply, or to see the account. */
  applyHref: string;
  mode: OrderTicketMode;
  onModeChange: (mode: OrderTicketMode) => void;
  /** The chosen leverage, one of `leverageOptions`. */
  leverage: number;
  onLeverageChange: (leverage: number) => void;
  /** The leverage choices the broker allows (the account's `leverageOptions`). */
  leverageOptions: readonly number[];
  /** The account's available margin, in the instrument's currency. */
  availableMargin: string;
  /** Commission per fill in percent of the notional, rounded down. */
  commissionPercent: string;
  /** Losses owed beyond the fund (`"0"` normally): while above zero new orders are refused. */
  debt: string;
  /** When today's positions are closed automatically; null on closed days. */
  autoCloseAt: string | null;
  /**
   * Places the day-trade order (`placeDaytradeOrder`) in place of `onConfirm`. Return the request's promise: the
   * dialog stays pending until it settles, closes when placed and stays open (with `formError`) when refused.
   */
  onConfirm: (order: DaytradeOrderIntent) => void | Promise<unknown>;
}

export interface OrderTicketScreenProps {
  shell: TradeShell;
  /** The instrument: loading, failed (retry) or ready. */
  status: 'loading' | 'error' | 'ready';
  instrument?: OrderInstrumentView;
  /** A refusal the user can act on (unknown code, …): shown instead of the generic error. */
  errorMessage?: string;
  onRetry?: () => void;
  /** The market's phase; orders are refused when closed (unless the demo clock keeps it open). */
  clock?: MarketClockView;

  side: OrderSide;
  onSideChange: (side: OrderSide) => void;
  orderType: OrderType;
  onOrderTypeChange: (orderType: OrderType) => void;
  /** react-hook-form `register('price')` plus its state; not shown for market orders. */
  priceField: FieldBinding;
  /** react-hook-form `register('quantity')` plus its state. */
  quantityField: FieldBinding;
  /**
   * The fields' current values (react-hook-form `watch`): the first render shows them, and the lots reading and
   * the price-band check follow them.
   */
  values: { price: string; quantity: string };
  /** The leverage multiple; only for buys (sells take 1). */
  leverage: {
    value: string;
    onValueChange: (value: string) => void;
    /** The preview's `leverageChoices` ("1" always first). */
    choices: readonly string[];
    /** False when the account has no margin trading: only 1× is offered, with the reason. */
    marginEnabled: boolean;
  };

  preview: OrderPreviewState;

  /** react-hook-form's `handleSubmit(…)`: validates, then the app opens the confirmation. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  confirmOpen: boolean;
  onConfirmOpenChange: (open: boolean) => void;
  /**
   * Places the order. Return the request's promise: the dialog stays pending until it settles, closes when the
   * order is placed and stays open (showing `formError`) when it is refused.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Placing: every submit is disabled, so the order cannot be sent twice. */
  submitting: boolean;
  /** A translated refusal (insufficient balance, price limit, not trading time…). */
  formError?: string;

  /** Set once placed: the ticket gives way to the order's number and status. */
  placed?: PlacedOrderView;
  /** Clears `placed` for another order of the same stock. */
  onNewOrder?: () => void;
  /** /position/index. */
  positionsHref: string;
  /** /position/order of a placed order: its number then links to the order's page (each execution). */
  getOrderHref?: (orderNo: string) => string;
  /** The stock page this ticket came from. */
  quoteHref: string;
  /** Where to add money when the balance is short (/mine/deposit). */
  depositHref?: string;
  /** Where to apply for margin trading, when the broker offers it. */
  marginHref?: string;
  /** One-day margin for a Japan-market stock: the mode switch (approved) or a link to apply; see the type. */
  daytrade?: OrderTicketDaytradeProps;
}
