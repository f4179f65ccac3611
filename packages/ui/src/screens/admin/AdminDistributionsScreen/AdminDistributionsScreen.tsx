import { useId } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { formatMoney } from '../../../intl/format.ts';
import * as fieldStyles from '../../../internal/field.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import * as styles from '../admin.css.ts';
import * as own from '../AdminIposScreen/AdminIposScreen.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { formatDateTime } from '../internal/format.ts';
import {
  adminDistributionsScreenMessages as m,
  adminDistributionsScreenValueMessages as mv,
} from './AdminDistributionsScreen.messages.ts';
import {
  adminDistributionMarkets,
  adminDistributionStatuses,
  type AdminDistributionEditor,
  type AdminDistributionRow,
  type AdminDistributionStatus,
  type AdminDistributionsScreenProps,
  type AdminDistributionTextField,
} from './AdminDistributionsScreen.types.ts';

const statusLabels: Record<AdminDistributionStatus, MessageDescriptor> = {
  announced: m.statusAnnounced,
  open: m.statusOpen,
  closed: m.statusClosed,
  allotted: m.statusAllotted,
  cancelled: m.statusCancelled,
};
const statusTones: Record<AdminDistributionStatus, BadgeTone> = {
  announced: 'neutral',
  open: 'info',
  closed: 'warning',
  allotted: 'positive',
  cancelled: 'critical',
};
const marketLabels = { jpy: m.marketJpy, usd: m.marketUsd, cny: m.marketCny } as const;

function known<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

function label(intl: IntlShape, table: Record<string, MessageDescriptor>, value: string): string {
  return known(table, value) ? intl.formatMessage(table[value] as MessageDescriptor) : value;
}

function stockName(locale: string, row: AdminDistributionRow): string {
  if (locale.startsWith('zh')) return row.stockName.cn || row.stockName.jp;
  if (locale.startsWith('en')) return row.stockName.us || row.stockName.jp;
  return row.stockName.jp;
}

/** Closing is offered while open or waiting to be allotted; an announced one is cancelled by the same step. */
export function canCloseDistribution(row: AdminDistributionRow): boolean {
  return row.status === 'announced' || row.status === 'open' || row.status === 'closed';
}

/** How an allotted distribution was allocated: in full when demand fitted, by lottery when it exceeded the shares. */
export function allocationKind(row: AdminDistributionRow): 'full' | 'lottery' {
  return row.appliedShares > row.totalShares ? 'lottery' : 'full';
}

function StatusTag({ status }: { status: string }) {
  const intl = useIntl();
  const tone: BadgeTone = known(statusTones, status) ? statusTones[status] : 'neutral';
  return (
    <span className={statusBadge({ tone })} data-tone={tone} data-state={status}>
      {tone === 'positive' ? <Icon name="check" small /> : null}
      {tone === 'critical' ? <Icon name="alert" small /> : null}
      {tone === 'warning' ? <Icon name="clock" small /> : null}
      {tone === 'info' ? <span aria-hidden="true">●</span> : null}
      {label(intl, statusLabels, status)}
    </span>
  );
}

function doneText(intl: IntlShape, row: AdminDistributionRow): string {
  if (row.status === 'cancelled') {
    return intl.formatMessage(mv.doneCancelled, { name: `${row.stockCode} ${stockName(intl.locale, row)}` });
  }
  const allotted = intl.formatNumber(row.allottedShares ?? 0);
  return allocationKind(row) === 'lottery'
    ? intl.formatMessage(mv.doneLottery, { allotted, applied: intl.formatNumber(row.appliedShares) })
    : intl.formatMessage(mv.doneFull, { allotted });
}

function Panel({ row, props }: { row: AdminDistributionRow; props: AdminDistributionsScreenProps }) {
  const intl = useIntl();
  const shares = (value: number) => intl.formatMessage(mv.shares, { count: intl.formatNumber(value) });
  const price = (value: string | null) =>
    value === null ? intl.formatMessage(m.notFixed) : formatMoney(intl, value, row.currency);
  const busy = Boolean(props.closing) || Boolean(props.editor?.submitting);
  const announced = row.status === 'announced';
  const items: KeyValueItem[] = [
    { id: 'market', label: intl.formatMessage(m.market), value: label(intl, marketLabels, row.market) },
    { id: 'total', label: intl.formatMessage(m.totalShares), value: shares(row.totalShares) },
    {
      id: 'range',
      label: intl.formatMessage(m.perApplication),
      value: intl.formatMessage(mv.sharesRange, {
        min: intl.formatNumber(row.minShares),
        max: intl.formatNumber(row.maxShares),
      }),
    },
    { id: 'unit', label: intl.formatMessage(m.unitShares), value: shares(row.unitShares) },
    {
      id: 'discount',
      label: intl.formatMessage(m.discount),
      value: intl.formatMessage(mv.percent, { value: row.discountPercent }),
    },
    { id: 'base', label: intl.formatMessage(m.basePrice), value: price(row.basePrice) },
    { id: 'price', label: intl.formatMessage(m.price), value: price(row.price), emphasis: true },
    {
      id: 'window',
      label: intl.formatMessage(m.window),
      value: intl.formatMessage(mv.range, {
        start: formatDateTime(intl, row.windowStart),
        end: formatDateTime(intl, row.windowEnd),
      }),
    },
    { id: 'demand', label: intl.formatMessage(m.demand), value: shares(row.appliedShares) },
    {
      id: 'seedHash',
      label: intl.formatMessage(m.seedHash),
      value: row.seedHash ? <code className={own.hash}>{row.seedHash}</code> : intl.formatMessage(m.notYet),
    },
  ];
  if (row.allottedShares !== null) {
    items.push(
      { id: 'allotted', label: intl.formatMessage(m.allotted), value: shares(row.allottedShares) },
      {
        id: 'result',
        label: intl.formatMessage(m.result),
        value: intl.formatMessage(allocationKind(row) === 'lottery' ? m.resultLottery : m.resultFull),
      },
    );
  }
  if (row.seed) {
    items.push({ id: 'seed', label: intl.formatMessage(m.seed), value: <code className={own.hash}>{row.seed}</code> });
  }
  return (
    <section className={own.panel} aria-label={intl.formatMessage(mv.panelLabel, { code: row.stockCode })}>
      {props.closed ? (
        <p className={`${styles.notice} ${own.outcome}`} role="status">
          {doneText(intl, row)}
        </p>
      ) : null}
      {props.closeError ? <FormError>{props.closeError}</FormError> : null}
      <KeyValueList items={items} />
      {announced ? null : <p className={own.stepHint}>{intl.formatMessage(m.editLocked)}</p>}
      <div className={own.rowActions}>
        {canCloseDistribution(row) ? (
          <Button
            variant={announced ? 'secondary' : 'primary'}
            size="sm"
            disabled={busy}
            onClick={() => props.onClose(row.id)}
          >
            {intl.formatMessage(announced ? m.cancelAnnounced : m.close)}
          </Button>
        ) : null}
        {announced ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy || Boolean(props.editor)}
            onClick={() => props.onEdit(row.id)}
          >
            {intl.formatMessage(m.edit)}
          </Button>
        ) : null}
        {props.applicationsHref && row.applications > 0 ? (
          <a href={props.applicationsHref(row.id)}>{intl.formatMessage(m.applications)}</a>
        ) : null}
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => props.onSelect(undefined)}>
          {intl.formatMessage(m.closePanel)}
        </Button>
      </div>
    </section>
  );
}

const fieldLabels: Record<AdminDistributionTextField, MessageDescriptor> = {
  stockCode: m.stockCode,
  totalShares: m.totalShares,
  minShares: m.minShares,
  maxShares: m.maxShares,
  discountPercent: m.discountPercent,
  windowStart: m.windowStart,
  windowEnd: m.windowEnd,
};

function Editor({ editor, code }: { editor: AdminDistributionEditor; code?: string }) {
  const intl = useIntl();
  const headingId = useId();
  const editing = editor.mode === 'edit';
  const field = (name: AdminDistributionTextField) => (
    <TextField
      key={name}
      label={intl.formatMessage(fieldLabels[name])}
      type={name.startsWith('window') ? 'datetime-local' : 'text'}
      inputMode={name === 'discountPercent' ? 'decimal' : name.endsWith('Shares') ? 'numeric' : undefined}
      autoComplete="off"
      hint={
        name === 'discountPercent'
          ? intl.formatMessage(m.discountHint)
          : name === 'totalShares'
            ? intl.formatMessage(m.sharesHint)
            : undefined
      }
      {...editor.fields[name]}
    />
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {editing
          ? intl.formatMessage(mv.editHeading, { code: code ?? editor.distributionId ?? '' })
          : intl.formatMessage(m.createHeading)}
      </h2>
      <form
        className={styles.form}
        onSubmit={editor.onSubmit}
        noValidate
        aria-labelledby={headingId}
        aria-busy={editor.submitting || undefined}
      >
        {editor.formError ? <FormError>{editor.formError}</FormError> : null}
        <SegmentedControl
          label={intl.formatMessage(m.market)}
          value={editor.market}
          onValueChange={editor.onMarketChange}
          options={adminDistributionMarkets.map((value) => ({ value, label: intl.formatMessage(marketLabels[value]) }))}
        />
        <div className={styles.formGrid}>
          {field('stockCode')}
          {field('discountPercent')}
        </div>
        <div className={styles.formGrid}>
          {field('totalShares')}
          {field('minShares')}
          {field('maxShares')}
        </div>
        <div className={styles.formGrid}>
          {field('windowStart')}
          {field('windowEnd')}
        </div>
        <div className={styles.formActions}>
          <Button type="button" variant="secondary" disabled={editor.submitting} onClick={editor.onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={editor.submitting}>
            {intl.formatMessage(editing ? m.save : m.publish)}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Item({ row, props }: { row: AdminDistributionRow; props: AdminDistributionsScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const name = stockName(intl.locale, row);
  const open = props.selectedId === row.id;
  return (
    <li className={styles.row} aria-label={intl.formatMessage(mv.rowLabel, { code: row.stockCode, name })}>
      <span className={styles.rowLine}>
        <span id={titleId} className={styles.rowTitle}>
          {row.stockCode} · {name}
        </span>
        <StatusTag status={row.status} />
      </span>
      <span className={styles.meta}>
        <span>
          {intl.formatMessage(mv.range, {
            start: formatDateTime(intl, row.windowStart),
            end: formatDateTime(intl, row.windowEnd),
          })}
        </span>
        <span>{intl.formatMessage(mv.percent, { value: row.discountPercent })}</span>
        <span>
          {intl.formatMessage(mv.demandMeta, {
            applied: intl.formatNumber(row.appliedShares),
            total: intl.formatNumber(row.totalShares),
            applications: row.applications,
          })}
        </span>
      </span>
      {open ? (
        <Panel row={row} props={props} />
      ) : (
        <span className={own.rowActions}>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={Boolean(props.closing)}
            onClick={() => props.onSelect(row.id)}
          >
            {intl.formatMessage(m.open)}
          </Button>
        </span>
      )}
    </li>
  );
}

/**
 * Off-floor distributions: publish one (stock, shares, the disclosed discount, the window), change it while it is
 * only announced, and close it (confirmed first) to allocate to the approved applications, in full or by the
 * verifiable lottery; the outcome is shown after.
 */
export function AdminDistributionsScreen(props: AdminDistributionsScreenProps) {
  const intl = useIntl();
  const filterId = useId();
  const { status, distributions, pageInfo, onPageChange, filter, onFilterChange, onRetry, closing, editor } = props;
  const target = closing ? distributions.find((row) => row.id === closing.distributionId) : undefined;
  const editing = editor?.mode === 'edit' ? distributions.find((row) => row.id === editor.distributionId) : undefined;
  const targetName = target ? `${target.stockCode} ${stockName(intl.locale, target)}` : (closing?.distributionId ?? '');
  const cancelling = target?.status === 'announced';
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      {editor ? <Editor editor={editor} code={editing?.stockCode} /> : null}
      <div className={styles.sectionHeader}>
        <div className={`${fieldStyles.field} ${own.filter}`}>
          <label htmlFor={filterId} className={fieldStyles.label}>
            {intl.formatMessage(m.filter)}
          </label>
          <div className={fieldStyles.control}>
            <select
              id={filterId}
              className={fieldStyles.input}
              value={filter}
              onChange={(event) => onFilterChange(event.target.value as AdminDistributionStatus | 'all')}
            >
              <option value="all">{intl.formatMessage(m.filterAll)}</option>
              {adminDistributionStatuses.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(statusLabels[value])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Button onClick={props.onCreate} disabled={Boolean(editor)}>
          {intl.formatMessage(m.create)}
        </Button>
      </div>
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        <AdminListBody
          status={status}
          count={distributions.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(m.empty)}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ul className={styles.list}>
            {distributions.map((row) => (
              <Item key={row.id} row={row} props={props} />
            ))}
          </ul>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
      <ConfirmDialog
        open={Boolean(closing)}
        onOpenChange={(open) => {
          if (!open) closing?.onCancel();
        }}
        tone="critical"
        title={intl.formatMessage(cancelling ? m.confirmCancelTitle : m.confirmCloseTitle)}
        message={
          cancelling
            ? intl.formatMessage(mv.confirmCancel, { name: targetName })
            : intl.formatMessage(mv.confirmClose, {
                name: targetName,
                applied: intl.formatNumber(target?.appliedShares ?? 0),
                total: intl.formatNumber(target?.totalShares ?? 0),
              })
        }
        confirmLabel={intl.formatMessage(cancelling ? m.cancelAnnounced : m.close)}
        pending={closing?.pending}
        onConfirm={() => closing?.onConfirm()}
      />
    </div>
  );
}
