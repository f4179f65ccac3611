import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './KeyValueList.css.ts';

export interface KeyValueItem {
  /** Stable key (defaults to the index). */
  id?: string;
  label: ReactNode;
  /** Shown right-aligned in tabular numerals; pass formatted text or a Money/Change element. */
  value: ReactNode;
  /** A total or key figure: bold, larger, set off by a rule. */
  emphasis?: boolean;
}

export type KeyValueListProps = Omit<HTMLAttributes<HTMLDListElement>, 'children'> & {
  items: readonly KeyValueItem[];
};

/** Label/value rows as a description list (dl/dt/dd); values right-aligned with tabular numerals. */
export function KeyValueList({ items, className, ...rest }: KeyValueListProps) {
  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')} {...rest}>
      {items.map((item, index) => (
        <div
          key={item.id ?? index}
          className={[styles.row, item.emphasis && styles.emphasisRow].filter(Boolean).join(' ')}
          data-emphasis={item.emphasis || undefined}
        >
          <dt className={[styles.term, item.emphasis && styles.emphasisTerm].filter(Boolean).join(' ')}>
            {item.label}
          </dt>
          <dd className={[styles.value, item.emphasis && styles.emphasisValue].filter(Boolean).join(' ')}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
