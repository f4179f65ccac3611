import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, isApiError } from '@kabuto/api-client';
import type { StepUpDialogProps, StepUpPurpose } from '@kabuto/ui';
import { api } from '../../app/api.ts';
import { describeError } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { assertPasskey, passkeyProblem, securityOverviewQuery, type PasskeyProblem } from './passkeys.ts';
import { moneyPurposes, stepUpDue } from './stepUp.rules.ts';

// The guarded routes take the dialog's texts from here, with the hook (one chunk).
export { cardText, newCardText, withdrawalText } from './stepUp.rules.ts';

// The passkey step-up that guards withdrawals, bank-card changes and changes to the sign-in factors: when it is due,
// the verification, the dialog's slot and what the dialog shows. One module, as every guarded route loads all of it.

/**
 * A step-up: the server's options, the browser's sheet with one of the account's passkeys, then the answer. The
 * overview learns at once that the session's step-up is fresh, so the next guarded call is not asked again.
 */
export function useVerifyStepUp(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await api.post('/security/stepUp/options');
      const credential = await assertPasskey(options);
      return api.post('/security/stepUp/verify', { credential });
    },
    onSuccess: (stepUp) => {
      const overviewKey = securityOverviewQuery(account).queryKey;
      queryClient.setQueryData(overviewKey, (current) =>
        current
          ? {
              ...current,
              stepUpValidUntil: stepUp.validUntil,
              // A recovery sign-in's window may outlast the step-up's five minutes.
              factorChangeAllowedUntil:
                current.factorChangeAllowedUntil &&
                Date.parse(current.factorChangeAllowedUntil) > Date.parse(stepUp.validUntil)
                  ? current.factorChangeAllowedUntil
                  : stepUp.validUntil,
            }
          : current,
      );
    },
    meta: { handlesErrors: true },
  });
}

/** A call the server guards with a passkey step-up: a withdrawal, a bank-card change, a change to the factors. */
export interface GuardedCall {
  purpose: StepUpPurpose;
  /** What is being confirmed, already formatted ("¥300,000 → 三菱UFJ銀行 ****567"). */
  detail?: string;
  /** Sends the call; after a step-up, sends it again as it was (the same Idempotency-Key for the same intent). */
  run: () => void;
  /** The customer closed the step-up without confirming. */
  onCancel?: () => void;
}

/**
 * The step-up around a guarded call: before it when the overview says it is due, or when the server answers 403
 * `step_up_required`; then the browser's passkey sheet, `verifyStepUp`, and the call again. A 403 `passkey_required`
 * (the operator requires a passkey for money and the account has none) leads to /mine/security, which says why.
 */
export function useStepUp(account: string) {
  const navigate = useNavigate();
  const overview = useQuery({ ...securityOverviewQuery(account), enabled: account !== '' });
  const verify = useVerifyStepUp(account);
  const [call, setCall] = useState<GuardedCall | null>(null);
  const [problem, setProblem] = useState<PasskeyProblem>({});

  const ask = (next: GuardedCall) => {
    verify.reset();
    setProblem({});
    setCall(next);
  };

  const requirePasskey = () => {
    // The toast says why; the security page says what a passkey guards and sets one up.
    showToast(describeError(new ApiError('passkey_required', 403)), 'critical');
    navigate(paths.security);
  };

  return {
    overview: overview.data,
    /** Sends a guarded call, with a step-up first when one is due (or to /mine/security when money needs a passkey). */
    guard(next: GuardedCall) {
      const data = overview.data;
      if (data && moneyPurposes.includes(next.purpose) && data.passkeyRequiredForMoney && data.passkeyCount === 0) {
        requirePasskey();
      } else if (stepUpDue(data, next.purpose)) {
        ask(next);
      } else {
        next.run();
      }
    },
    /** Takes a refusal that asks for a step-up or a passkey; answers whether it did (the form shows the rest). */
    handle(error: unknown, next: GuardedCall): boolean {
      if (!isApiError(error)) return false;
      if (error.code === 'step_up_required') {
        void overview.refetch();
        ask(next);
        return true;
      }
      if (error.code === 'passkey_required') {
        void overview.refetch();
        requirePasskey();
        return true;
      }
      return false;
    },
    dialog: {
      open: call !== null,
      purpose: call?.purpose ?? 'withdrawal',
      ...(call?.detail ? { detail: call.detail } : {}),
      onConfirm: () => {
        if (!call || verify.isPending) return;
        setProblem({});
        verify.mutate(undefined, {
          onSuccess: () => {
            setCall(null);
            call.run();
          },
          onError: (error) => setProblem(passkeyProblem(error)),
        });
      },
      pending: verify.isPending,
      ...(problem.failure ? { failure: problem.failure } : {}),
      ...(problem.formError ? { formError: problem.formError } : {}),
      onCancel: () => {
        if (verify.isPending) return;
        setCall(null);
        call?.onCancel?.();
      },
      recoveryHref: getHref('loginRecovery'),
    } satisfies StepUpDialogProps,
  };
}

/** A refusal the step-up takes care of, so the form does not show it as well. */
export function isStepUpRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code === 'step_up_required' || error.code === 'passkey_required');
}

const StepUpDialogChunk = lazy(() => import('./StepUpDialogChunk.tsx'));

/**
 * Where a guarded screen shows its step-up: nothing until the first time one is asked for, then the dialog (its code
 * loads then, so the withdrawal and bank-card routes stay within their size budget), kept mounted so it can close.
 */
export function StepUpDialogSlot(props: StepUpDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialogChunk {...props} />
    </Suspense>
  );
}
