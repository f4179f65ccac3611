import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  AdminBlockApplicationsScreen,
  adminBlockApplicationStates,
  type AdminBlockRejectReason,
} from '@kabuto/ui/console';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { adminHref, adminPaths, userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toBlockApplicationRow } from './reviews.mappers.ts';
import { blockApplicationQueueQuery, useDecideBlockApplication } from './reviews.queries.ts';
import { useReasonReview } from './useReasonReview.ts';
import { useReviewQueue, useReviewUser } from './useReviewQueue.ts';

const idPattern = /^[1-9]\d{0,18}$/;

/**
 * The distribution-application queue: pending applications oldest first, each with the user's context; approved
 * into the allocation at close, or rejected with a reason the user reads (the hold is released). From a
 * distribution's panel it shows that distribution's applications only (`?distribution=…`).
 */
export function Component() {
  const operator = useOperatorAccount();
  const [params] = useSearchParams();
  const distributionParam = params.get('distribution') ?? '';
  const distributionId = idPattern.test(distributionParam) ? distributionParam : '';
  const queue = useReviewQueue(adminBlockApplicationStates, 'pending', ['distribution']);
  const list = useQuery(blockApplicationQueueQuery(operator, queue.view, distributionId));
  const decide = useDecideBlockApplication(operator);

  const review = useReasonReview<AdminBlockRejectReason>(decide, {
    approved: 'app.admin.blockApproved',
    rejected: 'app.admin.blockRejected',
  });
  const { reviewing, close } = review;
  const item = reviewing ? list.data?.items.find((row) => row.id === reviewing) : undefined;
  const user = useReviewUser(operator, item?.account);

  return (
    <AdminBlockApplicationsScreen
      status={loadStatus(list)}
      items={list.data?.items.map(toBlockApplicationRow) ?? []}
      pageInfo={list.data ? toPageInfo(list.data) : { page: queue.view.page, size: pageSize, total: 0 }}
      onPageChange={queue.onPageChange}
      onRetry={() => void list.refetch()}
      filter={queue.view.filter}
      onFilterChange={(next) => {
        close();
        queue.onFilterChange(next);
      }}
      account={queue.view.account}
      onAccountChange={(next) => {
        close();
        queue.onAccountChange(next);
      }}
      distribution={
        distributionId
          ? {
              id: distributionId,
              clearHref: adminHref(adminPaths.blockApplications, {
                status: queue.view.filter === 'pending' ? undefined : queue.view.filter,
                account: queue.view.account || undefined,
              }),
            }
          : undefined
      }
      onReview={review.open}
      review={review.review(user)}
      userHref={userHref}
    />
  );
}
