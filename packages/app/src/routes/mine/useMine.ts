import { useIntl } from 'react-intl';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { AppShellProps, Locale, MineStatus, PagedList } from '@kabuto/ui';
import { formatTitle, readLocale, type ScreenTitle } from '../../app/intl.ts';
import { getHref, type PathName } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';

/** What every account route needs: its shell (menu tab, back to the menu), the account and the language. */
export function useMineRoute(title: ScreenTitle, options: { back?: PathName | null } = {}) {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const locale: Locale = readLocale();
  const back = options.back === undefined ? 'menu' : options.back;
  const shell: Omit<AppShellProps, 'children'> = useShell({
    title: formatTitle(intl, title),
    active: 'menu',
    ...(back ? { backHref: getHref(back) } : {}),
  });
  return { intl, account, locale, shell };
}

export function statusOf(query: Pick<UseQueryResult, 'isError' | 'data'>): MineStatus {
  return query.isError ? 'error' : query.data !== undefined ? 'ready' : 'loading';
}

/** An infinite query as the screens' paged list. */
export function pagedList<T>(query: UseInfiniteQueryResult<unknown>, items: readonly T[]): PagedList<T> {
  return {
    status: statusOf(query),
    items,
    hasMore: Boolean(query.hasNextPage),
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    onRetry: () => void query.refetch(),
  };
}
