import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { FormError } from '../../FormError.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { browserText, formatInstant, methodLabel } from '../shared/format.ts';
import { SecurityFrame, StateBadge } from '../shared/parts.tsx';
import { securityCommonMessages as common } from '../shared/securityCommon.messages.ts';
import type { SessionView } from '../shared/types.ts';
import { sessionsScreenMessages as m } from './SessionsScreen.messages.ts';
import type { SessionsScreenProps } from './SessionsScreen.types.ts';

function SessionItem({
  session,
  timeZone,
  ending,
  busy,
  onEnd,
}: {
  session: SessionView;
  timeZone?: string;
  ending: boolean;
  busy: boolean;
  onEnd?: (id: string) => void;
}) {
  const intl = useIntl();
  const device = browserText(intl, session.browser, session.os);
  return (
    <li className={funding.record}>
      <div className={funding.recordLine}>
        <p className={funding.recordTitle}>{device}</p>
        {session.current ? <StateBadge tone="positive">{intl.formatMessage(common.thisDevice)}</StateBadge> : null}
      </div>
      <p className={funding.meta}>
        <span>{formatWith(intl, common.address, { address: session.ipAddress })}</span>
        <span>{formatWith(intl, m.method, { method: methodLabel(intl, session.method) })}</span>
      </p>
      <p className={funding.meta}>
        <span>{formatWith(intl, m.signedInAt, { time: formatInstant(intl, session.createdAt, timeZone) })}</span>
        <span>{formatWith(intl, m.lastSeenAt, { time: formatInstant(intl, session.lastSeenAt, timeZone) })}</span>
      </p>
      {onEnd ? (
        <div className={funding.actions}>
          <Button
            variant="secondary"
            size="sm"
            loading={ending}
            disabled={busy && !ending}
            aria-label={formatWith(intl, m.endLabel, { device, address: session.ipAddress })}
            onClick={() => onEnd(session.id)}
          >
            {intl.formatMessage(m.end)}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Signed-in devices (/mine/security/sessions): this device marked, every other session with its browser, address,
 * method and times, a way to end one, and to end all the others after a confirmation.
 */
export function SessionsScreen(props: SessionsScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, timeZone, sessions, endingSessionId, onEndSession, onEndOtherSessions } = props;
  const current = sessions.filter((session) => session.current);
  const others = sessions.filter((session) => !session.current);
  const busy = endingSessionId !== undefined;
  return (
    <SecurityFrame shell={shell} status={status} onRetry={onRetry}>
      <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
      {props.formError ? <FormError>{props.formError}</FormError> : null}
      {current.length > 0 ? (
        <section className={mine.card} aria-labelledby="sessions-this-device">
          <h2 id="sessions-this-device" className={mine.cardTitle}>
            {intl.formatMessage(m.thisDeviceHeading)}
          </h2>
          <ul className={mine.list}>
            {current.map((session) => (
              <SessionItem key={session.id} session={session} timeZone={timeZone} ending={false} busy={busy} />
            ))}
          </ul>
        </section>
      ) : null}
      {others.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyText)} />
      ) : (
        <section className={mine.card} aria-labelledby="sessions-others">
          <div className={funding.cardHeader}>
            <h2 id="sessions-others" className={mine.cardTitle}>
              {intl.formatMessage(m.othersHeading)}
            </h2>
            <span className={mine.muted}>{formatWith(intl, m.othersCount, { count: others.length })}</span>
          </div>
          <ul className={mine.list} aria-labelledby="sessions-others">
            {others.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                timeZone={timeZone}
                ending={endingSessionId === session.id}
                busy={busy}
                onEnd={onEndSession}
              />
            ))}
          </ul>
          <ConfirmDialog
            tone="critical"
            title={intl.formatMessage(m.endOthersTitle)}
            message={formatWith(intl, m.endOthersText, { count: others.length })}
            confirmLabel={intl.formatMessage(m.endOthersConfirm)}
            cancelLabel={intl.formatMessage(m.cancel)}
            onConfirm={onEndOtherSessions}
            trigger={
              <Button variant="secondary" fullWidth disabled={busy}>
                {intl.formatMessage(m.endOthers)}
              </Button>
            }
          />
        </section>
      )}
      <a className={mine.linkRow} href={props.signInHistoryHref}>
        <span className={mine.linkLabel}>{intl.formatMessage(m.historyLink)}</span>
      </a>
    </SecurityFrame>
  );
}
