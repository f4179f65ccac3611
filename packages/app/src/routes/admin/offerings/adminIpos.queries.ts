import { useRef } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestForm } from '@kabuto/api-client';
import type { AdminIpoStatus, AdminIpoStep } from '@kabuto/ui/console';
import { newIdempotencyKey } from '../../../app/idempotency.ts';
import { adminApi } from '../adminApi.ts';
import { pageSize } from '../admin.queries.ts';

// Keys start with ['admin', operator] like every console query, so signing out drops them.
const key = (operator: string, ...parts: unknown[]) => ['admin', operator, ...parts] as const;

export function adminIposQuery(operator: string, filter: AdminIpoStatus | 'all', page: number) {
  const form: RequestForm<'/admin/ipo/list'> = { page: String(page), size: String(pageSize) };
  if (filter !== 'all') form.status = filter;
  return queryOptions({
    queryKey: key(operator, 'ipos', filter, page),
    queryFn: () => adminApi.post('/admin/ipo/list', form),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** After any change the list and the audit log load afresh. */
function useRefreshIpos(operator: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key(operator, 'ipos') }),
      queryClient.invalidateQueries({ queryKey: key(operator, 'audit') }),
    ]);
}

export type IpoSave =
  | { mode: 'create'; form: RequestForm<'/admin/ipo/create'> }
  | { mode: 'update'; form: RequestForm<'/admin/ipo/update'> };

export function useSaveIpo(operator: string) {
  const refresh = useRefreshIpos(operator);
  return useMutation({
    mutationFn: (save: IpoSave) =>
      save.mode === 'create'
        ? adminApi.post('/admin/ipo/create', save.form)
        : adminApi.post('/admin/ipo/update', save.form),
    onSuccess: refresh,
    meta: { handlesErrors: true },
  });
}

const stepPaths = {
  commitSeed: '/admin/ipo/commitSeed',
  draw: '/admin/ipo/draw',
  publishSeed: '/admin/ipo/publishSeed',
} as const;

/**
 * A lifecycle step. The allotment moves money: one Idempotency-Key per IPO's allotment, reused when retried after a
 * lost answer. Every step answers with the IPO as it now is (the draw, inside its outcome).
 */
export function useIpoStep(operator: string) {
  const refresh = useRefreshIpos(operator);
  const intent = useRef<{ id: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async ({ id, step }: { id: string; step: AdminIpoStep }) => {
      if (step === 'allot') {
        if (intent.current?.id !== id) intent.current = { id, key: newIdempotencyKey() };
        return adminApi.post('/admin/ipo/allot', { id }, { idempotencyKey: intent.current.key });
      }
      if (step === 'draw') return (await adminApi.post(stepPaths.draw, { id })).ipo;
      return adminApi.post(stepPaths[step], { id });
    },
    onSuccess: (_ipo, { step }) => {
      if (step === 'allot') intent.current = null;
    },
    // A refusal (another operator moved it on meanwhile) also changes the list.
    onSettled: refresh,
    meta: { handlesErrors: true },
  });
}
