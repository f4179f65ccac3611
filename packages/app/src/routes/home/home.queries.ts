import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Market, RequestForm } from '@kabuto/api-client';
import { api } from '../../app/api.ts';
import type { AssetLists } from './home.mappers.ts';

export function userInfoQuery(account: string) {
  return queryOptions({
    queryKey: ['user', account, 'info'],
    queryFn: () => api.post('/user/getUserinfo', { type: 'jpy' }),
  });
}

// The seed's list calls fail silently; the panel then counts what it has.
const listCalls = {
  newShareOrders: '/trade/usernewstocklist',
  withdrawals: '/user/withdrawallist',
  productOrders: '/trade/userproductlist',
  stockSubscriptions: '/trade/ustockslist',
  positions: '/trade/userstocklist',
} as const;

function listQuery<K extends keyof typeof listCalls>(account: string, market: Market, key: K) {
  return queryOptions({
    queryKey: ['user', account, key, market],
    queryFn: () =>
      api.post(listCalls[key], { type: market } as RequestForm<(typeof listCalls)[K]>) as Promise<AssetLists[K]>,
    // Holdings are valued at the latest price: while the user holds any, the panel follows the market.
    refetchInterval: key === 'positions' ? holdingsRefresh : false,
    meta: { silent: true },
  });
}

/** How often held positions are revalued on the asset panel; nothing is asked while there are none. */
export const holdingsRefreshMs = 3_000;
function holdingsRefresh(query: { state: { data?: unknown } }): number | false {
  return Array.isArray(query.state.data) && query.state.data.length > 0 ? holdingsRefreshMs : false;
}

/** The seed's five list calls behind the asset panel, in the order `useAssetLists` combines them. */
export function assetListQueries(account: string, market: Market) {
  return [
    listQuery(account, market, 'newShareOrders'),
    listQuery(account, market, 'withdrawals'),
    listQuery(account, market, 'productOrders'),
    listQuery(account, market, 'stockSubscriptions'),
    listQuery(account, market, 'positions'),
  ] as const;
}

/** The lists behind the asset panel's frozen, holdings and profit figures. */
export function useAssetLists(account: string, market: Market): { lists: AssetLists; pending: boolean } {
  return useQueries({
    queries: assetListQueries(account, market),
    combine: ([newShareOrders, withdrawals, productOrders, stockSubscriptions, positions]) => ({
      lists: {
        newShareOrders: newShareOrders?.data ?? [],
        withdrawals: withdrawals?.data ?? [],
        productOrders: productOrders?.data ?? [],
        stockSubscriptions: stockSubscriptions?.data ?? [],
        positions: positions?.data ?? [],
      },
      pending: [newShareOrders, withdrawals, productOrders, stockSubscriptions, positions].some((q) => q?.isPending),
    }),
  });
}
