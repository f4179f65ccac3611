import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
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
import { adminWithdrawalStates } from '../internal/review/review.types.ts';
import {
  adminWithdrawalReviewScreenMessages as m,
  adminWithdrawalReviewScreenValueMessages as mv,
} from './AdminWithdrawalReviewScreen.messages.ts';
import {
  adminWithdrawalRejectReasons,
  type AdminWithdrawalCardView,
  type AdminWithdrawalReview,
  type AdminWithdrawalReviewScreenProps,
  type AdminWithdrawalRow,
} from './AdminWithdrawalReviewScreen.types.ts';

function destination(intl: IntlShape, card: AdminWithdrawalCardView): string {
  return `${card.bankName} ${card.branchName} ${intl.formatMessage(m[card.accountType])} ${card.accountNumber}`;
}

/** Who requested, who approved first, who confirmed: the four-eyes trail, with what is still awaited. */
function Trail({ row }: { row: AdminWithdrawalRow }) {
  const intl = useIntl();
  const waiting = intl.formatMessage(m.waiting);
  const at = (iso: string | null) => (iso ? formatDateTime(intl, iso) : '—');
  const steps: { id: string; done: boolean; text: string }[] = [
    {
      id: 'requested',
      done: true,
      text: intl.formatMessage(mv.requested, { time: formatDateTime(intl, row.requestedAt) }),
    },
  ];
  const decidedApproved = row.status === 'approved';
  if (row.requiresSecondApproval) {
    steps.push(
      row.firstApprovedBy
        ? {
            id: 'first',
            done: true,
            text: intl.formatMessage(mv.firstApproved, {
              operator: row.firstApprovedBy,
              time: at(row.firstApprovedAt),
            }),
          }
        : { id: 'first', done: false, text: intl.formatMessage(mv.firstWaiting, { waiting }) },
    );
    steps.push(
      decidedApproved && row.reviewedBy
        ? {
            id: 'second',
            done: true,
            text: intl.formatMessage(mv.secondApproved, { operator: row.reviewedBy, time: at(row.reviewedAt) }),
          }
        : { id: 'second', done: false, text: intl.formatMessage(mv.secondWaiting, { waiting }) },
    );
  } else if (decidedApproved && row.reviewedBy) {
    steps.push({
      id: 'approved',
      done: true,
      text: intl.formatMessage(mv.approved, { operator: row.reviewedBy, time: at(row.reviewedAt) }),
    });
  }
  const open = row.status === 'pending' || row.status === 'awaiting_second_approval';
  return (
    <ol className={own.trail} aria-label={intl.formatMessage(m.trailHeading)}>
      {steps
        .filter((step) => step.done || open)
        .map((step) => (
          <li key={step.id} className={own.trailStep} data-done={step.done}>
            <Icon name={step.done ? 'check' : 'clock'} small />
            <span>{step.text}</span>
          </li>
        ))}
    </ol>
  );
}

function ReviewPanel({
  row,
  review,
  operatorAccount,
  userHref,
}: {
  row: AdminWithdrawalRow;
  review: AdminWithdrawalReview;
  operatorAccount: string;
  userHref: string;
}) {
  const intl = useIntl();
  const approveId = useId();
  const cardId = useId();
  const busy = review.submitting || Boolean(review.confirmation);
  const confirmation = review.confirmation;
  const rejecting = confirmation?.decision === 'reject';
  const amount = formatMoney(intl, row.amount, row.currency);
  const second = row.status === 'awaiting_second_approval';
  const selfBlocked = second && row.firstApprovedBy === operatorAccount;
  const approveLabel = second ? m.approveSecond : row.requiresSecondApproval ? m.approveFirst : m.approvePay;
  const to = destination(intl, row.card);
  const approveMessage = second
    ? intl.formatMessage(mv.confirmSecond, {
        account: row.account,
        amount,
        destination: to,
        operator: row.firstApprovedBy ?? '—',
      })
    : row.requiresSecondApproval
      ? intl.formatMessage(mv.confirmFirst, { account: row.account, amount })
      : intl.formatMessage(mv.confirmPay, { account: row.account, amount, destination: to });
  return (
    <section className={own.review} aria-label={intl.formatMessage(rmv.reviewLabel, { account: row.account })}>
      {review.formError ? <FormError>{review.formError}</FormError> : null}
      <div className={own.pair}>
        <section className={own.part} aria-labelledby={cardId}>
          <h2 id={cardId} className={own.partTitle}>
            {intl.formatMessage(m.cardHeading)}
          </h2>
          <KeyValueList
            items={[
              { id: 'amount', label: intl.formatMessage(m.amount), value: amount, emphasis: true },
              { id: 'bank', label: intl.formatMessage(m.bank), value: row.card.bankName },
              {
                id: 'branch',
                label: intl.formatMessage(m.branch),
                value: intl.formatMessage(mv.branchValue, { branch: row.card.branchName, code: row.card.branchCode }),
              },
              {
                id: 'number',
                label: intl.formatMessage(m.accountNumber),
                value: (
                  <span className={styles.mono}>
                    {intl.formatMessage(m[row.card.accountType])} {row.card.accountNumber}
                  </span>
                ),
              },
              { id: 'holder', label: intl.formatMessage(m.holderName), value: row.card.holderName },
              { id: 'verified', label: intl.formatMessage(m.verifiedName), value: row.verifiedName },
            ]}
          />
          <h2 className={own.partTitle}>{intl.formatMessage(m.trailHeading)}</h2>
          <Trail row={row} />
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
            if (!busy && !selfBlocked) review.onApprove();
          }}
        >
          <h2 id={approveId} className={own.partTitle}>
            {intl.formatMessage(rm.approveHeading)}
          </h2>
          <p className={styles.lead}>{intl.formatMessage(m.approveText)}</p>
          {selfBlocked ? (
            <p className={own.userText} role="note">
              {intl.formatMessage(m.youApprovedFirst)}
            </p>
          ) : null}
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy || selfBlocked}>
              {intl.formatMessage(approveLabel)}
            </Button>
          </div>
        </form>
        <RejectForm reasons={adminWithdrawalRejectReasons} fields={review} busy={busy} onReject={review.onReject} />
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
            : approveMessage
        }
        details={
          confirmation?.decision === 'reject' ? (
            <p className={own.userText}>{userReasonText(intl, confirmation.reason)}</p>
          ) : undefined
        }
        confirmLabel={intl.formatMessage(rejecting ? rm.reject : approveLabel)}
        pending={review.submitting}
        onConfirm={review.onConfirm}
      />
    </section>
  );
}

function Item({ row, props }: { row: AdminWithdrawalRow; props: AdminWithdrawalReviewScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const { review } = props;
  const underReview = review?.itemId === row.id;
  const open = row.status === 'pending' || row.status === 'awaiting_second_approval';
  return (
    <li className={styles.row}>
      <span className={styles.rowLine}>
        <a id={titleId} className={styles.rowTitle} href={props.userHref(row.account)}>
          {row.account} · {row.verifiedName}
        </a>
        <QueueStateBadge state={row.status} />
      </span>
      <span className={styles.rowLine}>
        <span className={styles.figureValue}>{formatMoney(intl, row.amount, row.currency)}</span>
        {row.requiresSecondApproval ? (
          <span className={`${styles.tag} ${styles.tagNeutral}`}>{intl.formatMessage(m.fourEyes)}</span>
        ) : null}
      </span>
      <span className={styles.meta}>
        <span>{destination(intl, row.card)}</span>
        <span>{intl.formatMessage(rmv.itemNumber, { id: row.id })}</span>
      </span>
      <Trail row={row} />
      <DecisionMeta
        reviewedAt={row.status === 'approved' ? null : row.reviewedAt}
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
      {underReview && review ? (
        <ReviewPanel
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
 * The withdrawal queue: pending withdrawals oldest first (their amounts held), each reviewed in place with the
 * destination card, the four-eyes trail and the user's context; approved (above the threshold by two different
 * operators) or rejected with a reason, which releases the hold.
 */
export function AdminWithdrawalReviewScreen(props: AdminWithdrawalReviewScreenProps) {
  const intl = useIntl();
  const { status, items, pageInfo, onPageChange, onRetry, filter, onFilterChange, account, onAccountChange } = props;
  const working = filter === 'pending' || filter === 'awaiting_second_approval';
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      {props.secondApprovalThreshold ? (
        <p className={styles.lead}>
          {intl.formatMessage(mv.threshold, { amount: formatMoney(intl, props.secondApprovalThreshold, 'JPY') })}
        </p>
      ) : null}
      <QueueToolbar
        states={adminWithdrawalStates}
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
