import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadMore as ScreenLoadMore, ScreenFrame, ScreenSkeleton } from '../../ScreenFrame.tsx';
import { Notice } from '../../funding/shared/parts.tsx';
import * as funding from '../../funding/shared/funding.css.ts';
import { securityCommonMessages as m, securityLinkMessages } from './securityCommon.messages.ts';
import * as styles from './security.css.ts';
import type { SecurityShell, SecurityStatus } from './types.ts';

export { Notice, StateBadge } from '../../funding/shared/parts.tsx';

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function SecuritySkeleton({ cards = 2 }: { cards?: number }) {
  return <ScreenSkeleton cards={cards} messages={m} testId="security-skeleton" />;
}

/** The app shell around a security screen, switching between its skeleton, error (with retry) and content. */
export function SecurityFrame({
  skeletonCards = 2,
  ...props
}: {
  shell: SecurityShell;
  status: SecurityStatus;
  onRetry?: () => void;
  skeletonCards?: number;
  children: ReactNode;
}) {
  return <ScreenFrame {...props} skeletonCards={skeletonCards} messages={m} skeletonTestId="security-skeleton" />;
}

/** "Load more" under a paginated list, or a quiet note when every page is shown. */
export function LoadMore(props: { hasMore: boolean; loadingMore?: boolean; onLoadMore?: () => void }) {
  return <ScreenLoadMore {...props} messages={m} />;
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
