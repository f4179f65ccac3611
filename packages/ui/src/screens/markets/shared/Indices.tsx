import { memo } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Price } from '../../../components/Price/Price.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import * as styles from './markets.css.ts';
import { marketsCommonMessages as m } from './markets.messages.ts';
import { SignedFigure } from './SignedFigure.tsx';
import type { IndexItem, LiveSection } from './types.ts';
import { useLiveSource } from './useLiveSource.ts';

function IndexFigures({ item }: { item: IndexItem }) {
  return (
    <>
      <SignedFigure value={item.change} decimals={item.decimals} />
      <SignedFigure value={item.changePercent} decimals={2} percent arrow={false} />
    </>
  );
}

const IndexCard = memo(function IndexCard({ item, href }: { item: IndexItem; href: string | undefined }) {
  const body = (
    <>
      <span className={styles.indexName}>{item.name}</span>
      <span className={styles.indexPrice}>
        <Price value={item.price} decimals={item.decimals} />
      </span>
      <span className={styles.indexChange}>
        <IndexFigures item={item} />
      </span>
    </>
  );
  return href ? (
    <a className={styles.indexCard} href={href}>
      {body}
    </a>
  ) : (
    <div className={styles.indexCard}>{body}</div>
  );
});

function Loading({ cards }: { cards: number }) {
  const intl = useIntl();
  return (
    <div aria-busy="true" className={styles.stripLoading}>
      <span className={visuallyHidden} role="status">
        {intl.formatMessage(m.loading)}
      </span>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={styles.indexCard}>
          <Skeleton width="60%" />
          <Skeleton width="80%" height="title" />
          <Skeleton width="50%" />
        </div>
      ))}
    </div>
  );
}

/** The market's indices as cards in a row (home): level, change with sign and arrow, change percent. */
export const IndexStrip = memo(function IndexStrip({
  section,
  getHref,
}: {
  section: LiveSection<IndexItem>;
  getHref?: (code: string) => string;
}) {
  const intl = useIntl();
  const items = useLiveSource(section.items);
  if (section.status === 'loading') return <Loading cards={3} />;
  if (section.status === 'error') return <ErrorState onRetry={section.onRetry} />;
  if (section.status === 'empty' || items.length === 0) return <EmptyState />;
  return (
    <ul className={styles.strip} aria-label={intl.formatMessage(m.indexList)}>
      {items.map((item) => (
        <li key={item.code}>
          <IndexCard item={item} href={getHref?.(item.code)} />
        </li>
      ))}
    </ul>
  );
});

const IndexRow = memo(function IndexRow({ item, href }: { item: IndexItem; href: string | undefined }) {
  const body = (
    <>
      <span className={styles.indexRowName}>
        <span className={`${styles.ellipsis} ${styles.bold}`}>{item.name}</span>
        <span className={styles.muted}>{item.code}</span>
      </span>
      <span className={styles.figures}>
        <span className={styles.bold}>
          <Price value={item.price} decimals={item.decimals} />
        </span>
        <span className={styles.indexChange}>
          <IndexFigures item={item} />
        </span>
      </span>
    </>
  );
  return href ? (
    <a className={styles.indexRow} href={href}>
      {body}
    </a>
  ) : (
    <div className={styles.indexRow}>{body}</div>
  );
});

/** Every index of a market as full-width rows (/quotes/moreZhishu). A handful of rows: not virtualized. */
export const IndexList = memo(function IndexList({
  section,
  getHref,
}: {
  section: LiveSection<IndexItem>;
  getHref?: (code: string) => string;
}) {
  const intl = useIntl();
  const items = useLiveSource(section.items);
  if (section.status === 'loading') {
    return (
      <div aria-busy="true" className={styles.skeletonBlock}>
        <span className={visuallyHidden} role="status">
          {intl.formatMessage(m.loading)}
        </span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height="title" />
        ))}
      </div>
    );
  }
  if (section.status === 'error') return <ErrorState onRetry={section.onRetry} />;
  if (section.status === 'empty' || items.length === 0) return <EmptyState />;
  return (
    <ul className={`${styles.plainList} ${styles.listFrame}`} aria-label={intl.formatMessage(m.indexList)}>
      {items.map((item) => (
        <li key={item.code}>
          <IndexRow item={item} href={getHref?.(item.code)} />
        </li>
      ))}
    </ul>
  );
});
