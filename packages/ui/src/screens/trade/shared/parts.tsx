import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { button as buttonStyle } from '../../../components/Button/Button.css.ts';
import { Change } from '../../../components/Change/Change.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Icon, type IconName } from '../../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { SignedFigure } from '../../markets/shared/SignedFigure.tsx';
import * as styles from './trade.css.ts';
import { tradeCommonMessages as m } from './tradeCommon.messages.ts';
import type { OrderSide, TradeShell } from './types.ts';

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
  children,
  role,
  id,
}: {
  tone: keyof typeof styles.notice;
  title?: ReactNode;
  children?: ReactNode;
  role?: 'status' | 'alert';
  id?: string;
}) {
  return (
    <div className={styles.notice[tone]} role={role} id={id} data-tone={tone}>
      <span className={styles.noticeIcon}>
        <Icon name={noticeIcons[tone]} small />
      </span>
      <div className={styles.noticeBody}>
        {title ? <p className={styles.noticeTitle}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** 買い / 売り in the market's up / down colour (the word carries the meaning; the colour only echoes it). */
export function SideText({ side }: { side: OrderSide }) {
  const intl = useIntl();
  return <span className={styles.side[side]}>{intl.formatMessage(m[side])}</span>;
}

/** A profit or loss with its sign, arrow and colour, and its rate in percent. */
export function PnlFigure({ amount, rate, currency }: { amount: string; rate?: string | null; currency: string }) {
  return (
    <span className={styles.figures}>
      <Change amount={amount} currency={currency} />
      {rate !== undefined && rate !== null ? <SignedFigure value={rate} decimals={2} percent arrow={false} /> : null}
    </span>
  );
}

/** Stock name and code. */
export function StockIdentity({ name, code }: { name: string; code: string }) {
  return (
    <span className={styles.identity}>
      <span className={styles.name}>{name}</span>
      <span className={styles.code}>{code}</span>
    </span>
  );
}

/** A loading placeholder: skeleton cards in a busy region with a spoken label. */
export function TradeSkeleton({ cards = 2, label }: { cards?: number; label?: string }) {
  const intl = useIntl();
  return (
    <div className={styles.skeletonBlock} aria-busy="true">
      <span className={visuallyHidden} role="status">
        {label ?? intl.formatMessage(m.loading)}
      </span>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton width="40%" height="title" />
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </div>
      ))}
    </div>
  );
}

/**
 * A trading detail page (one position, one order) in its shell: until `record` is there, a skeleton while loading,
 * an error with retry, or "not found" with the way back to the positions; then `children(record)`.
 */
export function TradeDetailPage<T>({
  shell,
  title,
  status,
  record,
  onRetry,
  notFoundTitle,
  positionsHref,
  skeletonCards,
  children,
}: {
  shell: TradeShell;
  title: string;
  status: 'loading' | 'error' | 'notFound' | 'ready';
  record: T | undefined;
  onRetry?: (() => void) | undefined;
  notFoundTitle: string;
  positionsHref: string;
  skeletonCards: number;
  children: (record: T) => ReactNode;
}) {
  const intl = useIntl();
  let body: ReactNode;
  if (status === 'notFound') {
    body = (
      <EmptyState
        title={notFoundTitle}
        action={
          <a className={buttonStyle({ variant: 'secondary' })} href={positionsHref}>
            {intl.formatMessage(m.backToPositions)}
          </a>
        }
      />
    );
  } else if (status === 'error' || (status === 'ready' && record === undefined)) {
    body = <ErrorState onRetry={onRetry} />;
  } else if (status === 'loading' || record === undefined) {
    body = <TradeSkeleton cards={skeletonCards} />;
  } else {
    body = children(record);
  }
  return (
    <AppShell {...shell} header={{ ...shell.header, title }}>
      {body}
    </AppShell>
  );
}

/** A card with its own heading (h2), labelling it for assistive technology. */
export function TradeSection({ title, children }: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <section className={styles.card} aria-labelledby={heading}>
      <h2 id={heading} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A detail page's first card: the stock as its heading with a status badge, then `children`. */
export function StockHeadCard({
  name,
  code,
  badge,
  children,
}: {
  name: string;
  code: string;
  badge: ReactNode;
  children: ReactNode;
}) {
  const heading = useId();
  return (
    <section className={styles.card} aria-labelledby={heading}>
      <div className={styles.head}>
        <h2 id={heading} className={styles.headName}>
          <StockIdentity name={name} code={code} />
        </h2>
        <span className={styles.badges}>{badge}</span>
      </div>
      {children}
    </section>
  );
}
