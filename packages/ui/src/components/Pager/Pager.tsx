import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import * as styles from './Pager.css.ts';
import { pagerMessages, pagerValueMessages } from './Pager.messages.ts';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** Items per page. */
  size: number;
  /** Items in the whole list. */
  total: number;
  onPageChange: (page: number) => void;
  /** Names the pager's landmark; give one when a screen has more than one list. */
  label?: string;
  /** While the next page loads: both buttons disabled, so a double click cannot skip a page. */
  pending?: boolean;
}

/** The number of pages a list of `total` items has at `size` per page (at least 1). */
export function pageCount(size: number, total: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/**
 * Previous / next buttons with where the list is ("2 / 5 pages, 87 items"), for lists the server pages
 * (`page`, `size`, `total`). Renders nothing when everything fits on one page.
 */
export function Pager({ page, size, total, onPageChange, label, pending = false }: PagerProps) {
  const intl = useIntl();
  const pages = pageCount(size, total);
  if (total <= size && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label ?? intl.formatMessage(pagerMessages.label)}>
      <Button variant="secondary" size="sm" disabled={pending || page <= 1} onClick={() => onPageChange(page - 1)}>
        {intl.formatMessage(pagerMessages.previous)}
      </Button>
      <span className={styles.status} aria-live="polite">
        {intl.formatMessage(pagerValueMessages.status, { page, pages, total })}
      </span>
      <Button variant="secondary" size="sm" disabled={pending || page >= pages} onClick={() => onPageChange(page + 1)}>
        {intl.formatMessage(pagerMessages.next)}
      </Button>
    </nav>
  );
}
