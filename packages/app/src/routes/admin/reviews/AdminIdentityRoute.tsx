import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  AdminIdentityReviewScreen,
  adminReviewStates,
  type AdminIdentityRejectReason,
  type AdminIdentityReview,
} from '@kabuto/ui/console';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { adminApi } from '../adminApi.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toIdentityRow } from './reviews.mappers.ts';
import { identityDocumentQuery, identityQueueQuery, useDecideIdentity } from './reviews.queries.ts';
import { noteRules, type NoteForm } from './reviews.schema.ts';
import { useFields } from './useFields.ts';
import { useReviewQueue, useReviewUser } from './useReviewQueue.ts';

/**
 * The identity queue: pending submissions oldest first. Opening one loads its document images (each view is
 * audit-logged) beside the user's context; approve or reject with a reason the user reads, each confirmed first.
 */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const queue = useReviewQueue(adminReviewStates, 'pending');
  const list = useQuery(identityQueueQuery(operator, queue.view));
  const decide = useDecideIdentity(operator);

  const [reviewing, setReviewing] = useState<string | null>(null);
  const [reason, setReason] = useState<AdminIdentityRejectReason | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<AdminIdentityReview['confirmation']>(undefined);
  const fields = useFields<NoteForm>(noteRules, { note: '' });

  const rows = list.data?.items.map(toIdentityRow) ?? [];
  const item = reviewing ? list.data?.items.find((row) => row.id === reviewing) : undefined;
  const documentQuery = useQuery({ ...identityDocumentQuery(operator, reviewing ?? ''), enabled: Boolean(reviewing) });
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
          id: confirmation.decision === 'approve' ? 'app.admin.identityApproved' : 'app.admin.identityRejected',
        }),
        'positive',
      );
      close();
    } catch {
      // The refusal shows in the review; the confirmation closes.
      setConfirmation(undefined);
    }
  };

  const document = documentQuery.data;
  return (
    <AdminIdentityReviewScreen
      status={loadStatus(list)}
      items={rows}
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
              document: {
                status: loadStatus(documentQuery),
                frontImageUrl: adminApi.uploadImageUrl(document?.frontImageUrl),
                backImageUrl: adminApi.uploadImageUrl(document?.backImageUrl),
                onRetry: () => void documentQuery.refetch(),
              },
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
