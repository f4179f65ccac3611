import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AppShell } from '../components/AppShell/AppShell.tsx';
import { Button } from '../components/Button/Button.tsx';
import { ErrorState } from '../components/ErrorState/ErrorState.tsx';
import { Skeleton } from '../components/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../internal/visuallyHidden.css.ts';
import * as styles from './mine/shared/mine.css.ts';
import type { MineShell, MineStatus } from './mine/shared/MineFrame.tsx';

// The frame the account screens share (mine, funding, security): the app shell with a skeleton, an error with retry
// or the content, and "load more" under a list. Each area passes its own words, so a route loads only its area's
// messages.

/**
 * The words a frame says, from the message area of the screens it frames (each area's routes load only their own
 * catalogue): the spoken loading label, and the list's "load more" and "all shown".
 */
export interface FrameMessages {
  loading: MessageDescriptor;
  loadMore: MessageDescriptor;
  allLoaded: MessageDescriptor;
}

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function ScreenSkeleton({
  cards = 3,
  messages,
  testId,
}: {
  cards?: number;
  messages: FrameMessages;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <div className={styles.loading} aria-busy="true" data-testid={testId}>
      <span className={visuallyHidden} role="status">
        {intl.formatMessage(messages.loading)}
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

/** The app shell around a screen, switching between its skeleton, error and content. */
export function ScreenFrame({
  shell,
  status,
  onRetry,
  retrying,
  skeletonCards,
  messages,
  skeletonTestId,
  children,
}: {
  shell: MineShell;
  status: MineStatus;
  onRetry?: () => void;
  retrying?: boolean;
  skeletonCards?: number;
  messages: FrameMessages;
  skeletonTestId: string;
  children: ReactNode;
}) {
  return (
    <AppShell {...shell}>
      {status === 'error' ? (
        <ErrorState onRetry={onRetry} retrying={retrying} />
      ) : status === 'loading' ? (
        <ScreenSkeleton cards={skeletonCards} messages={messages} testId={skeletonTestId} />
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
  messages,
}: {
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  messages: FrameMessages;
}) {
  const intl = useIntl();
  if (!hasMore) return <p className={styles.muted}>{intl.formatMessage(messages.allLoaded)}</p>;
  return (
    <Button variant="secondary" fullWidth onClick={onLoadMore} loading={loadingMore}>
      {intl.formatMessage(messages.loadMore)}
    </Button>
  );
}
