import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import type { AdminLoadStatus } from '../adminTerms.ts';
import * as styles from '../admin.css.ts';
import { adminCommonMessages } from './adminCommon.messages.ts';

export interface AdminListBodyProps {
  status: AdminLoadStatus;
  /** How many items the ready list has; 0 shows the empty state. */
  count: number;
  onRetry: () => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Skeleton rows while loading. */
  rows?: number;
  children: ReactNode;
}

/** The loading, error, empty and ready states every console list has. */
export function AdminListBody({
  status,
  count,
  onRetry,
  emptyTitle,
  emptyDescription,
  rows = 4,
  children,
}: AdminListBodyProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <div
        className={styles.skeletonRows}
        aria-busy="true"
        role="status"
        aria-label={intl.formatMessage(adminCommonMessages.loading)}
      >
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height="block" />
        ))}
      </div>
    );
  }
  if (status === 'error') return <ErrorState onRetry={onRetry} />;
  if (count === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return <>{children}</>;
}
