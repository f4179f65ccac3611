import { Fragment, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList, type KeyValueItem } from '../../../../components/KeyValueList/KeyValueList.tsx';
import { Pager } from '../../../../components/Pager/Pager.tsx';
import { Icon } from '../../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../../FormError.tsx';
import type { AdminLoadStatus, AdminPageInfo } from '../../adminTerms.ts';
import * as styles from '../../admin.css.ts';
import { AdminListBody } from '../AdminListBody.tsx';
import {
  DecisionMeta,
  QueueStateBadge,
  QueueToolbar,
  RejectForm,
  ReviewUserContextPanel,
  reasonLabel,
  userReasonText,
} from './parts.tsx';
import * as own from './review.css.ts';
import { adminReviewMessages as rm, adminReviewValueMessages as rmv } from './review.messages.ts';
import type { AdminQueueFilterProps, AdminReviewDecision } from './review.types.ts';

// The scaffold of a review queue decided in one step (approve, or reject with a reason), shared by the
// distribution-application and day-trading queues: the screen (filters, list, pager and the list's states), an item
// (its title line, what the queue shows of it, the decision taken) and the review panel (what was applied for beside
// the user's context, then approve beside reject, each confirmed). Each queue passes only its own words and figures.

export interface ReviewQueueScreenProps<S extends string, T extends { id: string }> extends AdminQueueFilterProps<S> {
  title: string;
  lead: string;
  /** The states the filter offers, the working one (`pending`) first. */
  states: readonly S[];
  /** Under the filters: a further filter in effect, with the way to drop it. */
  scope?: ReactNode;
  listLabel: string;
  /** The empty list's title on the working queue and on any other filter. */
  emptyPendingTitle: string;
  emptyTitle: string;
  emptyDescription: string;
  status: AdminLoadStatus;
  items: readonly T[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  renderItem: (row: T) => ReactNode;
}

/** A review queue: title and lead, the state and account filters, then the list with its pager. */
export function ReviewQueueScreen<S extends string, T extends { id: string }>(props: ReviewQueueScreenProps<S, T>) {
  const intl = useIntl();
  const { status, items, pageInfo, onPageChange, onRetry, filter, onFilterChange, account, onAccountChange } = props;
  const working = filter === 'pending';
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{props.title}</h1>
      <p className={styles.lead}>{props.lead}</p>
      <QueueToolbar
        states={props.states}
        filter={filter}
        onFilterChange={onFilterChange}
        account={account}
        onAccountChange={onAccountChange}
      />
      {props.scope}
      <section className={styles.section} aria-label={props.listLabel}>
        {working ? <p className={styles.lead}>{intl.formatMessage(rm.oldestFirst)}</p> : null}
        <AdminListBody
          status={status}
          count={items.length}
          onRetry={onRetry}
          emptyTitle={working ? props.emptyPendingTitle : props.emptyTitle}
          emptyDescription={props.emptyDescription}
        >
          <ul className={styles.list}>
            {items.map((row) => (
              <Fragment key={row.id}>{props.renderItem(row)}</Fragment>
            ))}
          </ul>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
    </div>
  );
}

/** What every queue item carries: its user, its state and the decision taken on it. */
export interface ReviewQueueRow {
  id: string;
  account: string;
  status: string;
  rejectReason: string | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

export interface ReviewQueueItemProps {
  row: ReviewQueueRow;
  /** The line's title, a link to the user. */
  title: ReactNode;
  userHref: string;
  /** Whether the item can still be decided (its review button shows). */
  reviewable: boolean;
  /** This item's review is open: the panel shows in place of the button. */
  reviewing: boolean;
  /** Another review is open: the button is disabled until it closes. */
  locked: boolean;
  onReview: () => void;
  /** The review panel, shown while `reviewing`. */
  panel: ReactNode;
  /** The queue's own lines between the title and the decision taken. */
  children: ReactNode;
}

/** One item of a queue: title and state, the queue's own lines, the decision taken, and its review. */
export function ReviewQueueItem({
  row,
  title,
  userHref,
  reviewable,
  reviewing,
  locked,
  onReview,
  panel,
  children,
}: ReviewQueueItemProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <li className={styles.row}>
      <span className={styles.rowLine}>
        <a id={titleId} className={styles.rowTitle} href={userHref}>
          {title}
        </a>
        <QueueStateBadge state={row.status} />
      </span>
      {children}
      <DecisionMeta
        reviewedAt={row.reviewedAt}
        reviewedBy={row.reviewedBy}
        rejectReason={row.rejectReason}
        note={row.note}
      />
      {reviewable && !reviewing ? (
        <span className={own.actions}>
          <Button variant="secondary" size="sm" aria-describedby={titleId} disabled={locked} onClick={onReview}>
            {intl.formatMessage(rm.review)}
          </Button>
        </span>
      ) : null}
      {reviewing ? panel : null}
    </li>
  );
}

export interface ReviewDecisionPanelProps<R extends string> {
  account: string;
  userHref: string;
  review: AdminReviewDecision<R>;
  /** The reasons offered, in order. */
  reasons: readonly R[];
  /** What was applied for: its heading and figures. */
  detailHeading: string;
  details: readonly KeyValueItem[];
  approve: {
    /** What approving does. */
    text: string;
    label: string;
    /** Whether the item can be approved in its state (the button shows). */
    available: boolean;
    /** Already translated: why it cannot be approved now (the button is disabled and says why). */
    blockedReason?: string;
    confirmTitle: string;
    confirmMessage: string;
  };
}

/**
 * The review of one item, under its row: what was applied for beside the user's context, then approve beside
 * reject (a reason the user reads and an optional note), each confirmed before it is sent.
 */
export function ReviewDecisionPanel<R extends string>({
  account,
  userHref,
  review,
  reasons,
  detailHeading,
  details,
  approve,
}: ReviewDecisionPanelProps<R>) {
  const intl = useIntl();
  const approveId = useId();
  const detailId = useId();
  const blockedId = useId();
  const busy = review.submitting || Boolean(review.confirmation);
  const confirmation = review.confirmation;
  const rejecting = confirmation?.decision === 'reject';
  const blocked = approve.blockedReason !== undefined;
  return (
    <section className={own.review} aria-label={intl.formatMessage(rmv.reviewLabel, { account })}>
      {review.formError ? <FormError>{review.formError}</FormError> : null}
      <div className={own.pair}>
        <section className={own.part} aria-labelledby={detailId}>
          <h2 id={detailId} className={own.partTitle}>
            {detailHeading}
          </h2>
          <KeyValueList items={details} />
        </section>
        <ReviewUserContextPanel account={account} userHref={userHref} user={review.user} />
      </div>
      <div className={own.pair}>
        <form
          className={styles.form}
          aria-labelledby={approveId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && approve.available && !blocked) review.onApprove();
          }}
        >
          <h2 id={approveId} className={own.partTitle}>
            {intl.formatMessage(rm.approveHeading)}
          </h2>
          <p className={styles.lead}>{approve.text}</p>
          {approve.available && blocked ? (
            <p id={blockedId} className={own.blocked}>
              <Icon name="alert" small />
              <span>{approve.blockedReason}</span>
            </p>
          ) : null}
          {approve.available ? (
            <div className={styles.formActions}>
              <Button type="submit" disabled={busy || blocked} aria-describedby={blocked ? blockedId : undefined}>
                {approve.label}
              </Button>
            </div>
          ) : null}
        </form>
        <RejectForm reasons={reasons} fields={review} busy={busy} onReject={review.onReject} />
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
        title={rejecting ? intl.formatMessage(rm.confirmRejectTitle) : approve.confirmTitle}
        message={
          confirmation?.decision === 'reject'
            ? intl.formatMessage(rmv.confirmReject, { account, reason: reasonLabel(intl, confirmation.reason) })
            : approve.confirmMessage
        }
        details={
          confirmation?.decision === 'reject' ? (
            <p className={own.userText}>{userReasonText(intl, confirmation.reason)}</p>
          ) : undefined
        }
        confirmLabel={rejecting ? intl.formatMessage(rm.reject) : approve.label}
        pending={review.submitting}
        onConfirm={review.onConfirm}
      />
    </section>
  );
}
