import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { ProgressSteps, type ProgressStep } from '../../../components/ProgressSteps/ProgressSteps.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { decimalSign, formatMoney } from '../../../intl/format.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { formatDateTime, formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import * as styles from '../shared/funding.css.ts';
import { fundingCommonMessages } from '../shared/fundingCommon.messages.ts';
import {
  BankAccountText,
  Facts,
  FundingSkeleton,
  HoursText,
  LoadMore,
  Notice,
  SafetyNotice,
  StateBadge,
  reasonText,
} from '../shared/parts.tsx';
import { withdrawScreenMessages as m } from './WithdrawScreen.messages.ts';
import type {
  WithdrawableView,
  WithdrawalStatus,
  WithdrawalView,
  WithdrawLinks,
  WithdrawReadiness,
  WithdrawScreenProps,
} from './WithdrawScreen.types.ts';

const yen = (intl: IntlShape, amount: string) => formatMoney(intl, amount, 'JPY');

function Term({ operator, children }: { operator?: '−' | '＝'; children: ReactNode }) {
  return (
    <span className={styles.term}>
      <span className={styles.operator} aria-hidden="true">
        {operator ?? ''}
      </span>
      <span>{children}</span>
    </span>
  );
}

/** available cash − margin requirement − loan outstanding = withdrawable, each term shown. */
function Breakdown({ summary }: { summary: WithdrawableView }) {
  const intl = useIntl();
  const money = (amount: string) => formatMoney(intl, amount, summary.currency);
  return (
    <section className={mine.card} aria-labelledby="withdraw-breakdown">
      <h2 id="withdraw-breakdown" className={mine.cardTitle}>
        {intl.formatMessage(m.breakdownHeading)}
      </h2>
      <p className={mine.bigNumber} aria-hidden="true">
        {money(summary.withdrawable)}
      </p>
      <KeyValueList
        aria-labelledby="withdraw-breakdown"
        items={[
          {
            id: 'cash',
            label: <Term>{intl.formatMessage(m.availableCash)}</Term>,
            value: money(summary.availableCash),
          },
          {
            id: 'margin',
            label: <Term operator="−">{intl.formatMessage(m.marginRequirement)}</Term>,
            value: money(summary.marginRequirement),
          },
          {
            id: 'loan',
            label: <Term operator="−">{intl.formatMessage(m.loanOutstanding)}</Term>,
            value: money(summary.loanOutstanding),
          },
          {
            id: 'withdrawable',
            label: <Term operator="＝">{intl.formatMessage(m.withdrawable)}</Term>,
            value: money(summary.withdrawable),
            emphasis: true,
          },
        ]}
      />
      <p className={mine.muted}>{intl.formatMessage(m.formula)}</p>
    </section>
  );
}

function Readiness({ readiness, links }: { readiness: WithdrawReadiness; links: WithdrawLinks }) {
  const intl = useIntl();
  const items = [
    {
      id: 'identity',
      label: m.identity,
      ok: readiness.identityVerified,
      state: intl.formatMessage(readiness.identityVerified ? m.identityDone : m.identityMissing),
      action: m.identityAction,
      href: links.verifyHref,
    },
    {
      id: 'fundPassword',
      label: m.fundPassword,
      ok: readiness.fundPasswordSet,
      state: intl.formatMessage(readiness.fundPasswordSet ? m.fundPasswordDone : m.fundPasswordMissing),
      action: m.fundPasswordAction,
      href: links.fundPasswordHref,
    },
    {
      id: 'card',
      label: m.card,
      ok: readiness.ownNameCardCount > 0,
      state:
        readiness.ownNameCardCount > 0
          ? formatWith(intl, m.cardCount, { count: readiness.ownNameCardCount })
          : intl.formatMessage(m.cardMissing),
      action: m.cardAction,
      href: links.bankAddHref,
    },
    ...(readiness.passkeyRegistered === undefined
      ? []
      : [
          {
            id: 'passkey',
            label: m.passkey,
            ok: readiness.passkeyRegistered,
            state: intl.formatMessage(readiness.passkeyRegistered ? m.passkeyDone : m.passkeyMissing),
            action: m.passkeyAction,
            href: links.securityHref,
          },
        ]),
  ];
  return (
    <section className={mine.card} aria-labelledby="withdraw-readiness">
      <h2 id="withdraw-readiness" className={mine.cardTitle}>
        {intl.formatMessage(m.readinessHeading)}
      </h2>
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.id} className={styles.checkItem} data-ready={item.ok}>
            <span className={item.ok ? styles.checkMark.ok : styles.checkMark.missing}>
              <Icon name={item.ok ? 'check' : 'alert'} small />
            </span>
            <span className={styles.checkText}>
              <span>{intl.formatMessage(item.label)}</span>
              <span className={styles.checkState}>{item.state}</span>
            </span>
            {item.ok ? null : (
              <a href={item.href} className={mine.row}>
                {intl.formatMessage(item.action)}
                <Icon name="chevronRight" small />
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rules({ summary }: { summary: WithdrawableView }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="withdraw-rules">
      <h2 id="withdraw-rules" className={mine.cardTitle}>
        {intl.formatMessage(m.rulesHeading)}
      </h2>
      <Facts
        items={[
          { id: 'hours', label: intl.formatMessage(m.hours), value: <HoursText hours={summary.hours} /> },
          {
            id: 'limits',
            label: intl.formatMessage(m.limits),
            value: formatWith(intl, m.limitsValue, {
              min: yen(intl, summary.minAmount),
              max: yen(intl, summary.maxAmount),
            }),
          },
          { id: 'fee', label: intl.formatMessage(m.fee), value: formatMoney(intl, summary.fee, summary.currency) },
          { id: 'arrival', label: intl.formatMessage(m.arrival), value: intl.formatMessage(m.arrivalValue) },
        ]}
      />
    </section>
  );
}

function RequestForm(props: WithdrawScreenProps & { summary: WithdrawableView }) {
  const intl = useIntl();
  const { summary, submitting } = props;
  const nothing = decimalSign(summary.withdrawable) <= 0;
  const blocked = !summary.hours.openNow || nothing;
  return (
    <form
      className={`${mine.card} ${mine.form}`}
      onSubmit={props.onSubmit}
      noValidate
      aria-labelledby="withdraw-form"
      aria-busy={submitting || undefined}
    >
      <h2 id="withdraw-form" className={mine.cardTitle}>
        {intl.formatMessage(m.formHeading)}
      </h2>
      {!summary.hours.openNow ? (
        <Notice tone="info" icon="clock">
          <p className={styles.noticeText}>{intl.formatMessage(m.closed)}</p>
        </Notice>
      ) : null}
      {nothing ? (
        <Notice tone="info">
          <p className={styles.noticeText}>{intl.formatMessage(m.nothing)}</p>
        </Notice>
      ) : null}
      {props.formError ? <FormError>{props.formError}</FormError> : null}
      <RadioGroup
        label={intl.formatMessage(m.cardChoice)}
        hint={intl.formatMessage(m.cardChoiceHint)}
        options={props.cards.map((card) => ({
          value: card.id,
          label: (
            <BankAccountText
              bankName={card.bankName}
              branchName={card.branchName}
              accountType={card.accountType}
              accountNumber={card.accountNumberMasked}
              holderName={card.holderName}
            />
          ),
        }))}
        value={props.cardId ?? ''}
        onValueChange={props.onCardChange}
        invalid={Boolean(props.cardError)}
        errorMessage={props.cardError}
        required
      />
      <p className={mine.muted}>
        <a href={props.links.bankHref}>{intl.formatMessage(m.manageCards)}</a>
      </p>
      <NumberField
        label={intl.formatMessage(m.amount)}
        hint={formatWith(intl, m.amountHint, {
          min: yen(intl, summary.minAmount),
          max: yen(intl, summary.maxAmount),
          withdrawable: yen(intl, summary.withdrawable),
        })}
        unit={intl.formatMessage(fundingCommonMessages.yen)}
        integer
        min="0"
        step="10000"
        max={summary.maxAmount}
        {...props.amountField}
      />
      {props.onWithdrawAll && !nothing ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={props.onWithdrawAll}>
            {intl.formatMessage(m.fillAll)}
          </Button>
        </div>
      ) : null}
      <PasswordField
        label={intl.formatMessage(m.fundPassword)}
        autoComplete="current-password"
        {...props.fundPasswordField}
      />
      <p className={mine.muted}>{intl.formatMessage(m.holdNote)}</p>
      <Button type="submit" fullWidth loading={submitting} disabled={blocked}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}

const statusTones: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'positive',
  rejected: 'critical',
  cancelled: 'neutral',
};
const statusLabels = {
  pending: m.statusPending,
  approved: m.statusApproved,
  rejected: m.statusRejected,
  cancelled: m.statusCancelled,
} as const;

function StepLabel({ title, time }: { title: string; time?: string }) {
  return (
    <span className={styles.stepLabel}>
      <span>{title}</span>
      {time ? <span className={styles.stepTime}>{time}</span> : null}
    </span>
  );
}

/** The parcel-tracker steps of one withdrawal: requested → reviewing → paid / rejected / cancelled, with times. */
function trackerSteps(intl: IntlShape, withdrawal: WithdrawalView): ProgressStep[] {
  const at = (iso?: string) => (iso ? formatDateTime(intl, iso) : undefined);
  const requested: ProgressStep = {
    id: 'requested',
    state: 'done',
    label: <StepLabel title={intl.formatMessage(m.stepRequested)} time={at(withdrawal.requestedAt)} />,
  };
  switch (withdrawal.status) {
    case 'pending':
      return [
        requested,
        { id: 'review', state: 'active', label: <StepLabel title={intl.formatMessage(m.stepReviewing)} /> },
        {
          id: 'payout',
          state: 'pending',
          label: (
            <StepLabel
              title={intl.formatMessage(m.stepPayout)}
              time={
                withdrawal.estimatedArrivalBy
                  ? formatWith(intl, m.arrivalBy, { time: formatDateTime(intl, withdrawal.estimatedArrivalBy) })
                  : undefined
              }
            />
          ),
        },
      ];
    case 'approved':
      return [
        requested,
        {
          id: 'review',
          state: 'done',
          label: <StepLabel title={intl.formatMessage(m.stepReviewed)} time={at(withdrawal.reviewedAt)} />,
        },
        {
          id: 'payout',
          state: 'done',
          label: (
            <StepLabel title={intl.formatMessage(m.stepPaid)} time={at(withdrawal.paidAt ?? withdrawal.reviewedAt)} />
          ),
        },
      ];
    case 'rejected':
      return [
        requested,
        {
          id: 'review',
          state: 'error',
          label: <StepLabel title={intl.formatMessage(m.stepRejected)} time={at(withdrawal.reviewedAt)} />,
        },
      ];
    case 'cancelled':
      return [
        requested,
        {
          id: 'cancelled',
          state: 'done',
          label: <StepLabel title={intl.formatMessage(m.stepCancelled)} time={at(withdrawal.cancelledAt)} />,
        },
      ];
  }
}

function WithdrawalItem({
  withdrawal,
  onCancel,
}: {
  withdrawal: WithdrawalView;
  onCancel: WithdrawScreenProps['onCancelWithdrawal'];
}) {
  const intl = useIntl();
  const amount = formatMoney(intl, withdrawal.amount, withdrawal.currency);
  return (
    <li className={styles.record}>
      <div className={styles.recordLine}>
        <span className={styles.amount}>{amount}</span>
        <StateBadge tone={statusTones[withdrawal.status]}>
          {intl.formatMessage(statusLabels[withdrawal.status])}
        </StateBadge>
      </div>
      <BankAccountText
        bankName={withdrawal.card.bankName}
        branchName={withdrawal.card.branchName}
        accountType={withdrawal.card.accountType}
        accountNumber={withdrawal.card.accountNumberMasked}
      />
      <p className={styles.meta}>
        <span>
          {formatWith(intl, m.receive, {
            amount: formatMoney(intl, withdrawal.amountToReceive, withdrawal.currency),
            fee: formatMoney(intl, withdrawal.fee, withdrawal.currency),
          })}
        </span>
        <span>{formatWith(intl, m.number, { id: withdrawal.id })}</span>
      </p>
      <ProgressSteps label={formatWith(intl, m.trackerLabel, { amount })} steps={trackerSteps(intl, withdrawal)} />
      {withdrawal.status === 'pending' && withdrawal.requiresSecondApproval ? (
        <p className={mine.muted}>{intl.formatMessage(m.fourEyes)}</p>
      ) : null}
      {withdrawal.status === 'rejected' ? (
        <Notice tone="critical">
          {withdrawal.rejectReason ? (
            <p className={styles.noticeText}>{reasonText(intl, withdrawal.rejectReason)}</p>
          ) : null}
          {withdrawal.reviewNote ? (
            <p className={styles.noticeText}>{formatWith(intl, m.operatorNote, { note: withdrawal.reviewNote })}</p>
          ) : null}
          {/* The withdrawal_rejected_* reasons already say the amount is back; another reason may not. */}
          {withdrawal.rejectReason?.startsWith('withdrawal_rejected_') ? null : (
            <p className={styles.noticeText}>{intl.formatMessage(m.released)}</p>
          )}
        </Notice>
      ) : withdrawal.status === 'cancelled' ? (
        <p className={mine.muted}>{intl.formatMessage(m.released)}</p>
      ) : null}
      {withdrawal.cancellable ? (
        <div className={styles.actions}>
          <ConfirmDialog
            tone="critical"
            title={intl.formatMessage(m.cancelTitle)}
            message={formatWith(intl, m.cancelText, { amount })}
            confirmLabel={intl.formatMessage(m.cancel)}
            cancelLabel={intl.formatMessage(m.keep)}
            onConfirm={() => onCancel(withdrawal.id)}
            trigger={
              <Button variant="secondary" size="sm">
                {intl.formatMessage(m.cancel)}
              </Button>
            }
          />
        </div>
      ) : null}
    </li>
  );
}

function Withdrawals({ props }: { props: WithdrawScreenProps }) {
  const intl = useIntl();
  const { withdrawals } = props;
  return (
    <section className={mine.card} aria-labelledby="withdraw-tracker">
      <h2 id="withdraw-tracker" className={mine.cardTitle}>
        {intl.formatMessage(m.trackerHeading)}
      </h2>
      {withdrawals.status === 'loading' ? (
        <FundingSkeleton cards={1} />
      ) : withdrawals.status === 'error' ? (
        <ErrorState onRetry={withdrawals.onRetry} />
      ) : withdrawals.items.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.emptyTitle)} />
      ) : (
        <>
          <ul className={mine.list} aria-labelledby="withdraw-tracker">
            {withdrawals.items.map((withdrawal) => (
              <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} onCancel={props.onCancelWithdrawal} />
            ))}
          </ul>
          <LoadMore
            hasMore={withdrawals.hasMore}
            loadingMore={withdrawals.loadingMore}
            onLoadMore={withdrawals.onLoadMore}
          />
        </>
      )}
    </section>
  );
}

/**
 * Withdrawal (/mine/withdraw): the withdrawable breakdown, what is still needed, hours, limits and the zero fee,
 * the request (own-name card, amount, fund password), the plain statement that nothing paid ever unlocks a
 * withdrawal, and a tracker for each withdrawal with cancel while it can be cancelled.
 */
export function WithdrawScreen(props: WithdrawScreenProps) {
  const { shell, status, onRetry, summary, readiness, links } = props;
  const ready =
    readiness.identityVerified &&
    readiness.fundPasswordSet &&
    readiness.ownNameCardCount > 0 &&
    readiness.passkeyRegistered !== false;
  const intl = useIntl();
  return (
    <AppShell {...shell}>
      <div className={mine.column}>
        {status === 'error' ? (
          <ErrorState onRetry={onRetry} />
        ) : status === 'loading' || !summary ? (
          <FundingSkeleton cards={3} />
        ) : (
          <>
            <Breakdown summary={summary} />
            <SafetyNotice kind="withdraw" supportHref={props.supportHref} />
            <Readiness readiness={readiness} links={links} />
            <Rules summary={summary} />
            {ready ? (
              <RequestForm {...props} summary={summary} />
            ) : (
              <p className={mine.paragraph}>{intl.formatMessage(m.notReady)}</p>
            )}
          </>
        )}
        <Withdrawals props={props} />
      </div>
    </AppShell>
  );
}
