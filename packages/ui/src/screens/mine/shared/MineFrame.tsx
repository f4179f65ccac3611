import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppShell, type AppShellProps } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import * as styles from './mine.css.ts';
import { mineCommonMessages } from './mineCommon.messages.ts';

export type MineShell = Omit<AppShellProps, 'children'>;
export type MineStatus = 'loading' | 'error' | 'ready';

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function MineSkeleton({ cards = 3 }: { cards?: number }) {
  const intl = useIntl();
  return (
    <div className={styles.loading} aria-busy="true" data-testid="mine-skeleton">
      <span className={visuallyHidden} role="status">
        {intl.formatMessage(mineCommonMessages.loading)}
      </span>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton width="40%" height="title" />
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </div>
      ))}
    </div>
  );
}

/** The app shell around a mine screen, switching between its skeleton, error and content. */
export function MineFrame({
  shell,
  status,
  onRetry,
  retrying,
  skeletonCards,
  children,
}: {
  shell: MineShell;
  status: MineStatus;
  onRetry?: () => void;
  retrying?: boolean;
  skeletonCards?: number;
  children: ReactNode;
}) {
  return (
    <AppShell {...shell}>
      {status === 'error' ? (
        <ErrorState onRetry={onRetry} retrying={retrying} />
      ) : status === 'loading' ? (
        <MineSkeleton cards={skeletonCards} />
      ) : (
        <div className={styles.column}>{children}</div>
      )}
    </AppShell>
  );
}

/** "Load more" under a paginated list, or a quiet note when every page is shown. */
export function LoadMore({
  hasMore,
  loadingMore = false,
  onLoadMore,
}: {
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}) {
  const intl = useIntl();
  if (!hasMore) return <p className={styles.muted}>{intl.formatMessage(mineCommonMessages.allLoaded)}</p>;
  return (
    <Button variant="secondary" fullWidth onClick={onLoadMore} loading={loadingMore}>
      {intl.formatMessage(mineCommonMessages.loadMore)}
    </Button>
  );
}

/** A paginated list's view model: the rows loaded so far and whether more pages exist. */
export interface PagedList<T> {
  status: MineStatus;
  items: readonly T[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
}
