import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { button, label as buttonLabel } from '../../../components/Button/Button.css.ts';
import { change } from '../../../components/Change/Change.css.ts';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { decimalSign } from '../../../intl/format.ts';
import { Icon, type IconName } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { LoadMore as ScreenLoadMore, ScreenFrame, ScreenSkeleton } from '../../ScreenFrame.tsx';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { codeText, formatPercent } from './format.ts';
import { offeringsCommonMessages as m } from './offeringsCommon.messages.ts';
import * as styles from './offerings.css.ts';
import type {
  BlockApplicationState,
  BlockDistributionState,
  IpoApplicationState,
  IpoDrawState,
  IpoListingSegment,
  IpoOfferingState,
  OfferingsList,
  OfferingsShell,
  OfferingsStatus,
} from './types.ts';

// The parts every offerings screen shares. Nothing here imports another area's messages, so the offerings routes
// load only the 'offerings' catalogue (the size check counts the message modules in a route's chunks).

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function OfferingsSkeleton({ cards = 2 }: { cards?: number }) {
  return <ScreenSkeleton cards={cards} messages={m} testId="offerings-skeleton" />;
}

/** The app shell around an offerings screen, switching between its skeleton, error (with retry) and content. */
export function OfferingsFrame({
  skeletonCards = 2,
  ...props
}: {
  shell: OfferingsShell;
  status: OfferingsStatus;
  onRetry?: () => void;
  skeletonCards?: number;
  children: ReactNode;
}) {
  return <ScreenFrame {...props} skeletonCards={skeletonCards} messages={m} skeletonTestId="offerings-skeleton" />;
}

/** The app shell with a list's own states inside it (the tabs or headings above stay while a list loads). */
export function OfferingsShellFrame({ shell, children }: { shell: OfferingsShell; children: ReactNode }) {
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
  list: OfferingsList<T>;
  labelledBy: string;
  empty: { title: string; description?: string; action?: ReactNode };
  children: (item: T) => ReactNode;
}) {
  if (list.status === 'loading') return <OfferingsSkeleton />;
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

const ipoStates = {
  upcoming: { message: m.upcoming, tone: 'neutral' },
  subscribing: { message: m.subscribing, tone: 'info' },
  awaiting_lottery: { message: m.awaiting_lottery, tone: 'warning' },
  allotted: { message: m.allotted, tone: 'positive' },
  listed: { message: m.listed, tone: 'neutral' },
} as const satisfies Record<IpoOfferingState, { message: unknown; tone: BadgeTone }>;

export function ipoStateLabel(intl: IntlShape, state: IpoOfferingState): string {
  return intl.formatMessage(ipoStates[state].message);
}

export function IpoStateBadge({ state }: { state: IpoOfferingState }) {
  const intl = useIntl();
  return <StateBadge tone={ipoStates[state].tone}>{ipoStateLabel(intl, state)}</StateBadge>;
}

const applicationStates = {
  applied: { message: m.appApplied, tone: 'warning' },
  cancelled: { message: m.appCancelled, tone: 'neutral' },
  lost: { message: m.appLost, tone: 'neutral' },
  won: { message: m.appWon, tone: 'positive' },
  paid: { message: m.appPaid, tone: 'positive' },
  listed: { message: m.appListed, tone: 'positive' },
  sold: { message: m.appSold, tone: 'neutral' },
} as const satisfies Record<IpoApplicationState, { message: unknown; tone: BadgeTone }>;

export function IpoApplicationBadge({ state }: { state: IpoApplicationState }) {
  const intl = useIntl();
  return (
    <StateBadge tone={applicationStates[state].tone}>{intl.formatMessage(applicationStates[state].message)}</StateBadge>
  );
}

const drawStates = {
  pending: { message: m.drawPending, tone: 'neutral' },
  committed: { message: m.drawCommitted, tone: 'info' },
  entries_published: { message: m.drawEntriesPublished, tone: 'info' },
  drawn: { message: m.drawDrawn, tone: 'positive' },
} as const satisfies Record<IpoDrawState, { message: unknown; tone: BadgeTone }>;

export function DrawStateBadge({ state }: { state: IpoDrawState }) {
  const intl = useIntl();
  return <StateBadge tone={drawStates[state].tone}>{intl.formatMessage(drawStates[state].message)}</StateBadge>;
}

const blockStates = {
  announced: { message: m.blockAnnounced, tone: 'neutral' },
  open: { message: m.blockOpen, tone: 'info' },
  closed: { message: m.blockClosed, tone: 'warning' },
  allotted: { message: m.blockAllotted, tone: 'positive' },
  cancelled: { message: m.blockCancelled, tone: 'critical' },
} as const satisfies Record<BlockDistributionState, { message: unknown; tone: BadgeTone }>;

export function BlockStateBadge({ state }: { state: BlockDistributionState }) {
  const intl = useIntl();
  return <StateBadge tone={blockStates[state].tone}>{intl.formatMessage(blockStates[state].message)}</StateBadge>;
}

const blockApplicationStates = {
  pending: { message: m.blockAppPending, tone: 'warning' },
  allotted: { message: m.blockAppAllotted, tone: 'positive' },
  not_allotted: { message: m.blockAppNotAllotted, tone: 'neutral' },
  cancelled: { message: m.blockAppCancelled, tone: 'neutral' },
} as const satisfies Record<BlockApplicationState, { message: unknown; tone: BadgeTone }>;

export function BlockApplicationBadge({ state }: { state: BlockApplicationState }) {
  const intl = useIntl();
  return (
    <StateBadge tone={blockApplicationStates[state].tone}>
      {intl.formatMessage(blockApplicationStates[state].message)}
    </StateBadge>
  );
}

export function segmentLabel(intl: IntlShape, segment: IpoListingSegment): string {
  return intl.formatMessage(m[segment]);
}

/** A stock's name (a heading at `level`), its code and any badges after it. */
export function StockTitle({
  name,
  code,
  level = 3,
  id,
  children,
}: {
  name: string;
  code: string;
  level?: 2 | 3;
  id?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.titleLine}>
      <Heading id={id} className={styles.stockName}>
        {name}
      </Heading>
      <span className={styles.stockCode}>{formatWith(intl, m.code, { code })}</span>
      {children ? <span className={styles.badges}>{children}</span> : null}
    </div>
  );
}

/** Facts in a grid of small label-over-value cells (a card's calendar and terms). */
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
  /** A fuller accessible name than the visible text (which stock it is for). */
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
