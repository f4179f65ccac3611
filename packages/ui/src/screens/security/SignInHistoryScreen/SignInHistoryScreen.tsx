import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { browserText, formatInstant, methodLabel, outcomeOf } from '../shared/format.ts';
import { LoadMore, Notice, SecuritySkeleton, StateBadge } from '../shared/parts.tsx';
import { securityCommonMessages as common } from '../shared/securityCommon.messages.ts';
import type { SignInEventView } from '../shared/types.ts';
import { signInHistoryScreenMessages as m } from './SignInHistoryScreen.messages.ts';
import type { SignInHistoryScreenProps } from './SignInHistoryScreen.types.ts';

function SignInItem({ event, timeZone }: { event: SignInEventView; timeZone?: string }) {
  const intl = useIntl();
  const outcome = outcomeOf(intl, event.outcome);
  return (
    <li className={funding.record}>
      <div className={funding.recordLine}>
        <time className={funding.recordTitle} dateTime={event.time}>
          {formatInstant(intl, event.time, timeZone)}
        </time>
        <StateBadge tone={outcome.tone}>{outcome.label}</StateBadge>
      </div>
      <p className={funding.meta}>
        <span>{browserText(intl, event.browser, event.os)}</span>
        <span>{formatWith(intl, m.method, { method: methodLabel(intl, event.method) })}</span>
        <span>{formatWith(intl, common.address, { address: event.ipAddress })}</span>
      </p>
      {event.newBrowser ? (
        <div className={funding.actions}>
          <StateBadge tone="info">{intl.formatMessage(common.newBrowser)}</StateBadge>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Sign-in history (/mine/security/history): each attempt's time in the customer's zone, the browser, the address,
 * how (password, passkey, recovery code) and what came of it, with what to do about one the customer did not make.
 */
export function SignInHistoryScreen({
  shell,
  timeZone,
  signIns,
  sessionsHref,
  passwordHref,
}: SignInHistoryScreenProps) {
  const intl = useIntl();
  return (
    <AppShell {...shell}>
      <div className={mine.column}>
        <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
        {signIns.status === 'loading' ? (
          <SecuritySkeleton cards={3} />
        ) : signIns.status === 'error' ? (
          <ErrorState onRetry={signIns.onRetry} />
        ) : signIns.items.length === 0 ? (
          <EmptyState title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyText)} />
        ) : (
          <>
            <section className={mine.card}>
              <ul className={mine.list} aria-label={intl.formatMessage(m.listLabel)}>
                {signIns.items.map((event) => (
                  <SignInItem key={event.id} event={event} timeZone={timeZone} />
                ))}
              </ul>
            </section>
            <LoadMore hasMore={signIns.hasMore} loadingMore={signIns.loadingMore} onLoadMore={signIns.onLoadMore} />
          </>
        )}
        <Notice tone="info" icon="alert" title={intl.formatMessage(m.notYou)} role="note">
          <ul className={funding.noticeList}>
            <li>
              <a href={sessionsHref}>{intl.formatMessage(m.endSessions)}</a>
            </li>
            <li>
              <a href={passwordHref}>{intl.formatMessage(m.changePassword)}</a>
            </li>
          </ul>
        </Notice>
      </div>
    </AppShell>
  );
}
