import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
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
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { formatDateTime, formatDay } from '../internal/format.ts';
import * as own from './AdminIposScreen.css.ts';
import { adminIposScreenMessages as m, adminIposScreenValueMessages as mv } from './AdminIposScreen.messages.ts';
import {
  adminIpoLateFields,
  adminIpoMarkets,
  adminIpoStatuses,
  adminIpoSteps,
  adminIpoUnits,
  type AdminIpoEditor,
  type AdminIpoRow,
  type AdminIpoStatus,
  type AdminIpoStep,
  type AdminIposScreenProps,
  type AdminIpoTextField,
} from './AdminIposScreen.types.ts';

const statusLabels: Record<AdminIpoStatus, MessageDescriptor> = {
  upcoming: m.statusUpcoming,
  subscribing: m.statusSubscribing,
  awaiting_lottery: m.statusAwaitingLottery,
  drawn: m.statusDrawn,
  allotted: m.statusAllotted,
  listed: m.statusListed,
  cancelled: m.statusCancelled,
};
const statusTones: Record<AdminIpoStatus, BadgeTone> = {
  upcoming: 'neutral',
  subscribing: 'info',
  awaiting_lottery: 'warning',
  drawn: 'warning',
  allotted: 'positive',
  listed: 'positive',
  cancelled: 'critical',
};
const drawLabels = {
  pending: m.drawPending,
  committed: m.drawCommitted,
  entries_published: m.drawEntriesPublished,
  drawn: m.drawDrawn,
} as const;
const marketLabels = { jpy: m.marketJpy, usd: m.marketUsd, cny: m.marketCny } as const;
const stepLabels = {
  commitSeed: m.stepCommitSeed,
  draw: m.stepDraw,
  publishSeed: m.stepPublishSeed,
  allot: m.stepAllot,
} as const;
const stepHints = {
  commitSeed: m.hintCommitSeed,
  draw: m.hintDraw,
  publishSeed: m.hintPublishSeed,
  allot: m.hintAllot,
} as const;
const confirmTitles = {
  commitSeed: m.confirmCommitSeed,
  draw: m.confirmDraw,
  publishSeed: m.confirmPublishSeed,
  allot: m.confirmAllot,
} as const;

function known<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

function label(intl: IntlShape, table: Record<string, MessageDescriptor>, value: string): string {
  return known(table, value) ? intl.formatMessage(table[value] as MessageDescriptor) : value;
}

/** The operator's own language picks which name of an IPO is shown. */
export function ipoName(locale: string, row: AdminIpoRow): string {
  if (locale.startsWith('zh')) return row.name.cn || row.name.jp;
  if (locale.startsWith('en')) return row.name.us || row.name.jp;
  return row.name.jp;
}

/**
 * Where a step stands for an IPO: `done`, `ready` (the one allowed now) or `later`/`closed`. Mirrors the server's
 * rules so the right button is offered; the server still refuses a step in the wrong state.
 */
export function stepState(row: AdminIpoRow, step: AdminIpoStep): 'done' | 'ready' | 'notNow' {
  switch (step) {
    case 'commitSeed':
      if (row.seedHash !== null) return 'done';
      return row.status === 'upcoming' ? 'ready' : 'notNow';
    case 'draw':
      if (row.winners !== null || row.drawnAt !== null) return 'done';
      return row.status === 'awaiting_lottery' && row.seedHash !== null ? 'ready' : 'notNow';
    case 'publishSeed':
      if (row.seed !== null) return 'done';
      return row.status === 'drawn' ? 'ready' : 'notNow';
    case 'allot':
      if (row.allottedAt !== null || row.status === 'allotted' || row.status === 'listed') return 'done';
      return row.status === 'drawn' && row.seed !== null ? 'ready' : 'notNow';
  }
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

function count(intl: IntlShape, value: number) {
  return intl.formatNumber(value);
}

function Hash({ value }: { value: string }) {
  return <code className={own.hash}>{value}</code>;
}

function doneText(intl: IntlShape, row: AdminIpoRow, step: AdminIpoStep): string {
  const winners = row.winners ?? 0;
  switch (step) {
    case 'commitSeed':
      return intl.formatMessage(mv.doneCommitSeed, { hash: row.seedHash ?? '—' });
    case 'draw':
      return intl.formatMessage(mv.doneDraw, {
        winners,
        applications: row.applications,
      });
    case 'publishSeed':
      return intl.formatMessage(mv.donePublishSeed, { seed: row.seed ?? '—' });
    case 'allot':
      return intl.formatMessage(mv.doneAllot, {
        charged: count(intl, winners),
        released: count(intl, Math.max(row.applications - winners, 0)),
      });
  }
}

function Panel({ row, props }: { row: AdminIpoRow; props: AdminIposScreenProps }) {
  const intl = useIntl();
  const headingId = useId();
  const money = (value: string | null) =>
    value === null ? intl.formatMessage(m.notDecided) : formatMoney(intl, value, row.currency);
  const busy = Boolean(props.action) || Boolean(props.editor?.submitting);
  const winners = row.winners;
  const settled = row.allottedAt !== null && winners !== null;
  const drawItems: { id: string; label: ReactNode; value: ReactNode }[] = [
    { id: 'drawState', label: intl.formatMessage(m.drawHeading), value: label(intl, drawLabels, row.drawState) },
    {
      id: 'seedHash',
      label: intl.formatMessage(m.seedHash),
      value: row.seedHash ? <Hash value={row.seedHash} /> : intl.formatMessage(m.notDecided),
    },
    {
      id: 'seed',
      label: intl.formatMessage(m.seed),
      value: row.seed ? <Hash value={row.seed} /> : intl.formatMessage(m.notDecided),
    },
    {
      id: 'applications',
      label: intl.formatMessage(m.applications),
      value: intl.formatMessage(mv.count, { count: count(intl, row.applications) }),
    },
    {
      id: 'winners',
      label: intl.formatMessage(m.winners),
      value:
        winners === null
          ? intl.formatMessage(m.notDecided)
          : intl.formatMessage(mv.count, { count: count(intl, winners) }),
    },
  ];
  if (row.drawnAt) {
    drawItems.push({ id: 'drawnAt', label: intl.formatMessage(m.drawnAt), value: formatDateTime(intl, row.drawnAt) });
  }
  if (settled) {
    drawItems.push(
      {
        id: 'charged',
        label: intl.formatMessage(m.charged),
        value: intl.formatMessage(mv.count, { count: count(intl, winners) }),
      },
      {
        id: 'released',
        label: intl.formatMessage(m.released),
        value: intl.formatMessage(mv.count, { count: count(intl, Math.max(row.applications - winners, 0)) }),
      },
      { id: 'allottedAt', label: intl.formatMessage(m.allottedAt), value: formatDateTime(intl, row.allottedAt ?? '') },
    );
  }
  return (
    <section className={own.panel} aria-label={intl.formatMessage(mv.panelLabel, { code: row.stockCode })}>
      {props.done ? (
        <p className={`${styles.notice} ${own.outcome}`} role="status">
          {doneText(intl, row, props.done)}
        </p>
      ) : null}
      {props.stepError ? <FormError>{props.stepError}</FormError> : null}
      <KeyValueList
        items={[
          { id: 'market', label: intl.formatMessage(m.market), value: label(intl, marketLabels, row.market) },
          { id: 'lead', label: intl.formatMessage(m.leadUnderwriter), value: row.leadUnderwriter },
          { id: 'per', label: intl.formatMessage(m.per), value: row.per ?? intl.formatMessage(m.notDecided) },
          {
            id: 'shares',
            label: intl.formatMessage(m.sharesOffered),
            value: intl.formatNumber(row.sharesOffered),
          },
          { id: 'unit', label: intl.formatMessage(m.unitShares), value: intl.formatNumber(row.unitShares) },
          {
            id: 'band',
            label: intl.formatMessage(m.priceBand),
            value: intl.formatMessage(mv.range, { start: money(row.priceBandLow), end: money(row.priceBandHigh) }),
          },
          { id: 'offer', label: intl.formatMessage(m.offerPrice), value: money(row.offerPrice), emphasis: true },
          {
            id: 'bookBuilding',
            label: intl.formatMessage(m.bookBuilding),
            value: intl.formatMessage(mv.range, {
              start: formatDay(intl, row.bookBuildingStart),
              end: formatDay(intl, row.bookBuildingEnd),
            }),
          },
          {
            id: 'subscription',
            label: intl.formatMessage(m.subscription),
            value: intl.formatMessage(mv.range, {
              start: formatDateTime(intl, row.subscriptionStart),
              end: formatDateTime(intl, row.subscriptionEnd),
            }),
          },
          { id: 'lottery', label: intl.formatMessage(m.lotteryDate), value: formatDay(intl, row.lotteryDate) },
          { id: 'allotment', label: intl.formatMessage(m.allotmentDate), value: formatDay(intl, row.allotmentDate) },
          { id: 'listing', label: intl.formatMessage(m.listingDate), value: formatDay(intl, row.listingDate) },
        ]}
      />
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(m.drawHeading)}
      </h2>
      <KeyValueList items={drawItems} />
      <ol className={own.steps} aria-labelledby={headingId}>
        {adminIpoSteps.map((step) => {
          const state = stepState(row, step);
          const hintId = `${headingId}-${step}`;
          return (
            <li key={step} className={own.step} data-state={state}>
              <Button
                variant={state === 'ready' ? 'primary' : 'secondary'}
                size="sm"
                disabled={state !== 'ready' || busy}
                aria-describedby={hintId}
                onClick={() => props.onStep(row.id, step)}
              >
                {state === 'done' ? <Icon name="check" small /> : null}
                {intl.formatMessage(stepLabels[step])}
              </Button>
              <p id={hintId} className={own.stepHint}>
                {state === 'done'
                  ? intl.formatMessage(m.stepDone)
                  : state === 'notNow'
                    ? `${intl.formatMessage(m.stepNotNow)} · ${intl.formatMessage(stepHints[step])}`
                    : intl.formatMessage(stepHints[step])}
              </p>
            </li>
          );
        })}
      </ol>
      <div className={own.rowActions}>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || Boolean(props.editor)}
          onClick={() => props.onEdit(row.id)}
        >
          {intl.formatMessage(m.edit)}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => props.onSelect(undefined)}>
          {intl.formatMessage(m.close)}
        </Button>
      </div>
    </section>
  );
}

const fieldLabels: Record<AdminIpoTextField, MessageDescriptor> = {
  stockCode: m.stockCode,
  nameJp: m.nameJp,
  nameCn: m.nameCn,
  nameUs: m.nameUs,
  leadUnderwriter: m.leadUnderwriter,
  per: m.per,
  sharesOffered: m.sharesOffered,
  priceBandLow: m.priceBandLow,
  priceBandHigh: m.priceBandHigh,
  offerPrice: m.offerPrice,
  bookBuildingStart: m.bookBuildingStart,
  bookBuildingEnd: m.bookBuildingEnd,
  subscriptionStart: m.subscriptionStart,
  subscriptionEnd: m.subscriptionEnd,
  lotteryDate: m.lotteryDate,
  allotmentDate: m.allotmentDate,
  listingDate: m.listingDate,
};
const dateFields = new Set<AdminIpoTextField>([
  'bookBuildingStart',
  'bookBuildingEnd',
  'lotteryDate',
  'allotmentDate',
  'listingDate',
]);
const timeFields = new Set<AdminIpoTextField>(['subscriptionStart', 'subscriptionEnd']);
const decimalFields = new Set<AdminIpoTextField>(['per', 'priceBandLow', 'priceBandHigh', 'offerPrice']);
const late = new Set<AdminIpoTextField>(adminIpoLateFields);

function Editor({ editor, code }: { editor: AdminIpoEditor; code?: string }) {
  const intl = useIntl();
  const headingId = useId();
  const editing = editor.mode === 'edit';
  const field = (name: AdminIpoTextField) => {
    const binding = editor.fields[name];
    const hint =
      name === 'stockCode'
        ? intl.formatMessage(m.stockCodeHint)
        : name === 'per'
          ? intl.formatMessage(m.optional)
          : name === 'offerPrice'
            ? intl.formatMessage(m.offerPriceHint)
            : undefined;
    return (
      <TextField
        key={name}
        label={intl.formatMessage(fieldLabels[name])}
        type={dateFields.has(name) ? 'date' : timeFields.has(name) ? 'datetime-local' : 'text'}
        inputMode={decimalFields.has(name) ? 'decimal' : name === 'sharesOffered' ? 'numeric' : undefined}
        autoComplete="off"
        hint={hint}
        maxLength={name.startsWith('name') || name === 'leadUnderwriter' ? 80 : undefined}
        {...binding}
        disabled={binding.disabled || (editor.locked && !late.has(name))}
      />
    );
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {editing
          ? intl.formatMessage(mv.editHeading, { code: code ?? editor.ipoId ?? '' })
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
        {editor.locked ? <p className={styles.lead}>{intl.formatMessage(m.lockedNote)}</p> : null}
        <SegmentedControl
          label={intl.formatMessage(m.market)}
          value={editor.market}
          onValueChange={editor.onMarketChange}
          disabled={editor.locked}
          options={adminIpoMarkets.map((value) => ({ value, label: intl.formatMessage(marketLabels[value]) }))}
        />
        <div className={styles.formGrid}>
          {field('stockCode')}
          {field('leadUnderwriter')}
        </div>
        <div className={styles.formGrid}>
          {field('nameJp')}
          {field('nameCn')}
          {field('nameUs')}
        </div>
        <SegmentedControl
          label={intl.formatMessage(m.unitShares)}
          value={editor.unitShares}
          onValueChange={editor.onUnitSharesChange}
          disabled={editor.locked}
          options={adminIpoUnits.map((value) => ({ value, label: intl.formatNumber(Number(value)) }))}
        />
        <div className={styles.formGrid}>
          {field('sharesOffered')}
          {field('per')}
        </div>
        <div className={styles.formGrid}>
          {field('priceBandLow')}
          {field('priceBandHigh')}
          {field('offerPrice')}
        </div>
        <p className={styles.lead}>{intl.formatMessage(m.datesHint)}</p>
        <div className={styles.formGrid}>
          {field('bookBuildingStart')}
          {field('bookBuildingEnd')}
          {field('subscriptionStart')}
          {field('subscriptionEnd')}
          {field('lotteryDate')}
          {field('allotmentDate')}
          {field('listingDate')}
        </div>
        <div className={styles.formActions}>
          <Button type="button" variant="secondary" disabled={editor.submitting} onClick={editor.onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={editor.submitting}>
            {intl.formatMessage(editing ? m.save : m.register)}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Item({ row, props }: { row: AdminIpoRow; props: AdminIposScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const name = ipoName(intl.locale, row);
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
          {intl.formatMessage(mv.subscriptionRange, {
            start: formatDay(intl, row.subscriptionStart),
            end: formatDay(intl, row.subscriptionEnd),
          })}
        </span>
        <span>{intl.formatMessage(mv.listing, { date: formatDay(intl, row.listingDate) })}</span>
        <span>{label(intl, drawLabels, row.drawState)}</span>
        <span>
          {intl.formatMessage(mv.counts, {
            applications: row.applications,
            winners: row.winners === null ? '—' : count(intl, row.winners),
          })}
        </span>
      </span>
      {open ? null : (
        <span className={own.rowActions}>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={Boolean(props.action)}
            onClick={() => props.onSelect(row.id)}
          >
            {intl.formatMessage(m.open)}
          </Button>
        </span>
      )}
      {open ? <Panel row={row} props={props} /> : null}
    </li>
  );
}

function confirmMessage(intl: IntlShape, row: AdminIpoRow | undefined, step: AdminIpoStep, fallback: string) {
  const name = row ? `${row.stockCode} ${ipoName(intl.locale, row)}` : fallback;
  const winners = row?.winners ?? 0;
  switch (step) {
    case 'commitSeed':
      return intl.formatMessage(mv.confirmCommitSeed, { name });
    case 'draw':
      return intl.formatMessage(mv.confirmDraw, { name, applications: row?.applications ?? 0 });
    case 'publishSeed':
      return intl.formatMessage(mv.confirmPublishSeed, { name });
    case 'allot':
      return intl.formatMessage(mv.confirmAllot, {
        name,
        charged: winners,
        released: Math.max((row?.applications ?? 0) - winners, 0),
      });
  }
}

/**
 * IPO management: every IPO with its stage and draw; create and edit one; and the verifiable draw's steps, each
 * offered only in its state and confirmed first: commit the seed (its hash shown after), run the draw, publish the
 * seed, allot (the charged and released counts shown after). A refused step shows the server's reason.
 */
export function AdminIposScreen(props: AdminIposScreenProps) {
  const intl = useIntl();
  const filterId = useId();
  const { status, ipos, pageInfo, onPageChange, filter, onFilterChange, onRetry, action, editor } = props;
  const target = action ? ipos.find((row) => row.id === action.ipoId) : undefined;
  const editing = editor?.mode === 'edit' ? ipos.find((row) => row.id === editor.ipoId) : undefined;
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
              onChange={(event) => onFilterChange(event.target.value as AdminIpoStatus | 'all')}
            >
              <option value="all">{intl.formatMessage(m.filterAll)}</option>
              {adminIpoStatuses.map((value) => (
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
          count={ipos.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(m.empty)}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ul className={styles.list}>
            {ipos.map((row) => (
              <Item key={row.id} row={row} props={props} />
            ))}
          </ul>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
      <ConfirmDialog
        open={Boolean(action)}
        onOpenChange={(open) => {
          if (!open) action?.onCancel();
        }}
        tone={action?.step === 'allot' || action?.step === 'draw' ? 'critical' : 'neutral'}
        title={action ? intl.formatMessage(confirmTitles[action.step]) : ''}
        message={action ? confirmMessage(intl, target, action.step, action.ipoId) : ''}
        confirmLabel={action ? intl.formatMessage(stepLabels[action.step]) : undefined}
        pending={action?.pending}
        onConfirm={() => action?.onConfirm()}
      />
    </div>
  );
}
