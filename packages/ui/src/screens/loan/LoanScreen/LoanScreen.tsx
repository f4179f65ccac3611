import { useId, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { KeyValueList, type KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { NumberField } from '../../../components/NumberField/NumberField.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { decimalSign } from '../../../intl/format.ts';
import { compareDecimal } from '../../../internal/decimal.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatAmount } from '../../exchange/shared/format.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { formatWith } from '../../mine/shared/format.ts';
import * as mine from '../../mine/shared/mine.css.ts';
import { formatInstant, formatPercent } from '../../offerings/shared/format.ts';
import { FactGrid, LinkButton, Notice, Refusal } from '../../shared/parts.tsx';
import { drawAmountProblem, interestFor, uncappedLimit } from '../shared/format.ts';
import { loanCommonMessages as common } from '../shared/loanCommon.messages.ts';
import * as styles from '../shared/loan.css.ts';
import { LoanFrame } from '../shared/parts.tsx';
import type { CreditFactorView, CreditScoreView, LoanLimitView } from '../shared/types.ts';
import { loanScreenMessages as m } from './LoanScreen.messages.ts';
import type { LoanDrawProps, LoanLinks, LoanReadiness, LoanScreenProps } from './LoanScreen.types.ts';

function yen(intl: IntlShape, amount: string, currency = 'JPY'): string {
  return formatAmount(intl, amount, currency);
}

/** What can be drawn now, with the limit, what is drawn and reserved, and what is owed. */
function Summary({ limit, ordersHref }: { limit: LoanLimitView; ordersHref: string }) {
  const intl = useIntl();
  const money = (amount: string) => yen(intl, amount, limit.currency);
  const items = [
    { id: 'total', label: intl.formatMessage(m.totalLimit), value: money(limit.totalLimit) },
    { id: 'used', label: intl.formatMessage(m.usedLimit), value: money(limit.usedLimit) },
    ...(decimalSign(limit.pendingLimit) > 0
      ? [{ id: 'pending', label: intl.formatMessage(m.pendingLimit), value: money(limit.pendingLimit) }]
      : []),
    { id: 'owed', label: intl.formatMessage(common.amountOwed), value: money(limit.amountOwed) },
  ];
  return (
    <section className={mine.card} aria-labelledby="loan-available">
      <h2 id="loan-available" className={mine.cardTitle}>
        {intl.formatMessage(m.availableHeading)}
      </h2>
      <p className={styles.figure} data-testid="loan-available">
        {money(limit.availableLimit)}
      </p>
      <FactGrid items={items} />
      <a className={mine.linkRow} href={ordersHref}>
        <Icon name="records" small />
        <span className={mine.linkLabel}>{intl.formatMessage(m.orders)}</span>
        <span className={mine.chevron}>
          <Icon name="chevronRight" small />
        </span>
      </a>
    </section>
  );
}

/** The plain statement of what the score does and does not do, and that the loan reduces the withdrawable amount. */
function Stance({ withdrawHref }: { withdrawHref: string }) {
  const intl = useIntl();
  return (
    <Notice tone="info" icon="check" title={intl.formatMessage(m.scoreOnlyTitle)} role="note">
      <p className={funding.noticeText}>{intl.formatMessage(m.scoreOnlyText)}</p>
      <p className={funding.noticeText}>{intl.formatMessage(m.withdrawableText)}</p>
      <a href={withdrawHref} className={mine.linkRow}>
        {intl.formatMessage(m.withdrawLink)}
      </a>
    </Notice>
  );
}

/** A factor's value in its unit: done or not, months, a count, yen. */
function factorValue(intl: IntlShape, factor: CreditFactorView): string {
  switch (factor.unit) {
    case 'flag':
      return intl.formatMessage(factor.value === 'true' ? m.flagYes : m.flagNo);
    case 'months':
      return formatWith(intl, m.months, { count: Number(factor.value) });
    case 'count':
      return formatWith(intl, m.count, { count: Number(factor.value) });
    case 'JPY':
      return yen(intl, factor.value);
  }
}

function Factor({ factor }: { factor: CreditFactorView }) {
  const intl = useIntl();
  const nameId = useId();
  const share = factor.maxPoints > 0 ? (factor.points / factor.maxPoints) * 100 : 0;
  const points = formatWith(intl, m.pointsValue, {
    points: intl.formatNumber(factor.points),
    max: intl.formatNumber(factor.maxPoints),
  });
  return (
    <li className={styles.factor} aria-labelledby={nameId} data-factor={factor.key}>
      <div className={styles.factorHead}>
        <h4 id={nameId} className={styles.factorName}>
          {factor.name}
        </h4>
        <span className={styles.factorPoints}>{points}</span>
      </div>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.bar} style={{ width: `${share}%` }} />
      </span>
      <FactGrid
        items={[
          { id: 'weight', label: intl.formatMessage(m.weight), value: formatPercent(intl, factor.weight) },
          { id: 'value', label: intl.formatMessage(m.yourValue), value: factorValue(intl, factor) },
        ]}
      />
      <p className={mine.muted}>{factor.hint}</p>
    </li>
  );
}

/** The score out of 1,000 with the minimum to borrow marked, the multiplier it grants, and every factor. */
function Score({ score, timeZone }: { score: CreditScoreView; timeZone?: string }) {
  const intl = useIntl();
  const max = score.maxScore > 0 ? score.maxScore : 1000;
  const below = score.score < score.minimumToBorrow;
  return (
    <section className={mine.card} aria-labelledby="loan-score">
      <h2 id="loan-score" className={mine.cardTitle}>
        {intl.formatMessage(m.scoreHeading)}
      </h2>
      <p className={styles.figure}>
        <span data-testid="loan-score">{intl.formatNumber(score.score)}</span>
        <span className={styles.figureSuffix}>{formatWith(intl, m.scoreOf, { max: intl.formatNumber(max) })}</span>
      </p>
      <span
        className={styles.track}
        role="meter"
        aria-label={formatWith(intl, m.scoreMeter, { max: intl.formatNumber(max) })}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={score.score}
      >
        <span className={styles.bar} style={{ width: `${(score.score / max) * 100}%` }} />
        <span className={styles.marker} style={{ left: `${(score.minimumToBorrow / max) * 100}%` }} />
      </span>
      <FactGrid
        items={[
          {
            id: 'minimum',
            label: intl.formatMessage(m.minimumToBorrow),
            value: formatWith(intl, m.minimumValue, { min: intl.formatNumber(score.minimumToBorrow) }),
          },
          {
            id: 'multiplier',
            label: intl.formatMessage(m.scoreMultiplier),
            value: formatPercent(intl, score.scoreMultiplier),
          },
          {
            id: 'calculatedAt',
            label: intl.formatMessage(m.calculatedAt),
            value: formatInstant(intl, score.calculatedAt, timeZone),
            wide: true,
          },
        ]}
      />
      {below ? (
        <Notice tone="warning" role="note">
          <p className={funding.noticeText}>
            {formatWith(intl, m.belowMinimum, { min: intl.formatNumber(score.minimumToBorrow) })}
          </p>
        </Notice>
      ) : null}
      <h3 id="loan-factors" className={mine.cardTitle}>
        {intl.formatMessage(m.factorsHeading)}
      </h3>
      <p className={mine.muted}>{intl.formatMessage(m.factorsIntro)}</p>
      <ul className={styles.factors} aria-labelledby="loan-factors">
        {score.factors.map((factor) => (
          <Factor key={factor.key} factor={factor} />
        ))}
      </ul>
    </section>
  );
}

/** The limit as a worked line with the user's numbers: collateral × advance rate × score multiplier, then the cap. */
function Limit({ limit, minimumToBorrow }: { limit: LoanLimitView; minimumToBorrow?: number }) {
  const intl = useIntl();
  const money = (amount: string) => yen(intl, amount, limit.currency);
  const product = uncappedLimit(limit.collateralValue, limit.advanceRate, limit.scoreMultiplier);
  const capped = (compareDecimal(product, limit.houseMaximum) ?? 0) > 0;
  const zeroByScore =
    minimumToBorrow !== undefined && limit.creditScore < minimumToBorrow && decimalSign(limit.totalLimit) === 0;
  let outcome: string;
  if (zeroByScore) {
    outcome = formatWith(intl, m.zeroLimit, {
      min: intl.formatNumber(minimumToBorrow),
      limit: money(limit.totalLimit),
    });
  } else {
    outcome = formatWith(intl, capped ? m.capped : m.notCapped, {
      max: money(limit.houseMaximum),
      limit: money(limit.totalLimit),
    });
  }
  return (
    <section className={mine.card} aria-labelledby="loan-limit">
      <h2 id="loan-limit" className={mine.cardTitle}>
        {intl.formatMessage(m.limitHeading)}
      </h2>
      <p className={mine.muted}>{intl.formatMessage(m.limitWords)}</p>
      <KeyValueList
        items={[
          { id: 'collateral', label: intl.formatMessage(m.collateralValue), value: money(limit.collateralValue) },
          { id: 'advance', label: intl.formatMessage(m.advanceRate), value: formatPercent(intl, limit.advanceRate) },
          {
            id: 'multiplier',
            label: intl.formatMessage(m.scoreMultiplier),
            value: formatPercent(intl, limit.scoreMultiplier),
          },
          { id: 'house', label: intl.formatMessage(m.houseMaximum), value: money(limit.houseMaximum) },
        ]}
      />
      <p className={styles.formula} data-testid="loan-limit-formula">
        <span className={styles.formulaLabel}>{intl.formatMessage(m.formulaLabel)}</span>
        {formatWith(intl, m.formula, {
          collateral: money(limit.collateralValue),
          advance: formatPercent(intl, limit.advanceRate),
          multiplier: formatPercent(intl, limit.scoreMultiplier),
          result: money(product),
        })}
      </p>
      <p className={mine.paragraph}>{outcome}</p>
      <p className={mine.muted}>{intl.formatMessage(m.availableWords)}</p>
      <p className={styles.formula} data-testid="loan-available-formula">
        {formatWith(intl, m.availableFormula, {
          total: money(limit.totalLimit),
          used: money(limit.usedLimit),
          pending: money(limit.pendingLimit),
          available: money(limit.availableLimit),
        })}
      </p>
    </section>
  );
}

/** The disclosed rate, how interest accrues and rounds, the term, the minimum draw and the absent repayment fee. */
function Terms({ limit }: { limit: LoanLimitView }) {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="loan-terms">
      <h2 id="loan-terms" className={mine.cardTitle}>
        {intl.formatMessage(m.rateHeading)}
      </h2>
      <KeyValueList
        items={[
          {
            id: 'rate',
            label: intl.formatMessage(common.annualRate),
            value: formatWith(intl, m.rateValue, { rate: formatPercent(intl, limit.annualRate) }),
          },
          {
            id: 'term',
            label: intl.formatMessage(m.term),
            value: formatWith(intl, m.termValue, { days: limit.termDays }),
          },
          { id: 'minDraw', label: intl.formatMessage(m.minDraw), value: yen(intl, limit.minDrawAmount) },
          { id: 'earlyRepayment', label: intl.formatMessage(m.earlyRepayment), value: intl.formatMessage(common.none) },
        ]}
      />
      <p className={mine.paragraph}>
        <strong>{intl.formatMessage(m.interestMethod)}</strong>
        {'　'}
        {intl.formatMessage(common.dayCount)}
      </p>
      <p className={mine.muted}>{intl.formatMessage(common.noFee)}</p>
    </section>
  );
}

/** Why a draw cannot be made now, the first that applies (the server refuses each with its own code). */
type DrawBlock = 'overdue' | 'pending' | 'identity' | 'fundPassword' | 'tooLittle';

function drawBlock(limit: LoanLimitView, readiness: LoanReadiness): DrawBlock | null {
  if (limit.hasOverdueLoan) return 'overdue';
  if (decimalSign(limit.pendingLimit) > 0) return 'pending';
  if (!readiness.identityVerified) return 'identity';
  if (!readiness.fundPasswordSet) return 'fundPassword';
  if ((compareDecimal(limit.availableLimit, limit.minDrawAmount) ?? 0) < 0) return 'tooLittle';
  return null;
}

/** A draw's block in words, with the way on when there is one. */
function Blocked({ block, limit, links }: { block: DrawBlock; limit: LoanLimitView; links: LoanLinks }) {
  const intl = useIntl();
  const money = (amount: string) => yen(intl, amount, limit.currency);
  const notices = {
    overdue: {
      tone: 'critical',
      text: intl.formatMessage(m.overdueBlock),
      action: { href: links.ordersHref, label: intl.formatMessage(m.repayNow), primary: true },
    },
    pending: {
      tone: 'info',
      text: formatWith(intl, m.pendingBlock, { amount: money(limit.pendingLimit) }),
      action: { href: links.ordersHref, label: intl.formatMessage(m.orders), primary: false },
    },
    identity: {
      tone: 'warning',
      text: intl.formatMessage(m.verifyBlock),
      action: { href: links.verifyHref, label: intl.formatMessage(m.verify), primary: true },
    },
    fundPassword: {
      tone: 'warning',
      text: intl.formatMessage(m.fundPasswordBlock),
      action: { href: links.fundPasswordHref, label: intl.formatMessage(m.setFundPassword), primary: true },
    },
    tooLittle: {
      tone: 'info',
      text: formatWith(intl, m.tooLittleBlock, {
        available: money(limit.availableLimit),
        min: money(limit.minDrawAmount),
      }),
      action: undefined,
    },
  } as const satisfies Record<
    DrawBlock,
    {
      tone: 'critical' | 'info' | 'warning';
      text: string;
      action: { href: string; label: string; primary: boolean } | undefined;
    }
  >;
  const notice = notices[block];
  return (
    <Notice tone={notice.tone} icon={block === 'pending' ? 'clock' : undefined} role="note">
      <p className={funding.noticeText}>{notice.text}</p>
      {notice.action ? (
        <span className={styles.actions}>
          <LinkButton href={notice.action.href} variant={notice.action.primary ? 'primary' : 'secondary'}>
            {notice.action.label}
          </LinkButton>
        </span>
      ) : null}
    </Notice>
  );
}

/** The draw's figures at the disclosed rate: amount, rate, one day's and the term's interest, the due date rule. */
function drawItems(intl: IntlShape, limit: LoanLimitView, amount: string): KeyValueItem[] {
  const money = (value: string) => yen(intl, value, limit.currency);
  return [
    { id: 'amount', label: intl.formatMessage(m.amount), value: money(amount), emphasis: true },
    { id: 'rate', label: intl.formatMessage(common.annualRate), value: formatPercent(intl, limit.annualRate) },
    { id: 'perDay', label: intl.formatMessage(common.perDay), value: money(interestFor(amount, limit.annualRate, 1)) },
    {
      id: 'term',
      label: formatWith(intl, common.forTerm, { days: limit.termDays }),
      value: money(interestFor(amount, limit.annualRate, limit.termDays)),
    },
    {
      id: 'due',
      label: intl.formatMessage(m.term),
      value: formatWith(intl, m.termValue, { days: limit.termDays }),
    },
    { id: 'fee', label: intl.formatMessage(common.fee), value: intl.formatMessage(common.none) },
  ];
}

function DrawForm({
  limit,
  readiness,
  draw,
  links,
}: {
  limit: LoanLimitView;
  readiness: LoanReadiness;
  draw: LoanDrawProps;
  links: LoanLinks;
}) {
  const intl = useIntl();
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const money = (amount: string) => yen(intl, amount, limit.currency);
  const problem = drawAmountProblem(draw.amount, {
    minDrawAmount: limit.minDrawAmount,
    availableLimit: limit.availableLimit,
  });
  const passwordMissing = draw.fundPassword === '';
  const shown = problem === 'empty' && !attempted ? null : problem;
  const amountError =
    shown === 'empty'
      ? intl.formatMessage(m.amountEmpty)
      : shown === 'format'
        ? intl.formatMessage(m.amountFormat)
        : shown === 'min'
          ? formatWith(intl, m.amountMin, { min: money(limit.minDrawAmount) })
          : shown === 'limit'
            ? formatWith(intl, m.amountLimit, { max: money(limit.availableLimit) })
            : undefined;
  const passwordError = attempted && passwordMissing ? intl.formatMessage(m.fundPasswordEmpty) : undefined;
  const next = {
    fund_password_not_set: { href: links.fundPasswordHref, label: intl.formatMessage(m.setFundPassword) },
    real_name_not_verified: { href: links.verifyHref, label: intl.formatMessage(m.verify) },
    unpaid_loan: { href: links.ordersHref, label: intl.formatMessage(m.repayNow) },
    loan_pending_review: { href: links.ordersHref, label: intl.formatMessage(m.orders) },
  };
  const block = drawBlock(limit, readiness);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (problem === null && !passwordMissing && !draw.submitting) setConfirming(true);
  };

  return (
    <section className={mine.card} aria-labelledby="loan-draw">
      <h2 id="loan-draw" className={mine.cardTitle}>
        {intl.formatMessage(m.drawHeading)}
      </h2>
      {draw.applied ? (
        <Notice tone="positive" title={intl.formatMessage(m.appliedTitle)} role="status">
          <p className={funding.noticeText}>
            {formatWith(intl, m.appliedText, { amount: money(draw.applied.principal) })}
          </p>
          <a href={links.ordersHref} className={mine.linkRow}>
            {intl.formatMessage(m.orders)}
          </a>
        </Notice>
      ) : null}
      {block ? (
        <Blocked block={block} limit={limit} links={links} />
      ) : (
        <form className={styles.stack} onSubmit={review} noValidate aria-busy={draw.submitting || undefined}>
          {draw.refusal && !confirming ? <Refusal code={draw.refusal} next={next} /> : null}
          <NumberField
            label={intl.formatMessage(m.amount)}
            hint={formatWith(intl, m.amountHint, { min: money(limit.minDrawAmount), max: money(limit.availableLimit) })}
            unit={intl.formatMessage(m.yen)}
            integer
            min={limit.minDrawAmount}
            max={limit.availableLimit}
            step={limit.minDrawAmount}
            value={draw.amount}
            onValueChange={draw.onAmountChange}
            invalid={amountError !== undefined}
            errorMessage={amountError}
            name="amount"
          />
          <PasswordField
            label={intl.formatMessage(m.fundPassword)}
            autoComplete="current-password"
            name="fund_password"
            value={draw.fundPassword}
            onChange={(event) => draw.onFundPasswordChange(event.target.value)}
            invalid={passwordError !== undefined}
            errorMessage={passwordError}
          />
          <p className={mine.muted}>{intl.formatMessage(m.reviewNote)}</p>
          <Button type="submit" fullWidth loading={draw.submitting}>
            {intl.formatMessage(m.review)}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.confirmTitle)}
        message={formatWith(intl, m.confirmText, {
          amount: problem === null ? money(draw.amount) : '',
          rate: formatPercent(intl, limit.annualRate),
        })}
        details={
          problem === null ? (
            <>
              {draw.refusal ? <Refusal code={draw.refusal} next={next} /> : null}
              <KeyValueList items={drawItems(intl, limit, draw.amount)} />
              <p className={mine.muted}>{intl.formatMessage(common.dayCount)}</p>
              <p className={mine.muted}>{intl.formatMessage(m.confirmWithdrawable)}</p>
            </>
          ) : undefined
        }
        confirmLabel={intl.formatMessage(m.confirm)}
        cancelLabel={intl.formatMessage(m.back)}
        pending={draw.submitting}
        onConfirm={() => draw.onSubmit({ amount: draw.amount, fundPassword: draw.fundPassword })}
      />
    </section>
  );
}

/** No collateral, so no credit line yet: what creates one. */
function NoCreditLine() {
  const intl = useIntl();
  return (
    <section className={mine.card} aria-labelledby="loan-draw">
      <h2 id="loan-draw" className={mine.cardTitle}>
        {intl.formatMessage(m.drawHeading)}
      </h2>
      <EmptyState title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyText)} />
    </section>
  );
}

/**
 * The securities-backed credit line (/mine/loan): what can be drawn now; the plain statement that the score sets the
 * limit and nothing else (it never blocks a deposit or a withdrawal, no payment raises it) and that the loan reduces
 * the withdrawable amount; the transparent credit score with every factor (weight, the user's value, points, how to
 * improve it); the limit as a worked line (collateral × advance rate × score multiplier, capped by the house); the
 * disclosed rate with the day count and rounding of interest; and the draw form (amount and fund password, then a
 * confirmation of the rate and the interest on that amount).
 */
export function LoanScreen(props: LoanScreenProps) {
  const intl = useIntl();
  const { shell, status, onRetry, timeZone, score, limit, readiness, draw, links } = props;
  const ready = limit !== undefined && score !== undefined;
  return (
    <LoanFrame shell={shell} status={ready ? status : status === 'error' ? 'error' : 'loading'} onRetry={onRetry}>
      {ready ? (
        <>
          <p className={mine.paragraph}>{intl.formatMessage(m.intro)}</p>
          <Summary limit={limit} ordersHref={links.ordersHref} />
          <Stance withdrawHref={links.withdrawHref} />
          <Score score={score} timeZone={timeZone} />
          <Limit limit={limit} minimumToBorrow={score.minimumToBorrow} />
          <Terms limit={limit} />
          {decimalSign(limit.collateralValue) > 0 ? (
            <DrawForm limit={limit} readiness={readiness} draw={draw} links={links} />
          ) : (
            <NoCreditLine />
          )}
        </>
      ) : null}
    </LoanFrame>
  );
}
