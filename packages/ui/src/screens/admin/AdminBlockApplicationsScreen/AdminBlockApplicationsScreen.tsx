import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { FormError } from '../../FormError.tsx';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { formatDateTime } from '../internal/format.ts';
import {
  DecisionMeta,
  QueueStateBadge,
  QueueToolbar,
  RejectForm,
  ReviewUserContextPanel,
  reasonLabel,
  userReasonText,
} from '../internal/review/parts.tsx';
import * as own from '../internal/review/review.css.ts';
import { adminReviewMessages as rm, adminReviewValueMessages as rmv } from '../internal/review/review.messages.ts';
import { adminBlockApplicationStates } from '../internal/review/review.types.ts';
import {
  adminBlockApplicationsScreenMessages as m,
  adminBlockApplicationsScreenValueMessages as mv,
} from './AdminBlockApplicationsScreen.messages.ts';
import {
  adminBlockRejectReasons,
  type AdminBlockApplicationReview,
  type AdminBlockApplicationRow,
  type AdminBlockApplicationsScreenProps,
} from './AdminBlockApplicationsScreen.types.ts';

function stock(intl: IntlShape, row: AdminBlockApplicationRow): string {
  const name = intl.locale.startsWith('zh')
    ? row.stockName.cn
    : intl.locale.startsWith('en')
      ? row.stockName.us
      : row.stockName.jp;
  return intl.formatMessage(mv.stockValue, { code: row.stockCode, name: name || row.stockName.jp });
}

const shares = (intl: IntlShape, count: number) => intl.formatMessage(mv.shares, { count: intl.formatNumber(count) });

function ReviewPanel({
  row,
  review,
  userHref,
}: {
  row: AdminBlockApplicationRow;
  review: AdminBlockApplicationReview;
  userHref: string;
}) {
  const intl = useIntl();
  const approveId = useId();
  const detailId = useId();
  const busy = review.submitting || Boolean(review.confirmation);
  const confirmation = review.confirmation;
  const rejecting = confirmation?.decision === 'reject';
  const pending = row.status === 'pending';
  const items: KeyValueItem[] = [
    { id: 'stock', label: intl.formatMessage(m.stock), value: stock(intl, row) },
    { id: 'price', label: intl.formatMessage(m.price), value: formatMoney(intl, row.price, row.currency) },
    { id: 'quantity', label: intl.formatMessage(m.quantity), value: shares(intl, row.quantity) },
    {
      id: 'held',
      label: intl.formatMessage(m.held),
      value: formatMoney(intl, row.heldAmount, row.currency),
      emphasis: true,
    },
  ];
  return (
    <section className={own.review} aria-label={intl.formatMessage(rmv.reviewLabel, { account: row.account })}>
      {review.formError ? <FormError>{review.formError}</FormError> : null}
      <div className={own.pair}>
        <section className={own.part} aria-labelledby={detailId}>
          <h2 id={detailId} className={own.partTitle}>
            {intl.formatMessage(m.detailHeading)}
          </h2>
          <KeyValueList items={items} />
        </section>
        <ReviewUserContextPanel account={row.account} userHref={userHref} user={review.user} />
      </div>
      <div className={own.pair}>
        <form
          className={styles.form}
          aria-labelledby={approveId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && pending) review.onApprove();
          }}
        >
          <h2 id={approveId} className={own.partTitle}>
            {intl.formatMessage(rm.approveHeading)}
          </h2>
          <p className={styles.lead}>{intl.formatMessage(pending ? m.approveText : m.approvedAlready)}</p>
          {pending ? (
            <div className={styles.formActions}>
              <Button type="submit" disabled={busy}>
                {intl.formatMessage(m.approve)}
              </Button>
            </div>
          ) : null}
        </form>
        <RejectForm reasons={adminBlockRejectReasons} fields={review} busy={busy} onReject={review.onReject} />
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
                stock: stock(intl, row),
                quantity: intl.formatNumber(row.quantity),
              })
        }
        details={
          confirmation?.decision === 'reject' ? (
            <p className={own.userText}>{userReasonText(intl, confirmation.reason)}</p>
          ) : undefined
        }
        confirmLabel={intl.formatMessage(rejecting ? rm.reject : m.approve)}
        pending={review.submitting}
        onConfirm={review.onConfirm}
      />
    </section>
  );
}

function Item({ row, props }: { row: AdminBlockApplicationRow; props: AdminBlockApplicationsScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const { review } = props;
  const underReview = review?.itemId === row.id;
  const open = row.status === 'pending' || row.status === 'approved';
  return (
    <li className={styles.row}>
      <span className={styles.rowLine}>
        <a id={titleId} className={styles.rowTitle} href={props.userHref(row.account)}>
          {row.account} · {stock(intl, row)}
        </a>
        <QueueStateBadge state={row.status} />
      </span>
      <span className={styles.rowLine}>
        <span className={styles.figureValue}>{formatMoney(intl, row.heldAmount, row.currency)}</span>
        <span>{shares(intl, row.quantity)}</span>
      </span>
      <span className={styles.meta}>
        <span>{intl.formatMessage(mv.applied, { time: formatDateTime(intl, row.appliedAt) })}</span>
        <span>{intl.formatMessage(mv.distributionNumber, { id: row.distributionId })}</span>
        <span>{intl.formatMessage(rmv.itemNumber, { id: row.id })}</span>
        {row.allottedQuantity !== null ? (
          <span>
            {intl.formatMessage(m.allotted)}: {shares(intl, row.allottedQuantity)}
          </span>
        ) : null}
      </span>
      <DecisionMeta
        reviewedAt={row.reviewedAt}
        reviewedBy={row.reviewedBy}
        rejectReason={row.rejectReason}
        note={row.note}
      />
      {open && !underReview ? (
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
 * The distribution-application queue: pending applications oldest first (their amounts held), each reviewed in
 * place with the user's context; approved into the allocation at close, or rejected with a reason the user reads,
 * which releases the hold. Filtered by state, account and, from a distribution, that distribution.
 */
export function AdminBlockApplicationsScreen(props: AdminBlockApplicationsScreenProps) {
  const intl = useIntl();
  const { status, items, pageInfo, onPageChange, onRetry, filter, onFilterChange, account, onAccountChange } = props;
  const working = filter === 'pending';
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      <QueueToolbar
        states={adminBlockApplicationStates}
        filter={filter}
        onFilterChange={onFilterChange}
        account={account}
        onAccountChange={onAccountChange}
      />
      {props.distribution ? (
        <p className={styles.lead}>
          {intl.formatMessage(mv.distributionOnly, { id: props.distribution.id })}{' '}
          <a href={props.distribution.clearHref}>{intl.formatMessage(m.showAll)}</a>
        </p>
      ) : null}
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        {working ? <p className={styles.lead}>{intl.formatMessage(rm.oldestFirst)}</p> : null}
        <AdminListBody
          status={status}
          count={items.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(working ? m.emptyPending : m.empty)}
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
