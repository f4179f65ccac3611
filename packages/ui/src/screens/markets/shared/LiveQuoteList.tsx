import { memo } from 'react';
import { QuoteList, type QuoteListProps } from '../../../components/QuoteList/QuoteList.tsx';
import type { QuoteRowItem } from '../../../components/QuoteRow/QuoteRow.tsx';
import type { LiveSection } from './types.ts';
import { useLiveSource } from './useLiveSource.ts';
import * as styles from './markets.css.ts';

export type LiveQuoteListProps = Omit<QuoteListProps, 'items' | 'status' | 'onRetry'> & {
  section: LiveSection<QuoteRowItem>;
};

/**
 * A QuoteList fed by a live source: on a tick only this component reads the new rows (memoised rows whose quote
 * did not change keep their identity and do not re-render), and QuoteList coalesces renders to animation frames.
 */
export const LiveQuoteList = memo(function LiveQuoteList({ section, ...rest }: LiveQuoteListProps) {
  const items = useLiveSource(section.items);
  const status = section.status === 'ready' && items.length === 0 ? 'empty' : section.status;
  return (
    <div className={status === 'ready' ? styles.listFrame : undefined}>
      <QuoteList {...rest} items={items} status={status} onRetry={section.onRetry} />
    </div>
  );
});
