import { useIntl } from 'react-intl';
import type { KeyValueItem } from '../../../components/KeyValueList/KeyValueList.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import { formatMoney } from '../../../intl/format.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import * as styles from '../admin.css.ts';
import { formatDateTime } from '../internal/format.ts';
import { ReviewDecisionPanel, ReviewQueueItem, ReviewQueueScreen } from '../internal/review/ReviewQueue.tsx';
import { adminReviewValueMessages as rmv } from '../internal/review/review.messages.ts';
import { adminReviewStates } from '../internal/review/review.types.ts';
import {
  adminDayTradeApplicationsScreenMessages as m,
  adminDayTradeApplicationsScreenValueMessages as mv,
} from './AdminDayTradeApplicationsScreen.messages.ts';
import {
  adminDayTradeRejectReasons,
  type AdminDayTradeApplicationReview,
  type AdminDayTradeApplicationRow,
  type AdminDayTradeApplicationsScreenProps,
} from './AdminDayTradeApplicationsScreen.types.ts';

/** Whether the applicant's identity is verified, in words and a glyph (never colour alone). */
function IdentityBadge({ verified }: { verified: boolean }) {
  const intl = useIntl();
  const tone = verified ? 'positive' : 'warning';
  return (
    <span className={statusBadge({ tone })} data-tone={tone} data-identity={verified ? 'verified' : 'unverified'}>
      <Icon name={verified ? 'check' : 'alert'} small />
      {intl.formatMessage(verified ? m.identityVerified : m.identityNotVerified)}
    </span>
  );
}

function ReviewPanel({
  row,
  review,
  userHref,
}: {
  row: AdminDayTradeApplicationRow;
  review: AdminDayTradeApplicationReview;
  userHref: string;
}) {
  const intl = useIntl();
  const pending = row.status === 'pending';
  const fund = formatMoney(intl, row.participationFund, row.currency);
  const details: KeyValueItem[] = [
    { id: 'fund', label: intl.formatMessage(m.fund), value: fund, emphasis: true },
    { id: 'identity', label: intl.formatMessage(m.identity), value: <IdentityBadge verified={row.identityVerified} /> },
    { id: 'applied', label: intl.formatMessage(m.appliedAt), value: formatDateTime(intl, row.appliedAt) },
  ];
  return (
    <ReviewDecisionPanel
      account={row.account}
      userHref={userHref}
      review={review}
      reasons={adminDayTradeRejectReasons}
      detailHeading={intl.formatMessage(m.detailHeading)}
      details={details}
      approve={{
        text: intl.formatMessage(pending ? m.approveText : m.decidedText),
        label: intl.formatMessage(m.approve),
        available: pending,
        // The server refuses it (`real_name_not_verified`): say so before the operator tries.
        blockedReason: row.identityVerified ? undefined : intl.formatMessage(m.approveBlocked),
        confirmTitle: intl.formatMessage(m.confirmApproveTitle),
        confirmMessage: intl.formatMessage(mv.confirmApprove, { account: row.account, fund }),
      }}
    />
  );
}

function Item({ row, props }: { row: AdminDayTradeApplicationRow; props: AdminDayTradeApplicationsScreenProps }) {
  const intl = useIntl();
  const { review } = props;
  const underReview = review?.itemId === row.id;
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
        <span className={styles.figureValue}>
          {intl.formatMessage(mv.fundValue, { amount: formatMoney(intl, row.participationFund, row.currency) })}
        </span>
        <IdentityBadge verified={row.identityVerified} />
      </span>
      <span className={styles.meta}>
        <span>{intl.formatMessage(mv.applied, { time: formatDateTime(intl, row.appliedAt) })}</span>
        <span>{intl.formatMessage(rmv.itemNumber, { id: row.id })}</span>
      </span>
    </ReviewQueueItem>
  );
}

/**
 * The one-day margin (一日信用) application queue: pending applications oldest first, their participation funds
 * held, each reviewed in place with the user's context; approved (identity verified only: the fund becomes the
 * day's collateral) or rejected with a reason the user reads, which releases the fund. Filtered by state and account.
 */
export function AdminDayTradeApplicationsScreen(props: AdminDayTradeApplicationsScreenProps) {
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
