import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { RecordRow } from '../../../components/RecordRow/RecordRow.tsx';
import { Sheet } from '../../../components/Sheet/Sheet.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { formatMoney } from '../../../intl/format.ts';
import * as fieldStyles from '../../../internal/field.css.ts';
import { FormError } from '../../FormError.tsx';
import { formatDateTime, formatWith } from '../shared/format.ts';
import { LoadMore, MineSkeleton } from '../shared/MineFrame.tsx';
import * as shared from '../shared/mine.css.ts';
import * as styles from './TransactionRecordsScreen.css.ts';
import {
  transactionRecordsScreenMessages as m,
  transactionRecordTypeMessages as typeLabels,
} from './TransactionRecordsScreen.messages.ts';
import {
  transactionRecordTypes,
  type TransactionRecordDetailView,
  type TransactionRecordFilter,
  type TransactionRecordStatus,
  type TransactionRecordsScreenProps,
  type TransactionRecordType,
  type TransactionRecordView,
} from './TransactionRecordsScreen.types.ts';

/** Lists longer than this render only the rows near the viewport. */
export const virtualizeAbove = 60;
const estimatedRowHeight = 72;

function statusLabel(intl: IntlShape, status: TransactionRecordStatus): string {
  return intl.formatMessage(m[status]);
}

function Row({ record }: { record: TransactionRecordView }) {
  const intl = useIntl();
  return (
    <RecordRow
      typeLabel={intl.formatMessage(typeLabels[record.type])}
      orderNumber={record.orderNo ?? undefined}
      recordNumber={record.id}
      time={record.createdAt}
      amount={record.amount}
      currency={record.currency}
      stockName={record.stockName}
      stockCode={record.stockCode}
      status={
        record.status === 'completed' ? undefined : (
          <span className={styles.recordStatus}>{statusLabel(intl, record.status)}</span>
        )
      }
      href={record.href}
    />
  );
}

/** A long list: only the rows near the viewport are in the DOM, each carrying its place in the whole list. */
function VirtualRecords({ items, label }: { items: readonly TransactionRecordView[]; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  return (
    <ul
      ref={listRef}
      className={`${styles.list} ${styles.virtualList}`}
      aria-label={label}
      style={{ height: `${virtualizer.getTotalSize()}px` }}
    >
      {virtualizer.getVirtualItems().map((virtual) => {
        const record = items[virtual.index];
        if (!record) return null;
        return (
          <li
            key={virtual.key}
            data-index={virtual.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={virtual.index + 1}
            className={styles.virtualItem}
            style={{ transform: `translateY(${virtual.start - virtualizer.options.scrollMargin}px)` }}
          >
            <Row record={record} />
          </li>
        );
      })}
    </ul>
  );
}

function ledgerAccountLabel(intl: IntlShape, account: string): string | undefined {
  const [kind, , sub] = account.split(':');
  if (kind === 'user') return intl.formatMessage(sub === 'held' ? m.accountHeld : m.accountCash);
  if (kind === 'house') return intl.formatMessage(m.accountHouse);
  if (kind === 'tax') return intl.formatMessage(m.accountTax);
  if (kind === 'bank') return intl.formatMessage(m.accountBank);
  return undefined;
}

function RecordDetail({ record }: { record: TransactionRecordDetailView }) {
  const intl = useIntl();
  return (
    <div className={shared.column}>
      <KeyValueList
        items={[
          {
            id: 'amount',
            label: intl.formatMessage(m.amount),
            value: formatMoney(intl, record.amount, record.currency, { signed: true }),
            emphasis: true,
          },
          { id: 'time', label: intl.formatMessage(m.time), value: formatDateTime(intl, record.createdAt) },
          ...(record.orderNo ? [{ id: 'order', label: intl.formatMessage(m.orderNo), value: record.orderNo }] : []),
          ...(record.stockName || record.stockCode
            ? [
                {
                  id: 'stock',
                  label: intl.formatMessage(m.stock),
                  value: [record.stockName, record.stockCode].filter(Boolean).join(' '),
                },
              ]
            : []),
          { id: 'status', label: intl.formatMessage(m.status), value: statusLabel(intl, record.status) },
          {
            id: 'transfer',
            label: intl.formatMessage(m.transfer),
            value: <span className={shared.mono}>{record.transferId}</span>,
          },
        ]}
      />
      <section aria-labelledby="record-entries" className={shared.column}>
        <h3 id="record-entries" className={shared.cardTitle}>
          {intl.formatMessage(m.entries)}
        </h3>
        <table className={styles.entries}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {intl.formatMessage(m.entryAccount)}
              </th>
              <th scope="col" className={`${styles.cell} ${styles.amountCell}`}>
                {intl.formatMessage(m.entryAmount)}
              </th>
            </tr>
          </thead>
          <tbody>
            {record.entries.map((entry, index) => (
              <tr key={`${entry.account}-${entry.currency}-${index}`}>
                <td className={styles.cell}>
                  <span className={styles.accountName}>{ledgerAccountLabel(intl, entry.account) ?? entry.account}</span>
                  <span className={shared.mono}>{entry.account}</span>
                </td>
                <td className={`${styles.cell} ${styles.amountCell}`}>
                  {formatMoney(intl, entry.amount, entry.currency, { signed: true })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={shared.muted}>{intl.formatMessage(m.entriesNote)}</p>
      </section>
    </div>
  );
}

const noFilter: TransactionRecordFilter = { type: 'all', dateFrom: '', dateTo: '' };

/**
 * Every movement of the user's money, newest first: filter by type and date range, page through, and open a record
 * to see the double-entry ledger entries behind it.
 */
export function TransactionRecordsScreen({
  shell,
  records,
  total,
  filter,
  onFilterChange,
  filterError,
  detail,
  onCloseDetail,
}: TransactionRecordsScreenProps) {
  const intl = useIntl();
  const typeId = useId();
  const filtered = filter.type !== 'all' || filter.dateFrom !== '' || filter.dateTo !== '';
  const listLabel = intl.formatMessage(m.list);
  const detailTitle = detail?.record ? intl.formatMessage(typeLabels[detail.record.type]) : intl.formatMessage(m.title);
  return (
    <AppShell {...shell}>
      <div className={shared.column}>
        <form
          className={`${shared.card} ${styles.filters}`}
          aria-label={intl.formatMessage(m.filters)}
          onSubmit={(event) => event.preventDefault()}
        >
          {/* A native select: the phone's own picker for sixteen types, and a lighter route than a custom listbox. */}
          <div className={`${fieldStyles.field} ${styles.wide}`}>
            <label htmlFor={typeId} className={fieldStyles.label}>
              {intl.formatMessage(m.type)}
            </label>
            <div className={fieldStyles.control}>
              <select
                id={typeId}
                className={fieldStyles.input}
                value={filter.type}
                onChange={(event) =>
                  onFilterChange({ ...filter, type: event.target.value as TransactionRecordType | 'all' })
                }
              >
                <option value="all">{intl.formatMessage(m.allTypes)}</option>
                {transactionRecordTypes.map((type) => (
                  <option key={type} value={type}>
                    {intl.formatMessage(typeLabels[type])}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TextField
            label={intl.formatMessage(m.dateFrom)}
            type="date"
            value={filter.dateFrom}
            max={filter.dateTo || undefined}
            invalid={Boolean(filterError)}
            onChange={(event) => onFilterChange({ ...filter, dateFrom: event.target.value })}
          />
          <TextField
            label={intl.formatMessage(m.dateTo)}
            type="date"
            value={filter.dateTo}
            min={filter.dateFrom || undefined}
            invalid={Boolean(filterError)}
            onChange={(event) => onFilterChange({ ...filter, dateTo: event.target.value })}
          />
          <p className={`${shared.muted} ${styles.wide}`}>{intl.formatMessage(m.dateHint)}</p>
          {filterError ? (
            <div className={styles.wide}>
              <FormError>{filterError}</FormError>
            </div>
          ) : null}
          <div className={`${shared.row} ${styles.wide}`}>
            <span className={`${shared.muted} ${shared.grow}`} aria-live="polite">
              {records.status === 'ready' && total !== undefined ? formatWith(intl, m.count, { count: total }) : null}
            </span>
            {filtered ? (
              <Button variant="ghost" size="sm" onClick={() => onFilterChange(noFilter)}>
                {intl.formatMessage(m.clear)}
              </Button>
            ) : null}
          </div>
        </form>
        {records.status === 'loading' ? (
          <MineSkeleton cards={3} />
        ) : records.status === 'error' ? (
          <ErrorState onRetry={records.onRetry} />
        ) : records.items.length === 0 ? (
          <EmptyState title={intl.formatMessage(filtered ? m.emptyFiltered : m.empty)} />
        ) : (
          <>
            {records.items.length > virtualizeAbove ? (
              <VirtualRecords items={records.items} label={listLabel} />
            ) : (
              <ul className={styles.list} aria-label={listLabel}>
                {records.items.map((record) => (
                  <li key={record.id}>
                    <Row record={record} />
                  </li>
                ))}
              </ul>
            )}
            <LoadMore hasMore={records.hasMore} loadingMore={records.loadingMore} onLoadMore={records.onLoadMore} />
          </>
        )}
      </div>
      <Sheet
        open={Boolean(detail)}
        onOpenChange={(open) => (open ? undefined : onCloseDetail())}
        title={detailTitle}
        side="right"
      >
        {detail?.status === 'loading' ? (
          <MineSkeleton cards={1} />
        ) : detail?.status === 'error' ? (
          <ErrorState onRetry={detail.onRetry} />
        ) : detail?.status === 'notFound' ? (
          <EmptyState title={intl.formatMessage(m.notFound)} />
        ) : detail?.record ? (
          <RecordDetail record={detail.record} />
        ) : null}
      </Sheet>
    </AppShell>
  );
}
