import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { ScreenFrame } from '../../ScreenFrame.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import { formatOfferPrice } from '../../offerings/shared/format.ts';
import { ListBody as SharedListBody, StateBadge } from '../../shared/parts.tsx';
import { daytradeCommonMessages as m } from './daytradeCommon.messages.ts';
import * as styles from './daytrade.css.ts';
import type {
  DaytradeApplicationState,
  DaytradeFailReason,
  DaytradeList,
  DaytradeOrderView,
  DaytradePositionSide,
  DaytradePositionState,
  DaytradeOrderState,
  DaytradeShell,
  DaytradeStatus,
} from './types.ts';

// The parts every day-trade screen shares. Nothing here imports another area's messages, so the day-trade routes load
// only the 'daytrade' catalogue (the size check counts the message modules in a route's chunks).

/** The app shell around a day-trade screen, switching between its skeleton, error (with retry) and content. */
export function DaytradeFrame(props: {
  shell: DaytradeShell;
  status: DaytradeStatus;
  onRetry?: () => void;
  children: ReactNode;
}) {
  return <ScreenFrame {...props} skeletonCards={3} messages={m} skeletonTestId="daytrade-skeleton" />;
}

/** A paginated list in its states (skeleton, error with retry, empty, rows with "load more"). */
export function ListBody<T>(props: {
  list: DaytradeList<T>;
  labelledBy: string;
  empty: { title: string; description?: string; action?: ReactNode };
  children: (item: T) => ReactNode;
}) {
  return <SharedListBody {...props} messages={m} skeletonTestId="daytrade-skeleton" />;
}

const applicationStates = {
  submitted: { message: m.submitted, tone: 'warning' },
  reviewing: { message: m.reviewing, tone: 'warning' },
  approved: { message: m.approved, tone: 'positive' },
  rejected: { message: m.rejected, tone: 'critical' },
  cancelled: { message: m.cancelled, tone: 'neutral' },
  closed: { message: m.closed, tone: 'neutral' },
} as const satisfies Record<DaytradeApplicationState, { message: unknown; tone: BadgeTone }>;

export function ApplicationStateBadge({ state }: { state: DaytradeApplicationState }) {
  const intl = useIntl();
  return (
    <StateBadge tone={applicationStates[state].tone}>{intl.formatMessage(applicationStates[state].message)}</StateBadge>
  );
}

const positionStates = {
  open: { message: m.positionOpen, tone: 'info' },
  closing: { message: m.positionClosing, tone: 'warning' },
  closed: { message: m.positionClosed, tone: 'neutral' },
} as const satisfies Record<DaytradePositionState, { message: unknown; tone: BadgeTone }>;

export function PositionStateBadge({ state }: { state: DaytradePositionState }) {
  const intl = useIntl();
  return <StateBadge tone={positionStates[state].tone}>{intl.formatMessage(positionStates[state].message)}</StateBadge>;
}

export function positionSideLabel(intl: IntlShape, side: DaytradePositionSide): string {
  return intl.formatMessage(side === 'long' ? m.long : m.short);
}

/** 買建 / 売建 as a quiet outlined tag with an arrow (a direction, not a state). */
export function PositionSideBadge({ side }: { side: DaytradePositionSide }) {
  const intl = useIntl();
  return (
    <StateBadge tone="neutral">
      <span aria-hidden="true">{side === 'long' ? '↑' : '↓'}</span>
      {positionSideLabel(intl, side)}
    </StateBadge>
  );
}

const orderStates = {
  submitted: { message: m.orderSubmitted, tone: 'info' },
  in_progress: { message: m.orderInProgress, tone: 'warning' },
  filled: { message: m.orderFilled, tone: 'positive' },
  failed: { message: m.orderFailed, tone: 'critical' },
} as const satisfies Record<DaytradeOrderState, { message: unknown; tone: BadgeTone }>;

export function OrderStateBadge({ state }: { state: DaytradeOrderState }) {
  const intl = useIntl();
  return <StateBadge tone={orderStates[state].tone}>{intl.formatMessage(orderStates[state].message)}</StateBadge>;
}

/** 買建 / 売建 / 売埋 / 買埋: what an order does, from its side and effect. */
export function orderActionLabel(intl: IntlShape, order: Pick<DaytradeOrderView, 'side' | 'effect'>): string {
  if (order.effect === 'open') return intl.formatMessage(order.side === 'buy' ? m.buyOpen : m.sellOpen);
  return intl.formatMessage(order.side === 'sell' ? m.sellClose : m.buyClose);
}

const failReasons = {
  price_limit_exceeded: m.failPriceLimit,
  price_unavailable: m.failPriceUnavailable,
  session_ended: m.failSessionEnded,
  rejected_by_market: m.failRejected,
  daytrade_buying_power_exceeded: m.failBuyingPower,
} as const satisfies Record<DaytradeFailReason, unknown>;

export function failReasonText(intl: IntlShape, reason: DaytradeFailReason): string {
  return intl.formatMessage(failReasons[reason]);
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
      <Heading id={id} className={styles.name}>
        {name}
      </Heading>
      <span className={styles.code}>{formatWith(intl, m.code, { code })}</span>
      {children ? <span className={styles.badges}>{children}</span> : null}
    </div>
  );
}

/** A number of shares in the user's language (`300株`, `300 shares`). */
export function sharesText(intl: IntlShape, count: number): string {
  return formatWith(intl, m.shares, { count });
}

/** A leverage multiple (`3倍`, `3×`). */
export function leverageText(intl: IntlShape, value: number | string): string {
  return formatWith(intl, m.leverageValue, { value: String(value) });
}

/** A price at the precision it was given in, as currency; an em dash if none. */
export function priceText(intl: IntlShape, price: string | null | undefined, currency: string): string {
  return formatOfferPrice(intl, price, currency);
}
