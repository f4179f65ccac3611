import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestForm } from '@kabuto/api-client';
import type { AdminAgentFilter, AdminAgentRejectReason, AdminUserFlagKey } from '@kabuto/ui/console';
import { adminApi } from './adminApi.ts';
import { flagToApi } from './admin.lists.ts';
import { clearOperatorSession, saveOperatorSession } from './operatorSession.ts';

// Every console query key starts with ['admin', operator account], so signing out or switching operator drops
// the lot. Lists fail quietly here: each screen shows its own error state with a retry.
export const pageSize = 20;

const key = (operator: string, ...parts: unknown[]) => ['admin', operator, ...parts] as const;

export function operatorSelfQuery(operator: string) {
  return queryOptions({
    queryKey: key(operator, 'self'),
    queryFn: () => adminApi.post('/admin/self'),
    meta: { silent: true },
    staleTime: 60_000,
  });
}

export interface UserListFilters {
  q: string;
  flag: AdminUserFlagKey | 'all';
  page: number;
}

export function usersQuery(operator: string, filters: UserListFilters) {
  const form: RequestForm<'/admin/user/list'> = { page: String(filters.page), size: String(pageSize) };
  if (filters.q) form.q = filters.q;
  if (filters.flag !== 'all') form.flag = flagToApi[filters.flag];
  return queryOptions({
    queryKey: key(operator, 'users', filters),
    queryFn: () => adminApi.post('/admin/user/list', form),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function userQuery(operator: string, account: string) {
  return queryOptions({
    queryKey: key(operator, 'user', account),
    queryFn: () => adminApi.post('/admin/user/detail', { account }),
    meta: { silent: true },
  });
}

export function ledgerQuery(operator: string, account: string, page: number) {
  return queryOptions({
    queryKey: key(operator, 'user', account, 'ledger', page),
    queryFn: () => adminApi.post('/admin/user/ledger', { account, page: String(page), size: String(pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function agentApplicationsQuery(operator: string, filter: AdminAgentFilter, page: number) {
  const form: RequestForm<'/admin/agent/list'> = { page: String(page), size: String(pageSize) };
  if (filter !== 'all') form.status = filter;
  return queryOptions({
    queryKey: key(operator, 'agents', filter, page),
    queryFn: () => adminApi.post('/admin/agent/list', form),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function configQuery(operator: string) {
  return queryOptions({
    queryKey: key(operator, 'config'),
    queryFn: () => adminApi.post('/admin/config/list'),
    meta: { silent: true },
  });
}

export function sentMessagesQuery(operator: string, page: number) {
  return queryOptions({
    queryKey: key(operator, 'messages', page),
    queryFn: () => adminApi.post('/admin/message/list', { page: String(page), size: String(pageSize) }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export interface AuditFilters {
  operator: string;
  action: string;
  from: string;
  to: string;
}

export function auditQuery(operator: string, filters: AuditFilters, page: number) {
  const form: RequestForm<'/admin/audit/list'> = { page: String(page), size: '50' };
  if (filters.operator) form.operator = filters.operator;
  if (filters.action && filters.action !== 'all') form.action = filters.action as NonNullable<typeof form.action>;
  if (filters.from) form.from = filters.from;
  if (filters.to) form.to = filters.to;
  return queryOptions({
    queryKey: key(operator, 'audit', filters, page),
    queryFn: () => adminApi.post('/admin/audit/list', form),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/**
 * Operator sign-in: the same /user/login as users, then /admin/self. A user's session is refused there
 * (`operator_only`); it is logged out again at once so no stray session is left behind.
 */
export function useOperatorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: { account: string; password: string }) => {
      const session = await adminApi.post('/user/login', { account: form.account, password: form.password });
      saveOperatorSession({ token: session.token, account: session.account });
      try {
        return await adminApi.post('/admin/self');
      } catch (error) {
        await adminApi.post('/user/logout').catch(() => undefined);
        clearOperatorSession();
        throw error;
      }
    },
    onSuccess: (self) => queryClient.setQueryData(operatorSelfQuery(self.account).queryKey, self),
    meta: { handlesErrors: true },
  });
}

/** After an operator action, the views it changed (and the audit log) load afresh. */
function useRefresh(operator: string) {
  const queryClient = useQueryClient();
  return (...parts: string[][]) =>
    Promise.all(parts.map((part) => queryClient.invalidateQueries({ queryKey: key(operator, ...part) })));
}

export function useSetUserFlag(operator: string, account: string) {
  const refresh = useRefresh(operator);
  return useMutation({
    mutationFn: (change: { flag: AdminUserFlagKey; value: boolean; message: string }) =>
      adminApi.post('/admin/user/setFlag', {
        account,
        flag: flagToApi[change.flag],
        value: change.value ? '1' : '0',
        message: change.message,
      }),
    onSuccess: () => refresh(['user', account], ['users'], ['audit']),
    meta: { handlesErrors: true },
  });
}

export function useRevokeSessions(operator: string, account: string) {
  const refresh = useRefresh(operator);
  return useMutation({
    mutationFn: () => adminApi.post('/admin/user/revokeSessions', { account }),
    onSuccess: () => refresh(['user', account], ['audit']),
  });
}

export function useUpdateConfig(operator: string) {
  const refresh = useRefresh(operator);
  return useMutation({
    mutationFn: (change: { name: string; value: string }) =>
      adminApi.post('/admin/config/update', {
        name: change.name as RequestForm<'/admin/config/update'>['name'],
        value: change.value,
      }),
    onSuccess: () => refresh(['config'], ['audit']),
    meta: { handlesErrors: true },
  });
}

export function useSendMessage(operator: string) {
  const refresh = useRefresh(operator);
  return useMutation({
    mutationFn: (form: RequestForm<'/admin/message/send'>) => adminApi.post('/admin/message/send', form),
    onSuccess: () => refresh(['messages'], ['audit']),
    meta: { handlesErrors: true },
  });
}

export type AgentDecision =
  | { decision: 'approve'; id: string; ratio?: string }
  | { decision: 'reject'; id: string; reason: AdminAgentRejectReason; note?: string };

/** Approves or rejects an agent application; the queue, the user and the audit log load afresh either way. */
export function useDecideAgentApplication(operator: string) {
  const refresh = useRefresh(operator);
  return useMutation({
    mutationFn: (decision: AgentDecision) =>
      decision.decision === 'approve'
        ? adminApi.post('/admin/agent/approve', {
            id: decision.id,
            ...(decision.ratio ? { rebate_ratio: decision.ratio } : {}),
          })
        : adminApi.post('/admin/agent/reject', {
            id: decision.id,
            reason: decision.reason,
            ...(decision.note ? { note: decision.note } : {}),
          }),
    // A 409 (decided by another operator meanwhile) also changes the queue.
    onSettled: () => refresh(['agents'], ['user'], ['audit']),
    meta: { handlesErrors: true },
  });
}
