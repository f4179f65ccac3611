import { useRef } from 'react';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Locale } from '@kabuto/ui';
import { api } from '../../app/api.ts';
import { newIdempotencyKey } from '../../app/idempotency.ts';
import { nextPage, pageSize } from '../../app/paging.ts';
import type { RecordFilterForm } from './mine.schema.ts';

/** Items per page of every account list. */
export { nextPage, pageSize } from '../../app/paging.ts';

const form = (page: number) => ({ page: String(page), size: String(pageSize) });

export function unreadCountQuery(account: string) {
  return queryOptions({
    queryKey: ['user', account, 'messages', 'unread'],
    queryFn: () => api.post('/message/unreadCount'),
    // The badge must not shout; a failure just shows no count.
    meta: { silent: true },
    // A new message refreshes it at once through the push stream's message event (app/accountEvents.ts); this is the
    // net for an event lost.
    refetchInterval: 5 * 60_000,
  });
}

/**
 * The profile, asked afresh each time a screen opens (the cached one shows meanwhile): an operator's review changes
 * the real-name status, and a restriction may come or go, while the user is elsewhere.
 */
export function profileQuery(account: string) {
  return queryOptions({
    queryKey: ['user', account, 'profile'],
    queryFn: () => api.post('/user/profile'),
    staleTime: 0,
  });
}

export function messagesQuery(account: string, unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: ['user', account, 'messages', 'list', unreadOnly],
    queryFn: ({ pageParam }) =>
      api.post('/message/list', { ...form(pageParam), ...(unreadOnly ? { unread: '1' as const } : {}) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: { silent: true },
  });
}

export function messageQuery(account: string, id: string) {
  return queryOptions({
    queryKey: ['user', account, 'messages', 'detail', id],
    queryFn: () => api.post('/message/detail', { id }),
    meta: { silent: true },
    retry: false,
  });
}

export function recordsQuery(account: string, filter: RecordFilterForm) {
  return infiniteQueryOptions({
    queryKey: ['user', account, 'records', filter],
    queryFn: ({ pageParam }) =>
      api.post('/record/list', {
        ...form(pageParam),
        ...(filter.type !== 'all' ? { type: filter.type } : {}),
        ...(filter.dateFrom ? { date_from: filter.dateFrom } : {}),
        ...(filter.dateTo ? { date_to: filter.dateTo } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // A new filter keeps the old list on screen until its first page arrives.
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function recordQuery(account: string, id: string) {
  return queryOptions({
    queryKey: ['user', account, 'records', 'detail', id],
    queryFn: () => api.post('/record/detail', { id }),
    meta: { silent: true },
    retry: false,
  });
}

export function checkinStatusQuery(account: string) {
  return queryOptions({ queryKey: ['user', account, 'checkin'], queryFn: () => api.post('/checkin/status') });
}

export function checkinHistoryQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: ['user', account, 'checkin', 'history'],
    queryFn: ({ pageParam }) => api.post('/checkin/history', form(pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: { silent: true },
  });
}

export function referralSummaryQuery(account: string) {
  return queryOptions({ queryKey: ['user', account, 'referral'], queryFn: () => api.post('/referral/summary') });
}

export function inviteesQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: ['user', account, 'referral', 'invitees'],
    queryFn: ({ pageParam }) => api.post('/referral/invitees', form(pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: { silent: true },
  });
}

export function rebatesQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: ['user', account, 'referral', 'rebates'],
    queryFn: ({ pageParam }) => api.post('/referral/rebates', form(pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: { silent: true },
  });
}

export function supportQuery() {
  return queryOptions({ queryKey: ['support'], queryFn: () => api.post('/common/support'), staleTime: 5 * 60_000 });
}

export function documentQuery(name: 'about' | 'privacy' | 'protocol') {
  return queryOptions({
    queryKey: ['document', name],
    queryFn: () => api.post('/common/document', { name }),
    staleTime: 30 * 60_000,
  });
}

/** Invalidates everything of the user's that a change can touch (messages arrive after most changes). */
function useInvalidateUser(account: string) {
  const queryClient = useQueryClient();
  return (...parts: string[]) => queryClient.invalidateQueries({ queryKey: ['user', account, ...parts] });
}

export function useChangeLoginPassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.post('/user/changePassword', { old_password: input.currentPassword, new_password: input.newPassword }),
    meta: { handlesErrors: true },
  });
}

export function useSaveFundPassword(account: string) {
  const invalidate = useInvalidateUser(account);
  return useMutation({
    mutationFn: (input: { mode: 'set' | 'change'; current: string; newPassword: string }) =>
      input.mode === 'set'
        ? api.post('/user/setFundPassword', { login_password: input.current, fund_password: input.newPassword })
        : api.post('/user/changeFundPassword', {
            old_fund_password: input.current,
            new_fund_password: input.newPassword,
          }),
    onSuccess: () => invalidate(),
    meta: { handlesErrors: true },
  });
}

export function useSetLanguage() {
  return useMutation({
    mutationFn: (language: Locale) => api.post('/user/setLanguage', { language }),
    meta: { handlesErrors: true },
  });
}

export function useMarkAllRead(account: string) {
  const invalidate = useInvalidateUser(account);
  return useMutation({
    mutationFn: () => api.post('/message/markRead', { all: '1' }),
    onSettled: () => invalidate('messages'),
  });
}

export function useCheckIn(account: string) {
  const invalidate = useInvalidateUser(account);
  return useMutation({
    mutationFn: () => api.post('/checkin/checkIn'),
    onSettled: () => invalidate('checkin'),
  });
}

/** Redeems points; one Idempotency-Key per intent, kept across retries of the same points. */
export function useRedeemPoints(account: string) {
  const invalidate = useInvalidateUser(account);
  const intent = useRef<{ points: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (points: string) => {
      if (!intent.current || intent.current.points !== points) intent.current = { points, key: newIdempotencyKey() };
      return api.post('/checkin/redeem', { points }, { idempotencyKey: intent.current.key });
    },
    onSuccess: () => {
      intent.current = null;
      void invalidate();
    },
    meta: { handlesErrors: true },
  });
}

export function useApplyForAgent(account: string) {
  const invalidate = useInvalidateUser(account);
  return useMutation({
    mutationFn: () => api.post('/referral/applyAgent', { agree: '1' }),
    onSuccess: () => invalidate('referral'),
    meta: { handlesErrors: true },
  });
}
