import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestForm } from '@kabuto/api-client';
import { api } from '../../app/api.ts';
import { useIntentKey } from '../../app/idempotency.ts';
import { nextPage, pageSize } from '../../app/paging.ts';

// The currency-exchange calls (issue 16): balances per currency, indicative rates, a quote, converting at it, the
// history. Every key starts with ['user', account], so a conversion can refresh everything the user's money touches.

const key = (account: string, ...parts: unknown[]) => ['user', account, 'exchange', ...parts] as const;

/** How often the indicative rates are asked again while the page is open (the simulator's walk moves them). */
const ratesRefreshMs = 15_000;

/** One balance per exchange currency (`getExchangeBalances`). */
export function exchangeBalancesQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'balances'),
    queryFn: () => api.post('/exchange/balances'),
  });
}

export type ExchangeCurrencyCode = RequestForm<'/exchange/quote'>['from'];

/** The indicative rates from one currency to every other (`listExchangeRates`). */
export function exchangeRatesQuery(account: string, from: ExchangeCurrencyCode) {
  return queryOptions({
    queryKey: key(account, 'rates', from),
    queryFn: () => api.post('/exchange/rates', { from }),
    refetchInterval: ratesRefreshMs,
  });
}

/** The user's conversions, newest first, a page at a time (`listExchanges`). */
export function exchangeHistoryQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: key(account, 'history'),
    queryFn: ({ pageParam }) => api.post('/exchange/history', { page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export type ExchangeQuoteInput = RequestForm<'/exchange/quote'>;

/** Fixes a rate for a short time (`quoteExchange`); it holds nothing, so it needs no Idempotency-Key. */
export function useQuoteExchange() {
  return useMutation({
    mutationFn: (input: ExchangeQuoteInput) => api.post('/exchange/quote', input),
    meta: { handlesErrors: true },
  });
}

/** Converts at a quote (`convertExchange`); one Idempotency-Key per quote, so a retry converts once. */
export function useConvertExchange(account: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey<string>();
  return useMutation({
    mutationFn: (quoteId: string) => {
      const idempotencyKey = intent.keyFor(quoteId);
      return api.post('/exchange/convert', { quote_id: quoteId }, { idempotencyKey });
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return queryClient.invalidateQueries({ queryKey: ['user', account] });
    },
    meta: { handlesErrors: true },
  });
}
