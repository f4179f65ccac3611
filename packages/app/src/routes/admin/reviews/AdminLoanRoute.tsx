import { useQuery } from '@tanstack/react-query';
import { AdminLoanApplicationsScreen, adminReviewStates, type AdminLoanRejectReason } from '@kabuto/ui/console';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toLoanRow } from './reviews.mappers.ts';
import { loanApplicationQuery, loanQueueQuery, useDecideLoan } from './reviews.queries.ts';
import { useReasonReview } from './useReasonReview.ts';
import { useReviewQueue, useReviewUser } from './useReviewQueue.ts';

/**
 * The credit-line draw queue (借入審査): pending draws oldest first, each with the user's context. The draw under
 * review is asked afresh (the server recomputes the collateral value, score and limit at current prices); one above
 * the available limit cannot be approved, which the screen says before the server would refuse with
 * `loan_limit_insufficient`. Approved (the amount is lent into the user's cash) or rejected with a reason the user
 * reads (nothing is lent). Each decision is confirmed first and sent with its own Idempotency-Key; the queue, the
 * user and the audit log reload after it.
 */
export function Component() {
  const operator = useOperatorAccount();
  const queue = useReviewQueue(adminReviewStates, 'pending');
  const list = useQuery(loanQueueQuery(operator, queue.view));
  const review = useReasonReview<AdminLoanRejectReason>(useDecideLoan(operator), {
    approved: 'app.admin.loanApproved',
    rejected: 'app.admin.loanRejected',
  });
  const { reviewing } = review;

  // The draw under review as the server has it now (its limit at current prices, or decided meanwhile).
  const detail = useQuery({ ...loanApplicationQuery(operator, reviewing ?? ''), enabled: Boolean(reviewing) });
  const items = (list.data?.items ?? []).map((item) =>
    item.id === reviewing && detail.data?.id === item.id ? toLoanRow(detail.data) : toLoanRow(item),
  );
  const item = reviewing ? items.find((row) => row.id === reviewing) : undefined;
  const user = useReviewUser(operator, item?.account);

  return (
    <AdminLoanApplicationsScreen
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
