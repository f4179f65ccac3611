import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { compareDecimal } from '../../../internal/decimal.ts';
import * as fieldStyles from '../../../internal/field.css.ts';
import { FormError } from '../../FormError.tsx';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { formatDateTime } from '../internal/format.ts';
import { QueueStateBadge, QueueToolbar, ReviewUserContextPanel } from '../internal/review/parts.tsx';
import * as own from '../internal/review/review.css.ts';
import { adminReviewMessages as rm, adminReviewValueMessages as rmv } from '../internal/review/review.messages.ts';
import { adminAdjustmentStates } from '../internal/review/review.types.ts';
import {
  adminAdjustmentsScreenMessages as m,
  adminAdjustmentsScreenValueMessages as mv,
} from './AdminAdjustmentsScreen.messages.ts';
import {
  adminAdjustmentDirections,
  adminAdjustmentReasons,
  type AdminAdjustmentCreate,
  type AdminAdjustmentDecision,
  type AdminAdjustmentDirection,
  type AdminAdjustmentReason,
  type AdminAdjustmentRow,
  type AdminAdjustmentsScreenProps,
} from './AdminAdjustmentsScreen.types.ts';

const reasonLabels = {
  deposit_correction: m.reasonDepositCorrection,
  withdrawal_correction: m.reasonWithdrawalCorrection,
  fee_refund: m.reasonFeeRefund,
  compensation: m.reasonCompensation,
  error_correction: m.reasonErrorCorrection,
  other: m.reasonOther,
} as const satisfies Record<AdminAdjustmentReason, unknown>;

function reasonText(intl: IntlShape, reason: string): string {
  return Object.prototype.hasOwnProperty.call(reasonLabels, reason)
    ? intl.formatMessage(reasonLabels[reason as AdminAdjustmentReason])
    : reason;
}

/** The signed amount: + for a credit, − for a debit. */
function signedAmount(intl: IntlShape, row: AdminAdjustmentRow): string {
  return formatMoney(intl, row.direction === 'debit' ? `-${row.amount}` : row.amount, row.currency, { signed: true });
}

function CreateForm({ create }: { create: AdminAdjustmentCreate }) {
  const intl = useIntl();
  const headingId = useId();
  const currencyId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(m.createHeading)}
      </h2>
      <form className={styles.form} onSubmit={create.onSubmit} noValidate aria-busy={create.submitting || undefined}>
        {create.formError ? <FormError>{create.formError}</FormError> : null}
        <div className={styles.formGrid}>
          <TextField
            label={intl.formatMessage(m.account)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...create.accountField}
          />
          <NumberField label={intl.formatMessage(m.amount)} min="0" step="1" {...create.amountField} />
          <div className={fieldStyles.field}>
            <label htmlFor={currencyId} className={fieldStyles.label}>
              {intl.formatMessage(m.currency)}
            </label>
            <div className={fieldStyles.control}>
              <select
                id={currencyId}
                className={fieldStyles.input}
                value={create.currency.value}
                onChange={(event) => create.currency.onValueChange(event.target.value)}
              >
                {create.currency.options.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <RadioGroup
          label={intl.formatMessage(m.direction)}
          options={adminAdjustmentDirections.map((direction) => ({
            value: direction,
            label: intl.formatMessage(m[direction]),
          }))}
          value={create.direction.value}
          onValueChange={(value) => create.direction.onValueChange(value as AdminAdjustmentDirection)}
          required
        />
        <RadioGroup
          label={intl.formatMessage(m.reason)}
          options={adminAdjustmentReasons.map((reason) => ({ value: reason, label: reasonText(intl, reason) }))}
          value={create.reason.value ?? ''}
          onValueChange={(value) => create.reason.onValueChange(value as AdminAdjustmentReason)}
          invalid={Boolean(create.reason.errorMessage)}
          errorMessage={create.reason.errorMessage}
          required
        />
        <TextArea
          label={intl.formatMessage(m.memo)}
          hint={intl.formatMessage(m.memoHint)}
          maxLength={500}
          rows={3}
          required
          {...create.memoField}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" disabled={create.submitting} onClick={create.onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={create.submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      </form>
    </section>
  );
}

function DecisionPanel({
  row,
  review,
  operatorAccount,
  userHref,
}: {
  row: AdminAdjustmentRow;
  review: AdminAdjustmentDecision;
  operatorAccount: string;
  userHref: string;
}) {
  const intl = useIntl();
  const ownRequest = row.requestedBy === operatorAccount;
  const busy = review.submitting || Boolean(review.confirmation);
  const amount = signedAmount(intl, row);
  const balance = review.user.balances.find((entry) => entry.currency === row.currency);
  const overdraws =
    row.direction === 'debit' &&
    review.user.status === 'ready' &&
    balance !== undefined &&
    compareDecimal(row.amount, balance.available) === 1;
  const rejecting = review.confirmation === 'reject';
  return (
    <section className={own.review} aria-label={intl.formatMessage(mv.decisionLabel, { account: row.account })}>
      {review.formError ? <FormError>{review.formError}</FormError> : null}
      <ReviewUserContextPanel account={row.account} userHref={userHref} user={review.user} />
      {overdraws ? (
        <p className={own.userText} role="note">
          {intl.formatMessage(m.overdraw)}
        </p>
      ) : null}
      {ownRequest ? (
        <p className={own.userText} role="note">
          {intl.formatMessage(m.yourRequest)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" size="sm" disabled={review.submitting} onClick={review.onClose}>
          {intl.formatMessage(m.close)}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={review.onReject}>
          {intl.formatMessage(m.reject)}
        </Button>
        <Button disabled={busy || ownRequest} onClick={review.onApply}>
          {intl.formatMessage(m.apply)}
        </Button>
      </div>
      <ConfirmDialog
        open={Boolean(review.confirmation)}
        onOpenChange={(open) => {
          if (!open) review.onConfirmCancel();
        }}
        tone={rejecting ? 'critical' : 'neutral'}
        title={intl.formatMessage(rejecting ? m.rejectTitle : m.applyTitle)}
        message={intl.formatMessage(rejecting ? mv.rejectText : mv.applyText, { account: row.account, amount })}
        details={<p className={own.userText}>{row.memo}</p>}
        confirmLabel={intl.formatMessage(rejecting ? m.reject : m.apply)}
        pending={review.submitting}
        onConfirm={review.onConfirm}
      />
    </section>
  );
}

function Item({ row, props }: { row: AdminAdjustmentRow; props: AdminAdjustmentsScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const { review } = props;
  const underReview = review?.itemId === row.id;
  const awaiting = row.status === 'awaiting_second_approval';
  return (
    <li className={styles.row}>
      <span className={styles.rowLine}>
        <a id={titleId} className={styles.rowTitle} href={props.userHref(row.account)}>
          {row.account}
        </a>
        <QueueStateBadge state={row.status} />
      </span>
      <span className={styles.rowLine}>
        <span
          className={`${styles.figureValue} ${row.direction === 'debit' ? styles.amountDown : styles.amountUp}`}
          data-direction={row.direction}
        >
          {signedAmount(intl, row)}
        </span>
        <span>{reasonText(intl, row.reason)}</span>
      </span>
      <span className={styles.meta}>{row.memo}</span>
      <span className={styles.meta}>
        <span>
          {intl.formatMessage(mv.requested, { operator: row.requestedBy, time: formatDateTime(intl, row.requestedAt) })}
        </span>
        {row.decidedBy !== null && row.decidedAt !== null ? (
          <span>
            {intl.formatMessage(mv.decided, { operator: row.decidedBy, time: formatDateTime(intl, row.decidedAt) })}
          </span>
        ) : awaiting ? (
          <span>{intl.formatMessage(mv.awaiting, { requester: row.requestedBy })}</span>
        ) : null}
        <span>{intl.formatMessage(rmv.itemNumber, { id: row.id })}</span>
      </span>
      {awaiting && !underReview ? (
        <span className={own.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={Boolean(review)}
            onClick={() => props.onReview(row.id)}
          >
            {intl.formatMessage(m.decide)}
          </Button>
        </span>
      ) : null}
      {underReview && review ? (
        <DecisionPanel
          row={row}
          review={review}
          operatorAccount={props.operatorAccount}
          userHref={props.userHref(row.account)}
        />
      ) : null}
    </li>
  );
}

/**
 * Manual cash adjustments: one operator requests a credit or debit with a reason and a memo the user sees; nothing
 * moves until a different operator applies it (or anyone rejects it), with the user's balances in view.
 */
export function AdminAdjustmentsScreen(props: AdminAdjustmentsScreenProps) {
  const intl = useIntl();
  const { status, items, pageInfo, onPageChange, onRetry, filter, onFilterChange, account, onAccountChange } = props;
  const working = filter === 'awaiting_second_approval';
  return (
    <div className={styles.screen}>
      <div className={styles.sectionHeader}>
        <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
        {props.create ? null : (
          <Button onClick={props.onOpenCreate} disabled={Boolean(props.review)}>
            {intl.formatMessage(m.request)}
          </Button>
        )}
      </div>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      {props.create ? <CreateForm create={props.create} /> : null}
      <QueueToolbar
        states={adminAdjustmentStates}
        filter={filter}
        onFilterChange={onFilterChange}
        account={account}
        onAccountChange={onAccountChange}
      />
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        {working ? <p className={styles.lead}>{intl.formatMessage(rm.oldestFirst)}</p> : null}
        <AdminListBody
          status={status}
          count={items.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(working ? m.emptyAwaiting : m.empty)}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ul className={styles.list}>
            {items.map((row) => (
              <Item key={row.id} row={row} props={props} />
            ))}
          </ul>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
    </div>
  );
}
