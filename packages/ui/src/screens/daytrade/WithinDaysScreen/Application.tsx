import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { compareDecimal } from '../../../internal/decimal.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { codeText, formatInstant } from '../../offerings/shared/format.ts';
import { currencySymbol } from '../../trade/shared/format.ts';
import { LinkButton, Notice, Refusal } from '../../shared/parts.tsx';
import { ApplicationStateBadge, ListBody } from '../shared/parts.tsx';
import * as styles from '../shared/daytrade.css.ts';
import type { DaytradeAccountView, DaytradeApplicationView, DaytradeList } from '../shared/types.ts';
import { withinDaysScreenMessages as m } from './WithinDaysScreen.messages.ts';
import type { DaytradeApplyProps, WithinDaysLinks } from './WithinDaysScreen.types.ts';

/** Why a typed fund cannot be applied with. */
export type DaytradeFundProblem = 'format' | 'min';

/**
 * Whether a typed participation fund can apply: an amount in the currency's units (whole yen), at least the minimum.
 * Null when it can, or while nothing is typed. Exact.
 */
export function daytradeFundProblem(
  amount: string,
  limits: { currency: string; minParticipationFund: string },
): DaytradeFundProblem | null {
  const text = amount.trim();
  if (text === '') return null;
  const pattern = ['JPY', 'KRW', 'VND'].includes(limits.currency) ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
  if (!pattern.test(text)) return 'format';
  if ((compareDecimal(text, limits.minParticipationFund) ?? -1) < 0) return 'min';
  return null;
}

/** The apply form: the fund with its minimum, the cash it is held from, the rules ticked, and a confirmation. */
export function ApplyForm({
  account,
  apply,
  links,
}: {
  account: DaytradeAccountView;
  apply: DaytradeApplyProps;
  links: WithinDaysLinks;
}) {
  const intl = useIntl();
  const money = (amount: string) => formatMoney(intl, amount, account.currency);
  const min = money(account.minParticipationFund);
  const problem = daytradeFundProblem(apply.amount, account);
  const ownError =
    problem === 'min'
      ? formatWith(intl, m.fundBelowMin, { min })
      : problem === 'format'
        ? intl.formatMessage(m.fundFormat)
        : undefined;
  const amountError = apply.amountError ?? ownError;
  const short =
    apply.availableCash !== undefined &&
    problem === null &&
    apply.amount.trim() !== '' &&
    compareDecimal(apply.amount.trim(), apply.availableCash) === 1;
  const canReview = apply.amount.trim() !== '' && problem === null && !short && apply.agreed && !apply.submitting;
  const summary: KeyValueItem[] = [
    { id: 'fund', label: intl.formatMessage(m.fund), value: money(apply.amount.trim() || '0'), emphasis: true },
    ...(apply.availableCash !== undefined
      ? [{ id: 'cash', label: intl.formatMessage(m.cash), value: money(apply.availableCash) }]
      : []),
  ];
  return (
    <section className={`${mine.card} ${mine.form}`} aria-labelledby="within-days-apply">
      <h2 id="within-days-apply" className={mine.cardTitle}>
        {intl.formatMessage(m.applyHeading)}
      </h2>
      {apply.refusal ? (
        <Refusal
          code={apply.refusal}
          next={{
            insufficient_balance: { href: links.depositHref, label: intl.formatMessage(m.deposit) },
            real_name_not_verified: { href: links.verifyHref, label: intl.formatMessage(m.verify) },
          }}
        />
      ) : null}
      <NumberField
        label={intl.formatMessage(m.fund)}
        hint={formatWith(intl, m.fundHint, { min })}
        unit={currencySymbol(intl, account.currency)}
        integer={['JPY', 'KRW', 'VND'].includes(account.currency)}
        min={account.minParticipationFund}
        step="10000"
        value={apply.amount}
        onValueChange={apply.onAmountChange}
        invalid={amountError !== undefined}
        errorMessage={amountError}
        disabled={apply.submitting}
        name="amount"
      />
      {apply.availableCash !== undefined ? (
        <KeyValueList items={[{ id: 'cash', label: intl.formatMessage(m.cash), value: money(apply.availableCash) }]} />
      ) : null}
      {short ? (
        <Notice tone="warning" role="status">
          <p className={funding.noticeText}>{intl.formatMessage(m.cashShort)}</p>
          <a href={links.depositHref} className={mine.linkRow}>
            {intl.formatMessage(m.deposit)}
          </a>
        </Notice>
      ) : null}
      <div className={styles.disclosure}>
        <Checkbox
          label={intl.formatMessage(m.agree)}
          checked={apply.agreed}
          onChange={(event) => apply.onAgreedChange(event.target.checked)}
          invalid={apply.agreeError !== undefined}
          errorMessage={apply.agreeError}
          disabled={apply.submitting}
          name="agree"
        />
      </div>
      <ConfirmDialog
        title={intl.formatMessage(m.confirmTitle)}
        message={formatWith(intl, m.confirmText, { amount: money(apply.amount.trim() || '0') })}
        details={
          <>
            {apply.refusal ? <Refusal code={apply.refusal} /> : null}
            <KeyValueList items={summary} />
          </>
        }
        confirmLabel={intl.formatMessage(m.confirm)}
        cancelLabel={intl.formatMessage(m.back)}
        pending={apply.submitting}
        onConfirm={() => (canReview ? apply.onSubmit() : undefined)}
        trigger={
          <Button fullWidth disabled={!canReview} loading={apply.submitting}>
            {intl.formatMessage(m.review)}
          </Button>
        }
      />
    </section>
  );
}

/** The application's dates, as far as it got. */
function applicationItems(
  intl: ReturnType<typeof useIntl>,
  application: DaytradeApplicationView,
  timeZone?: string,
): KeyValueItem[] {
  const items: KeyValueItem[] = [
    {
      id: 'fund',
      label: intl.formatMessage(m.fund),
      value: formatMoney(intl, application.amount, application.currency),
    },
    {
      id: 'submitted',
      label: intl.formatMessage(m.submittedAt),
      value: formatInstant(intl, application.submittedAt, timeZone),
    },
  ];
  if (application.reviewedAt) {
    items.push({
      id: 'reviewed',
      label: intl.formatMessage(m.reviewedAt),
      value: formatInstant(intl, application.reviewedAt, timeZone),
    });
  }
  if (application.releasedAt) {
    items.push({
      id: 'released',
      label: intl.formatMessage(m.releasedAt),
      value: formatInstant(intl, application.releasedAt, timeZone),
    });
  }
  return items;
}

/** The rejection's reason in the user's language and the operator's note, if any. */
function RejectionText({ application }: { application: DaytradeApplicationView }) {
  const intl = useIntl();
  return (
    <>
      {application.rejectReason ? (
        <p className={funding.noticeText}>{codeText(intl, application.rejectReason)}</p>
      ) : null}
      {application.note ? (
        <p className={funding.noticeText}>{formatWith(intl, m.note, { note: application.note })}</p>
      ) : null}
    </>
  );
}

/**
 * The latest application when it is not approved: submitted or under review (with the withdrawal, confirmed first),
 * rejected with its reason and the operator's note, withdrawn, or the account closed.
 */
export function ApplicationStatus({
  application,
  timeZone,
  onWithdraw,
  refusal,
}: {
  application: DaytradeApplicationView;
  timeZone?: string;
  onWithdraw: (applicationId: string) => void | Promise<unknown>;
  refusal?: string;
}) {
  const intl = useIntl();
  const money = formatMoney(intl, application.amount, application.currency);
  const pending = application.state === 'submitted' || application.state === 'reviewing';
  return (
    <section className={mine.card} aria-labelledby="within-days-status">
      <div className={styles.titleLine}>
        <h2 id="within-days-status" className={mine.cardTitle}>
          {intl.formatMessage(m.statusHeading)}
        </h2>
        <ApplicationStateBadge state={application.state} />
      </div>
      {application.state === 'submitted' ? (
        <p className={mine.paragraph}>{intl.formatMessage(m.submittedText)}</p>
      ) : null}
      {application.state === 'reviewing' ? (
        <p className={mine.paragraph}>{intl.formatMessage(m.reviewingText)}</p>
      ) : null}
      {application.state === 'rejected' ? (
        <Notice tone="critical" title={intl.formatMessage(m.rejectedTitle)} role="status">
          <RejectionText application={application} />
          <p className={funding.noticeText}>{intl.formatMessage(m.reapply)}</p>
        </Notice>
      ) : null}
      {application.state === 'cancelled' ? (
        <p className={mine.paragraph}>{intl.formatMessage(m.cancelledText)}</p>
      ) : null}
      {application.state === 'closed' ? <p className={mine.paragraph}>{intl.formatMessage(m.closedText)}</p> : null}
      <KeyValueList items={applicationItems(intl, application, timeZone)} />
      {pending ? (
        <>
          {refusal ? <Refusal code={refusal} /> : null}
          <div className={styles.cardActions}>
            <ConfirmDialog
              title={intl.formatMessage(m.withdrawTitle)}
              message={formatWith(intl, m.withdrawText, { amount: money })}
              details={refusal ? <Refusal code={refusal} /> : undefined}
              confirmLabel={intl.formatMessage(m.withdrawConfirm)}
              cancelLabel={intl.formatMessage(m.keep)}
              tone="critical"
              onConfirm={() => onWithdraw(application.id)}
              trigger={
                <Button variant="secondary" size="sm">
                  {intl.formatMessage(m.withdraw)}
                </Button>
              }
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The user's applications, newest first, a page at a time. */
export function ApplicationHistory({
  applications,
  timeZone,
}: {
  applications: DaytradeList<DaytradeApplicationView>;
  timeZone?: string;
}) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="within-days-history">
      <h2 id="within-days-history" className={mine.cardTitle}>
        {intl.formatMessage(m.historyHeading)}
      </h2>
      <ListBody
        list={applications}
        labelledBy="within-days-history"
        empty={{ title: intl.formatMessage(m.emptyHistory) }}
      >
        {(application) => <HistoryRow key={application.id} application={application} timeZone={timeZone} />}
      </ListBody>
    </section>
  );
}

function HistoryRow({ application, timeZone }: { application: DaytradeApplicationView; timeZone?: string }) {
  const intl = useIntl();
  const titleId = useId();
  const submitted = formatInstant(intl, application.submittedAt, timeZone);
  return (
    <li className={funding.record} aria-labelledby={titleId}>
      <div className={funding.recordLine}>
        <span id={titleId} className={funding.recordTitle}>
          {formatWith(intl, m.historyItem, { time: submitted })}
        </span>
        <ApplicationStateBadge state={application.state} />
      </div>
      <div className={funding.recordLine}>
        <span className={funding.meta}>{intl.formatMessage(m.fund)}</span>
        <span className={funding.amount}>{formatMoney(intl, application.amount, application.currency)}</span>
      </div>
      {application.state === 'rejected' ? (
        <div className={mine.muted}>
          <RejectionText application={application} />
        </div>
      ) : null}
    </li>
  );
}

/** The identity check comes first: a notice with the way to it, instead of the form. */
export function VerifyFirst({ verifyHref }: { verifyHref: string }) {
  const intl = useIntl();
  return (
    <Notice tone="warning" role="note">
      <p className={funding.noticeText}>{intl.formatMessage(m.verifyNeeded)}</p>
      <span className={styles.cardActions}>
        <LinkButton href={verifyHref} variant="primary">
          {intl.formatMessage(m.verify)}
        </LinkButton>
      </span>
    </Notice>
  );
}
