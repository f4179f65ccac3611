import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isApiError } from '@kabuto/api-client';
import {
  ExchangeScreen,
  exchangeScreenMessages,
  type ExchangeCurrency,
  type ExchangeQuoteState,
  type ExchangeRecordView,
} from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { pagedList, statusOf, useMineRoute } from '../mine/useMine.ts';
import {
  toCurrencyBalanceView,
  toExchangeQuoteView,
  toExchangeRateView,
  toExchangeRecordView,
} from './exchange.mappers.ts';
import {
  exchangeBalancesQuery,
  exchangeHistoryQuery,
  exchangeRatesQuery,
  useConvertExchange,
  useQuoteExchange,
} from './exchange.queries.ts';
import { useNow } from './useNow.ts';

const links = { depositHref: getHref('deposit') };

/**
 * /mine/exchange: the balance in each of the nine currencies, the indicative rate of the chosen pair, a quote on
 * demand (mid rate, spread, customer rate, fee, what the spread costs, the amount received) with its countdown,
 * converting at it after a confirmation (one Idempotency-Key per quote), and the history.
 */
export function Component() {
  const { account, shell } = useMineRoute(exchangeScreenMessages.title);
  const [from, setFrom] = useState<ExchangeCurrency>('JPY');
  const [to, setTo] = useState<ExchangeCurrency>('USD');
  const [amount, setAmount] = useState('');
  const [converted, setConverted] = useState<ExchangeRecordView | undefined>(undefined);

  const balances = useQuery(exchangeBalancesQuery(account));
  const rates = useQuery(exchangeRatesQuery(account, from));
  const history = useInfiniteQuery(exchangeHistoryQuery(account));
  const quote = useQuoteExchange();
  const convert = useConvertExchange(account);

  const value = quote.data ? toExchangeQuoteView(quote.data) : undefined;
  // The clock ticks only while a quote counts down; it stops at the quote's expiry.
  const now = useNow(value ? Date.parse(value.expiresAt) : undefined);
  const rate = rates.data?.find((candidate) => candidate.to === to);
  const quoteRefusal = isApiError(quote.error) && quote.error.httpStatus < 500 ? quote.error.code : undefined;
  const convertRefusal = isApiError(convert.error) ? convert.error.code : undefined;

  const quoteState: ExchangeQuoteState = {
    status: quote.isPending ? 'loading' : quote.isError ? 'error' : quote.data ? 'ready' : 'idle',
    ...(value ? { value } : {}),
    ...(quoteRefusal ? { refusal: quoteRefusal } : {}),
    onRequest: () => {
      convert.reset();
      quote.mutate({ from, to, amount: amount.trim() });
    },
  };

  return (
    <ExchangeScreen
      shell={shell}
      status={statusOf(balances)}
      onRetry={() => void balances.refetch()}
      {...(balances.data ? { balances: balances.data.map(toCurrencyBalanceView) } : {})}
      {...(rate ? { indicativeRate: toExchangeRateView(rate) } : {})}
      form={{
        from,
        onFromChange: (currency) => {
          setFrom(currency);
          setAmount('');
        },
        to,
        onToChange: setTo,
        onSwap: () => {
          setFrom(to);
          setTo(from);
          setAmount('');
        },
        amount,
        onAmountChange: (next) => {
          setAmount(next);
          setConverted(undefined);
        },
      }}
      quote={quoteState}
      now={now}
      onConvert={(quoteId) =>
        convert.mutateAsync(quoteId).then((record) => {
          // The amount stays (emptied, the form would call it missing); the used quote goes.
          setConverted(toExchangeRecordView(record));
          quote.reset();
        })
      }
      converting={convert.isPending}
      {...(convertRefusal ? { convertRefusal } : {})}
      {...(converted ? { converted } : {})}
      history={pagedList(
        history,
        (history.data?.pages ?? []).flatMap((page) => page.items.map(toExchangeRecordView)),
      )}
      links={links}
    />
  );
}
