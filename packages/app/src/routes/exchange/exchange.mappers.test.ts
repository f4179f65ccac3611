import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import {
  toCurrencyBalanceView,
  toExchangeQuoteView,
  toExchangeRateView,
  toExchangeRecordView,
} from './exchange.mappers.ts';

type Quote = ResponseData<'/exchange/quote'>;
type ExchangeRecord = ResponseData<'/exchange/convert'>;

const quote: Quote = {
  quoteId: 'QT8f3a2c91d0',
  from: 'JPY',
  to: 'USD',
  amount: '1000000',
  mid: '0.006450',
  spread: '0.20',
  rate: '0.006437',
  fee: '0',
  spreadCost: '13.00',
  amountReceived: '6437.00',
  asOf: '2026-11-20T10:40:00+09:00',
  expiresAt: '2026-11-20T10:40:30+09:00',
};

const record: ExchangeRecord = {
  id: 'EX20261120000058',
  quoteId: 'QT8f3a2c91d0',
  from: 'JPY',
  to: 'USD',
  amount: '1000000',
  mid: '0.006450',
  spread: '0.20',
  rate: '0.006437',
  fee: '0',
  amountReceived: '6437.00',
  convertedAt: '2026-11-20T10:40:12+09:00',
};

describe('exchange mappers', () => {
  it('carries a quote with every figure the user sees before converting, exactly as quoted', () => {
    expect(toExchangeQuoteView(quote)).toEqual(quote);
  });

  it('carries a rate without the quote’s figures', () => {
    const { quoteId: _id, amount: _a, fee: _f, spreadCost: _s, amountReceived: _r, expiresAt: _e, ...rate } = quote;
    expect(toExchangeRateView(quote)).toEqual(rate);
  });

  it('carries a conversion and a balance field by field', () => {
    expect(toExchangeRecordView(record)).toEqual(record);
    expect(toCurrencyBalanceView({ currency: 'KRW', available: '0', frozen: '0' })).toEqual({
      currency: 'KRW',
      available: '0',
      frozen: '0',
    });
  });
});
