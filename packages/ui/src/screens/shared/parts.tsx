import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppShell, type AppShellProps } from '../../components/AppShell/AppShell.tsx';
import { button, label as buttonLabel } from '../../components/Button/Button.css.ts';
import { change } from '../../components/Change/Change.css.ts';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { statusBadge } from '../../components/StatusBadge/StatusBadge.css.ts';
import type { BadgeTone } from '../../components/StatusBadge/StatusBadge.tsx';
import { decimalSign } from '../../intl/format.ts';
import { Icon, type IconName } from '../../primitives/Icon/Icon.tsx';
import { FormError } from '../FormError.tsx';
import { LoadMore, ScreenSkeleton, type FrameMessages } from '../ScreenFrame.tsx';
import * as funding from '../funding/shared/funding.css.ts';
import * as mine from '../mine/shared/mine.css.ts';
import { codeText, formatPercent } from '../offerings/shared/format.ts';
import * as facts from './facts.css.ts';

// The parts the feature areas' screens share (offerings, follow, daytrade…), written once. Nothing here renders a
// message of its own: words come from the caller's area (`FrameMessages`) or from the core catalogue (`error.<code>`),
// so a route still loads only its own area's messages.

/** A paginated list: the rows loaded so far, whether more pages exist, and its own load state. */
export interface ScreenList<T> {
  status: 'loading' | 'error' | 'ready';
  items: readonly T[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
}

/** The app shell with a list's own states inside it (the tabs or headings above stay while a list loads). */
export function ShellColumn({ shell, children }: { shell: Omit<AppShellProps, 'children'>; children: ReactNode }) {
  return (
    <AppShell {...shell}>
      <div className={mine.column}>{children}</div>
    </AppShell>
  );
}

/**
 * A paginated list in its states: skeleton, error with retry, the empty state, or the rows (`ul` named by
 * `labelledBy`) with "load more". `messages` and `skeletonTestId` are the area's.
 */
export function ListBody<T>({
  list,
  labelledBy,
  empty,
  messages,
  skeletonTestId,
  children,
}: {
  list: ScreenList<T>;
  labelledBy: string;
  empty: { title: string; description?: string; action?: ReactNode };
  messages: FrameMessages;
  skeletonTestId: string;
  children: (item: T) => ReactNode;
}) {
  if (list.status === 'loading') return <ScreenSkeleton cards={2} messages={messages} testId={skeletonTestId} />;
  if (list.status === 'error') return <ErrorState onRetry={list.onRetry} />;
  if (list.items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <ul className={mine.list} aria-labelledby={labelledBy}>
        {list.items.map(children)}
      </ul>
      <LoadMore
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.onLoadMore}
        messages={messages}
      />
    </>
  );
}

const noticeIcons: Record<keyof typeof funding.notice, IconName> = {
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
}: {
  tone: keyof typeof funding.notice;
  title?: ReactNode;
  icon?: IconName;
  children?: ReactNode;
  role?: 'status' | 'alert' | 'note';
}) {
  return (
    <div className={funding.notice[tone]} role={role} data-tone={tone}>
      <span className={funding.noticeIcon}>
        <Icon name={icon ?? noticeIcons[tone]} small />
      </span>
      <div className={funding.noticeBody}>
        {title ? <p className={funding.noticeTitle}>{title}</p> : null}
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

/** The class names of a fact grid; each area that had its own grid keeps its styles (and its visual baselines). */
export interface FactGridClasses {
  grid: string;
  gridItem: string;
  gridWide: string;
  gridTerm: string;
  gridValue: string;
}

/** Facts in a grid of small label-over-value cells. */
export function FactGrid({
  items,
  label,
  classes = facts,
}: {
  items: readonly { id: string; label: ReactNode; value: ReactNode; wide?: boolean }[];
  label?: string;
  classes?: FactGridClasses;
}) {
  return (
    <dl className={classes.grid} aria-label={label}>
      {items.map((item) => (
        <div
          key={item.id}
          className={item.wide ? `${classes.gridItem} ${classes.gridWide}` : classes.gridItem}
          data-fact={item.id}
        >
          <dt className={classes.gridTerm}>{item.label}</dt>
          <dd className={classes.gridValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A realized percentage with its sign, an arrow and the market's up/down colour (never colour alone). */
export function SignedPercent({ percent }: { percent: string }) {
  const intl = useIntl();
  const sign = decimalSign(percent);
  const direction = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  return (
    <span className={change({ direction })} data-direction={direction}>
      {direction === 'flat' ? null : <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'}</span>}
      {formatPercent(intl, percent, { signed: true })}
    </span>
  );
}

/** A link that looks like a button: navigation to another screen. */
export function LinkButton({
  href,
  variant = 'secondary',
  fullWidth = false,
  label,
  children,
}: {
  href: string;
  variant?: 'primary' | 'secondary';
  fullWidth?: boolean;
  /** A fuller accessible name than the visible text (which item it is for). */
  label?: string;
  children: string;
}) {
  return (
    <a className={button({ variant, size: 'sm', fullWidth })} href={href} aria-label={label}>
      <span className={buttonLabel}>{children}</span>
    </a>
  );
}

/**
 * A refusal from the server (a message code such as `insufficient_balance`) in the user's language, with the link
 * to what to do next when the screen has one for that code.
 */
export function Refusal({
  code,
  next,
}: {
  code: string;
  next?: Partial<Record<string, { href: string; label: string }>>;
}) {
  const intl = useIntl();
  const action = next?.[code];
  return (
    <FormError>
      <span className={funding.noticeBody}>
        <span>{codeText(intl, code)}</span>
        {action ? (
          <a href={action.href} className={mine.linkRow}>
            {action.label}
          </a>
        ) : null}
      </span>
    </FormError>
  );
}
