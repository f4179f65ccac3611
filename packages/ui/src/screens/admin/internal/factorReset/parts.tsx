import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { RadioGroup } from '../../../../components/RadioGroup/RadioGroup.tsx';
import { TextArea } from '../../../../components/TextArea/TextArea.tsx';
import { FormError } from '../../../FormError.tsx';
import * as styles from '../../admin.css.ts';
import { formatDateTime } from '../format.ts';
import { QueueStateBadge } from '../review/parts.tsx';
import * as own from '../review/review.css.ts';
import { adminFactorResetMessages as m, adminFactorResetValueMessages as mv } from './factorReset.messages.ts';
import {
  adminFactorResetReasons,
  type AdminFactorResetDecision,
  type AdminFactorResetReason,
  type AdminFactorResetRequest,
  type AdminFactorResetRow,
} from './factorReset.types.ts';

const reasonLabels = {
  lost_device: m.reasonLostDevice,
  compromised: m.reasonCompromised,
  other: m.reasonOther,
} as const satisfies Record<AdminFactorResetReason, unknown>;

/** A reset reason in the operator's language; one this console does not know, as given. */
export function resetReasonText(intl: IntlShape, reason: string): string {
  return Object.prototype.hasOwnProperty.call(reasonLabels, reason)
    ? intl.formatMessage(reasonLabels[reason as AdminFactorResetReason])
    : reason;
}

/** The request form: a reason and how the customer was identified. */
export function FactorResetRequestForm({ request }: { request: AdminFactorResetRequest }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={own.review} aria-labelledby={headingId}>
      <h3 id={headingId} className={own.partTitle}>
        {intl.formatMessage(m.requestHeading)}
      </h3>
      <p className={styles.lead}>{intl.formatMessage(m.requestLead)}</p>
      <form className={styles.form} onSubmit={request.onSubmit} noValidate aria-busy={request.submitting || undefined}>
        {request.formError ? <FormError>{request.formError}</FormError> : null}
        <RadioGroup
          label={intl.formatMessage(m.reason)}
          options={adminFactorResetReasons.map((reason) => ({ value: reason, label: resetReasonText(intl, reason) }))}
          value={request.reason.value ?? ''}
          onValueChange={(value) => request.reason.onValueChange(value as AdminFactorResetReason)}
          invalid={Boolean(request.reason.errorMessage)}
          errorMessage={request.reason.errorMessage}
          required
        />
        <TextArea
          label={intl.formatMessage(m.memo)}
          hint={intl.formatMessage(m.memoHint)}
          maxLength={500}
          rows={3}
          required
          {...request.memoField}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" disabled={request.submitting} onClick={request.onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={request.submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A reset's reason, state, memo and four-eyes trail (and, once applied, what it removed). */
export function FactorResetDetails({ reset, title }: { reset: AdminFactorResetRow; title?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <span className={styles.rowLine}>
        {title ?? <span className={styles.rowTitle}>{resetReasonText(intl, reset.reason)}</span>}
        <QueueStateBadge state={reset.status} />
      </span>
      {title ? <span>{resetReasonText(intl, reset.reason)}</span> : null}
      <span className={styles.meta}>{reset.memo}</span>
      <span className={styles.meta}>
        <span>
          {intl.formatMessage(mv.requested, {
            operator: reset.requestedBy,
            time: formatDateTime(intl, reset.requestedAt),
          })}
        </span>
        {reset.decidedBy !== null && reset.decidedAt !== null ? (
          <span>
            {intl.formatMessage(mv.decided, { operator: reset.decidedBy, time: formatDateTime(intl, reset.decidedAt) })}
          </span>
        ) : reset.status === 'awaiting_second_approval' ? (
          <span>{intl.formatMessage(mv.awaiting, { requester: reset.requestedBy })}</span>
        ) : null}
      </span>
      {reset.status === 'applied' && reset.removedPasskeys !== null ? (
        <span className={styles.meta}>
          {intl.formatMessage(mv.applied, {
            passkeys: reset.removedPasskeys,
            codes: reset.removedRecoveryCodes ?? 0,
            sessions: reset.revokedSessions ?? 0,
          })}
        </span>
      ) : null}
    </>
  );
}

/** Approve (another operator only) or reject a waiting reset, each after a confirmation. */
export function FactorResetDecisionPanel({
  reset,
  decision,
  operatorAccount,
  onClose,
}: {
  reset: AdminFactorResetRow;
  decision: AdminFactorResetDecision;
  operatorAccount: string;
  onClose?: () => void;
}) {
  const intl = useIntl();
  const ownRequest = reset.requestedBy === operatorAccount;
  const busy = decision.submitting || Boolean(decision.confirmation);
  const rejecting = decision.confirmation === 'reject';
  return (
    <div className={own.part}>
      {decision.formError ? <FormError>{decision.formError}</FormError> : null}
      {ownRequest ? (
        <p className={own.userText} role="note">
          {intl.formatMessage(m.yourRequest)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        {onClose ? (
          <Button variant="secondary" size="sm" disabled={decision.submitting} onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={decision.onReject}>
          {intl.formatMessage(m.reject)}
        </Button>
        <Button disabled={busy || ownRequest} onClick={decision.onApprove}>
          {intl.formatMessage(m.approve)}
        </Button>
      </div>
      <ConfirmDialog
        open={Boolean(decision.confirmation)}
        onOpenChange={(open) => {
          if (!open) decision.onConfirmCancel();
        }}
        tone={rejecting ? 'neutral' : 'critical'}
        title={intl.formatMessage(rejecting ? m.rejectTitle : m.approveTitle)}
        message={intl.formatMessage(rejecting ? mv.rejectText : mv.approveText, { account: reset.account })}
        details={<p className={own.userText}>{reset.memo}</p>}
        confirmLabel={intl.formatMessage(rejecting ? m.reject : m.approve)}
        pending={decision.submitting}
        onConfirm={decision.onConfirm}
      />
    </div>
  );
}
