import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFactorResetReason } from '@kabuto/api-client';
import type { AdminFactorResetState } from '@kabuto/ui/console';
import { adminApi } from '../adminApi.ts';
import { pageSize } from '../admin.queries.ts';
import type { QueueView } from '../reviews/reviews.queries.ts';

// The console's account-protection calls: a user's sign-in factors and sign-in history, and the factor resets (one
// operator requests, a different one approves; anyone rejects). Keys start with ['admin', operator] like every
// console query; the lists fail quietly (each screen has its error state with a retry).

const key = (operator: string, ...parts: unknown[]) => ['admin', operator, ...parts] as const;

/** A user's passkeys, recovery codes left, alert email and any reset waiting (asked afresh: another operator acts). */
export function userSecurityQuery(operator: string, account: string) {
  return queryOptions({
    queryKey: key(operator, 'user', account, 'security'),
    queryFn: () => adminApi.post('/admin/user/security', { account }),
    staleTime: 0,
    meta: { silent: true },
  });
}

export function userSignInsQuery(operator: string, account: string, page: number) {
  return queryOptions({
    queryKey: key(operator, 'user', account, 'signIns', page),
    queryFn: () => adminApi.post('/admin/user/signIns', { account, page: String(page), size: String(pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function factorResetQueueQuery(operator: string, view: QueueView<AdminFactorResetState>) {
  return queryOptions({
    queryKey: key(operator, 'factorResets', view),
    queryFn: () =>
      adminApi.post('/admin/security/resets', {
        page: String(view.page),
        size: String(pageSize),
        ...(view.filter !== 'all' ? { status: view.filter } : {}),
        ...(view.account ? { account: view.account } : {}),
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** After a request or a decision: the queue, the user's page and the audit log load afresh. */
function useRefresh(operator: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ['factorResets', 'user', 'users', 'audit'].map((part) =>
        queryClient.invalidateQueries({ queryKey: key(operator, part) }),
      ),
    );
}

export interface FactorResetRequest {
  account: string;
  reason: AdminFactorResetReason;
  /** How the customer was identified. */
  memo: string;
}

/** The first operator's request; nothing changes until a different operator approves it. */
export function useRequestFactorReset(operator: string) {
  const refresh = useRefresh(operator);
  return useMutation({
    mutationFn: (request: FactorResetRequest) => adminApi.post('/admin/security/resetRequest', { ...request }),
    onSettled: () => void refresh(),
    meta: { handlesErrors: true },
  });
}

export type FactorResetDecision = { decision: 'approve' | 'reject'; id: string };

/** The second operator applies a reset (passkeys, codes and sessions go), or any operator rejects it. */
export function useDecideFactorReset(operator: string) {
  const refresh = useRefresh(operator);
  return useMutation({
    mutationFn: ({ decision, id }: FactorResetDecision) =>
      adminApi.post(decision === 'approve' ? '/admin/security/resetApprove' : '/admin/security/resetReject', { id }),
    // A 409 (decided by another operator meanwhile) also changes the queue.
    onSettled: () => void refresh(),
    meta: { handlesErrors: true },
  });
}
