import type { ResponseData } from '@kabuto/api-client';
import type {
  CurrencyBalanceView,
  ExchangeCurrency,
  ExchangeQuoteView,
  ExchangeRateView,
  ExchangeRecordView,
} from '@kabuto/ui';

// The contract's currency exchange as the screen shows it: the same fields. The view types follow the contract field
// by field, so a drift fails to compile here.

type Balance = ResponseData<'/exchange/balances'>[number];
type Rate = ResponseData<'/exchange/rates'>[number];
type Quote = ResponseData<'/exchange/quote'>;
type ExchangeRecord = ResponseData<'/exchange/convert'>;

// The ui keeps its own union of the currencies: it must be exactly the contract's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCurrencies: Same<Balance['currency'], ExchangeCurrency> = true;
void sameCurrencies;

export function toCurrencyBalanceView(balance: Balance): CurrencyBalanceView {
  return { currency: balance.currency, available: balance.available, frozen: balance.frozen };
}

export function toExchangeRateView(rate: Rate): ExchangeRateView {
  return { from: rate.from, to: rate.to, mid: rate.mid, spread: rate.spread, rate: rate.rate, asOf: rate.asOf };
}

export function toExchangeQuoteView(quote: Quote): ExchangeQuoteView {
  return {
    ...toExchangeRateView(quote),
    quoteId: quote.quoteId,
    amount: quote.amount,
    fee: quote.fee,
    spreadCost: quote.spreadCost,
    amountReceived: quote.amountReceived,
    expiresAt: quote.expiresAt,
  };
}

export function toExchangeRecordView(record: ExchangeRecord): ExchangeRecordView {
  return {
    id: record.id,
    quoteId: record.quoteId,
    from: record.from,
    to: record.to,
    amount: record.amount,
    mid: record.mid,
    spread: record.spread,
    rate: record.rate,
    fee: record.fee,
    amountReceived: record.amountReceived,
    convertedAt: record.convertedAt,
  };
}
