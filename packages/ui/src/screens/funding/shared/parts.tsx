import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { Icon, type IconName } from '../../../primitives/Icon/Icon.tsx';
import { formatDateTime, formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as styles from './funding.css.ts';
import { fundingCommonMessages as m } from './fundingCommon.messages.ts';
import type { BankAccountType, FundingHoursView, FundingShell, FundingStatus } from './types.ts';

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function FundingSkeleton({ cards = 2 }: { cards?: number }) {
  const intl = useIntl();
  return (
    <div className={mine.loading} aria-busy="true" data-testid="funding-skeleton">
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

/** The app shell around a funding screen, switching between its skeleton, error (with retry) and content. */
export function FundingFrame({
  shell,
  status,
  onRetry,
  skeletonCards,
  children,
}: {
  shell: FundingShell;
  status: FundingStatus;
  onRetry?: () => void;
  skeletonCards?: number;
  children: ReactNode;
}) {
  return (
    <AppShell {...shell}>
      {status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : status === 'loading' ? (
        <FundingSkeleton cards={skeletonCards} />
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

const noticeIcons: Record<keyof typeof styles.notice, IconName> = {
  info: 'clock',
  warning: 'alert',
  critical: 'alert',
  positive: 'check',
};

/** A boxed notice with an icon, an optional bold title and text. */
export function Notice({
  tone,
  title,
  icon,
  children,
  role,
  id,
  labelledBy,
}: {
  tone: keyof typeof styles.notice;
  title?: ReactNode;
  icon?: IconName;
  children?: ReactNode;
  role?: 'status' | 'alert' | 'note';
  id?: string;
  labelledBy?: string;
}) {
  return (
    <div className={styles.notice[tone]} role={role} id={id} aria-labelledby={labelledBy} data-tone={tone}>
      <span className={styles.noticeIcon}>
        <Icon name={icon ?? noticeIcons[tone]} small />
      </span>
      <div className={styles.noticeBody}>
        {title ? <p className={styles.noticeTitle}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** A short state label in a tone, with a glyph so it is never told by colour alone. */
export function StateBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={statusBadge({ tone })} data-tone={tone}>
      {tone === 'positive' ? <Icon name="check" small /> : null}
      {tone === 'critical' ? <Icon name="alert" small /> : null}
      {tone === 'warning' ? <Icon name="clock" small /> : null}
      {tone === 'info' ? <span aria-hidden="true">●</span> : null}
      {children}
    </span>
  );
}

/**
 * An operator's reason code (a message code) in the user's language; a code this build does not know, as given. The
 * codes are looked up by id in the core catalogue (loaded at start in every language), so a screen's chunk does not
 * carry the Japanese of every error code.
 */
export function reasonText(intl: IntlShape, code: string): string {
  const id = `error.${code}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : code;
}

export function accountTypeLabel(intl: IntlShape, type: BankAccountType): string {
  return intl.formatMessage(m[type]);
}

/** `09:00` as the current language writes a time of day (9:00, 9:00 AM…). */
function timeOfDay(intl: IntlShape, hhmm: string): string {
  if (hhmm === '24:00') return '24:00';
  const [hours = '0', minutes = '0'] = hhmm.split(':');
  return intl.formatTime(Date.UTC(2000, 0, 1, Number(hours), Number(minutes)), {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The hours line (営業日 9:00〜15:00…) and, while closed, when it next opens. */
export function HoursText({ hours }: { hours: FundingHoursView }) {
  const intl = useIntl();
  const range = {
    opens: timeOfDay(intl, hours.opensAt),
    closes: timeOfDay(intl, hours.closesAt),
  };
  const wholeDay = hours.opensAt === '00:00' && hours.closesAt === '24:00';
  return (
    <span className={styles.noticeBody}>
      <span className={styles.cardHeader}>
        <span>
          {wholeDay
            ? intl.formatMessage(hours.businessDaysOnly ? m.hoursAllBusinessDay : m.hoursAroundTheClock)
            : formatWith(intl, hours.businessDaysOnly ? m.hoursBusinessDays : m.hoursEveryDay, range)}
        </span>
        <StateBadge tone={hours.openNow ? 'positive' : 'neutral'}>
          {intl.formatMessage(hours.openNow ? m.openNow : m.closedNow)}
        </StateBadge>
      </span>
      {!hours.openNow && hours.nextOpenAt ? (
        <span className={mine.muted}>
          {formatWith(intl, m.nextOpen, { time: formatDateTime(intl, hours.nextOpenAt) })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The plain anti-scam notice: deposits go only to the firm-name account, staff never ask to move to a chat app or
 * to pay to withdraw, and (on the withdrawal screen) nothing paid ever unlocks a withdrawal.
 */
export function SafetyNotice({ kind, supportHref }: { kind: 'deposit' | 'withdraw'; supportHref?: string }) {
  const intl = useIntl();
  return (
    <Notice tone="warning" title={intl.formatMessage(m.neverPayTitle)} role="note">
      <ul className={styles.noticeList}>
        {kind === 'withdraw' ? <li>{intl.formatMessage(m.neverPayToWithdraw)}</li> : null}
        <li>{intl.formatMessage(m.neverPersonalAccount)}</li>
        <li>{intl.formatMessage(m.neverChatApp)}</li>
      </ul>
      <p className={styles.noticeText}>
        {supportHref ? <a href={supportHref}>{intl.formatMessage(m.reportScam)}</a> : intl.formatMessage(m.reportScam)}
      </p>
    </Notice>
  );
}

/** A bank account on two lines: bank and branch, then type, number and holder. */
export function BankAccountText({
  bankName,
  branchName,
  accountType,
  accountNumber,
  holderName,
}: {
  bankName: string;
  branchName: string;
  accountType: BankAccountType;
  accountNumber: string;
  holderName?: string;
}) {
  const intl = useIntl();
  return (
    <span className={styles.copyText}>
      <span className={styles.recordTitle}>{formatWith(intl, m.bankLine, { bank: bankName, branch: branchName })}</span>
      <span className={styles.meta}>
        <span>
          {formatWith(intl, m.accountLine, { type: accountTypeLabel(intl, accountType), number: accountNumber })}
        </span>
        {holderName ? <span>{formatWith(intl, m.holderLine, { name: holderName })}</span> : null}
      </span>
    </span>
  );
}

/** Facts stacked label over value: the rules of a funding screen (hours, limits, fee, arrival). */
export function Facts({ items }: { items: readonly { id: string; label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((item) => (
        <div key={item.id} className={styles.fact}>
          <dt className={styles.factTerm}>{item.label}</dt>
          <dd className={styles.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
