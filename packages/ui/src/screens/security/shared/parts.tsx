import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { Notice } from '../../funding/shared/parts.tsx';
import * as funding from '../../funding/shared/funding.css.ts';
import { securityCommonMessages as m, securityLinkMessages } from './securityCommon.messages.ts';
import * as styles from './security.css.ts';
import type { SecurityShell, SecurityStatus } from './types.ts';

export { Notice, StateBadge } from '../../funding/shared/parts.tsx';

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function SecuritySkeleton({ cards = 2 }: { cards?: number }) {
  const intl = useIntl();
  return (
    <div className={mine.loading} aria-busy="true" data-testid="security-skeleton">
      <span className={visuallyHidden} role="status">
        {intl.formatMessage(m.loading)}
      </span>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={mine.card}>
          <Skeleton width="40%" height="title" />
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </div>
      ))}
    </div>
  );
}

/** The app shell around a security screen, switching between its skeleton, error (with retry) and content. */
export function SecurityFrame({
  shell,
  status,
  onRetry,
  skeletonCards,
  children,
}: {
  shell: SecurityShell;
  status: SecurityStatus;
  onRetry?: () => void;
  skeletonCards?: number;
  children: ReactNode;
}) {
  return (
    <AppShell {...shell}>
      {status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : status === 'loading' ? (
        <SecuritySkeleton cards={skeletonCards} />
      ) : (
        <div className={mine.column}>{children}</div>
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
  if (!hasMore) return <p className={mine.muted}>{intl.formatMessage(m.allLoaded)}</p>;
  return (
    <Button variant="secondary" fullWidth onClick={onLoadMore} loading={loadingMore}>
      {intl.formatMessage(m.loadMore)}
    </Button>
  );
}

/**
 * Why passkeys, in plain words: what a passkey is, why a fake site cannot take it, and what the FSA and JSDA ask of
 * brokers since 2025 (and so what needs one here).
 */
export function WhyPasskeys({ required, headingLevel = 2 }: { required: boolean; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Notice tone="info" icon="check" role="note" labelledBy="why-passkeys">
      <Heading id="why-passkeys" className={styles.noticeHeading}>
        {intl.formatMessage(m.whyTitle)}
      </Heading>
      <ul className={funding.noticeList}>
        <li>{intl.formatMessage(m.whyHow)}</li>
        <li>{intl.formatMessage(m.whyPhishing)}</li>
        <li>{intl.formatMessage(m.whyGuidance)}</li>
      </ul>
      {required ? <p className={funding.noticeTitle}>{intl.formatMessage(m.whyRequired)}</p> : null}
    </Notice>
  );
}

/** "Cannot use your passkey? Use a recovery code", the link inside the sentence. */
export function RecoveryCodeLink({ href, className }: { href: string; className?: string }) {
  const intl = useIntl();
  return (
    <p className={className}>
      {intl.formatMessage(securityLinkMessages.useRecoveryCode, {
        link: (chunks: ReactNode[]) => <a href={href}>{chunks}</a>,
      })}
    </p>
  );
}
