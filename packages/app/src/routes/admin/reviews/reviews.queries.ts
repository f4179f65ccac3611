import { useRef } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestForm } from '@kabuto/api-client';
import type {
  AdminAdjustmentState,
  AdminBlockApplicationState,
  AdminBlockRejectReason,
  AdminDayTradeRejectReason,
  AdminDepositRejectReason,
  AdminIdentityRejectReason,
  AdminLoanRejectReason,
  AdminReviewState,
  AdminWithdrawalRejectReason,
  AdminWithdrawalState,
} from '@kabuto/ui/console';
import { newIdempotencyKey, useIntentKey } from '../../../app/idempotency.ts';
import { adminApi } from '../adminApi.ts';
import { pageSize } from '../admin.queries.ts';
import type { ReasonDecision } from './useReasonReview.ts';

// The review queues (identity, deposits, withdrawals) and manual adjustments. Keys start with ['admin', operator]
// like every console query; the lists fail quietly (each screen has its error state with a retry).

const key = (operator: string, ...parts: unknown[]) => ['admin', operator, ...parts] as const;

/** A queue's place: its state filter ('all' for every state), one user's account ('' for all) and its page. */
export interface QueueView<S extends string> {
  filter: S | 'all';
  account: string;
  page: number;
}

function listForm<S extends string>(view: QueueView<S>) {
  return {
    page: String(view.page),
    size: String(pageSize),
    ...(view.filter !== 'all' ? { status: view.filter } : {}),
    ...(view.account ? { account: view.account } : {}),
  };
}

export function identityQueueQuery(operator: string, view: QueueView<AdminReviewState>) {
  return queryOptions({
    queryKey: key(operator, 'identity', view),
    queryFn: () => adminApi.post('/admin/identity/list', listForm(view)),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/**
 * One submission with its image links (each view of the documents is audit-logged, so this is asked only when the
 * operator opens the review). Links expire in 15 minutes: refetched on focus after that long.
 */
export function identityDocumentQuery(operator: string, id: string) {
  return queryOptions({
    queryKey: key(operator, 'identity', 'document', id),
    queryFn: () => adminApi.post('/admin/identity/detail', { id }),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

export function depositQueueQuery(operator: string, view: QueueView<AdminReviewState>) {
  return queryOptions({
    queryKey: key(operator, 'deposits', view),
    queryFn: () => adminApi.post('/admin/deposit/list', listForm(view)),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function withdrawalQueueQuery(operator: string, view: QueueView<AdminWithdrawalState>) {
  return queryOptions({
    queryKey: key(operator, 'withdrawals', view),
    queryFn: () => adminApi.post('/admin/withdrawal/list', listForm(view)),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function adjustmentQueueQuery(operator: string, view: QueueView<AdminAdjustmentState>) {
  return queryOptions({
    queryKey: key(operator, 'adjustments', view),
    queryFn: () => adminApi.post('/admin/adjustment/list', listForm(view)),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** After a decision, the queue, the user's context and the audit log load afresh. */
function useRefresh(operator: string) {
  const queryClient = useQueryClient();
  return (...parts: string[]) =>
    Promise.all(
      [...parts, 'user', 'users', 'audit'].map((part) =>
        queryClient.invalidateQueries({ queryKey: key(operator, part) }),
      ),
    );
}

/**
 * One Idempotency-Key per decision: the same decision on the same item, retried after a lost answer, reuses it; a
 * different decision or item gets a new one.
 */
function useDecisionKey() {
  const intent = useRef<{ id: string; key: string } | null>(null);
  return {
    keyFor(id: string): string {
      if (intent.current?.id !== id) intent.current = { id, key: newIdempotencyKey() };
      return intent.current.key;
    },
    /** After a success the intent is done: the next one (even an identical request) is new. */
    clear() {
      intent.current = null;
    },
  };
}

export type IdentityDecision =
  | { decision: 'approve'; id: string }
  | { decision: 'reject'; id: string; reason: AdminIdentityRejectReason; note?: string };

export function useDecideIdentity(operator: string) {
  const refresh = useRefresh(operator);
  return useMutation({
    mutationFn: (decision: IdentityDecision) =>
      decision.decision === 'approve'
        ? adminApi.post('/admin/identity/approve', { id: decision.id })
        : adminApi.post('/admin/identity/reject', {
            id: decision.id,
            reason: decision.reason,
            ...(decision.note ? { note: decision.note } : {}),
          }),
    // A 409 (decided by another operator meanwhile) also changes the queue.
    onSettled: () => refresh('identity'),
    meta: { handlesErrors: true },
  });
}

export type DepositDecision =
  | { decision: 'approve'; id: string; creditedAmount: string; note?: string }
  | { decision: 'reject'; id: string; reason: AdminDepositRejectReason; note?: string };

/** Credits a deposit (money moves: one Idempotency-Key per approval) or rejects it. */
export function useDecideDeposit(operator: string) {
  const refresh = useRefresh(operator);
  const intent = useDecisionKey();
  return useMutation({
    mutationFn: (decision: DepositDecision) =>
      decision.decision === 'approve'
        ? adminApi.post(
            '/admin/deposit/approve',
            {
              id: decision.id,
              credited_amount: decision.creditedAmount,
              ...(decision.note ? { note: decision.note } : {}),
            },
            { idempotencyKey: intent.keyFor(`approve:${decision.id}:${decision.creditedAmount}`) },
          )
        : adminApi.post('/admin/deposit/reject', {
            id: decision.id,
            reason: decision.reason,
            ...(decision.note ? { note: decision.note } : {}),
          }),
    onSuccess: () => intent.clear(),
    onSettled: () => refresh('deposits'),
    meta: { handlesErrors: true },
  });
}

export type WithdrawalDecision =
  | { decision: 'approve' | 'confirm'; id: string }
  | { decision: 'reject'; id: string; reason: AdminWithdrawalRejectReason; note?: string };

/**
 * Pays a withdrawal out (at or under the threshold), gives its first approval (over it) or, awaiting a second
 * approval, confirms it as a different operator; or rejects it (the hold is released). Each with its own key.
 */
export function useDecideWithdrawal(operator: string) {
  const refresh = useRefresh(operator);
  const intent = useDecisionKey();
  return useMutation({
    mutationFn: (decision: WithdrawalDecision) => {
      const idempotencyKey = intent.keyFor(`${decision.decision}:${decision.id}`);
      if (decision.decision === 'reject') {
        return adminApi.post(
          '/admin/withdrawal/reject',
          { id: decision.id, reason: decision.reason, ...(decision.note ? { note: decision.note } : {}) },
          { idempotencyKey },
        );
      }
      const path = decision.decision === 'confirm' ? '/admin/withdrawal/confirm' : '/admin/withdrawal/approve';
      return adminApi.post(path, { id: decision.id }, { idempotencyKey });
    },
    onSuccess: () => intent.clear(),
    onSettled: () => refresh('withdrawals'),
    meta: { handlesErrors: true },
  });
}

/** Requests a manual credit or debit (nothing moves until a second operator confirms it); one key per request. */
export function useRequestAdjustment(operator: string) {
  const refresh = useRefresh(operator);
  const intent = useDecisionKey();
  return useMutation({
    mutationFn: (form: RequestForm<'/admin/adjustment/create'>) =>
      adminApi.post('/admin/adjustment/create', form, {
        idempotencyKey: intent.keyFor(JSON.stringify(form)),
      }),
    onSuccess: () => intent.clear(),
    onSettled: () => refresh('adjustments'),
    meta: { handlesErrors: true },
  });
}

export type AdjustmentDecision = { decision: 'apply' | 'reject'; id: string };

/** The second operator applies an adjustment (money moves, with its key) or any operator rejects it. */
export function useDecideAdjustment(operator: string) {
  const refresh = useRefresh(operator);
  const intent = useDecisionKey();
  return useMutation({
    mutationFn: (decision: AdjustmentDecision) =>
      decision.decision === 'apply'
        ? adminApi.post(
            '/admin/adjustment/confirm',
            { id: decision.id },
            { idempotencyKey: intent.keyFor(`apply:${decision.id}`) },
          )
        : adminApi.post('/admin/adjustment/reject', { id: decision.id }),
    onSuccess: () => intent.clear(),
    onSettled: () => refresh('adjustments'),
    meta: { handlesErrors: true },
  });
}

export function blockApplicationQueueQuery(
  operator: string,
  view: QueueView<AdminBlockApplicationState>,
  distributionId: string,
) {
  return queryOptions({
    queryKey: key(operator, 'blockApplications', view, distributionId),
    queryFn: () =>
      adminApi.post('/admin/blockApplication/list', {
        ...listForm(view),
        ...(distributionId ? { distribution_id: distributionId } : {}),
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export type BlockApplicationDecision = ReasonDecision<AdminBlockRejectReason>;

/**
 * Approves a distribution application into the allocation, or rejects it, releasing its hold (money moves: one
 * Idempotency-Key per rejection, reused on a retry).
 */
export function useDecideBlockApplication(operator: string) {
  const refresh = useRefresh(operator);
  const intent = useDecisionKey();
  return useMutation({
    mutationFn: (decision: BlockApplicationDecision) =>
      decision.decision === 'approve'
        ? adminApi.post('/admin/blockApplication/approve', { id: decision.id })
        : adminApi.post(
            '/admin/blockApplication/reject',
            { id: decision.id, reason: decision.reason, ...(decision.note ? { note: decision.note } : {}) },
            { idempotencyKey: intent.keyFor(`reject:${decision.id}`) },
          ),
    onSuccess: () => intent.clear(),
    onSettled: () => refresh('blockApplications', 'distributions'),
    meta: { handlesErrors: true },
  });
}

export function dayTradeQueueQuery(operator: string, view: QueueView<AdminReviewState>) {
  return queryOptions({
    queryKey: key(operator, 'dayTrade', view),
    queryFn: () => adminApi.post('/admin/dayTrade/list', listForm(view)),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/**
 * The application under review, asked afresh when the review opens: the applicant may have been verified, or another
 * operator may have decided it, since the list loaded.
 */
export function dayTradeApplicationQuery(operator: string, id: string) {
  return queryOptions({
    queryKey: key(operator, 'dayTrade', 'detail', id),
    queryFn: () => adminApi.post('/admin/dayTrade/detail', { id }),
    staleTime: 0,
    meta: { silent: true },
  });
}

export type DayTradeDecision = ReasonDecision<AdminDayTradeRejectReason>;

/**
 * Approves a one-day margin application (the held fund becomes the day's collateral) or rejects it, releasing the
 * fund. Both move money: one Idempotency-Key per intent (the decision, the item, the reason and the note), reused
 * when the answer was lost and the same decision is sent again.
 */
export function useDecideDayTrade(operator: string) {
  const refresh = useRefresh(operator);
  const intent = useIntentKey<DayTradeDecision>();
  return useMutation({
    mutationFn: (decision: DayTradeDecision) => {
      const idempotencyKey = intent.keyFor(decision);
      return decision.decision === 'approve'
        ? adminApi.post('/admin/dayTrade/approve', { id: decision.id }, { idempotencyKey })
        : adminApi.post(
            '/admin/dayTrade/reject',
            { id: decision.id, reason: decision.reason, ...(decision.note ? { note: decision.note } : {}) },
            { idempotencyKey },
          );
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return refresh('dayTrade');
    },
    meta: { handlesErrors: true },
  });
}

export function loanQueueQuery(operator: string, view: QueueView<AdminReviewState>) {
  return queryOptions({
    queryKey: key(operator, 'loans', view),
    queryFn: () => adminApi.post('/admin/loan/list', listForm(view)),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/**
 * The draw under review, asked afresh when the review opens: the server recomputes the collateral value, score and
 * limit at current prices, and another operator may have decided it since the list loaded.
 */
export function loanApplicationQuery(operator: string, id: string) {
  return queryOptions({
    queryKey: key(operator, 'loans', 'detail', id),
    queryFn: () => adminApi.post('/admin/loan/detail', { id }),
    staleTime: 0,
    meta: { silent: true },
  });
}

export type LoanDecision = ReasonDecision<AdminLoanRejectReason>;

/**
 * Approves a credit-line draw (the amount is lent into the user's cash in one ledger transfer) or rejects it (nothing
 * is lent). One Idempotency-Key per intent (the decision, the item, the reason and the note), reused when the answer
 * was lost and the same decision is sent again. The queue, the user's context and the audit log reload after it.
 */
export function useDecideLoan(operator: string) {
  const refresh = useRefresh(operator);
  const intent = useIntentKey<LoanDecision>();
  return useMutation({
    mutationFn: (decision: LoanDecision) => {
      const idempotencyKey = intent.keyFor(decision);
      return decision.decision === 'approve'
        ? adminApi.post('/admin/loan/approve', { id: decision.id }, { idempotencyKey })
        : adminApi.post(
            '/admin/loan/reject',
            { id: decision.id, reason: decision.reason, ...(decision.note ? { note: decision.note } : {}) },
            { idempotencyKey },
          );
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return refresh('loans');
    },
    meta: { handlesErrors: true },
  });
}
