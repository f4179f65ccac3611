import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { QuoteRow, type QuoteRowItem } from '../QuoteRow/QuoteRow.tsx';
import { quoteRowHeight } from '../QuoteRow/QuoteRow.css.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './QuoteList.css.ts';
import { quoteListMessages } from './QuoteList.messages.ts';
import { useAnimationFrameValue } from './useAnimationFrameValue.ts';

export const quoteListStatuses = ['loading', 'error', 'empty', 'ready'] as const;
export type QuoteListStatus = (typeof quoteListStatuses)[number];

export interface QuoteListProps {
  /** Row view models, keyed by `code`. Replace the array on each tick; renders coalesce to one per frame. */
  items: readonly QuoteRowItem[];
  status?: QuoteListStatus;
  /** Each row's fixed height in CSS pixels (the virtualizer's geometry). */
  rowHeight?: number;
  onSelect?: (code: string) => void;
  /** When given, rows are links to this address instead of buttons. */
  getHref?: (code: string) => string;
  /** Shown in the error state's retry button. */
  onRetry?: () => void;
  retrying?: boolean;
  /** A decorative chart per row (e.g. a Sparkline of its closes). */
  renderSparkline?: (item: QuoteRowItem) => ReactNode;
  /** The list's accessible name; defaults to "instruments". */
  label?: string;
  /** Skeleton rows shown while loading. */
  skeletonRows?: number;
}

export const defaultRowHeight = 60;

/** `var(--name)` → `--name`, to set a vanilla-extract variable inline. */
function cssVarName(variable: string): string {
  return variable.replace(/^var\((--[^,)]+).*$/, '$1');
}

interface BodyProps extends Required<Pick<QuoteListProps, 'rowHeight' | 'label'>> {
  items: readonly QuoteRowItem[];
  onSelect: QuoteListProps['onSelect'];
  getHref: QuoteListProps['getHref'];
  renderSparkline: QuoteListProps['renderSparkline'];
}

/** One row in its fixed-height slot: the same geometry whether or not the list is virtualized. */
function QuoteListItem({
  item,
  index,
  count,
  start,
  rowHeight,
  onSelect,
  getHref,
  renderSparkline,
}: Omit<BodyProps, 'items' | 'label'> & { item: QuoteRowItem; index: number; count: number; start: number }) {
  return (
    <div
      role="listitem"
      aria-setsize={count}
      aria-posinset={index + 1}
      className={styles.item}
      style={{ height: `${rowHeight}px`, transform: `translateY(${start}px)` }}
    >
      <QuoteRow {...item} href={getHref?.(item.code)} onSelect={onSelect} sparkline={renderSparkline?.(item)} />
    </div>
  );
}

function listStyle(count: number, rowHeight: number): CSSProperties {
  return { height: `${count * rowHeight}px`, [cssVarName(quoteRowHeight)]: `${rowHeight}px` } as CSSProperties;
}

function sameCodes(codes: readonly string[], items: readonly QuoteRowItem[]): boolean {
  if (codes.length !== items.length) return false;
  for (let index = 0; index < codes.length; index += 1) if (codes[index] !== items[index]?.code) return false;
  return true;
}

/**
 * The rows' keys, as an array whose identity changes only when the instruments (not their prices) change. The
 * virtualizer rebuilds its measurements of every row whenever its `getItemKey` changes, so a key function that is
 * new on every tick would cost a pass over all rows per frame.
 */
function useRowCodes(items: readonly QuoteRowItem[]): readonly string[] {
  const [codes, setCodes] = useState(() => items.map((item) => item.code));
  if (!sameCodes(codes, items)) {
    const next = items.map((item) => item.code);
    setCodes(next);
    return next;
  }
  return codes;
}

/** Hundreds of rows: only those in view (and a few beyond) are in the DOM. */
const VirtualQuoteListBody = memo(function VirtualQuoteListBody({ items, rowHeight, label, ...rowProps }: BodyProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const codes = useRowCodes(items);
  const getItemKey = useCallback((index: number) => codes[index] ?? index, [codes]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey,
    // A few rows beyond the viewport for smooth scrolling; each extra row is work on every tick.
    overscan: 2,
  });
  return (
    <div ref={scrollRef} className={styles.scroller}>
      <div role="list" aria-label={label} className={styles.list} style={listStyle(items.length, rowHeight)}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = items[virtual.index];
          if (!item) return null;
          return (
            <QuoteListItem
              key={virtual.key}
              item={item}
              index={virtual.index}
              count={items.length}
              start={virtual.start}
              rowHeight={rowHeight}
              {...rowProps}
            />
          );
        })}
      </div>
    </div>
  );
});

/**
 * A short list renders every row. The virtualizer would have to measure its scroll container on mount — a forced
 * layout and a synchronous second render in the middle of the page's first commit — to show rows that all fit.
 */
const PlainQuoteListBody = memo(function PlainQuoteListBody({ items, rowHeight, label, ...rowProps }: BodyProps) {
  return (
    <div className={styles.scroller}>
      <div role="list" aria-label={label} className={styles.list} style={listStyle(items.length, rowHeight)}>
        {items.map((item, index) => (
          <QuoteListItem
            key={item.code}
            item={item}
            index={index}
            count={items.length}
            start={index * rowHeight}
            rowHeight={rowHeight}
            {...rowProps}
          />
        ))}
      </div>
    </div>
  );
});

/** Lists up to this many rows render whole; longer ones are virtualized. */
export const virtualizeAbove = 30;

/**
 * A list of quote rows, virtualized for hundreds of ticking instruments, with loading (skeleton rows), empty and
 * error states. A `role="list"` of `listitem`s carrying their position in the full list (aria-setsize/posinset),
 * since in a long list only the visible rows are in the DOM. Updates to `items` render at most once per animation frame.
 */
export function QuoteList({
  items,
  status = 'ready',
  rowHeight = defaultRowHeight,
  onSelect,
  getHref,
  onRetry,
  retrying,
  renderSparkline,
  label,
  skeletonRows = 6,
}: QuoteListProps) {
  const intl = useIntl();
  const shown = useAnimationFrameValue(items);
  const name = label ?? intl.formatMessage(quoteListMessages.label);

  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={intl.formatMessage(quoteListMessages.loading)}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <div key={index} className={styles.skeletonRow} style={{ height: `${rowHeight}px` }}>
            <span className={styles.skeletonColumn}>
              <Skeleton width="70%" />
              <Skeleton width="30%" />
            </span>
            <span className={styles.skeletonEnd}>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') return <ErrorState onRetry={onRetry} retrying={retrying} />;
  if (status === 'empty' || shown.length === 0) return <EmptyState />;
  const Body = shown.length > virtualizeAbove ? VirtualQuoteListBody : PlainQuoteListBody;
  return (
    <Body
      items={shown}
      rowHeight={rowHeight}
      label={name}
      onSelect={onSelect}
      getHref={getHref}
      renderSparkline={renderSparkline}
    />
  );
}
