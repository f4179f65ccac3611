import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { compareDecimal } from '../../../internal/decimal.ts';
import { FormError } from '../../FormError.tsx';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { formatDateTime } from '../internal/format.ts';
import {
  DecisionMeta,
  EvidenceImage,
  QueueStateBadge,
  QueueToolbar,
  RejectForm,
  ReviewUserContextPanel,
  reasonLabel,
  userReasonText,
} from '../internal/review/parts.tsx';
import * as own from '../internal/review/review.css.ts';
import { adminReviewMessages as rm, adminReviewValueMessages as rmv } from '../internal/review/review.messages.ts';
import { adminReviewStates } from '../internal/review/review.types.ts';
import {
  adminDepositReviewScreenMessages as m,
  adminDepositReviewScreenValueMessages as mv,
} from './AdminDepositReviewScreen.messages.ts';
import {
  adminDepositRejectReasons,
  type AdminDepositReview,
  type AdminDepositReviewScreenProps,
  type AdminDepositRow,
} from './AdminDepositReviewScreen.types.ts';

function ReviewPanel({
  row,
  review,
  userHref,
}: {
  row: AdminDepositRow;
  review: AdminDepositReview;
  userHref: string;
}) {
  const intl = useIntl();
  const approveId = useId();
  const expectedId = useId();
  const busy = review.submitting || Boolean(review.confirmation);
  const confirmation = review.confirmation;
  const rejecting = confirmation?.decision === 'reject';
  const money = (amount: string) => formatMoney(intl, amount, row.currency);
  const differs =
    confirmation?.decision === 'approve' && compareDecimal(confirmation.creditedAmount, row.notifiedAmount) !== 0;
  return (
    <section className={own.review} aria-label={intl.formatMessage(rmv.reviewLabel, { account: row.account })}>
      {review.formError ? <FormError>{review.formError}</FormError> : null}
      <div className={own.pair}>
        <EvidenceImage
          src={row.slipImageUrl}
          label={intl.formatMessage(m.slip)}
          openLabel={intl.formatMessage(rm.openImage)}
        />
        <section className={own.part} aria-labelledby={expectedId}>
          <h2 id={expectedId} className={own.partTitle}>
            {intl.formatMessage(m.expected)}
          </h2>
          <KeyValueList
            items={[
              {
                id: 'amount',
                label: intl.formatMessage(m.notifiedAmount),
                value: money(row.notifiedAmount),
                emphasis: true,
              },
              {
                id: 'to',
                label: intl.formatMessage(m.toAccount),
                value: <span className={styles.mono}>{row.virtualAccountNumber}</span>,
              },
              { id: 'sender', label: intl.formatMessage(m.senderName), value: row.senderName },
              {
                id: 'verified',
                label: intl.formatMessage(m.verifiedName),
                value: row.verifiedName ?? intl.formatMessage(rm.noName),
              },
              { id: 'at', label: intl.formatMessage(m.notifiedAt), value: formatDateTime(intl, row.notifiedAt) },
            ]}
          />
          <p className={styles.lead}>{intl.formatMessage(m.checkText)}</p>
        </section>
      </div>
      <ReviewUserContextPanel account={row.account} userHref={userHref} user={review.user} />
      <div className={own.pair}>
        <form
          className={styles.form}
          aria-labelledby={approveId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) review.onApprove();
          }}
        >
          <h2 id={approveId} className={own.partTitle}>
            {intl.formatMessage(rm.approveHeading)}
          </h2>
          <NumberField
            label={intl.formatMessage(m.creditedAmount)}
            hint={intl.formatMessage(m.creditedAmountHint)}
            unit={row.currency}
            min="0"
            step="1"
            {...review.creditedAmountField}
          />
          <TextArea
            label={intl.formatMessage(m.approveNote)}
            hint={intl.formatMessage(rm.noteHint)}
            maxLength={500}
            rows={2}
            {...review.approveNoteField}
          />
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              {intl.formatMessage(m.approve)}
            </Button>
          </div>
        </form>
        <RejectForm reasons={adminDepositRejectReasons} fields={review} busy={busy} onReject={review.onReject} />
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" size="sm" disabled={review.submitting} onClick={review.onClose}>
          {intl.formatMessage(rm.close)}
        </Button>
      </div>
      <ConfirmDialog
        open={Boolean(confirmation)}
        onOpenChange={(open) => {
          if (!open) review.onConfirmCancel();
        }}
        tone={rejecting ? 'critical' : 'neutral'}
        title={intl.formatMessage(rejecting ? rm.confirmRejectTitle : m.confirmApproveTitle)}
        message={
          confirmation?.decision === 'reject'
            ? intl.formatMessage(rmv.confirmReject, {
                account: row.account,
                reason: reasonLabel(intl, confirmation.reason),
              })
            : intl.formatMessage(mv.confirmApprove, {
                account: row.account,
                amount: money(confirmation?.creditedAmount ?? row.notifiedAmount),
              })
        }
        details={
          confirmation?.decision === 'reject' ? (
            <p className={own.userText}>{userReasonText(intl, confirmation.reason)}</p>
          ) : differs && confirmation?.decision === 'approve' ? (
            <p className={own.userText}>
              {intl.formatMessage(mv.differs, {
                notified: money(row.notifiedAmount),
                credited: money(confirmation.creditedAmount),
              })}
            </p>
          ) : undefined
        }
        confirmLabel={intl.formatMessage(rejecting ? rm.reject : m.approve)}
        pending={review.submitting}
        onConfirm={review.onConfirm}
      />
    </section>
  );
}

function Item({ row, props }: { row: AdminDepositRow; props: AdminDepositReviewScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const { review } = props;
  const underReview = review?.itemId === row.id;
  return (
    <li className={styles.row}>
      <span className={styles.rowLine}>
        <a id={titleId} className={styles.rowTitle} href={props.userHref(row.account)}>
          {row.account} · {row.verifiedName ?? intl.formatMessage(rm.noName)}
        </a>
        <QueueStateBadge state={row.status} />
      </span>
      <span className={styles.meta}>
        <span>
          {intl.formatMessage(mv.amountLine, { amount: formatMoney(intl, row.notifiedAmount, row.currency) })}
        </span>
        {row.creditedAmount !== null ? (
          <span>
            {intl.formatMessage(mv.creditedLine, { amount: formatMoney(intl, row.creditedAmount, row.currency) })}
          </span>
        ) : null}
        <span>{intl.formatMessage(rmv.submitted, { time: formatDateTime(intl, row.notifiedAt) })}</span>
        <span>{intl.formatMessage(rmv.itemNumber, { id: row.id })}</span>
      </span>
      <DecisionMeta
        reviewedAt={row.reviewedAt}
        reviewedBy={row.reviewedBy}
        rejectReason={row.rejectReason}
        note={row.note}
      />
      {row.status === 'pending' && !underReview ? (
        <span className={own.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={Boolean(review)}
            onClick={() => props.onReview(row.id)}
          >
            {intl.formatMessage(rm.review)}
          </Button>
        </span>
      ) : null}
      {underReview && review ? <ReviewPanel row={row} review={review} userHref={props.userHref(row.account)} /> : null}
    </li>
  );
}

/**
 * The deposit queue: pending notices oldest first, each reviewed in place — the transfer slip beside the transfer
 * it should show and the user's context — then credited with the amount that arrived, or rejected with a reason.
 */
export function AdminDepositReviewScreen(props: AdminDepositReviewScreenProps) {
  const intl = useIntl();
  const { status, items, pageInfo, onPageChange, onRetry, filter, onFilterChange, account, onAccountChange } = props;
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      <QueueToolbar
        states={adminReviewStates}
        filter={filter}
        onFilterChange={onFilterChange}
        account={account}
        onAccountChange={onAccountChange}
      />
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        {filter === 'pending' ? <p className={styles.lead}>{intl.formatMessage(rm.oldestFirst)}</p> : null}
        <AdminListBody
          status={status}
          count={items.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(filter === 'pending' ? m.emptyPending : m.empty)}
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
