import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { FormError } from '../../FormError.tsx';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { formatDateTime } from '../internal/format.ts';
import * as own from './AdminAgentApplicationsScreen.css.ts';
import {
  adminAgentApplicationsScreenMessages as m,
  adminAgentApplicationsScreenValueMessages as mv,
  adminAgentRejectReasonMessages,
} from './AdminAgentApplicationsScreen.messages.ts';
import {
  adminAgentFilters,
  adminAgentRejectReasons,
  type AdminAgentApplicationRow,
  type AdminAgentApplicationsScreenProps,
  type AdminAgentFilter,
  type AdminAgentRejectReason,
  type AdminAgentReview,
} from './AdminAgentApplicationsScreen.types.ts';

const filterLabels = {
  pending: m.filterPending,
  approved: m.filterApproved,
  rejected: m.filterRejected,
  all: m.filterAll,
} as const;

/** The operator's label of a reject reason; a code this console does not know is shown as given. */
function reasonLabel(intl: IntlShape, code: string): string {
  return Object.prototype.hasOwnProperty.call(adminAgentRejectReasonMessages, code)
    ? intl.formatMessage(adminAgentRejectReasonMessages[code as AdminAgentRejectReason])
    : code;
}

function ApplicationStatus({ status }: { status: string }) {
  if (status === 'pending' || status === 'approved' || status === 'rejected') {
    return <StatusBadge family="review" status={status} />;
  }
  return <span className={`${styles.tag} ${styles.tagNeutral}`}>{status}</span>;
}

function ReviewPanel({
  row,
  review,
  defaultRatio,
  ratioBounds,
}: {
  row: AdminAgentApplicationRow;
  review: AdminAgentReview;
  defaultRatio?: string;
  ratioBounds: { min: string; max: string };
}) {
  const intl = useIntl();
  const approveId = useId();
  const rejectId = useId();
  const busy = review.submitting || Boolean(review.confirmation);
  const confirmation = review.confirmation;
  return (
    <section className={own.review} aria-label={intl.formatMessage(mv.reviewLabel, { account: row.account })}>
      {review.formError ? <FormError>{review.formError}</FormError> : null}
      <div className={own.decisions}>
        <form
          className={styles.form}
          aria-labelledby={approveId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) review.onApprove();
          }}
        >
          <h2 id={approveId} className={own.decisionTitle}>
            {intl.formatMessage(m.approveHeading)}
          </h2>
          <TextField
            label={intl.formatMessage(m.ratio)}
            hint={
              defaultRatio
                ? intl.formatMessage(mv.ratioHint, { ratio: defaultRatio, ...ratioBounds })
                : intl.formatMessage(mv.ratioHintNoDefault, ratioBounds)
            }
            inputMode="decimal"
            autoComplete="off"
            maxLength={5}
            {...review.ratioField}
          />
          <div className={styles.formActions}>
            <Button type="submit" disabled={busy}>
              {intl.formatMessage(m.approve)}
            </Button>
          </div>
        </form>
        <form
          className={styles.form}
          aria-labelledby={rejectId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) review.onReject();
          }}
        >
          <h2 id={rejectId} className={own.decisionTitle}>
            {intl.formatMessage(m.rejectHeading)}
          </h2>
          <RadioGroup
            label={intl.formatMessage(m.reason)}
            hint={intl.formatMessage(m.reasonHint)}
            options={adminAgentRejectReasons.map((reason) => ({ value: reason, label: reasonLabel(intl, reason) }))}
            value={review.reason ?? ''}
            onValueChange={(value) => review.onReasonChange(value as AdminAgentRejectReason)}
            invalid={Boolean(review.reasonError)}
            errorMessage={review.reasonError}
            required
          />
          <TextArea
            label={intl.formatMessage(m.note)}
            hint={intl.formatMessage(m.noteHint)}
            maxLength={500}
            rows={3}
            {...review.noteField}
          />
          <div className={styles.formActions}>
            <Button type="submit" variant="secondary" disabled={busy}>
              {intl.formatMessage(m.reject)}
            </Button>
          </div>
        </form>
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" size="sm" disabled={busy} onClick={review.onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      </div>
      <ConfirmDialog
        open={Boolean(confirmation)}
        onOpenChange={(open) => {
          if (!open) review.onConfirmCancel();
        }}
        tone={confirmation?.decision === 'reject' ? 'critical' : 'neutral'}
        title={intl.formatMessage(confirmation?.decision === 'reject' ? m.confirmRejectTitle : m.confirmApproveTitle)}
        message={
          confirmation?.decision === 'reject'
            ? intl.formatMessage(mv.confirmReject, {
                account: row.account,
                reason: reasonLabel(intl, confirmation.reason),
              })
            : intl.formatMessage(mv.confirmApprove, { account: row.account, ratio: confirmation?.ratio ?? '' })
        }
        confirmLabel={intl.formatMessage(confirmation?.decision === 'reject' ? m.reject : m.approve)}
        pending={review.submitting}
        onConfirm={review.onConfirm}
      />
    </section>
  );
}

function ApplicationItem({ row, props }: { row: AdminAgentApplicationRow; props: AdminAgentApplicationsScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const { review } = props;
  const underReview = review?.applicationId === row.id;
  return (
    <li className={styles.row}>
      <span className={styles.rowLine}>
        <a id={titleId} className={styles.rowTitle} href={props.userHref(row.account)}>
          {row.account} · {row.realName ?? intl.formatMessage(m.noName)}
        </a>
        <ApplicationStatus status={row.status} />
      </span>
      <span className={styles.meta}>
        <span>{intl.formatMessage(mv.invitees, { count: row.inviteeCount })}</span>
        <span>{intl.formatMessage(mv.submitted, { time: formatDateTime(intl, row.submittedAt) })}</span>
      </span>
      {row.rebateRatio !== null || row.rejectReason !== null || row.reviewedAt !== null ? (
        <span className={styles.meta}>
          {row.rebateRatio !== null ? <span>{intl.formatMessage(mv.granted, { ratio: row.rebateRatio })}</span> : null}
          {row.rejectReason !== null ? (
            <span>{intl.formatMessage(mv.rejectedFor, { reason: reasonLabel(intl, row.rejectReason) })}</span>
          ) : null}
          {row.note !== null ? <span>{intl.formatMessage(mv.note, { note: row.note })}</span> : null}
          {row.reviewedAt !== null ? (
            <span>
              {intl.formatMessage(mv.decided, {
                time: formatDateTime(intl, row.reviewedAt),
                operator: row.reviewedBy ?? '—',
              })}
            </span>
          ) : null}
        </span>
      ) : null}
      {row.status === 'pending' && !underReview ? (
        <span className={own.rowActions}>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={Boolean(review)}
            onClick={() => props.onReview(row.id)}
          >
            {intl.formatMessage(m.review)}
          </Button>
        </span>
      ) : null}
      {underReview && review ? (
        <ReviewPanel row={row} review={review} defaultRatio={props.defaultRatio} ratioBounds={props.ratioBounds} />
      ) : null}
    </li>
  );
}

/**
 * The agent (seat account) application queue: pending first, each reviewed in place — approve at the configured
 * ratio or one the operator sets, or reject with a reason the user reads — and confirmed before it is sent.
 */
export function AdminAgentApplicationsScreen(props: AdminAgentApplicationsScreenProps) {
  const { status, applications, pageInfo, onPageChange, filter, onFilterChange, onRetry } = props;
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      <SegmentedControl<AdminAgentFilter>
        label={intl.formatMessage(m.filter)}
        options={adminAgentFilters.map((value) => ({ value, label: intl.formatMessage(filterLabels[value]) }))}
        value={filter}
        onValueChange={onFilterChange}
      />
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        <AdminListBody
          status={status}
          count={applications.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(filter === 'pending' ? m.emptyPending : m.empty)}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ul className={styles.list}>
            {applications.map((row) => (
              <ApplicationItem key={row.id} row={row} props={props} />
            ))}
          </ul>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
    </div>
  );
}
