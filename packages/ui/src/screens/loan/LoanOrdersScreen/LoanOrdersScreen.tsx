import { useId, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { decimalSign } from '../../../intl/format.ts';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatAmount } from '../../exchange/shared/format.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { codeText, formatDay, formatInstant, formatPercent } from '../../offerings/shared/format.ts';
import { FactGrid, LinkButton, Notice, Refusal, ShellColumn } from '../../shared/parts.tsx';
import { repayAmountProblem, repaymentSplit, unpaidInterest } from '../shared/format.ts';
import { loanCommonMessages as common } from '../shared/loanCommon.messages.ts';
import * as styles from '../shared/loan.css.ts';
import { ListBody, LoanStateBadge, OverdueBadge } from '../shared/parts.tsx';
import type { LoanOrderView } from '../shared/types.ts';
import { loanOrdersScreenMessages as m } from './LoanOrdersScreen.messages.ts';
import type { LoanOrdersScreenProps, LoanRepayProps } from './LoanOrdersScreen.types.ts';

function money(intl: IntlShape, amount: string, currency: string): string {
  return formatAmount(intl, amount, currency);
}

function loanName(intl: IntlShape, loan: LoanOrderView): string {
  return formatWith(intl, m.loanTitle, { amount: money(intl, loan.principal, loan.currency) });
}

/** A loan's figures by its state: what is owed while active, what it cost once repaid, only the amount otherwise. */
function loanFacts(intl: IntlShape, loan: LoanOrderView) {
  const yen = (amount: string) => money(intl, amount, loan.currency);
  const principal = { id: 'principal', label: intl.formatMessage(common.principal), value: yen(loan.principal) };
  const rate = {
    id: 'rate',
    label: intl.formatMessage(common.annualRate),
    value: formatPercent(intl, loan.annualRate),
  };
  switch (loan.status) {
    case 'active':
      return [
        principal,
        {
          id: 'outstanding',
          label: intl.formatMessage(m.outstandingPrincipal),
          value: yen(loan.outstandingPrincipal),
        },
        { id: 'accrued', label: intl.formatMessage(m.interestAccrued), value: yen(loan.interestAccrued) },
        { id: 'paid', label: intl.formatMessage(m.interestPaid), value: yen(loan.interestPaid) },
        rate,
        {
          id: 'owed',
          label: intl.formatMessage(common.amountOwed),
          value: <strong className={styles.strong}>{yen(loan.amountOwed)}</strong>,
          wide: true,
        },
      ];
    case 'repaid':
      return [
        principal,
        { id: 'accrued', label: intl.formatMessage(m.interestAccrued), value: yen(loan.interestAccrued) },
        rate,
      ];
    case 'pending':
    case 'rejected':
      return [principal, rate];
  }
}

/** When things happened to a loan, in order. */
function loanTimes(intl: IntlShape, loan: LoanOrderView, timeZone?: string): string[] {
  const at = (iso: string) => formatInstant(intl, iso, timeZone);
  const lines = [formatWith(intl, m.applied, { time: at(loan.appliedAt) })];
  if (loan.status === 'rejected' && loan.reviewedAt)
    lines.push(formatWith(intl, m.reviewed, { time: at(loan.reviewedAt) }));
  if (loan.drawnAt) lines.push(formatWith(intl, m.drawn, { time: at(loan.drawnAt) }));
  if (loan.dueDate && loan.status === 'active')
    lines.push(formatWith(intl, m.due, { date: formatDay(intl, loan.dueDate) }));
  if (loan.repaidAt) lines.push(formatWith(intl, m.repaidAt, { time: at(loan.repaidAt) }));
  return lines;
}

function LoanRow({
  loan,
  timeZone,
  onRepay,
}: {
  loan: LoanOrderView;
  timeZone?: string;
  onRepay: (loanId: string) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const name = loanName(intl, loan);
  return (
    <li className={funding.record} aria-labelledby={titleId} data-loan={loan.id} data-state={loan.status}>
      <div className={styles.titleLine}>
        <h3 id={titleId} className={styles.title}>
          {name}
        </h3>
        <span className={styles.badges}>
          <LoanStateBadge state={loan.status} />
          {loan.overdue ? <OverdueBadge /> : null}
        </span>
      </div>
      <FactGrid items={loanFacts(intl, loan)} label={formatWith(intl, m.figures, { name })} />
      {loan.status === 'pending' ? <p className={mine.muted}>{intl.formatMessage(m.pendingNote)}</p> : null}
      {loan.overdue ? (
        <Notice tone="critical" role="note">
          <p className={funding.noticeText}>{intl.formatMessage(m.overdueNote)}</p>
        </Notice>
      ) : null}
      {loan.status === 'rejected' ? (
        <Notice tone="critical" role="note">
          <p className={funding.noticeText}>
            {loan.rejectReason ? codeText(intl, loan.rejectReason) : null} {intl.formatMessage(m.rejectedNote)}
          </p>
          {loan.reviewNote ? (
            <p className={funding.noticeText}>{formatWith(intl, m.note, { note: loan.reviewNote })}</p>
          ) : null}
        </Notice>
      ) : null}
      <p className={funding.meta}>
        {loanTimes(intl, loan, timeZone).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{formatWith(intl, m.number, { id: loan.id })}</span>
      </p>
      {loan.status === 'active' ? (
        <div className={styles.actions}>
          <Button variant={loan.overdue ? 'primary' : 'secondary'} size="sm" onClick={() => onRepay(loan.id)}>
            <span aria-hidden="true">{intl.formatMessage(m.repay)}</span>
            <span className={visuallyHidden}>{formatWith(intl, m.repayOf, { name })}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** What a repayment of `amount` does: interest first, then principal, and what is owed after. */
function splitItems(intl: IntlShape, loan: LoanOrderView, amount: string): KeyValueItem[] {
  const yen = (value: string) => money(intl, value, loan.currency);
  const split = repaymentSplit(amount, loan);
  return [
    { id: 'amount', label: intl.formatMessage(m.amount), value: yen(amount), emphasis: true },
    { id: 'interest', label: intl.formatMessage(m.toInterest), value: yen(split.interestPart) },
    { id: 'principal', label: intl.formatMessage(m.toPrincipal), value: yen(split.principalPart) },
    { id: 'fee', label: intl.formatMessage(common.fee), value: yen('0') },
    { id: 'after', label: intl.formatMessage(m.owedAfter), value: yen(split.owedAfter) },
  ];
}

function RepaySheet({ loan, repay, depositHref }: { loan: LoanOrderView; repay: LoanRepayProps; depositHref: string }) {
  const intl = useIntl();
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const yen = (amount: string) => money(intl, amount, loan.currency);
  const problem = repayAmountProblem(repay.amount, {
    amountOwed: loan.amountOwed,
    availableCash: repay.availableCash,
  });
  const shown = problem === 'empty' && !attempted ? null : problem;
  const errorMessage =
    shown === 'empty'
      ? intl.formatMessage(m.amountEmpty)
      : shown === 'format'
        ? intl.formatMessage(m.amountFormat)
        : shown === 'owed'
          ? formatWith(intl, m.amountOwed, { owed: yen(loan.amountOwed) })
          : shown === 'cash'
            ? formatWith(intl, m.amountCash, { cash: yen(repay.availableCash ?? '0') })
            : undefined;
  const hint = repay.availableCash
    ? formatWith(intl, m.amountHintCash, { min: yen('1'), owed: yen(loan.amountOwed), cash: yen(repay.availableCash) })
    : formatWith(intl, m.amountHint, { min: yen('1'), owed: yen(loan.amountOwed) });
  const next = { insufficient_balance: { href: depositHref, label: intl.formatMessage(m.deposit) } };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (problem === null && !repay.submitting) setConfirming(true);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) repay.onLoanIdChange(null);
      }}
      title={intl.formatMessage(m.sheetTitle)}
    >
      <form className={styles.stack} onSubmit={review} noValidate aria-busy={repay.submitting || undefined}>
        <p className={styles.title}>{loanName(intl, loan)}</p>
        <KeyValueList
          items={[
            {
              id: 'outstanding',
              label: intl.formatMessage(m.outstandingPrincipal),
              value: yen(loan.outstandingPrincipal),
            },
            { id: 'unpaid', label: intl.formatMessage(m.unpaidInterest), value: yen(unpaidInterest(loan)) },
            { id: 'owed', label: intl.formatMessage(m.owedNow), value: yen(loan.amountOwed), emphasis: true },
          ]}
        />
        {repay.refusal && !confirming ? <Refusal code={repay.refusal} next={next} /> : null}
        <NumberField
          label={intl.formatMessage(m.amount)}
          hint={hint}
          unit={intl.formatMessage(m.yen)}
          integer
          min="0"
          max={loan.amountOwed}
          step="1000"
          value={repay.amount}
          onValueChange={repay.onAmountChange}
          invalid={errorMessage !== undefined}
          errorMessage={errorMessage}
          name="amount"
        />
        <div className={styles.actions}>
          {shown === 'cash' ? (
            <a href={depositHref} className={mine.linkRow}>
              {intl.formatMessage(m.deposit)}
            </a>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => repay.onAmountChange(loan.amountOwed)}>
            {intl.formatMessage(m.repayAll)}
          </Button>
        </div>
        {problem === null ? <KeyValueList items={splitItems(intl, loan, repay.amount).slice(1)} /> : null}
        <p className={mine.muted}>{intl.formatMessage(m.order)}</p>
        <p className={mine.muted}>{intl.formatMessage(common.noFee)}</p>
        <Button type="submit" fullWidth loading={repay.submitting}>
          {intl.formatMessage(m.review)}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.confirmTitle)}
        message={formatWith(intl, m.confirmText, { amount: problem === null ? yen(repay.amount) : '' })}
        details={
          problem === null ? (
            <>
              {repay.refusal ? <Refusal code={repay.refusal} next={next} /> : null}
              <KeyValueList items={splitItems(intl, loan, repay.amount)} />
            </>
          ) : undefined
        }
        confirmLabel={intl.formatMessage(m.confirm)}
        cancelLabel={intl.formatMessage(m.back)}
        pending={repay.submitting}
        onConfirm={() => repay.onSubmit({ loanId: loan.id, amount: repay.amount })}
      />
    </Dialog>
  );
}

/**
 * The user's loans (/mine/loanOrder), newest first: each with its principal, interest accrued and paid, what is owed
 * now and its state (in review, repaying — overdue marked — repaid, rejected with the reason and the operator's note);
 * an active loan's repay sheet takes any whole-yen amount up to what is owed ("repay all" fills it), shows how it
 * splits into interest first and then principal and that there is no fee, and confirms before calling back.
 */
export function LoanOrdersScreen(props: LoanOrdersScreenProps) {
  const intl = useIntl();
  const { shell, timeZone, loans, repay, repaid, loanHref, depositHref } = props;
  const open = repay.loanId === null ? undefined : loans.items.find((loan) => loan.id === repay.loanId);
  return (
    <ShellColumn shell={shell}>
      <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
      <a className={mine.linkRow} href={loanHref}>
        <Icon name="wallet" small />
        <span className={mine.linkLabel}>{intl.formatMessage(m.loan)}</span>
        <span className={mine.chevron}>
          <Icon name="chevronRight" small />
        </span>
      </a>
      {repaid ? (
        <Notice tone="positive" title={intl.formatMessage(m.repaidTitle)} role="status">
          <p className={funding.noticeText}>
            {decimalSign(repaid.loan.amountOwed) === 0
              ? formatWith(intl, m.repaidFullText, { amount: money(intl, repaid.amount, repaid.loan.currency) })
              : formatWith(intl, m.repaidText, {
                  amount: money(intl, repaid.amount, repaid.loan.currency),
                  owed: money(intl, repaid.loan.amountOwed, repaid.loan.currency),
                })}
          </p>
        </Notice>
      ) : null}
      <section className={mine.card} aria-labelledby="loan-orders">
        <h2 id="loan-orders" className={mine.cardTitle}>
          {intl.formatMessage(m.listHeading)}
        </h2>
        <ListBody
          list={loans}
          labelledBy="loan-orders"
          empty={{
            title: intl.formatMessage(m.empty),
            description: intl.formatMessage(m.emptyText),
            action: <LinkButton href={loanHref}>{intl.formatMessage(m.loan)}</LinkButton>,
          }}
        >
          {(loan) => <LoanRow key={loan.id} loan={loan} timeZone={timeZone} onRepay={repay.onLoanIdChange} />}
        </ListBody>
      </section>
      {open && open.status === 'active' ? (
        <RepaySheet key={open.id} loan={open} repay={repay} depositHref={depositHref} />
      ) : null}
    </ShellColumn>
  );
}
