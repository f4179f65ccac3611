import { useRef } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestForm } from '@kabuto/api-client';
import type { AdminDistributionStatus } from '@kabuto/ui/console';
import { newIdempotencyKey } from '../../../app/idempotency.ts';
import { adminApi } from '../adminApi.ts';
import { pageSize } from '../admin.queries.ts';

const key = (operator: string, ...parts: unknown[]) => ['admin', operator, ...parts] as const;

export function adminDistributionsQuery(operator: string, filter: AdminDistributionStatus | 'all', page: number) {
  const form: RequestForm<'/admin/distribution/list'> = { page: String(page), size: String(pageSize) };
  if (filter !== 'all') form.status = filter;
  return queryOptions({
    queryKey: key(operator, 'distributions', filter, page),
    queryFn: () => adminApi.post('/admin/distribution/list', form),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** After any change the list, the applications queue and the audit log load afresh. */
function useRefreshDistributions(operator: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ['distributions', 'blockApplications', 'audit'].map((part) =>
        queryClient.invalidateQueries({ queryKey: key(operator, part) }),
      ),
    );
}

export type DistributionSave =
  | { mode: 'create'; form: RequestForm<'/admin/distribution/create'> }
  | { mode: 'update'; form: RequestForm<'/admin/distribution/update'> };

export function useSaveDistribution(operator: string) {
  const refresh = useRefreshDistributions(operator);
  return useMutation({
    mutationFn: (save: DistributionSave) =>
      save.mode === 'create'
        ? adminApi.post('/admin/distribution/create', save.form)
        : adminApi.post('/admin/distribution/update', save.form),
    onSuccess: refresh,
    meta: { handlesErrors: true },
  });
}

/** Closes and allocates (money moves): one Idempotency-Key per distribution's close, reused on a retry. */
export function useCloseDistribution(operator: string) {
  const refresh = useRefreshDistributions(operator);
  const intent = useRef<{ id: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (id: string) => {
      if (intent.current?.id !== id) intent.current = { id, key: newIdempotencyKey() };
      return adminApi.post('/admin/distribution/close', { id }, { idempotencyKey: intent.current.key });
    },
    onSuccess: () => {
      intent.current = null;
    },
    onSettled: refresh,
    meta: { handlesErrors: true },
  });
}
