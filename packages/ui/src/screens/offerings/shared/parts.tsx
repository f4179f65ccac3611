import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { LoadMore as ScreenLoadMore, ScreenFrame, ScreenSkeleton } from '../../ScreenFrame.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import {
  FactGrid as SharedFactGrid,
  LinkButton,
  ListBody as SharedListBody,
  Notice,
  Refusal,
  ShellColumn,
  SignedPercent,
  StateBadge,
} from '../../shared/parts.tsx';
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
export const OfferingsShellFrame = ShellColumn;

/** "Load more" under a paginated list, or a quiet note when every page is shown. */
export function LoadMore(props: { hasMore: boolean; loadingMore?: boolean; onLoadMore?: () => void }) {
  return <ScreenLoadMore {...props} messages={m} />;
}

/**
 * A paginated list in its states: skeleton, error with retry, the empty state, or the rows (`ul` named by
 * `labelledBy`) with "load more".
 */
export function ListBody<T>(props: {
  list: OfferingsList<T>;
  labelledBy: string;
  empty: { title: string; description?: string; action?: ReactNode };
  children: (item: T) => ReactNode;
}) {
  return <SharedListBody {...props} messages={m} skeletonTestId="offerings-skeleton" />;
}

export { LinkButton, Notice, Refusal, SignedPercent, StateBadge };

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

/** Facts in a grid of small label-over-value cells (a card's calendar and terms; the offerings' own grid styles). */
export function FactGrid(props: {
  items: readonly { id: string; label: ReactNode; value: ReactNode; wide?: boolean }[];
  label?: string;
}) {
  return <SharedFactGrid {...props} classes={styles} />;
}
