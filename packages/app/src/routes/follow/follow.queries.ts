import { useRef } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { newIdempotencyKey, useIntentKey } from '../../app/idempotency.ts';
import { nextPage, pageSize } from '../../app/paging.ts';

// The follow routes' calls (issue 14): copy-trading and quantitative products, their NAV, buying and stopping. Every
// key starts with ['user', account]: a product carries the user's own holding, so another account never sees it.

const key = (account: string, ...parts: unknown[]) => ['user', account, 'follow', ...parts] as const;

export type FollowProductState = 'open' | 'closed' | 'ended';
export type FollowOrderState = 'following' | 'ended';
export type FollowRange = '1w' | '1m' | '3m' | '6m' | '1y' | 'all';

/** The products (open ones first, as the list asks), a page at a time. */
export function followProductsQuery(account: string, state?: FollowProductState) {
  return infiniteQueryOptions({
    queryKey: key(account, 'products', state ?? 'all'),
    queryFn: ({ pageParam }) =>
      api.post('/follow/products', {
        ...(state ? { state } : {}),
        page: String(pageParam),
        size: String(pageSize),
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** One product with its basket, rule, fees and figures. */
export function followProductQuery(account: string, productId: string) {
  return queryOptions({
    queryKey: key(account, 'product', productId),
    queryFn: () => api.post('/follow/detail', { product_id: productId }),
    enabled: productId !== '',
  });
}

/** A product's NAV history over one range (computed from the simulator's prices). */
export function followNavQuery(account: string, productId: string, range: FollowRange) {
  return queryOptions({
    queryKey: key(account, 'nav', productId, range),
    queryFn: () => api.post('/follow/navHistory', { product_id: productId, range }),
    enabled: productId !== '',
  });
}

/** What buying `amount` would cost and give at the NAV of now; asked again as the amount settles. */
export function followPreviewQuery(account: string, productId: string, amount: string) {
  return queryOptions({
    queryKey: key(account, 'preview', productId, amount),
    queryFn: () => api.post('/follow/preview', { product_id: productId, amount }),
    enabled: productId !== '' && amount !== '',
  });
}

/** The user's follow orders in one state, newest first, a page at a time. */
export function followOrdersQuery(account: string, state: FollowOrderState) {
  return infiniteQueryOptions({
    queryKey: key(account, 'orders', state),
    queryFn: ({ pageParam }) => api.post('/follow/orders', { state, page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/**
 * The first page of the orders following now: the positions page's follow tab and a product page's "you follow
 * this" count (a plain query with its own key: the infinite list's cache holds pages, not one answer).
 */
export function followingNowQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'orders', 'following', 'first'),
    queryFn: () => api.post('/follow/orders', { state: 'following', page: '1', size: String(pageSize) }),
  });
}

/**
 * Buys a product for an amount after the user ticked the risk disclosure. One Idempotency-Key (and client order id)
 * per intent: a retry of the same amount after a lost answer buys once. Afterwards everything cash touches is asked
 * again.
 */
export function useBuyFollow(account: string, productId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey<string>();
  return useMutation({
    mutationFn: (amount: string) => {
      const idempotencyKey = intent.keyFor(amount);
      return api.post(
        '/follow/buy',
        { product_id: productId, amount, agree: '1', client_order_id: idempotencyKey },
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

/** Stops a follow order at the NAV of now (no lock-in); one Idempotency-Key per order. */
export function useStopFollow(account: string) {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (orderId: string) => {
      const idempotencyKey = keys.current.get(orderId) ?? newIdempotencyKey();
      keys.current.set(orderId, idempotencyKey);
      return api.post('/follow/stop', { order_id: orderId }, { idempotencyKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user', account] }),
    meta: { handlesErrors: true },
  });
}
