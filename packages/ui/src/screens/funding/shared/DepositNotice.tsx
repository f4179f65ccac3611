import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { formatDateTime, formatWith } from '../../mine/shared/format.ts';
import * as styles from './funding.css.ts';
import { fundingCommonMessages as m } from './fundingCommon.messages.ts';
import { Notice, StateBadge, reasonText } from './parts.tsx';
import type { DepositNoticeView, DepositStatus } from './types.ts';

const tones: Record<DepositStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'positive',
  rejected: 'critical',
  cancelled: 'neutral',
};
const labels = {
  pending: m.depositPending,
  approved: m.depositApproved,
  rejected: m.depositRejected,
  cancelled: m.depositCancelled,
} as const;

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const intl = useIntl();
  return <StateBadge tone={tones[status]}>{intl.formatMessage(labels[status])}</StateBadge>;
}

/**
 * One deposit notice: amount and state, its times, the operator's reason and note when rejected, and a cancel
 * button (confirmed first) while it is pending.
 */
export function DepositNoticeDetails({
  notice,
  onCancel,
}: {
  notice: DepositNoticeView;
  /** Resolves when cancelled; the confirmation stays pending until then. */
  onCancel?: (id: string) => void | Promise<unknown>;
}) {
  const intl = useIntl();
  const amount = formatMoney(intl, notice.amount, notice.currency);
  return (
    <>
      <div className={styles.recordLine}>
        <span className={styles.amount}>{amount}</span>
        <DepositStatusBadge status={notice.status} />
      </div>
      <p className={styles.meta}>
        <span>{formatWith(intl, m.notifiedAt, { time: formatDateTime(intl, notice.notifiedAt) })}</span>
        {notice.status === 'approved' && notice.creditedAt ? (
          <span>{formatWith(intl, m.creditedAt, { time: formatDateTime(intl, notice.creditedAt) })}</span>
        ) : null}
        {notice.status === 'rejected' && notice.reviewedAt ? (
          <span>{formatWith(intl, m.reviewedAt, { time: formatDateTime(intl, notice.reviewedAt) })}</span>
        ) : null}
        {notice.status === 'cancelled' && notice.cancelledAt ? (
          <span>{formatWith(intl, m.cancelledAt, { time: formatDateTime(intl, notice.cancelledAt) })}</span>
        ) : null}
        {notice.remitterName ? <span>{formatWith(intl, m.remitter, { name: notice.remitterName })}</span> : null}
        <span>{formatWith(intl, m.depositNumber, { id: notice.id })}</span>
      </p>
      {notice.status === 'rejected' && notice.rejectReason ? (
        <Notice tone="critical">
          <p className={styles.noticeText}>{reasonText(intl, notice.rejectReason)}</p>
          {notice.reviewNote ? (
            <p className={styles.noticeText}>{formatWith(intl, m.operatorNote, { note: notice.reviewNote })}</p>
          ) : null}
        </Notice>
      ) : notice.reviewNote ? (
        <p className={styles.meta}>{formatWith(intl, m.operatorNote, { note: notice.reviewNote })}</p>
      ) : null}
      {notice.cancellable && onCancel ? (
        <div className={styles.actions}>
          <ConfirmDialog
            tone="critical"
            title={intl.formatMessage(m.cancelDepositTitle)}
            message={formatWith(intl, m.cancelDepositText, { amount })}
            confirmLabel={intl.formatMessage(m.cancelDeposit)}
            cancelLabel={intl.formatMessage(m.keepDeposit)}
            onConfirm={() => onCancel(notice.id)}
            trigger={
              <Button variant="secondary" size="sm">
                {intl.formatMessage(m.cancelDeposit)}
              </Button>
            }
          />
        </div>
      ) : null}
    </>
  );
}
