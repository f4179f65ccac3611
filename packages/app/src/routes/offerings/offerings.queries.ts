import { useRef } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Market } from '@kabuto/api-client';
import type { IpoOfferingState } from '@kabuto/ui';
import { api } from '../../app/api.ts';
import { newIdempotencyKey, useIntentKey } from '../../app/idempotency.ts';
import { nextPage, pageSize } from '../../app/paging.ts';

// The offerings routes' calls (issue 20): IPOs and their verifiable draw. Every key starts with ['user', account]:
// an offering carries the user's own application, so a logout or another account never sees it.

const key = (account: string, ...parts: unknown[]) => ['user', account, 'offerings', ...parts] as const;

/** One state's offerings of a market, newest application start first, a page at a time. */
export function ipoOfferingsQuery(account: string, market: Market, state: IpoOfferingState) {
  return infiniteQueryOptions({
    queryKey: key(account, 'ipo', 'list', market, state),
    queryFn: ({ pageParam }) =>
      api.post('/ipo/list', { type: market, state, page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The user's IPO applications of a market, newest first, a page at a time. */
export function ipoApplicationsQuery(account: string, market: Market) {
  return infiniteQueryOptions({
    queryKey: key(account, 'ipo', 'applications', market),
    queryFn: ({ pageParam }) =>
      api.post('/ipo/applications', { type: market, page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The user's allotments (applications that won lots) of a market, newest first, a page at a time. */
export function ipoAllotmentsQuery(account: string, market: Market) {
  return infiniteQueryOptions({
    queryKey: key(account, 'ipo', 'allotments', market),
    queryFn: ({ pageParam }) =>
      api.post('/ipo/allotments', { type: market, page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Cancels an application before the deadline (its hold is released in full); one Idempotency-Key per application. */
export function useCancelIpoApplication(account: string) {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (applicationId: string) => {
      const idempotencyKey = keys.current.get(applicationId) ?? newIdempotencyKey();
      keys.current.set(applicationId, idempotencyKey);
      return api.post('/ipo/cancel', { application_id: applicationId }, { idempotencyKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user', account] }),
    meta: { handlesErrors: true },
  });
}

/** One offering with the user's application and its draw. */
export function ipoOfferingQuery(account: string, offeringId: string) {
  return queryOptions({
    queryKey: key(account, 'ipo', 'detail', offeringId),
    queryFn: () => api.post('/ipo/detail', { offering_id: offeringId }),
    enabled: offeringId !== '',
  });
}

/**
 * Applies for lots of an IPO. One Idempotency-Key (and client order id) per intent: a retry of the same lots after a
 * lost answer applies once; new lots are a new intent. Afterwards everything of the user's that cash touches is
 * asked again.
 */
export function useSubscribeIpo(account: string, offeringId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey<number>();
  return useMutation({
    mutationFn: (lots: number) => {
      const idempotencyKey = intent.keyFor(lots);
      return api.post(
        '/ipo/subscribe',
        { offering_id: offeringId, lots: String(lots), client_order_id: idempotencyKey },
        { idempotencyKey },
      );
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return queryClient.invalidateQueries({ queryKey: ['user', account] });
    },
    meta: { handlesErrors: true },
  });
}

/** Off-floor distributions of a market in one state (`open` today, `announced` to come), a page at a time. */
export function blockDistributionsQuery(account: string, market: Market, state: 'open' | 'announced') {
  return infiniteQueryOptions({
    queryKey: key(account, 'block', 'list', market, state),
    queryFn: ({ pageParam }) =>
      api.post('/block/list', { type: market, state, page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function blockDistributionQuery(account: string, distributionId: string) {
  return queryOptions({
    queryKey: key(account, 'block', 'detail', distributionId),
    queryFn: () => api.post('/block/detail', { distribution_id: distributionId }),
    enabled: distributionId !== '',
  });
}

export function blockApplicationQuery(account: string, applicationId: string | null) {
  return queryOptions({
    queryKey: key(account, 'block', 'application', applicationId),
    queryFn: () => api.post('/block/applicationDetail', { application_id: applicationId ?? '' }),
    enabled: applicationId !== null,
  });
}

/** The user's distribution applications of a market (all states), newest first, a page at a time. */
export function blockApplicationsQuery(account: string, market: Market) {
  return infiniteQueryOptions({
    queryKey: key(account, 'block', 'applications', market),
    queryFn: ({ pageParam }) =>
      api.post('/block/applications', { type: market, page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Applies for shares of a distribution: one Idempotency-Key (and client order id) per intent, as for an IPO. */
export function useApplyBlock(account: string, distributionId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey<number>();
  return useMutation({
    mutationFn: (shares: number) => {
      const idempotencyKey = intent.keyFor(shares);
      return api.post(
        '/block/apply',
        { distribution_id: distributionId, quantity: String(shares), client_order_id: idempotencyKey },
        { idempotencyKey },
      );
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return queryClient.invalidateQueries({ queryKey: ['user', account] });
    },
    meta: { handlesErrors: true },
  });
}

/** Cancels a pending distribution application (its hold released in full); one Idempotency-Key per application. */
export function useCancelBlockApplication(account: string) {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (applicationId: string) => {
      const idempotencyKey = keys.current.get(applicationId) ?? newIdempotencyKey();
      keys.current.set(applicationId, idempotencyKey);
      return api.post('/block/cancel', { application_id: applicationId }, { idempotencyKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user', account] }),
    meta: { handlesErrors: true },
  });
}
