import { useRef } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestForm } from '@kabuto/api-client';
import { api } from '../../app/api.ts';
import { newIdempotencyKey, useIntentKey } from '../../app/idempotency.ts';
import { nextPage, pageSize } from '../../app/paging.ts';

// The day-trading calls (issue 15): one-day margin (一日信用) — the account and its application, today's positions and
// orders, applying, closing the account, placing and closing day-trade orders. Every key starts with
// ['user', account], so a money-moving call can refresh everything the user's money touches at once.

const key = (account: string, ...parts: unknown[]) => ['user', account, 'daytrade', ...parts] as const;

export type DaytradePositionState = 'open' | 'closed';

/** How often open day-trade positions are revalued at the latest price while any is open. */
export const daytradeRefreshMs = 3_000;
/** How often an application under review is asked again. */
const daytradeReviewPollMs = 10_000;
/**
 * How often an order that may still fill is asked again: the push stream's `daytrade` event refreshes it when it
 * fills or fails (app/accountEvents.ts); this only covers an event lost while the stream was up.
 */
const daytradeOrderPollMs = 30_000;

/** The caller's standing: the latest application, the fund, margin in use and available, the rules and costs. */
export function daytradeAccountQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'account'),
    queryFn: () => api.post('/daytrade/account'),
    // An operator decides while the user waits on the page: a pending application is asked again every 10 s.
    refetchInterval: (query) => {
      const state = query.state.data?.application?.state;
      return state === 'submitted' || state === 'reviewing' ? daytradeReviewPollMs : false;
    },
  });
}

/** The caller's applications, newest first, a page at a time. */
export function daytradeApplicationsQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: key(account, 'applications'),
    queryFn: ({ pageParam }) => api.post('/daytrade/applications', { page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Open (and closing) positions, revalued while any is open; or the closed ones. */
export function daytradePositionsQuery(account: string, state: DaytradePositionState) {
  return infiniteQueryOptions({
    queryKey: key(account, 'positions', state),
    queryFn: ({ pageParam }) =>
      api.post('/daytrade/positions', { state, page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: (query) =>
      state === 'open' && (query.state.data?.pages[0]?.items.length ?? 0) > 0 ? daytradeRefreshMs : false,
  });
}

/** The caller's orders, newest first (one trading day when `date` is given). */
export function daytradeOrdersQuery(account: string, date?: string) {
  return infiniteQueryOptions({
    queryKey: key(account, 'orders', date ?? 'all'),
    queryFn: ({ pageParam }) =>
      api.post('/daytrade/orders', {
        ...(date ? { date } : {}),
        page: String(pageParam),
        size: String(pageSize),
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** One order with its fills, refreshed by the push stream (and asked again every 30 s) while it may still fill. */
export function daytradeOrderQuery(account: string, orderId: string) {
  return queryOptions({
    queryKey: key(account, 'order', orderId),
    queryFn: () => api.post('/daytrade/orderDetail', { order_id: orderId }),
    enabled: orderId !== '',
    refetchInterval: (query) => {
      const state = query.state.data?.order.state;
      return state === 'submitted' || state === 'in_progress' ? daytradeOrderPollMs : false;
    },
  });
}

/** After any day-trade call, everything the user's money touches is asked again. */
function useRefreshUser(account: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['user', account] });
}

/** Applies with a participation fund (held while an operator reviews); one Idempotency-Key per amount. */
export function useApplyDaytrade(account: string) {
  const refresh = useRefreshUser(account);
  const intent = useIntentKey<string>();
  return useMutation({
    mutationFn: (amount: string) => {
      const idempotencyKey = intent.keyFor(amount);
      return api.post('/daytrade/apply', { amount, agree: '1' }, { idempotencyKey });
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return refresh();
    },
    meta: { handlesErrors: true },
  });
}

/** Withdraws an application or closes the approved account, releasing the fund; one key per application. */
export function useCloseDaytradeAccount(account: string) {
  const refresh = useRefreshUser(account);
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (applicationId: string) => {
      const idempotencyKey = keys.current.get(applicationId) ?? newIdempotencyKey();
      keys.current.set(applicationId, idempotencyKey);
      return api.post('/daytrade/close', { application_id: applicationId }, { idempotencyKey });
    },
    onSettled: refresh,
    meta: { handlesErrors: true },
  });
}

export type DaytradeOrderInput = Omit<RequestForm<'/daytrade/order'>, 'client_order_id'>;

/** Places a leveraged intraday order; the Idempotency-Key is also the client order id, one per intent. */
export function usePlaceDaytradeOrder(account: string) {
  const refresh = useRefreshUser(account);
  const intent = useIntentKey<DaytradeOrderInput>();
  return useMutation({
    mutationFn: (input: DaytradeOrderInput) => {
      const idempotencyKey = intent.keyFor(input);
      return api.post('/daytrade/order', { ...input, client_order_id: idempotencyKey }, { idempotencyKey });
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return refresh();
    },
    meta: { handlesErrors: true },
  });
}

export type DaytradeCloseInput = Omit<RequestForm<'/daytrade/closePosition'>, 'client_order_id'>;

/** Closes part or all of a position before the session's end; one key per intent. */
export function useCloseDaytradePosition(account: string) {
  const refresh = useRefreshUser(account);
  const intent = useIntentKey<DaytradeCloseInput>();
  return useMutation({
    mutationFn: (input: DaytradeCloseInput) => {
      const idempotencyKey = intent.keyFor(input);
      return api.post('/daytrade/closePosition', { ...input, client_order_id: idempotencyKey }, { idempotencyKey });
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return refresh();
    },
    meta: { handlesErrors: true },
  });
}
