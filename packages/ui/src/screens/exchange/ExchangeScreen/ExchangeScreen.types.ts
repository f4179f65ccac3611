import type {
  CurrencyBalanceView,
  ExchangeCurrency,
  ExchangeList,
  ExchangeQuoteView,
  ExchangeRateView,
  ExchangeRecordView,
  ExchangeShell,
  ExchangeStatus,
} from '../shared/types.ts';

/** The from / to / amount form. */
export interface ExchangeFormProps {
  from: ExchangeCurrency;
  onFromChange: (currency: ExchangeCurrency) => void;
  to: ExchangeCurrency;
  onToChange: (currency: ExchangeCurrency) => void;
  /** Swaps from and to (the app may also carry the amount over). */
  onSwap: () => void;
  /** The amount field's text, in `from` (whole units for JPY, KRW and VND). */
  amount: string;
  onAmountChange: (amount: string) => void;
}

/** `quoteExchange` for the form's currencies and amount: nothing asked yet, asking, failed, or the quote. */
export interface ExchangeQuoteState {
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** The last quote (the screen checks it is for the form's from, to and amount before offering to convert). */
  value?: ExchangeQuoteView;
  /** A refusal of the quote as a message code (`insufficient_balance`, `exchange_same_currency`, `price_unavailable`). */
  refusal?: string;
  /** Asks for a quote (again) for the form's from, to and amount; also "get a new quote" once one expired. */
  onRequest: () => void;
}

export interface ExchangeLinks {
  /** /mine/deposit: to add yen. */
  depositHref: string;
}

export interface ExchangeScreenProps {
  shell: ExchangeShell;
  /** The balances (`getExchangeBalances`): loading, failed (retry) or ready. */
  status: ExchangeStatus;
  onRetry: () => void;
  /** The user's time zone (IANA name) for times; the device's when not given. */
  timeZone?: string;
  /** One per exchange currency (every one listed, zero when empty). */
  balances?: readonly CurrencyBalanceView[];
  /** The indicative rate of the chosen pair (`listExchangeRates`), shown before a quote; optional. */
  indicativeRate?: ExchangeRateView;
  form: ExchangeFormProps;
  quote: ExchangeQuoteState;
  /**
   * The current time in epoch milliseconds, for the quote's countdown: the app ticks it (once a second is enough);
   * stories and tests fix it.
   */
  now: number;
  /**
   * Converts at the quote (`convertExchange` with its id) after the user confirmed. The confirmation stays pending
   * until the returned promise settles and stays open when it fails (with `convertRefusal`).
   */
  onConvert: (quoteId: string) => void | Promise<unknown>;
  converting: boolean;
  /** A refusal of the conversion as a message code (`quote_expired`, `insufficient_balance`…). */
  convertRefusal?: string;
  /** The conversion just made: shown above the form. */
  converted?: ExchangeRecordView;
  /** The user's conversions, newest first (`listExchanges`). */
  history: ExchangeList<ExchangeRecordView>;
  links: ExchangeLinks;
}
