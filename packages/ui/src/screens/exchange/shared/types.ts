import type { MineShell } from '../../mine/shared/MineFrame.tsx';
import type { ScreenList } from '../../shared/parts.tsx';

// The view models of the currency-exchange screen. They follow the contract's `CurrencyBalance`, `ExchangeRate`,
// `ExchangeQuote` and `ExchangeRecord` field by field. Amounts, rates and percentages are exact decimal strings; the
// ui keeps its own union of the currencies, and the app's mappers are typed so that a drift fails to compile.

/** The chrome around the screen (the app shell: header, top bar, bottom menu). */
export type ExchangeShell = MineShell;

/** Where the screen or a part of it is: loading (skeleton), error (retry) or ready. */
export type ExchangeStatus = 'loading' | 'error' | 'ready';

/** A paginated list (the history): the rows loaded so far, whether more pages exist, its own load state. */
export type ExchangeList<T> = ScreenList<T>;

/**
 * The contract's `Currency`: the nine exchange currencies of the seed, in its order. Minor units: JPY, KRW and VND
 * have none; the others two.
 */
export const exchangeCurrencies = ['CNY', 'TWD', 'HKD', 'USD', 'THB', 'JPY', 'VND', 'MYR', 'KRW'] as const;
export type ExchangeCurrency = (typeof exchangeCurrencies)[number];

/** One currency's balance (`CurrencyBalance`). */
export interface CurrencyBalanceView {
  currency: ExchangeCurrency;
  /** What can be converted or spent now. */
  available: string;
  /** Held by pending orders, applications or withdrawals. */
  frozen: string;
}

/** An indicative rate for a pair (`ExchangeRate`): what a quote would fix, before asking for one. */
export interface ExchangeRateView {
  from: ExchangeCurrency;
  to: ExchangeCurrency;
  /** Units of `to` per one unit of `from`, at the market mid. */
  mid: string;
  /** The disclosed spread below the mid, in percent (`"0.20"`). */
  spread: string;
  /** The customer rate, `mid × (1 − spread ÷ 100)`, rounded down. */
  rate: string;
  /** ISO 8601 instant. */
  asOf: string;
}

/** A quote (`ExchangeQuote`): a rate fixed for a short time, with everything the conversion would cost and give. */
export interface ExchangeQuoteView extends ExchangeRateView {
  quoteId: string;
  /** Debited from `from` on conversion. */
  amount: string;
  /** The exchange fee, in `from` (may be 0). */
  fee: string;
  /** What the spread costs, in `to`, against converting at the mid rate. */
  spreadCost: string;
  /** `(amount − fee) × rate`, rounded down to `to`'s minor unit; credited in `to`. */
  amountReceived: string;
  /** ISO 8601 instant after which the quote cannot be converted (`quote_expired`). */
  expiresAt: string;
}

/** A completed conversion (`ExchangeRecord`). */
export interface ExchangeRecordView {
  id: string;
  quoteId: string;
  from: ExchangeCurrency;
  to: ExchangeCurrency;
  amount: string;
  mid: string;
  spread: string;
  rate: string;
  fee: string;
  amountReceived: string;
  /** ISO 8601 instant. */
  convertedAt: string;
}
