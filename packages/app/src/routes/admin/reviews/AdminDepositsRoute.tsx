import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '@kabuto/api-client';
import {
  AdminDepositReviewScreen,
  adminReviewStates,
  type AdminDepositRejectReason,
  type AdminDepositReview,
} from '@kabuto/ui/console';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { adminApi } from '../adminApi.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toDepositRow } from './reviews.mappers.ts';
import { depositQueueQuery, useDecideDeposit } from './reviews.queries.ts';
import { depositApproveRules, moneyText, type DepositApproveForm } from './reviews.schema.ts';
import { useFields } from './useFields.ts';
import { useReviewQueue, useReviewUser } from './useReviewQueue.ts';

const resolveImage = (link: string) => adminApi.uploadImageUrl(link);

/** The server's refused fields, mapped to the review form's. */
const fieldOf: Record<string, keyof DepositApproveForm> = {
  credited_amount: 'creditedAmount',
  note: 'note',
};

/**
 * The deposit queue: pending notices oldest first, each with its slip beside the user's context. The operator
 * credits what actually arrived (a note to the user when it differs from the notice) or rejects with a reason.
 */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const queue = useReviewQueue(adminReviewStates, 'pending');
  const list = useQuery(depositQueueQuery(operator, queue.view));
  const decide = useDecideDeposit(operator);

  const [reviewing, setReviewing] = useState<string | null>(null);
  const [reason, setReason] = useState<AdminDepositRejectReason | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<AdminDepositReview['confirmation']>(undefined);

  const item = reviewing ? list.data?.items.find((row) => row.id === reviewing) : undefined;
  const notified = item?.notifiedAmount ?? '0';
  const rules = useMemo(() => depositApproveRules(notified), [notified]);
  const fields = useFields<DepositApproveForm>(rules, { creditedAmount: '', approveNote: '', note: '' });
  const user = useReviewUser(operator, item?.account);

  const close = () => {
    setReviewing(null);
    setReason(undefined);
    setReasonError(undefined);
    setConfirmation(undefined);
    decide.reset();
    fields.reset({ creditedAmount: '', approveNote: '', note: '' });
  };

  const open = (id: string) => {
    close();
    const notice = list.data?.items.find((row) => row.id === id);
    // The credited amount starts at what the user notified; the operator changes it when the bank says otherwise.
    fields.reset({ creditedAmount: notice?.notifiedAmount ?? '', approveNote: '', note: '' });
    setReviewing(id);
  };

  const onApprove = () => {
    if (!fields.validate(['creditedAmount', 'approveNote'])) return;
    const creditedAmount = moneyText(fields.get('creditedAmount'), 'JPY');
    if (creditedAmount) setConfirmation({ decision: 'approve', creditedAmount });
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
    const approveNote = fields.get('approveNote').trim();
    const note = fields.get('note').trim();
    try {
      await decide.mutateAsync(
        confirmation.decision === 'approve'
          ? {
              decision: 'approve',
              id: reviewing,
              creditedAmount: confirmation.creditedAmount,
              ...(approveNote ? { note: approveNote } : {}),
            }
          : { decision: 'reject', id: reviewing, reason: confirmation.reason, ...(note ? { note } : {}) },
      );
      showToast(
        intl.formatMessage({
          id: confirmation.decision === 'approve' ? 'app.admin.depositApproved' : 'app.admin.depositRejected',
        }),
        'positive',
      );
      close();
    } catch (error) {
      const decision = confirmation.decision;
      setConfirmation(undefined);
      if (isApiError(error)) {
        for (const field of error.fieldErrors) {
          const target = fieldOf[field.field];
          if (target) {
            fields.setError(target === 'note' && decision === 'approve' ? 'approveNote' : target, describeError(error));
          }
        }
      }
    }
  };

  const fieldRefused = isApiError(decide.error) && decide.error.fieldErrors.some((field) => field.field in fieldOf);

  return (
    <AdminDepositReviewScreen
      status={loadStatus(list)}
      items={list.data?.items.map((row) => toDepositRow(row, resolveImage)) ?? []}
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
      onReview={open}
      review={
        reviewing && item
          ? {
              itemId: reviewing,
              user,
              creditedAmountField: { ...fields.bind('creditedAmount', intl), defaultValue: item.notifiedAmount },
              approveNoteField: fields.bind('approveNote', intl),
              reason,
              onReasonChange: (next) => {
                setReason(next);
                setReasonError(undefined);
              },
              reasonError,
              noteField: fields.bind('note', intl),
              onApprove,
              onReject,
              confirmation,
              onConfirm,
              onConfirmCancel: () => setConfirmation(undefined),
              onClose: close,
              submitting: decide.isPending,
              formError: decide.isError && !fieldRefused ? describeError(decide.error) : undefined,
            }
          : undefined
      }
      userHref={userHref}
    />
  );
}
