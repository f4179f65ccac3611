import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import * as fieldStyles from '../../../internal/field.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import { formatOfferPrice, formatPercent } from '../../offerings/shared/format.ts';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { formatDateTime, formatDay } from '../internal/format.ts';
import {
  adminFollowProductsScreenMessages as m,
  adminFollowProductsScreenValueMessages as mv,
} from './AdminFollowProductsScreen.messages.ts';
import * as own from './AdminFollowProductsScreen.css.ts';
import {
  adminFollowMarkets,
  adminFollowStates,
  adminFollowStrategyKinds,
  type AdminFollowEditor,
  type AdminFollowProductsScreenProps,
  type AdminFollowRow,
  type AdminFollowState,
  type AdminFollowText,
  type AdminFollowTextAreaField,
  type AdminFollowTextField,
} from './AdminFollowProductsScreen.types.ts';

const stateLabels: Record<AdminFollowState, MessageDescriptor> = {
  open: m.stateOpen,
  closed: m.stateClosed,
  ended: m.stateEnded,
};
const stateTones: Record<AdminFollowState, BadgeTone> = { open: 'info', closed: 'warning', ended: 'neutral' };
const kindLabels = {
  leader_basket: m.kindLeader,
  equal_weight: m.kindEqualWeight,
  momentum: m.kindMomentum,
} as const;
const marketLabels = { jpy: m.marketJpy, usd: m.marketUsd, cny: m.marketCny } as const;
const actionLabels: Record<AdminFollowState, MessageDescriptor> = {
  open: m.setOpen,
  closed: m.setClosed,
  ended: m.setEnded,
};
const confirmTitles: Record<AdminFollowState, MessageDescriptor> = {
  open: m.confirmOpen,
  closed: m.confirmClosed,
  ended: m.confirmEnded,
};
const confirmMessages: Record<AdminFollowState, MessageDescriptor> = {
  open: mv.confirmOpen,
  closed: mv.confirmClosed,
  ended: mv.confirmEnded,
};
const doneMessages: Record<AdminFollowState, MessageDescriptor> = {
  open: mv.doneOpen,
  closed: mv.doneClosed,
  ended: mv.doneEnded,
};

function known<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

function label(intl: IntlShape, table: Record<string, MessageDescriptor>, value: string): string {
  return known(table, value) ? intl.formatMessage(table[value] as MessageDescriptor) : value;
}

/** The operator's own language picks which of a product's texts is shown. */
export function localizedFollowText(locale: string, text: AdminFollowText): string {
  if (locale.startsWith('zh')) return text.cn || text.jp;
  if (locale.startsWith('en')) return text.us || text.jp;
  return text.jp;
}

/** What may follow a state: open ↔ closed, and either may end; an ended product stays ended (the server's rule). */
export function followNextStates(state: string): AdminFollowState[] {
  if (state === 'open') return ['closed', 'ended'];
  if (state === 'closed') return ['open', 'ended'];
  return [];
}

function StateTag({ state }: { state: string }) {
  const intl = useIntl();
  const tone: BadgeTone = known(stateTones, state) ? stateTones[state] : 'neutral';
  return (
    <span className={statusBadge({ tone })} data-tone={tone} data-state={state}>
      {tone === 'critical' ? <Icon name="alert" small /> : null}
      {tone === 'warning' ? <Icon name="clock" small /> : null}
      {tone === 'info' ? <span aria-hidden="true">●</span> : null}
      {label(intl, stateLabels, state)}
    </span>
  );
}

function feeText(intl: IntlShape, percent: string): string {
  return decimalSign(percent) === 0 ? intl.formatMessage(m.none) : formatPercent(intl, percent);
}

/** The kind in words, with a rule's parameters. */
function kindText(intl: IntlShape, row: AdminFollowRow): string {
  const kind = label(intl, kindLabels, row.rule.kind);
  if (row.rule.kind === 'momentum' && row.rule.lookbackDays !== null && row.rule.top !== null) {
    return `${kind}: ${formatWith(intl, mv.momentumRule, { days: row.rule.lookbackDays, top: row.rule.top })}`;
  }
  return kind;
}

function Panel({ row, props }: { row: AdminFollowRow; props: AdminFollowProductsScreenProps }) {
  const intl = useIntl();
  const name = localizedFollowText(intl.locale, row.name);
  const money = (value: string) => formatMoney(intl, value, row.currency);
  const busy = Boolean(props.action) || Boolean(props.editor?.submitting);
  const ended = row.state === 'ended';
  const items: { id: string; label: ReactNode; value: ReactNode; emphasis?: boolean }[] = [
    { id: 'market', label: intl.formatMessage(m.market), value: label(intl, marketLabels, row.market) },
    { id: 'leader', label: intl.formatMessage(m.leader), value: row.leaderName },
    { id: 'kind', label: intl.formatMessage(m.kind), value: kindText(intl, row) },
    ...(row.rule.universe.length > 0
      ? [{ id: 'universe', label: intl.formatMessage(m.universe), value: row.rule.universe.join(', ') }]
      : []),
    {
      id: 'basket',
      label: intl.formatMessage(m.basket),
      value: (
        <span className={own.basket}>
          {row.basket.map((line) => (
            <span key={line.code}>
              {formatWith(intl, mv.weight, {
                code: line.code,
                name: localizedFollowText(intl.locale, line.name),
                percent: formatPercent(intl, line.weightPercent),
              })}
            </span>
          ))}
        </span>
      ),
    },
    { id: 'minimum', label: intl.formatMessage(m.minInvestment), value: money(row.minInvestment) },
    { id: 'entryFee', label: intl.formatMessage(m.entryFee), value: feeText(intl, row.entryFeePercent) },
    {
      id: 'earlyExit',
      label: intl.formatMessage(m.earlyExitFee),
      value:
        decimalSign(row.earlyExitFeePercent) === 0 || row.earlyExitFeeDays === 0
          ? intl.formatMessage(m.none)
          : formatWith(intl, mv.earlyExit, {
              percent: formatPercent(intl, row.earlyExitFeePercent),
              days: row.earlyExitFeeDays,
            }),
    },
    { id: 'profitShare', label: intl.formatMessage(m.profitShare), value: feeText(intl, row.profitSharePercent) },
    {
      id: 'deadline',
      label: intl.formatMessage(m.deadline),
      value: row.subscriptionDeadline
        ? formatDateTime(intl, row.subscriptionDeadline)
        : intl.formatMessage(m.noDeadline),
    },
    {
      id: 'inception',
      label: intl.formatMessage(m.inception),
      value: formatWith(intl, mv.inceptionValue, {
        date: formatDay(intl, `${row.inceptionDate}T00:00:00+09:00`),
        nav: formatOfferPrice(intl, row.inceptionNav, row.currency),
      }),
    },
    {
      id: 'nav',
      label: intl.formatMessage(m.nav),
      value: formatOfferPrice(intl, row.nav, row.currency),
      emphasis: true,
    },
    {
      id: 'cumulative',
      label: intl.formatMessage(m.cumulativeReturn),
      value: formatPercent(intl, row.cumulativeReturnPercent, { signed: true }),
    },
    {
      id: 'drawdown',
      label: intl.formatMessage(m.maxDrawdown),
      value: formatPercent(intl, row.maxDrawdownPercent, { signed: true }),
    },
    {
      id: 'followers',
      label: intl.formatMessage(m.followers),
      value: formatWith(intl, mv.followersValue, { followers: row.followerCount, orders: row.followingOrders }),
    },
    { id: 'assets', label: intl.formatMessage(m.assets), value: money(row.assets) },
    { id: 'rebalanced', label: intl.formatMessage(m.rebalancedAt), value: formatDateTime(intl, row.rebalancedAt) },
    { id: 'updated', label: intl.formatMessage(m.updatedAt), value: formatDateTime(intl, row.updatedAt) },
  ];
  return (
    <section className={own.panel} aria-label={formatWith(intl, mv.panelLabel, { id: row.id })}>
      {props.done ? (
        <p className={`${styles.notice} ${own.outcome}`} role="status">
          {formatWith(intl, doneMessages[props.done], { name })}
        </p>
      ) : null}
      {props.actionError ? <FormError>{props.actionError}</FormError> : null}
      <p className={styles.lead}>
        {intl.formatMessage(m.strategy)}: {localizedFollowText(intl.locale, row.strategy)}
      </p>
      <KeyValueList items={items} />
      {ended ? <p className={styles.lead}>{intl.formatMessage(m.endedLocked)}</p> : null}
      <div className={own.rowActions}>
        {followNextStates(row.state).map((state) => (
          <Button
            key={state}
            variant={state === 'ended' ? 'secondary' : 'primary'}
            size="sm"
            disabled={busy}
            onClick={() => props.onSetState(row.id, state)}
          >
            {intl.formatMessage(actionLabels[state])}
          </Button>
        ))}
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || ended || Boolean(props.editor)}
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

const fieldLabels: Record<AdminFollowTextField, MessageDescriptor> = {
  nameJp: m.nameJp,
  nameCn: m.nameCn,
  nameUs: m.nameUs,
  leaderName: m.leaderName,
  lookbackDays: m.lookbackDays,
  top: m.top,
  minInvestment: m.minInvestment,
  entryFeePercent: m.entryFee,
  earlyExitFeePercent: m.earlyExitFee,
  earlyExitFeeDays: m.earlyExitDays,
  profitSharePercent: m.profitShare,
  subscriptionDeadline: m.deadline,
  inceptionDate: m.inception,
};
const areaLabels: Record<AdminFollowTextAreaField, MessageDescriptor> = {
  leaderProfileJp: m.profileJp,
  leaderProfileCn: m.profileCn,
  leaderProfileUs: m.profileUs,
  strategyJp: m.strategyJp,
  strategyCn: m.strategyCn,
  strategyUs: m.strategyUs,
  basket: m.basketField,
  universe: m.universeField,
};
const decimalFields = new Set<AdminFollowTextField>([
  'minInvestment',
  'entryFeePercent',
  'earlyExitFeePercent',
  'profitSharePercent',
]);
const integerFields = new Set<AdminFollowTextField>(['lookbackDays', 'top', 'earlyExitFeeDays']);

function Editor({ editor }: { editor: AdminFollowEditor }) {
  const intl = useIntl();
  const headingId = useId();
  const editing = editor.mode === 'edit';
  const kind = editor.strategyKind;
  const field = (name: AdminFollowTextField, hint?: string) => (
    <TextField
      key={name}
      label={intl.formatMessage(fieldLabels[name])}
      type={name === 'inceptionDate' ? 'date' : name === 'subscriptionDeadline' ? 'datetime-local' : 'text'}
      inputMode={decimalFields.has(name) ? 'decimal' : integerFields.has(name) ? 'numeric' : undefined}
      autoComplete="off"
      hint={hint}
      maxLength={name.startsWith('name') || name === 'leaderName' ? 80 : undefined}
      {...editor.fields[name]}
    />
  );
  const area = (name: AdminFollowTextAreaField, hint?: ReactNode) => (
    <TextArea
      key={name}
      label={intl.formatMessage(areaLabels[name])}
      hint={hint}
      rows={name === 'basket' || name === 'universe' ? 5 : 3}
      maxLength={name.startsWith('strategy') || name.startsWith('leaderProfile') ? 4000 : undefined}
      showCount={false}
      spellCheck={name === 'basket' || name === 'universe' ? false : undefined}
      {...editor.areas[name]}
    />
  );
  const basketHint = (
    <>
      {intl.formatMessage(m.basketHint)}
      {editor.basketTotal
        ? ` ${formatWith(intl, mv.basketTotal, { total: formatPercent(intl, editor.basketTotal) })}`
        : ''}
    </>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {editing
          ? formatWith(intl, mv.editHeading, { id: editor.productId ?? '' })
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
          disabled={editing}
          options={adminFollowMarkets.map((value) => ({ value, label: intl.formatMessage(marketLabels[value]) }))}
        />
        <div className={styles.formGrid}>
          {field('nameJp')}
          {field('nameCn')}
          {field('nameUs')}
        </div>
        {field('leaderName', intl.formatMessage(m.leaderNameHint))}
        <div className={styles.formGrid}>
          {area('leaderProfileJp')}
          {area('leaderProfileCn')}
          {area('leaderProfileUs')}
        </div>
        <SegmentedControl
          label={intl.formatMessage(m.kind)}
          value={kind}
          onValueChange={editor.onStrategyKindChange}
          options={adminFollowStrategyKinds.map((value) => ({ value, label: intl.formatMessage(kindLabels[value]) }))}
        />
        {kind === 'leader_basket' ? (
          <>
            {area('basket', basketHint)}
            <div className={styles.formGrid}>
              {area('strategyJp')}
              {area('strategyCn')}
              {area('strategyUs')}
            </div>
          </>
        ) : (
          <>
            <p className={styles.lead}>{intl.formatMessage(m.ruleWords)}</p>
            {area('universe', intl.formatMessage(m.universeHint))}
            {kind === 'momentum' ? (
              <div className={styles.formGrid}>
                {field('lookbackDays')}
                {field('top')}
              </div>
            ) : null}
          </>
        )}
        <p className={styles.lead}>{intl.formatMessage(m.feesHeading)}</p>
        <div className={styles.formGrid}>
          {field('minInvestment')}
          {field('entryFeePercent')}
          {field('profitSharePercent')}
          {field('earlyExitFeePercent')}
          {field('earlyExitFeeDays')}
        </div>
        <div className={styles.formGrid}>
          {field('subscriptionDeadline', intl.formatMessage(m.deadlineHint))}
          {editing ? null : field('inceptionDate', intl.formatMessage(m.inceptionHint))}
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

function Item({ row, props }: { row: AdminFollowRow; props: AdminFollowProductsScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const name = localizedFollowText(intl.locale, row.name);
  const open = props.selectedId === row.id;
  return (
    <li className={styles.row} aria-label={formatWith(intl, mv.rowLabel, { id: row.id, name })}>
      <span className={styles.rowLine}>
        <span id={titleId} className={styles.rowTitle}>
          {name}
        </span>
        <StateTag state={row.state} />
      </span>
      <span className={styles.meta}>
        <span>
          {formatWith(intl, mv.meta, {
            market: label(intl, marketLabels, row.market),
            kind: label(intl, kindLabels, row.rule.kind),
            nav: formatOfferPrice(intl, row.nav, row.currency),
          })}
        </span>
        <span>
          {formatWith(intl, mv.followersMeta, {
            followers: row.followerCount,
            orders: row.followingOrders,
            assets: formatMoney(intl, row.assets, row.currency),
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

/**
 * Copy-trading products in the console: every product with its state, kind, NAV, followers and their value; create
 * and edit one (names, the leader and profile, a leader's basket as code:weight lines or a rule's universe and
 * parameters, every fee, the deadline and the inception day, in three languages); open, close and end it, each
 * confirmed first — ending settles every following order at the NAV of that moment.
 */
export function AdminFollowProductsScreen(props: AdminFollowProductsScreenProps) {
  const intl = useIntl();
  const filterId = useId();
  const { status, products, pageInfo, onPageChange, filter, onFilterChange, onRetry, action, editor } = props;
  const target = action ? products.find((row) => row.id === action.productId) : undefined;
  const targetName = target ? localizedFollowText(intl.locale, target.name) : (action?.productId ?? '');
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      {editor ? <Editor editor={editor} /> : null}
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
              onChange={(event) => onFilterChange(event.target.value as AdminFollowState | 'all')}
            >
              <option value="all">{intl.formatMessage(m.filterAll)}</option>
              {adminFollowStates.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(stateLabels[value])}
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
          count={products.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(m.empty)}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ul className={styles.list}>
            {products.map((row) => (
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
        tone={action?.state === 'ended' ? 'critical' : 'neutral'}
        title={action ? intl.formatMessage(confirmTitles[action.state]) : ''}
        message={
          action
            ? formatWith(intl, confirmMessages[action.state], {
                name: targetName,
                orders: target?.followingOrders ?? 0,
              })
            : ''
        }
        confirmLabel={action ? intl.formatMessage(actionLabels[action.state]) : undefined}
        pending={action?.pending}
        onConfirm={() => action?.onConfirm()}
      />
    </div>
  );
}
