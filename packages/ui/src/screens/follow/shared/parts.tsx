import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { button, label as buttonLabel } from '../../../components/Button/Button.css.ts';
import { change } from '../../../components/Change/Change.css.ts';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import { Icon, type IconName } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { LoadMore as ScreenLoadMore, ScreenFrame, ScreenSkeleton } from '../../ScreenFrame.tsx';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { codeText, formatInstant, formatPercent } from '../../offerings/shared/format.ts';
import { followCommonMessages as m } from './followCommon.messages.ts';
import { isZeroPercent } from './format.ts';
import * as styles from './follow.css.ts';
import type {
  FollowList,
  FollowOrderState,
  FollowProductState,
  FollowProductView,
  FollowShell,
  FollowStatus,
  FollowStrategyKind,
} from './types.ts';

// The parts every follow screen shares. Nothing here imports another area's messages, so the follow routes load only
// the 'follow' catalogue (the size check counts the message modules in a route's chunks).

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function FollowSkeleton({ cards = 2 }: { cards?: number }) {
  return <ScreenSkeleton cards={cards} messages={m} testId="follow-skeleton" />;
}

/** The app shell around a follow screen, switching between its skeleton, error (with retry) and content. */
export function FollowFrame({
  skeletonCards = 2,
  ...props
}: {
  shell: FollowShell;
  status: FollowStatus;
  onRetry?: () => void;
  skeletonCards?: number;
  children: ReactNode;
}) {
  return <ScreenFrame {...props} skeletonCards={skeletonCards} messages={m} skeletonTestId="follow-skeleton" />;
}

/** The app shell with a list's own states inside it (the tabs or headings above stay while a list loads). */
export function FollowShellFrame({ shell, children }: { shell: FollowShell; children: ReactNode }) {
  return (
    <AppShell {...shell}>
      <div className={mine.column}>{children}</div>
    </AppShell>
  );
}

/** "Load more" under a paginated list, or a quiet note when every page is shown. */
export function LoadMore(props: { hasMore: boolean; loadingMore?: boolean; onLoadMore?: () => void }) {
  return <ScreenLoadMore {...props} messages={m} />;
}

/**
 * A paginated list in its states: skeleton, error with retry, the empty state, or the rows (`ul` named by
 * `labelledBy`) with "load more".
 */
export function ListBody<T>({
  list,
  labelledBy,
  empty,
  children,
}: {
  list: FollowList<T>;
  labelledBy: string;
  empty: { title: string; description?: string; action?: ReactNode };
  children: (item: T) => ReactNode;
}) {
  if (list.status === 'loading') return <FollowSkeleton />;
  if (list.status === 'error') return <ErrorState onRetry={list.onRetry} />;
  if (list.items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <ul className={mine.list} aria-labelledby={labelledBy}>
        {list.items.map(children)}
      </ul>
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={list.onLoadMore} />
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
  children,
  role,
}: {
  tone: keyof typeof funding.notice;
  title?: ReactNode;
  children?: ReactNode;
  role?: 'status' | 'alert' | 'note';
}) {
  return (
    <div className={funding.notice[tone]} role={role} data-tone={tone}>
      <span className={funding.noticeIcon}>
        <Icon name={noticeIcons[tone]} small />
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

const productStates = {
  open: { message: m.open, tone: 'info' },
  closed: { message: m.closed, tone: 'warning' },
  ended: { message: m.ended, tone: 'neutral' },
} as const satisfies Record<FollowProductState, { message: unknown; tone: BadgeTone }>;

export function ProductStateBadge({ state }: { state: FollowProductState }) {
  const intl = useIntl();
  return <StateBadge tone={productStates[state].tone}>{intl.formatMessage(productStates[state].message)}</StateBadge>;
}

const orderStates = {
  following: { message: m.following, tone: 'positive' },
  ended: { message: m.orderEnded, tone: 'neutral' },
} as const satisfies Record<FollowOrderState, { message: unknown; tone: BadgeTone }>;

export function OrderStateBadge({ state }: { state: FollowOrderState }) {
  const intl = useIntl();
  return <StateBadge tone={orderStates[state].tone}>{intl.formatMessage(orderStates[state].message)}</StateBadge>;
}

export function kindLabel(intl: IntlShape, kind: FollowStrategyKind): string {
  return intl.formatMessage(kind === 'leader' ? m.leader : m.rule);
}

/** Leader or rule, as a quiet outlined tag (a kind, not a state). */
export function KindBadge({ kind }: { kind: FollowStrategyKind }) {
  const intl = useIntl();
  return (
    <span className={statusBadge({ tone: 'neutral' })} data-kind={kind}>
      <Icon name={kind === 'leader' ? 'user' : 'chart'} small />
      {kindLabel(intl, kind)}
    </span>
  );
}

/** A product's name (a heading at `level`) and any badges after it. */
export function ProductTitle({
  name,
  level = 3,
  id,
  children,
}: {
  name: string;
  level?: 2 | 3;
  id?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.titleLine}>
      <Heading id={id} className={styles.productName}>
        {name}
      </Heading>
      {children ? <span className={styles.badges}>{children}</span> : null}
    </div>
  );
}

/** Facts in a grid of small label-over-value cells. */
export function FactGrid({
  items,
  label,
}: {
  items: readonly { id: string; label: ReactNode; value: ReactNode; wide?: boolean }[];
  label?: string;
}) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <div
          key={item.id}
          className={item.wide ? `${styles.gridItem} ${styles.gridWide}` : styles.gridItem}
          data-fact={item.id}
        >
          <dt className={styles.gridTerm}>{item.label}</dt>
          <dd className={styles.gridValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A realised percentage with its sign, an arrow and the market's up/down colour (never colour alone). */
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
  /** A fuller accessible name than the visible text (which product it is for). */
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

/** The entry fee as terms: the percent, or "none". */
export function entryFeeText(intl: IntlShape, percent: string): string {
  return isZeroPercent(percent) ? intl.formatMessage(m.none) : formatPercent(intl, percent);
}

/** The early-exit fee as terms: the percent and the days after buying it applies in, or "none". */
export function earlyExitText(intl: IntlShape, percent: string, days: number): string {
  if (isZeroPercent(percent) || days === 0) return intl.formatMessage(m.none);
  return formatWith(intl, m.earlyExitTerms, { percent: formatPercent(intl, percent), days });
}

/** The profit share as terms: a percent of the gain only, or "none". */
export function profitShareText(intl: IntlShape, percent: string): string {
  return isZeroPercent(percent)
    ? intl.formatMessage(m.none)
    : formatWith(intl, m.profitShareTerms, { percent: formatPercent(intl, percent) });
}

/** The deadline for new money in the user's time zone, or "no deadline". */
export function deadlineText(intl: IntlShape, deadline: string | null, timeZone?: string): string {
  return deadline === null ? intl.formatMessage(m.noDeadline) : formatInstant(intl, deadline, timeZone);
}

/** Every disclosed term of a product, as fact items: minimum, each fee and its period, the deadline. */
export function termItems(
  intl: IntlShape,
  product: Pick<
    FollowProductView,
    | 'currency'
    | 'minInvestment'
    | 'entryFeePercent'
    | 'earlyExitFeePercent'
    | 'earlyExitFeeDays'
    | 'profitSharePercent'
    | 'subscriptionDeadline'
  >,
  timeZone?: string,
): { id: string; label: string; value: string }[] {
  return [
    {
      id: 'minInvestment',
      label: intl.formatMessage(m.minInvestment),
      value: formatMoney(intl, product.minInvestment, product.currency),
    },
    { id: 'entryFee', label: intl.formatMessage(m.entryFee), value: entryFeeText(intl, product.entryFeePercent) },
    {
      id: 'earlyExitFee',
      label: intl.formatMessage(m.earlyExitFee),
      value: earlyExitText(intl, product.earlyExitFeePercent, product.earlyExitFeeDays),
    },
    {
      id: 'profitShare',
      label: intl.formatMessage(m.profitShare),
      value: profitShareText(intl, product.profitSharePercent),
    },
    {
      id: 'deadline',
      label: intl.formatMessage(m.deadline),
      value: deadlineText(intl, product.subscriptionDeadline, timeZone),
    },
  ];
}
