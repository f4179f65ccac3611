import { useIntl, type IntlShape } from 'react-intl';
import type { KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { formatMoney } from '../../../intl/format.ts';
import * as styles from '../admin.css.ts';
import { formatDateTime } from '../internal/format.ts';
import { ReviewDecisionPanel, ReviewQueueItem, ReviewQueueScreen } from '../internal/review/ReviewQueue.tsx';
import { adminReviewValueMessages as rmv } from '../internal/review/review.messages.ts';
import { adminBlockApplicationStates } from '../internal/review/review.types.ts';
import {
  adminBlockApplicationsScreenMessages as m,
  adminBlockApplicationsScreenValueMessages as mv,
} from './AdminBlockApplicationsScreen.messages.ts';
import {
  adminBlockRejectReasons,
  type AdminBlockApplicationReview,
  type AdminBlockApplicationRow,
  type AdminBlockApplicationsScreenProps,
} from './AdminBlockApplicationsScreen.types.ts';

function stock(intl: IntlShape, row: AdminBlockApplicationRow): string {
  const name = intl.locale.startsWith('zh')
    ? row.stockName.cn
    : intl.locale.startsWith('en')
      ? row.stockName.us
      : row.stockName.jp;
  return intl.formatMessage(mv.stockValue, { code: row.stockCode, name: name || row.stockName.jp });
}

const shares = (intl: IntlShape, count: number) => intl.formatMessage(mv.shares, { count: intl.formatNumber(count) });

function ReviewPanel({
  row,
  review,
  userHref,
}: {
  row: AdminBlockApplicationRow;
  review: AdminBlockApplicationReview;
  userHref: string;
}) {
  const intl = useIntl();
  const pending = row.status === 'pending';
  const items: KeyValueItem[] = [
    { id: 'stock', label: intl.formatMessage(m.stock), value: stock(intl, row) },
    { id: 'price', label: intl.formatMessage(m.price), value: formatMoney(intl, row.price, row.currency) },
    { id: 'quantity', label: intl.formatMessage(m.quantity), value: shares(intl, row.quantity) },
    {
      id: 'held',
      label: intl.formatMessage(m.held),
      value: formatMoney(intl, row.heldAmount, row.currency),
      emphasis: true,
    },
  ];
  return (
    <ReviewDecisionPanel
      account={row.account}
      userHref={userHref}
      review={review}
      reasons={adminBlockRejectReasons}
      detailHeading={intl.formatMessage(m.detailHeading)}
      details={items}
      approve={{
        text: intl.formatMessage(pending ? m.approveText : m.approvedAlready),
        label: intl.formatMessage(m.approve),
        available: pending,
        confirmTitle: intl.formatMessage(m.confirmApproveTitle),
        confirmMessage: intl.formatMessage(mv.confirmApprove, {
          account: row.account,
          stock: stock(intl, row),
          quantity: intl.formatNumber(row.quantity),
        }),
      }}
    />
  );
}

function Item({ row, props }: { row: AdminBlockApplicationRow; props: AdminBlockApplicationsScreenProps }) {
  const intl = useIntl();
  const { review } = props;
  const underReview = review?.itemId === row.id;
  return (
    <ReviewQueueItem
      row={row}
      title={`${row.account} · ${stock(intl, row)}`}
      userHref={props.userHref(row.account)}
      // An approved application can still be rejected until the distribution closes.
      reviewable={row.status === 'pending' || row.status === 'approved'}
      reviewing={underReview}
      locked={Boolean(review)}
      onReview={() => props.onReview(row.id)}
      panel={
        underReview && review ? <ReviewPanel row={row} review={review} userHref={props.userHref(row.account)} /> : null
      }
    >
      <span className={styles.rowLine}>
        <span className={styles.figureValue}>{formatMoney(intl, row.heldAmount, row.currency)}</span>
        <span>{shares(intl, row.quantity)}</span>
      </span>
      <span className={styles.meta}>
        <span>{intl.formatMessage(mv.applied, { time: formatDateTime(intl, row.appliedAt) })}</span>
        <span>{intl.formatMessage(mv.distributionNumber, { id: row.distributionId })}</span>
        <span>{intl.formatMessage(rmv.itemNumber, { id: row.id })}</span>
        {row.allottedQuantity !== null ? (
          <span>
            {intl.formatMessage(m.allotted)}: {shares(intl, row.allottedQuantity)}
          </span>
        ) : null}
      </span>
    </ReviewQueueItem>
  );
}

/**
 * The distribution-application queue: pending applications oldest first (their amounts held), each reviewed in
 * place with the user's context; approved into the allocation at close, or rejected with a reason the user reads,
 * which releases the hold. Filtered by state, account and, from a distribution, that distribution.
 */
export function AdminBlockApplicationsScreen(props: AdminBlockApplicationsScreenProps) {
  const intl = useIntl();
  return (
    <ReviewQueueScreen
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead)}
      states={adminBlockApplicationStates}
      filter={props.filter}
      onFilterChange={props.onFilterChange}
      account={props.account}
      onAccountChange={props.onAccountChange}
      scope={
        props.distribution ? (
          <p className={styles.lead}>
            {intl.formatMessage(mv.distributionOnly, { id: props.distribution.id })}{' '}
            <a href={props.distribution.clearHref}>{intl.formatMessage(m.showAll)}</a>
          </p>
        ) : null
      }
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
