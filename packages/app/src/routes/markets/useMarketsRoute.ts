import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AppShellProps, BottomNavKey, LiveFeed, LiveSection, LiveStatus, Locale } from '@kabuto/ui';
import { formatTitle, readLocale, type ScreenTitle } from '../../app/intl.ts';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { useRefetchOnResync } from './live.ts';

/**
 * What every markets route needs: its shell (with back to the previous page, or home when there is none, as the
 * seed says), the account and the language; market queries refetch when the stream says quotes were missed.
 */
export function useMarketsRoute(title: ScreenTitle, active: BottomNavKey, options: { back?: boolean } = {}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const account = useSession()?.account ?? '';
  const locale: Locale = readLocale();
  useRefetchOnResync();
  const base = useShell({ title: formatTitle(intl, title), active });
  const shell: Omit<AppShellProps, 'children'> = options.back
    ? {
        ...base,
        header: {
          ...base.header,
          onBack: () => {
            if (window.history.length > 1) navigate(-1);
            else navigate(paths.home);
          },
        },
      }
    : base;
  return { intl, account, locale, shell };
}

/** A query's list as a screen section: loading, error (with retry), empty or ready. */
export function sectionOf<T>(
  query: Pick<UseQueryResult<readonly unknown[] | unknown>, 'isError' | 'data' | 'refetch'>,
  items: LiveFeed<T> | readonly T[],
  count: number,
): LiveSection<T> {
  const status: LiveStatus =
    query.isError && query.data === undefined
      ? 'error'
      : query.data === undefined
        ? 'loading'
        : count === 0
          ? 'empty'
          : 'ready';
  return { status, items, onRetry: () => void query.refetch() };
}
