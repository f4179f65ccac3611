import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

/**
 * The user's identity verification. Asked afresh each time a screen opens (the cached answer shows meanwhile): an
 * operator reviews it while the user is elsewhere. Its own module, so screens that only check it (the IPO, the
 * distribution and the follow pages) do not load every funding call.
 */
export function identityQuery(account: string) {
  return queryOptions({
    queryKey: ['user', account, 'identity'] as const,
    queryFn: () => api.post('/identity/status'),
    staleTime: 0,
  });
}
