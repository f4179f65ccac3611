import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Market } from '@kabuto/api-client';
import { api } from '../../app/api.ts';
import { useIntentKey } from '../../app/idempotency.ts';
import { isWorking, type TradeOrder } from './trade.mappers.ts';

/** Closed positions per page. */
export const historyPageSize = 20;

/**
 * How often a working order (and the list of them, and the position one closes) is asked again until it ends. The
 * push stream's `order` event refreshes them the moment it fills, expires or is cancelled (app/accountEvents.ts);
 * this only covers an event lost while the stream was up (one missed while it was down refreshes them on its return).
 */
export const orderPollMs = 30_000;

/** How often the figures the server computes at the latest price (summary, margin status) are asked again. */
export const figuresRefreshMs = 3_000;

export interface OrderInput {
  market: Market;
  code: string;
  side: 'buy' | 'sell';
  orderType: 'limit' | 'market';
  /** Omitted for a market order. */
  price?: string;
  quantity: string;
  leverage: string;
}

function orderForm(input: OrderInput) {
  return {
    type: input.market,
    stock_code: input.code,
    side: input.side,
    order_type: input.orderType,
    quantity: input.quantity,
    ...(input.orderType === 'limit' && input.price ? { price: input.price } : {}),
    ...(input.side === 'buy' ? { leverage: input.leverage } : {}),
  };
}

export function previewQuery(account: string, input: OrderInput | null) {
  return queryOptions({
    queryKey: ['user', account, 'trade', 'preview', input],
    queryFn: () => api.post('/trade/previewOrder', orderForm(input!)),
    enabled: input !== null,
    // The figures stay on screen (marked as updating) while the next ones load; a market order follows the price.
    placeholderData: keepPreviousData,
    refetchInterval: input?.orderType === 'market' ? figuresRefreshMs : false,
    retry: false,
    meta: { silent: true },
  });
}

export function openPositionsQuery(account: string, market: Market) {
  return queryOptions({
    // The key of home's asset-panel list of the same call: one cache, asked once.
    queryKey: ['user', account, 'positions', market],
    queryFn: () => api.post('/trade/userstocklist', { type: market }),
    meta: { silent: true },
  });
}

export function summaryQuery(account: string, market: Market) {
  return queryOptions({
    queryKey: ['user', account, 'trade', 'summary', market],
    queryFn: () => api.post('/position/summary', { type: market }),
    refetchInterval: figuresRefreshMs,
    meta: { silent: true },
  });
}

export function workingOrdersQuery(account: string, market: Market) {
  return queryOptions({
    queryKey: ['user', account, 'trade', 'orders', market, 'working'],
    queryFn: async () =>
      (await api.post('/trade/orders', { type: market, status: 'working,partially_filled', size: '100' })).items,
    // A resting limit order fills when the price crosses: the push stream's order event says so; the poll is the net.
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? orderPollMs : false),
    meta: { silent: true },
  });
}

export function historyQuery(account: string, market: Market) {
  return infiniteQueryOptions({
    queryKey: ['user', account, 'trade', 'history', market],
    queryFn: ({ pageParam }) =>
      api.post('/trade/userstocklists', { type: market, page: String(pageParam), size: String(historyPageSize) }),
    initialPageParam: 1,
    // The seed's call answers a bare list: a full page means there may be more.
    getNextPageParam: (last, pages) => (last.length === historyPageSize ? pages.length + 1 : undefined),
    meta: { silent: true },
  });
}

export function orderQuery(account: string, orderId: string) {
  return queryOptions({
    queryKey: ['user', account, 'trade', 'order', orderId],
    queryFn: () => api.post('/trade/orderDetail', { order_id: orderId }),
    refetchInterval: (query) => (query.state.data && !isWorking(query.state.data.status) ? false : orderPollMs),
    meta: { silent: true },
  });
}

export function positionQuery(account: string, id: string) {
  return queryOptions({
    queryKey: ['user', account, 'trade', 'position', id],
    queryFn: () => api.post('/position/detail', { position_id: id }),
    refetchInterval: (query) =>
      query.state.data?.status === 'closing'
        ? orderPollMs
        : query.state.data?.status === 'closed'
          ? false
          : figuresRefreshMs,
    retry: false,
    meta: { silent: true },
  });
}

/** After a fill, a cancel or a close: everything of the user's that money or positions touch. */
export function invalidateTrading(queryClient: QueryClient, account: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['user', account] });
}

export function usePlaceOrder(account: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey<OrderInput>();
  return useMutation({
    mutationFn: (input: OrderInput): Promise<TradeOrder> => {
      const key = intent.keyFor(input);
      return api.post('/trade/placeOrder', { ...orderForm(input), client_order_id: key }, { idempotencyKey: key });
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return invalidateTrading(queryClient, account);
    },
    meta: { handlesErrors: true },
  });
}

export function useCancelOrder(account: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey<string>();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post('/trade/cancelOrder', { order_id: orderId }, { idempotencyKey: intent.keyFor(orderId) }),
    onSettled: (_data, error) => {
      intent.settle(error);
      return invalidateTrading(queryClient, account);
    },
    meta: { handlesErrors: true },
  });
}

export interface CloseInput {
  positionId: string;
  quantity: string;
  /** Omitted for a market order. */
  price?: string;
}

export function useClosePosition(account: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey<CloseInput>();
  return useMutation({
    mutationFn: (input: CloseInput) => {
      const key = intent.keyFor(input);
      return api.post(
        '/position/close',
        {
          position_id: input.positionId,
          quantity: input.quantity,
          ...(input.price ? { price: input.price } : {}),
          client_order_id: key,
        },
        { idempotencyKey: key },
      );
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return invalidateTrading(queryClient, account);
    },
    meta: { handlesErrors: true },
  });
}
