import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestForm } from '@kabuto/api-client';
import type { AdminFollowState } from '@kabuto/ui/console';
import { useIntentKey } from '../../../app/idempotency.ts';
import { adminApi } from '../adminApi.ts';
import { pageSize } from '../admin.queries.ts';

// Keys start with ['admin', operator] like every console query, so signing out drops them.
const key = (operator: string, ...parts: unknown[]) => ['admin', operator, ...parts] as const;

export function adminFollowProductsQuery(operator: string, filter: AdminFollowState | 'all', page: number) {
  const form: RequestForm<'/admin/follow/list'> = { page: String(page), size: String(pageSize) };
  if (filter !== 'all') form.state = filter;
  return queryOptions({
    queryKey: key(operator, 'followProducts', filter, page),
    queryFn: () => adminApi.post('/admin/follow/list', form),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** After any change the list and the audit log load afresh. */
function useRefreshFollowProducts(operator: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key(operator, 'followProducts') }),
      queryClient.invalidateQueries({ queryKey: key(operator, 'audit') }),
    ]);
}

export type FollowSave =
  | { mode: 'create'; form: RequestForm<'/admin/follow/create'> }
  | { mode: 'update'; form: RequestForm<'/admin/follow/update'> };

export function useSaveFollowProduct(operator: string) {
  const refresh = useRefreshFollowProducts(operator);
  return useMutation({
    mutationFn: (save: FollowSave) =>
      save.mode === 'create'
        ? adminApi.post('/admin/follow/create', save.form)
        : adminApi.post('/admin/follow/update', save.form),
    onSuccess: refresh,
    meta: { handlesErrors: true },
  });
}

export interface FollowStateChange {
  id: string;
  state: AdminFollowState;
}

/**
 * Opens, closes or ends a product. Ending pays every following order, so each change carries an Idempotency-Key:
 * one per intent (product and state), reused when retried after a lost answer, new once the server has answered.
 */
export function useSetFollowProductState(operator: string) {
  const refresh = useRefreshFollowProducts(operator);
  const intent = useIntentKey<FollowStateChange>();
  return useMutation({
    mutationFn: (change: FollowStateChange) =>
      adminApi.post(
        '/admin/follow/setStatus',
        { id: change.id, state: change.state },
        { idempotencyKey: intent.keyFor(change) },
      ),
    // A refusal (another operator moved it on meanwhile) also changes the list.
    onSettled: (_product, error) => {
      intent.settle(error);
      return refresh();
    },
    meta: { handlesErrors: true },
  });
}
