import { queryOptions } from '@tanstack/react-query';
import type { Market } from '@kabuto/api-client';
import { api } from '../../app/api.ts';

/** The first quotes snapshot; later screens read it from the cache. */
export function marketSnapshotQuery(market: Market) {
  return queryOptions({
    queryKey: ['market', 'snapshot', market],
    queryFn: () => api.post('/market/snapshot', { type: market }),
    meta: { silent: true },
  });
}
