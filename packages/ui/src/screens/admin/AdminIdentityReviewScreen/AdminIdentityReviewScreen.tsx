import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
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
  adminIdentityReviewScreenMessages as m,
  adminIdentityReviewScreenValueMessages as mv,
} from './AdminIdentityReviewScreen.messages.ts';
import {
  adminIdentityRejectReasons,
  type AdminIdentityReview,
  type AdminIdentityReviewScreenProps,
  type AdminIdentityRow,
} from './AdminIdentityReviewScreen.types.ts';

function Documents({ review }: { review: AdminIdentityReview }) {
  const intl = useIntl();
  const { document } = review;
  const open = intl.formatMessage(rm.openImage);
  return (
    <section className={own.part} aria-label={intl.formatMessage(m.documentHeading)}>
      <h2 className={own.partTitle}>{intl.formatMessage(m.documentHeading)}</h2>
      {document.status === 'loading' ? (
        <div className={own.pair} role="status" aria-busy="true" aria-label={intl.formatMessage(rm.loading)}>
          <Skeleton height="block" />
          <Skeleton height="block" />
        </div>
      ) : document.status === 'error' ? (
        <ErrorState onRetry={document.onRetry} />
      ) : (
        <div className={own.pair}>
          {document.frontImageUrl ? (
            <EvidenceImage src={document.frontImageUrl} label={intl.formatMessage(m.front)} openLabel={open} />
          ) : null}
          {document.backImageUrl ? (
            <EvidenceImage src={document.backImageUrl} label={intl.formatMessage(m.back)} openLabel={open} />
          ) : null}
        </div>
      )}
    </section>
  );
}

function ReviewPanel({
  row,
  review,
  userHref,
}: {
  row: AdminIdentityRow;
  review: AdminIdentityReview;
  userHref: string;
}) {
  const intl = useIntl();
  const approveId = useId();
  const busy = review.submitting || Boolean(review.confirmation);
  const confirmation = review.confirmation;
  const rejecting = confirmation?.decision === 'reject';
  return (
    <section className={own.review} aria-label={intl.formatMessage(rmv.reviewLabel, { account: row.account })}>
      {review.formError ? <FormError>{review.formError}</FormError> : null}
      <div className={own.pair}>
        <Documents review={review} />
        <div className={own.part}>
          <KeyValueList
            items={[
              { id: 'name', label: intl.formatMessage(m.name), value: row.name },
              {
                id: 'idNumber',
                label: intl.formatMessage(m.idNumber),
                value: <span className={styles.mono}>{row.idNumber}</span>,
              },
            ]}
          />
          <ReviewUserContextPanel account={row.account} userHref={userHref} user={review.user} />
        </div>
      </div>
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
          <p className={styles.lead}>{intl.formatMessage(m.approveText)}</p>
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy || review.document.status !== 'ready'}>
              {intl.formatMessage(m.approve)}
            </Button>
          </div>
        </form>
        <RejectForm reasons={adminIdentityRejectReasons} fields={review} busy={busy} onReject={review.onReject} />
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
            : intl.formatMessage(mv.confirmApprove, { account: row.account, name: row.name })
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

function Item({ row, props }: { row: AdminIdentityRow; props: AdminIdentityReviewScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const { review } = props;
  const underReview = review?.itemId === row.id;
  return (
    <li className={styles.row}>
      <span className={styles.rowLine}>
        <a id={titleId} className={styles.rowTitle} href={props.userHref(row.account)}>
          {row.account} · {row.name}
        </a>
        <QueueStateBadge state={row.status} />
      </span>
      <span className={styles.meta}>
        <span>{intl.formatMessage(rmv.submitted, { time: formatDateTime(intl, row.submittedAt) })}</span>
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
 * The identity verification queue: pending submissions oldest first, each reviewed in place — the ID images beside
 * what was entered and the user's context — then approved, or rejected with a reason the user reads, after a
 * confirmation.
 */
export function AdminIdentityReviewScreen(props: AdminIdentityReviewScreenProps) {
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
