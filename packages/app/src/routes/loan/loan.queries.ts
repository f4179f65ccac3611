import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { useIntentKey } from '../../app/idempotency.ts';
import { nextPage, pageSize } from '../../app/paging.ts';

// The credit-line calls (issue 16): the transparent credit score, the limit and terms, the user's loans, applying to
// draw and repaying. Every key starts with ['user', account], so a money-moving call can refresh everything the
// user's money touches at once (cash, the withdrawable amount, `jpyyjed`).

const key = (account: string, ...parts: unknown[]) => ['user', account, 'loan', ...parts] as const;

/** How often a draw under review is asked again while the user waits on the page. */
const loanReviewPollMs = 10_000;

/** The credit score with every factor (`getCreditScore`). */
export function creditScoreQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'creditScore'),
    queryFn: () => api.post('/loan/creditScore'),
  });
}

/** The limit, the rate and the terms (`getLoanLimit`); asked again while a draw is under review. */
export function loanLimitQuery(account: string) {
  return queryOptions({
    queryKey: key(account, 'limit'),
    queryFn: () => api.post('/loan/limit'),
    refetchInterval: (query) => (/[1-9]/.test(query.state.data?.pendingLimit ?? '0') ? loanReviewPollMs : false),
  });
}

/** The user's loans, newest first, a page at a time (`listLoans`); asked again while one is under review. */
export function loansQuery(account: string) {
  return infiniteQueryOptions({
    queryKey: key(account, 'orders'),
    queryFn: ({ pageParam }) => api.post('/loan/orders', { page: String(pageParam), size: String(pageSize) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: (query) =>
      (query.state.data?.pages ?? []).some((page) => page.items.some((loan) => loan.status === 'pending'))
        ? loanReviewPollMs
        : false,
  });
}

/** After a draw or a repayment, everything the user's money touches is asked again. */
function useRefreshUser(account: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['user', account] });
}

export interface LoanDrawInput {
  amount: string;
  fundPassword: string;
}

/** Applies to draw (`applyLoan`) with the fund password; one Idempotency-Key per amount. */
export function useApplyLoan(account: string) {
  const refresh = useRefreshUser(account);
  const intent = useIntentKey<string>();
  return useMutation({
    mutationFn: (input: LoanDrawInput) => {
      const idempotencyKey = intent.keyFor(input.amount);
      return api.post('/loan/apply', { amount: input.amount, fund_password: input.fundPassword }, { idempotencyKey });
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return refresh();
    },
    meta: { handlesErrors: true },
  });
}

export interface LoanRepayInput {
  loanId: string;
  amount: string;
}

/** Repays any amount up to what is owed on one loan (`repayLoan`); one Idempotency-Key per loan and amount. */
export function useRepayLoan(account: string) {
  const refresh = useRefreshUser(account);
  const intent = useIntentKey<LoanRepayInput>();
  return useMutation({
    mutationFn: (input: LoanRepayInput) => {
      const idempotencyKey = intent.keyFor(input);
      return api.post('/loan/repay', { loan_id: input.loanId, amount: input.amount }, { idempotencyKey });
    },
    onSettled: (_data, error) => {
      intent.settle(error);
      return refresh();
    },
    meta: { handlesErrors: true },
  });
}
