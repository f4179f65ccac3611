import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { nextPage, pageSize } from '../../app/paging.ts';
import { createPasskey } from './passkeys.ts';

// Account protection's calls (tag `security`): the overview, passkeys, recovery codes, the notification email, the
// sign-in history, the live sessions and the step-up. Every key starts with ['user', account], so a logout or
// another account never sees them.

const key = (account: string, ...parts: unknown[]) => ['user', account, 'security', ...parts] as const;
const page = (pageParam: number, size = pageSize) => ({ page: String(pageParam), size: String(size) });

/** The account's passkeys; at most ten exist, so one page holds them all. */
export function passkeysQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'passkeys'),
    queryFn: () => api.post('/security/passkeys', page(1, 20)),
    staleTime: 0,
  });
}

export function signInsQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: key(account, 'signIns'),
    queryFn: ({ pageParam }) => api.post('/security/signIns', page(pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: { silent: true },
    staleTime: 0,
  });
}

/** The live sessions: a customer has a handful, so one page of a hundred holds them. */
export function sessionsQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'sessions'),
    queryFn: () => api.post('/security/sessions', page(1, 100)),
    staleTime: 0,
  });
}

/** After a change, the security data (and the inbox, where each change is told) load afresh. */
function useRefresh(account: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key(account) }),
      queryClient.invalidateQueries({ queryKey: ['user', account, 'messages'] }),
    ]);
}

export interface NewPasskey {
  name: string;
  /** The login password: the first passkey's proof that the account holder is here. */
  password?: string;
}

/** Registers a passkey: the server's options, the browser's sheet, then the answer with its name. */
export function useRegisterPasskey(account: string) {
  const refresh = useRefresh(account);
  return useMutation({
    mutationFn: async ({ name, password }: NewPasskey) => {
      const options = await api.post('/security/passkey/registerOptions', password ? { password } : {});
      const credential = await createPasskey(options);
      return api.post('/security/passkey/register', { name, credential });
    },
    onSettled: () => void refresh(),
    meta: { handlesErrors: true },
  });
}

export function useRenamePasskey(account: string) {
  const refresh = useRefresh(account);
  return useMutation({
    mutationFn: (form: { id: string; name: string }) => api.post('/security/passkey/rename', form),
    onSuccess: () => void refresh(),
    meta: { handlesErrors: true },
  });
}

export function useRemovePasskey(account: string) {
  const refresh = useRefresh(account);
  return useMutation({
    mutationFn: (id: string) => api.post('/security/passkey/remove', { id }),
    onSuccess: () => void refresh(),
    meta: { handlesErrors: true },
  });
}

export function useGenerateRecoveryCodes(account: string) {
  const refresh = useRefresh(account);
  return useMutation({
    mutationFn: () => api.post('/security/recoveryCodes/generate'),
    onSuccess: () => void refresh(),
    meta: { handlesErrors: true },
  });
}

export function useSetNotificationEmail(account: string) {
  const refresh = useRefresh(account);
  return useMutation({
    mutationFn: (email: string) => api.post('/security/email/set', { email }),
    onSuccess: () => void refresh(),
    meta: { handlesErrors: true },
  });
}

export function useClearNotificationEmail(account: string) {
  const refresh = useRefresh(account);
  return useMutation({
    mutationFn: () => api.post('/security/email/clear'),
    onSuccess: () => void refresh(),
    meta: { handlesErrors: true },
  });
}

export function useEndSession(account: string) {
  const refresh = useRefresh(account);
  return useMutation({
    mutationFn: (id: string) => api.post('/security/sessions/end', { id }),
    onSettled: () => void refresh(),
    meta: { handlesErrors: true },
  });
}

export function useEndOtherSessions(account: string) {
  const refresh = useRefresh(account);
  return useMutation({
    mutationFn: () => api.post('/security/sessions/endOthers'),
    onSettled: () => void refresh(),
    meta: { handlesErrors: true },
  });
}
