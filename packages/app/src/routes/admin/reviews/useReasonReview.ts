import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { AdminReviewDecision, AdminReviewUserContext } from '@kabuto/ui/console';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { noteRules, type NoteForm } from './reviews.schema.ts';
import { useFields } from './useFields.ts';

/** A decision of a one-step review: approve, or reject with a reason code the user reads and an optional note. */
export type ReasonDecision<R extends string> =
  { decision: 'approve'; id: string } | { decision: 'reject'; id: string; reason: R; note?: string };

type Confirmation<R extends string> = AdminReviewDecision<R>['confirmation'];

/**
 * The review panel of a queue decided in one step (distribution applications, one-day margin, credit-line draws): the
 * item under review, the reject reason and note, the confirmation, and sending the confirmed decision with `decide`
 * (its own Idempotency-Key per intent); a toast (`toasts`: message ids) on success, the server's refusal in the panel.
 */
export function useReasonReview<R extends string>(
  decide: UseMutationResult<unknown, Error, ReasonDecision<R>>,
  toasts: { approved: string; rejected: string },
) {
  const intl = useIntl();
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [reason, setReason] = useState<R | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<Confirmation<R>>(undefined);
  const fields = useFields<NoteForm>(noteRules, { note: '' });

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
        intl.formatMessage({ id: confirmation.decision === 'approve' ? toasts.approved : toasts.rejected }),
        'positive',
      );
      close();
    } catch {
      // The refusal (decided meanwhile, and each queue's own) shows in the review; the confirmation closes.
      setConfirmation(undefined);
    }
  };

  return {
    /** The item under review, or null. */
    reviewing,
    /** Opens an item's review (closing any other). */
    open(id: string) {
      close();
      setReviewing(id);
    },
    close,
    /** The screen's `review` prop for the item under review, with its user's context. */
    review(user: AdminReviewUserContext): AdminReviewDecision<R> | undefined {
      if (!reviewing) return undefined;
      return {
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
      };
    },
  };
}
