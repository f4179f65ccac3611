import { useQuery } from '@tanstack/react-query';
import { AdminDayTradeApplicationsScreen, adminReviewStates, type AdminDayTradeRejectReason } from '@kabuto/ui/console';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toDayTradeRow } from './reviews.mappers.ts';
import { dayTradeApplicationQuery, dayTradeQueueQuery, useDecideDayTrade } from './reviews.queries.ts';
import { useReasonReview } from './useReasonReview.ts';
import { useReviewQueue, useReviewUser } from './useReviewQueue.ts';

/**
 * The one-day margin (一日信用) queue: pending applications oldest first, each with the user's context. Approved (the
 * held participation fund becomes the day's collateral; only for a verified applicant, which the screen says before
 * the server would refuse with `real_name_not_verified`) or rejected with a reason the user reads (the fund is
 * released). Each decision is confirmed first and sent with its own Idempotency-Key; the queue reloads after it.
 */
export function Component() {
  const operator = useOperatorAccount();
  const queue = useReviewQueue(adminReviewStates, 'pending');
  const list = useQuery(dayTradeQueueQuery(operator, queue.view));
  const review = useReasonReview<AdminDayTradeRejectReason>(useDecideDayTrade(operator), {
    approved: 'app.admin.dayTradeApproved',
    rejected: 'app.admin.dayTradeRejected',
  });
  const { reviewing } = review;

  // The item under review as the server has it now (verified since the list loaded, or decided meanwhile).
  const detail = useQuery({ ...dayTradeApplicationQuery(operator, reviewing ?? ''), enabled: Boolean(reviewing) });
  const items = (list.data?.items ?? []).map((item) =>
    item.id === reviewing && detail.data?.id === item.id ? toDayTradeRow(detail.data) : toDayTradeRow(item),
  );
  const item = reviewing ? items.find((row) => row.id === reviewing) : undefined;
  const user = useReviewUser(operator, item?.account);

  return (
    <AdminDayTradeApplicationsScreen
      status={loadStatus(list)}
      items={items}
      pageInfo={list.data ? toPageInfo(list.data) : { page: queue.view.page, size: pageSize, total: 0 }}
      onPageChange={queue.onPageChange}
      onRetry={() => void list.refetch()}
      filter={queue.view.filter}
      onFilterChange={(next) => {
        review.close();
        queue.onFilterChange(next);
      }}
      account={queue.view.account}
      onAccountChange={(next) => {
        review.close();
        queue.onAccountChange(next);
      }}
      onReview={review.open}
      review={review.review(user)}
      userHref={userHref}
    />
  );
}
