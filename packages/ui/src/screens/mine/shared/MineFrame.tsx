import type { ReactNode } from 'react';
import type { AppShellProps } from '../../../components/AppShell/AppShell.tsx';
import { LoadMore as ScreenLoadMore, ScreenFrame, ScreenSkeleton } from '../../ScreenFrame.tsx';
import { mineCommonMessages } from './mineCommon.messages.ts';

export type MineShell = Omit<AppShellProps, 'children'>;
export type MineStatus = 'loading' | 'error' | 'ready';

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function MineSkeleton({ cards = 3 }: { cards?: number }) {
  return <ScreenSkeleton cards={cards} messages={mineCommonMessages} testId="mine-skeleton" />;
}

/** The app shell around a mine screen, switching between its skeleton, error and content. */
export function MineFrame(props: {
  shell: MineShell;
  status: MineStatus;
  onRetry?: () => void;
  retrying?: boolean;
  skeletonCards?: number;
  children: ReactNode;
}) {
  return <ScreenFrame {...props} messages={mineCommonMessages} skeletonTestId="mine-skeleton" />;
}

/** "Load more" under a paginated list, or a quiet note when every page is shown. */
export function LoadMore(props: { hasMore: boolean; loadingMore?: boolean; onLoadMore?: () => void }) {
  return <ScreenLoadMore {...props} messages={mineCommonMessages} />;
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
