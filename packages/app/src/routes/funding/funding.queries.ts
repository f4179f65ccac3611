import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MultipartForm, RequestForm, ResponseData } from '@kabuto/api-client';
import { api } from '../../app/api.ts';
import { useIntentKey } from '../../app/idempotency.ts';
import { nextPage, pageSize } from '../../app/paging.ts';

// The funding routes' calls: identity verification, bank cards, deposits and withdrawals. Every key starts with
// ['user', account], so a logout or another account never sees them.

const key = (account: string, ...parts: unknown[]) => ['user', account, ...parts] as const;

/**
 * Asked afresh each time a screen opens (the cached answer shows meanwhile): an operator moves these on — the
 * review of an identity check, a deposit credited, a withdrawal paid — while the user is elsewhere.
 */
const reviewedByOperator = { staleTime: 0 } as const;
const page = (pageParam: number, size = pageSize) => ({ page: String(pageParam), size: String(size) });

import { identityQuery } from './identity.queries.ts';

export { identityQuery };

/** The user's cards; at most five exist, so one page holds them all. */
export function bankCardsQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'bank', 'cards'),
    queryFn: () => api.post('/bank/cards', page(1, 20)),
  });
}

export function depositChannelQuery(account: string) {
  return queryOptions({ queryKey: key(account, 'deposit', 'channel'), queryFn: () => api.post('/deposit/channel') });
}

/** The one notice still pending review, if any (one at a time): it replaces the notice form. */
export function pendingDepositQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'deposit', 'pending'),
    queryFn: async () => (await api.post('/deposit/list', { status: 'pending', ...page(1, 1) })).items[0] ?? null,
    ...reviewedByOperator,
  });
}

export function depositsQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: key(account, 'deposit', 'list'),
    queryFn: ({ pageParam }) => api.post('/deposit/list', page(pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: { silent: true },
    ...reviewedByOperator,
  });
}

export function withdrawableQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'withdrawal', 'summary'),
    queryFn: () => api.post('/withdrawal/withdrawable'),
    ...reviewedByOperator,
  });
}

type WithdrawalDetail = ResponseData<'/withdrawal/detail'>;
/** Withdrawals per page: each one's tracker needs its detail, one call per row. */
export const withdrawalPageSize = 10;

/**
 * The user's yen withdrawals with each one's tracker: the seed's list (`/user/withdrawallist`, a plain array of the
 * page) gives ids and states, and each row's detail its card, times and reason.
 */
export function withdrawalsQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: key(account, 'withdrawal', 'list'),
    queryFn: async ({ pageParam }): Promise<{ items: WithdrawalDetail[]; full: boolean }> => {
      const rows = await api.post('/user/withdrawallist', { type: 'jpy', ...page(pageParam, withdrawalPageSize) });
      const items = await Promise.all(rows.map((row) => api.post('/withdrawal/detail', { id: row.id })));
      return { items, full: rows.length === withdrawalPageSize };
    },
    initialPageParam: 1,
    // The seed's list has no total: a full page may have a next one.
    getNextPageParam: (last, _all, lastPage) => (last.full ? lastPage + 1 : undefined),
    meta: { silent: true },
    ...reviewedByOperator,
  });
}

/** Invalidates the given parts of the user's data (and, with no part, all of it). */
function useInvalidateUser(account: string) {
  const queryClient = useQueryClient();
  return (...parts: string[][]) =>
    Promise.all(
      (parts.length > 0 ? parts : [[]]).map((part) =>
        queryClient.invalidateQueries({ queryKey: key(account, ...part) }),
      ),
    );
}

export function useSubmitIdentity(account: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateUser(account);
  return useMutation({
    mutationFn: (form: MultipartForm<'/identity/submit'>) => api.postMultipart('/identity/submit', form),
    onSuccess: (verification) => {
      queryClient.setQueryData(identityQuery(account).queryKey, verification);
      // The profile (my page's status), messages and every readiness check follow the new status.
      void invalidate();
    },
    // A refusal that says the status moved on (pending, already verified) shows the current one.
    onError: () => void invalidate(['identity']),
    meta: { handlesErrors: true },
  });
}

export function useAddBankCard(account: string) {
  const invalidate = useInvalidateUser(account);
  return useMutation({
    mutationFn: (form: RequestForm<'/bank/addCard'>) => api.post('/bank/addCard', form),
    onSuccess: () => void invalidate(['bank'], ['profile'], ['withdrawal', 'summary'], ['messages']),
    meta: { handlesErrors: true },
  });
}

export function useRemoveBankCard(account: string) {
  const invalidate = useInvalidateUser(account);
  return useMutation({
    mutationFn: (form: RequestForm<'/bank/removeCard'>) => api.post('/bank/removeCard', form),
    onSuccess: () => void invalidate(['bank'], ['profile'], ['withdrawal', 'summary'], ['messages']),
    meta: { handlesErrors: true },
  });
}

export interface DepositNotice {
  amount: string;
  remitterName?: string;
  slip: File;
}

/** Notifies a deposit with its slip; one Idempotency-Key per notice (the same amount, sender and slip file). */
export function useNotifyDeposit(account: string) {
  const invalidate = useInvalidateUser(account);
  const intent = useIntentKey<DepositNotice>(
    (a, b) => a.amount === b.amount && a.remitterName === b.remitterName && a.slip === b.slip,
  );
  return useMutation({
    mutationFn: (notice: DepositNotice) =>
      api.postMultipart(
        '/deposit/notify',
        { amount: notice.amount, remitter_name: notice.remitterName, slip: notice.slip },
        { idempotencyKey: intent.keyFor(notice) },
      ),
    onSuccess: () => {
      intent.clear();
      void invalidate(['deposit'], ['messages']);
    },
    // Refused because a notice is already pending (from another tab): show that one.
    onError: () => void invalidate(['deposit', 'pending']),
    meta: { handlesErrors: true },
  });
}

export function useCancelDeposit(account: string) {
  const invalidate = useInvalidateUser(account);
  return useMutation({
    mutationFn: (id: string) => api.post('/deposit/cancel', { id }),
    onSettled: () => void invalidate(['deposit'], ['messages']),
  });
}

export interface WithdrawalIntent {
  amount: string;
  cardId: string;
  fundPassword: string;
}

/**
 * Requests a withdrawal; one Idempotency-Key per intent (amount and card — the fund password is proof, not part
 * of the intent, and the server keeps it out of the key's digest too).
 */
export function useRequestWithdrawal(account: string) {
  const invalidate = useInvalidateUser(account);
  const intent = useIntentKey<WithdrawalIntent>((a, b) => a.amount === b.amount && a.cardId === b.cardId);
  return useMutation({
    mutationFn: (request: WithdrawalIntent) =>
      api.post(
        '/withdrawal/request',
        { amount: request.amount, card_id: request.cardId, fund_password: request.fundPassword },
        { idempotencyKey: intent.keyFor(request) },
      ),
    onSuccess: () => {
      intent.clear();
      // The cash, the frozen amount and the records move with it.
      void invalidate(['withdrawal'], ['withdrawals'], ['bank'], ['info'], ['records'], ['messages']);
    },
    meta: { handlesErrors: true },
  });
}

/** Cancels a pending withdrawal (the hold is released); one key per withdrawal cancelled. */
export function useCancelWithdrawal(account: string) {
  const invalidate = useInvalidateUser(account);
  const intent = useIntentKey<string>((a, b) => a === b);
  return useMutation({
    mutationFn: (id: string) => api.post('/withdrawal/cancel', { id }, { idempotencyKey: intent.keyFor(id) }),
    onSuccess: () => intent.clear(),
    onSettled: () => void invalidate(['withdrawal'], ['withdrawals'], ['bank'], ['info'], ['records'], ['messages']),
  });
}
