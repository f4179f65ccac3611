import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  AdminLoanApplicationsScreen,
  adminReviewStates,
  type AdminLoanApplicationReview,
  type AdminLoanRejectReason,
} from '@kabuto/ui';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toLoanRow } from './reviews.mappers.ts';
import { loanApplicationQuery, loanQueueQuery, useDecideLoan } from './reviews.queries.ts';
import { noteRules, type NoteForm } from './reviews.schema.ts';
import { useFields } from './useFields.ts';
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
  const intl = useIntl();
  const operator = useOperatorAccount();
  const queue = useReviewQueue(adminReviewStates, 'pending');
  const list = useQuery(loanQueueQuery(operator, queue.view));
  const decide = useDecideLoan(operator);

  const [reviewing, setReviewing] = useState<string | null>(null);
  const [reason, setReason] = useState<AdminLoanRejectReason | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<AdminLoanApplicationReview['confirmation']>(undefined);
  const fields = useFields<NoteForm>(noteRules, { note: '' });

  // The draw under review as the server has it now (its limit at current prices, or decided meanwhile).
  const detail = useQuery({ ...loanApplicationQuery(operator, reviewing ?? ''), enabled: Boolean(reviewing) });
  const items = (list.data?.items ?? []).map((item) =>
    item.id === reviewing && detail.data?.id === item.id ? toLoanRow(detail.data) : toLoanRow(item),
  );
  const item = reviewing ? items.find((row) => row.id === reviewing) : undefined;
  const user = useReviewUser(operator, item?.account);

  const close = () => {
    setReviewing(null);
    setReason(undefined);
    setReasonError(undefined);
    setConfirmation(undefined);
    decide.reset();
    fields.reset({ note: '' });
  };

  const onReject = () => {
    if (!reason) {
      setReasonError(intl.formatMessage({ id: 'app.admin.validation.choice' }));
      return;
    }
    if (!fields.validate(['note'])) return;
    setConfirmation({ decision: 'reject', reason });
  };

  const onConfirm = async () => {
    if (!reviewing || !confirmation || decide.isPending) return;
    const note = fields.get('note').trim();
    try {
      await decide.mutateAsync(
        confirmation.decision === 'approve'
          ? { decision: 'approve', id: reviewing }
          : { decision: 'reject', id: reviewing, reason: confirmation.reason, ...(note ? { note } : {}) },
      );
      showToast(
        intl.formatMessage({
          id: confirmation.decision === 'approve' ? 'app.admin.loanApproved' : 'app.admin.loanRejected',
        }),
        'positive',
      );
      close();
    } catch {
      // The refusal (decided meanwhile, above the limit now…) shows in the review; the confirmation closes.
      setConfirmation(undefined);
    }
  };

  return (
    <AdminLoanApplicationsScreen
      status={loadStatus(list)}
      items={items}
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
      onReview={(id) => {
        close();
        setReviewing(id);
      }}
      review={
        reviewing
          ? {
              itemId: reviewing,
              user,
              reason,
              onReasonChange: (next) => {
                setReason(next);
                setReasonError(undefined);
              },
              reasonError,
              noteField: fields.bind('note', intl),
              onApprove: () => setConfirmation({ decision: 'approve' }),
              onReject,
              confirmation,
              onConfirm,
              onConfirmCancel: () => setConfirmation(undefined),
              onClose: close,
              submitting: decide.isPending,
              formError: decide.isError ? describeError(decide.error) : undefined,
            }
          : undefined
      }
      userHref={userHref}
    />
  );
}
