import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AdminReviewUserContext } from '@kabuto/ui/console';
import { ledgerQuery, userQuery } from '../admin.queries.ts';
import { toReviewUser } from './reviews.mappers.ts';
import type { QueueView } from './reviews.queries.ts';

const accountPattern = /^\d{10}$/;

function readPage(value: string | null): number {
  return /^[1-9]\d{0,5}$/.test(value ?? '') ? Number(value) : 1;
}

/**
 * A queue's filters in the address (`?status=…&account=…&page=…`), so a reload or a shared link shows the same
 * view. The working state (`pending` or awaiting a second approval) is the default; an unknown value falls back.
 */
export function useReviewQueue<S extends string>(states: readonly S[], working: S, keep: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: S | 'all' =
    status === 'all' ? 'all' : (states as readonly string[]).includes(status ?? '') ? (status as S) : working;
  const accountParam = params.get('account') ?? '';
  const account = accountPattern.test(accountParam) ? accountParam : '';
  const page = readPage(params.get('page'));
  const view: QueueView<S> = { filter, account, page };

  const navigate = (next: Partial<QueueView<S>>) => {
    const merged = { ...view, page: 1, ...next };
    const search: Record<string, string> = {};
    // A queue's own extra filters (a distribution's applications) survive a change of state, account or page.
    for (const name of keep) {
      const value = params.get(name);
      if (value) search[name] = value;
    }
    if (merged.filter !== working) search['status'] = merged.filter;
    if (merged.account) search['account'] = merged.account;
    if (merged.page > 1) search['page'] = String(merged.page);
    setParams(search);
  };

  return {
    view,
    onFilterChange: (next: S | 'all') => navigate({ filter: next }),
    // An account that is not ten digits finds nothing: the filter is dropped rather than sent.
    onAccountChange: (next: string) => navigate({ account: accountPattern.test(next) ? next : '' }),
    onPageChange: (next: number) => navigate({ page: next }),
  };
}

/** The user context beside a review: their details and latest ledger entries, asked only while a review is open. */
export function useReviewUser(operator: string, account: string | undefined): AdminReviewUserContext {
  const enabled = Boolean(account);
  // Always asked afresh when a review opens: another operator may have moved the user's money meanwhile.
  const user = useQuery({ ...userQuery(operator, account ?? ''), enabled, staleTime: 0 });
  const ledger = useQuery({ ...ledgerQuery(operator, account ?? '', 1), enabled, staleTime: 0 });
  return toReviewUser(user, ledger, () => {
    if (user.isError) void user.refetch();
    if (ledger.isError) void ledger.refetch();
  });
}
