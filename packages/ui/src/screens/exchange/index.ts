// Public exports of the currency-exchange screen (issue 16); re-exported from the package index. Its messages are the
// `exchange` area's.
export {
  exchangeCurrencies,
  type CurrencyBalanceView,
  type ExchangeCurrency,
  type ExchangeList,
  type ExchangeQuoteView,
  type ExchangeRateView,
  type ExchangeRecordView,
  type ExchangeShell,
  type ExchangeStatus,
} from './shared/types.ts';
export {
  exchangeAmountProblem,
  formatAmount,
  minorUnits,
  secondsLeft,
  type ExchangeAmountProblem,
} from './shared/format.ts';
export * from './ExchangeScreen/index.ts';
