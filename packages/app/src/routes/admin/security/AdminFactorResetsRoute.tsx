import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFactorResetsScreen, adminFactorResetStates } from '@kabuto/ui/console';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { userHref } from '../paths.ts';
import { useReviewQueue } from '../reviews/useReviewQueue.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toFactorResetRow } from './factorResets.mappers.ts';
import { factorResetQueueQuery } from './factorResets.queries.ts';
import { useFactorResetDecision } from './useFactorResetDecision.ts';

/**
 * Factor resets (/admin/security/resets): every request to remove a customer's passkeys and recovery codes, the
 * waiting ones first. Requests start on the customer's page; here a different operator than the requester approves
 * (four eyes) and anyone may reject, each after a confirmation.
 */
export function Component() {
  const operator = useOperatorAccount();
  const queue = useReviewQueue(adminFactorResetStates, 'awaiting_second_approval');
  const list = useQuery(factorResetQueueQuery(operator, queue.view));
  const [reviewing, setReviewing] = useState<string | null>(null);
  const decision = useFactorResetDecision(operator, () => setReviewing(null));
  const close = () => {
    setReviewing(null);
    decision.reset();
  };

  return (
    <AdminFactorResetsScreen
      status={loadStatus(list)}
      items={list.data?.items.map(toFactorResetRow) ?? []}
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
      operatorAccount={operator}
      onReview={(id) => {
        close();
        setReviewing(id);
      }}
      review={reviewing ? { ...decision.decisionFor(reviewing), onClose: close } : undefined}
      userHref={userHref}
    />
  );
}
