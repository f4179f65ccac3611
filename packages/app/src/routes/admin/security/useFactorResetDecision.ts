import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminFactorResetDecision } from '@kabuto/ui/console';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { useDecideFactorReset } from './factorResets.queries.ts';

/**
 * The decision on one waiting reset, in the queue and on the user's page alike: approve (a different operator than
 * the requester; the screen disables it for the requester and the server refuses it) or reject, each after a
 * confirmation; a refusal (four eyes, decided meanwhile) shows in the panel.
 */
export function useFactorResetDecision(operator: string, onDecided?: () => void) {
  const intl = useIntl();
  const decide = useDecideFactorReset(operator);
  const [confirmation, setConfirmation] = useState<'approve' | 'reject' | undefined>(undefined);

  const reset = () => {
    setConfirmation(undefined);
    decide.reset();
  };

  const decisionFor = (resetId: string): AdminFactorResetDecision => ({
    resetId,
    onApprove: () => setConfirmation('approve'),
    onReject: () => setConfirmation('reject'),
    ...(confirmation ? { confirmation } : {}),
    onConfirm: async () => {
      if (!confirmation || decide.isPending) return;
      try {
        await decide.mutateAsync({ decision: confirmation, id: resetId });
        showToast(
          intl.formatMessage({
            id: confirmation === 'approve' ? 'app.admin.factorResetApplied' : 'app.admin.factorResetRejected',
          }),
          'positive',
        );
        reset();
        onDecided?.();
      } catch {
        // The refusal shows in the panel; the confirmation closes.
        setConfirmation(undefined);
      }
    },
    onConfirmCancel: () => setConfirmation(undefined),
    submitting: decide.isPending,
    ...(decide.isError ? { formError: describeError(decide.error) } : {}),
  });

  return { decisionFor, reset };
}
