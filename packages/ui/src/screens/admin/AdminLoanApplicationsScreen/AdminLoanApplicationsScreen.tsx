import { useIntl } from 'react-intl';
import type { KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import { formatMoney } from '../../../intl/format.ts';
import { compareDecimal } from '../../../internal/decimal.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import * as styles from '../admin.css.ts';
import { formatDateTime, formatDecimal } from '../internal/format.ts';
import { ReviewDecisionPanel, ReviewQueueItem, ReviewQueueScreen } from '../internal/review/ReviewQueue.tsx';
import { adminReviewValueMessages as rmv } from '../internal/review/review.messages.ts';
import { adminReviewStates } from '../internal/review/review.types.ts';
import {
  adminLoanApplicationsScreenMessages as m,
  adminLoanApplicationsScreenValueMessages as mv,
} from './AdminLoanApplicationsScreen.messages.ts';
import {
  adminLoanRejectReasons,
  type AdminLoanApplicationReview,
  type AdminLoanApplicationRow,
  type AdminLoanApplicationsScreenProps,
} from './AdminLoanApplicationsScreen.types.ts';

/** A pending draw above the available limit now: the server would refuse to approve it (`loan_limit_insufficient`). */
function overLimit(row: AdminLoanApplicationRow): boolean {
  return row.status === 'pending' && compareDecimal(row.amount, row.availableLimit) === 1;
}

/** The amount is above the available limit, in words and a glyph (never colour alone). */
function OverLimitBadge() {
  const intl = useIntl();
  return (
    <span className={statusBadge({ tone: 'warning' })} data-tone="warning" data-over-limit="true">
      <Icon name="alert" small />
      {intl.formatMessage(m.overLimit)}
    </span>
  );
}

function ReviewPanel({
  row,
  review,
  userHref,
}: {
  row: AdminLoanApplicationRow;
  review: AdminLoanApplicationReview;
  userHref: string;
}) {
  const intl = useIntl();
  const pending = row.status === 'pending';
  const money = (amount: string) => formatMoney(intl, amount, row.currency);
  const amount = money(row.amount);
  // Two decimals, as the contract's Percent and the user's own loan screen write it (9.00 %, not 9 %).
  const rate = formatDecimal(intl, row.rateAnnualPercent, 2);
  const details: KeyValueItem[] = [
    { id: 'amount', label: intl.formatMessage(m.amount), value: amount, emphasis: true },
    { id: 'collateral', label: intl.formatMessage(m.collateral), value: money(row.collateralValue) },
    {
      id: 'score',
      label: intl.formatMessage(m.score),
      value: intl.formatMessage(mv.scoreOf, { score: intl.formatNumber(row.creditScore) }),
    },
    { id: 'limit', label: intl.formatMessage(m.limit), value: money(row.creditLimit) },
    { id: 'outstanding', label: intl.formatMessage(m.outstanding), value: money(row.outstanding) },
    {
      id: 'available',
      label: intl.formatMessage(m.available),
      value: overLimit(row) ? (
        <span className={styles.rowLine}>
          <OverLimitBadge />
          {money(row.availableLimit)}
        </span>
      ) : (
        money(row.availableLimit)
      ),
    },
    { id: 'rate', label: intl.formatMessage(m.rate), value: intl.formatMessage(mv.rateValue, { rate }) },
    { id: 'interest', label: intl.formatMessage(m.interest), value: intl.formatMessage(m.interestMethod) },
    { id: 'applied', label: intl.formatMessage(m.appliedAt), value: formatDateTime(intl, row.requestedAt) },
  ];
  return (
    <ReviewDecisionPanel
      account={row.account}
      userHref={userHref}
      review={review}
      reasons={adminLoanRejectReasons}
      detailHeading={intl.formatMessage(m.detailHeading)}
      details={details}
      approve={{
        text: pending
          ? `${intl.formatMessage(m.approveText)} ${intl.formatMessage(m.limitFormula)}`
          : intl.formatMessage(m.decidedText),
        label: intl.formatMessage(m.approve),
        available: pending,
        // The server recomputes the limit and refuses a draw above it (`loan_limit_insufficient`): say so first.
        blockedReason: overLimit(row)
          ? intl.formatMessage(mv.approveBlocked, { available: money(row.availableLimit) })
          : undefined,
        confirmTitle: intl.formatMessage(m.confirmApproveTitle),
        confirmMessage: intl.formatMessage(mv.confirmApprove, { account: row.account, amount, rate }),
      }}
    />
  );
}

function Item({ row, props }: { row: AdminLoanApplicationRow; props: AdminLoanApplicationsScreenProps }) {
  const intl = useIntl();
  const { review } = props;
  const underReview = review?.itemId === row.id;
  const money = (amount: string) => formatMoney(intl, amount, row.currency);
  return (
    <ReviewQueueItem
      row={row}
      title={row.account}
      userHref={props.userHref(row.account)}
      reviewable={row.status === 'pending'}
      reviewing={underReview}
      locked={Boolean(review)}
      onReview={() => props.onReview(row.id)}
      panel={
        underReview && review ? <ReviewPanel row={row} review={review} userHref={props.userHref(row.account)} /> : null
      }
    >
      <span className={styles.rowLine}>
        <span className={styles.figureValue}>{intl.formatMessage(mv.amountValue, { amount: money(row.amount) })}</span>
        {overLimit(row) ? <OverLimitBadge /> : null}
      </span>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{intl.formatMessage(m.limit)}</dt>
          <dd className={styles.figureValue}>{money(row.creditLimit)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{intl.formatMessage(m.score)}</dt>
          <dd className={styles.figureValue}>{intl.formatNumber(row.creditScore)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{intl.formatMessage(m.collateral)}</dt>
          <dd className={styles.figureValue}>{money(row.collateralValue)}</dd>
        </div>
      </dl>
      <span className={styles.meta}>
        <span>{intl.formatMessage(mv.applied, { time: formatDateTime(intl, row.requestedAt) })}</span>
        <span>{intl.formatMessage(rmv.itemNumber, { id: row.id })}</span>
      </span>
    </ReviewQueueItem>
  );
}

/**
 * The credit-line draw queue (借入審査): pending draws oldest first, each reviewed in place beside the user's
 * context (their identity verification, restrictions, balances and latest entries), with the figures the limit rests
 * on as the server recomputes them now. Approved (within the available limit only: the amount is lent into the
 * user's cash and interest accrues daily) or rejected with a reason the user reads. Filtered by state and account.
 */
export function AdminLoanApplicationsScreen(props: AdminLoanApplicationsScreenProps) {
  const intl = useIntl();
  return (
    <ReviewQueueScreen
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead)}
      states={adminReviewStates}
      filter={props.filter}
      onFilterChange={props.onFilterChange}
      account={props.account}
      onAccountChange={props.onAccountChange}
      listLabel={intl.formatMessage(m.listLabel)}
      emptyPendingTitle={intl.formatMessage(m.emptyPending)}
      emptyTitle={intl.formatMessage(m.empty)}
      emptyDescription={intl.formatMessage(m.emptyDescription)}
      status={props.status}
      items={props.items}
      pageInfo={props.pageInfo}
      onPageChange={props.onPageChange}
      onRetry={props.onRetry}
      renderItem={(row) => <Item row={row} props={props} />}
    />
  );
}
