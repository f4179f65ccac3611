import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  AdminWithdrawalReviewScreen,
  adminWithdrawalStates,
  type AdminWithdrawalRejectReason,
  type AdminWithdrawalReview,
} from '@kabuto/ui/console';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { configQuery, pageSize } from '../admin.queries.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toWithdrawalRow } from './reviews.mappers.ts';
import { useDecideWithdrawal, withdrawalQueueQuery } from './reviews.queries.ts';
import { noteRules, type NoteForm } from './reviews.schema.ts';
import { useFields } from './useFields.ts';
import { useReviewQueue, useReviewUser } from './useReviewQueue.ts';

/**
 * The withdrawal queue: waiting withdrawals oldest first, each with the full destination account and the user's
 * context. At or under the four-eyes threshold an approval pays out; over it the first approval waits for a second,
 * different operator, who confirms and pays out. A rejection releases the hold, with a reason the user reads.
 */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const queue = useReviewQueue(adminWithdrawalStates, 'pending');
  const list = useQuery(withdrawalQueueQuery(operator, queue.view));
  const config = useQuery(configQuery(operator));
  const decide = useDecideWithdrawal(operator);

  const [reviewing, setReviewing] = useState<string | null>(null);
  const [reason, setReason] = useState<AdminWithdrawalRejectReason | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<AdminWithdrawalReview['confirmation']>(undefined);
  const fields = useFields<NoteForm>(noteRules, { note: '' });

  const item = reviewing ? list.data?.items.find((row) => row.id === reviewing) : undefined;
  const user = useReviewUser(operator, item?.account);
  const threshold = config.data?.find((entry) => entry.name === 'withdrawal_second_approval_threshold')?.value;

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
    if (!reviewing || !item || !confirmation || decide.isPending) return;
    const note = fields.get('note').trim();
    // Awaiting a second approval, "approve" is the second operator's confirmation.
    const second = item.status === 'awaiting_second_approval';
    try {
      const decided = await decide.mutateAsync(
        confirmation.decision === 'approve'
          ? { decision: second ? 'confirm' : 'approve', id: reviewing }
          : { decision: 'reject', id: reviewing, reason: confirmation.reason, ...(note ? { note } : {}) },
      );
      const message =
        confirmation.decision === 'reject'
          ? 'app.admin.withdrawalRejected'
          : decided.status === 'awaiting_second_approval'
            ? 'app.admin.withdrawalFirstApproved'
            : 'app.admin.withdrawalPaid';
      showToast(intl.formatMessage({ id: message }), 'positive');
      close();
    } catch {
      // The refusal (four eyes, decided meanwhile…) shows in the review; the confirmation closes.
      setConfirmation(undefined);
    }
  };

  return (
    <AdminWithdrawalReviewScreen
      status={loadStatus(list)}
      items={list.data?.items.map(toWithdrawalRow) ?? []}
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
      secondApprovalThreshold={threshold}
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
