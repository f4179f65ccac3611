import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  AdminBlockApplicationsScreen,
  adminBlockApplicationStates,
  type AdminBlockApplicationReview,
  type AdminBlockRejectReason,
} from '@kabuto/ui';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { adminHref, adminPaths, userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toBlockApplicationRow } from './reviews.mappers.ts';
import { blockApplicationQueueQuery, useDecideBlockApplication } from './reviews.queries.ts';
import { noteRules, type NoteForm } from './reviews.schema.ts';
import { useFields } from './useFields.ts';
import { useReviewQueue, useReviewUser } from './useReviewQueue.ts';

const idPattern = /^[1-9]\d{0,18}$/;

/**
 * The distribution-application queue: pending applications oldest first, each with the user's context; approved
 * into the allocation at close, or rejected with a reason the user reads (the hold is released). From a
 * distribution's panel it shows that distribution's applications only (`?distribution=…`).
 */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const [params] = useSearchParams();
  const distributionParam = params.get('distribution') ?? '';
  const distributionId = idPattern.test(distributionParam) ? distributionParam : '';
  const queue = useReviewQueue(adminBlockApplicationStates, 'pending', ['distribution']);
  const list = useQuery(blockApplicationQueueQuery(operator, queue.view, distributionId));
  const decide = useDecideBlockApplication(operator);

  const [reviewing, setReviewing] = useState<string | null>(null);
  const [reason, setReason] = useState<AdminBlockRejectReason | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<AdminBlockApplicationReview['confirmation']>(undefined);
  const fields = useFields<NoteForm>(noteRules, { note: '' });

  const item = reviewing ? list.data?.items.find((row) => row.id === reviewing) : undefined;
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
          id: confirmation.decision === 'approve' ? 'app.admin.blockApproved' : 'app.admin.blockRejected',
        }),
        'positive',
      );
      close();
    } catch {
      // The refusal (decided meanwhile, distribution closed…) shows in the review; the confirmation closes.
      setConfirmation(undefined);
    }
  };

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
