import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '@kabuto/api-client';
import { AdminUserSecurity, type AdminFactorResetReason } from '@kabuto/ui/console';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { adminHref, adminPaths } from '../paths.ts';
import type { Rules } from '../reviews/reviews.schema.ts';
import { useFields } from '../reviews/useFields.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toSignInRow, toUserFactors } from './factorResets.mappers.ts';
import { useRequestFactorReset, userSecurityQuery, userSignInsQuery } from './factorResets.queries.ts';
import { useFactorResetDecision } from './useFactorResetDecision.ts';

interface MemoForm extends Record<string, string> {
  memo: string;
}

/** How the customer was identified: required, at most 500 characters (AdminFactorResetCreateRequest). */
const memoRules: Rules<MemoForm> = {
  memo: (value) =>
    value.trim() === ''
      ? 'app.validation.required'
      : value.trim().length > 500
        ? 'app.admin.validation.tooLong'
        : undefined,
};

/**
 * The security part of a user's page in the console (its own chunk, loaded with the page: the user route stays within
 * its budget): passkeys, recovery codes left, the alert email, the sign-in history with the raw user agent, and the
 * factor reset — requested here with a reason and how the customer was identified, approved by another operator.
 */
export default function AdminUserSecuritySection({ account }: { account: string }) {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const security = useQuery(userSecurityQuery(operator, account));
  const [signInPage, setSignInPage] = useState(1);
  const signIns = useQuery(userSignInsQuery(operator, account, signInPage));
  const request = useRequestFactorReset(operator);
  const decision = useFactorResetDecision(operator);
  const [requesting, setRequesting] = useState(false);
  const [reason, setReason] = useState<AdminFactorResetReason | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const fields = useFields<MemoForm>(memoRules, { memo: '' });

  const closeRequest = () => {
    setRequesting(false);
    setReason(undefined);
    setReasonError(undefined);
    request.reset();
    fields.reset({ memo: '' });
  };

  const onSubmit = async () => {
    const memoOk = fields.validate();
    if (!reason) setReasonError(intl.formatMessage({ id: 'app.admin.validation.choice' }));
    if (!reason || !memoOk || request.isPending) return;
    try {
      await request.mutateAsync({ account, reason, memo: fields.get('memo').trim() });
      showToast(intl.formatMessage({ id: 'app.admin.factorResetRequested' }), 'positive');
      closeRequest();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.some((field) => field.field === 'memo')) {
        fields.setError('memo', describeError(error));
      }
    }
  };
  const memoRefused = isApiError(request.error) && request.error.fieldErrors.some((field) => field.field === 'memo');
  const factors = security.data ? toUserFactors(security.data) : undefined;
  const pending = factors?.pendingReset;

  return (
    <AdminUserSecurity
      status={loadStatus(security)}
      {...(factors ? { factors } : {})}
      onRetry={() => void security.refetch()}
      signIns={{
        status: loadStatus(signIns),
        items: signIns.data?.items.map(toSignInRow) ?? [],
        pageInfo: signIns.data ? toPageInfo(signIns.data) : { page: signInPage, size: pageSize, total: 0 },
        onPageChange: setSignInPage,
        onRetry: () => void signIns.refetch(),
      }}
      operatorAccount={operator}
      onRequestReset={() => {
        decision.reset();
        setRequesting(true);
      }}
      {...(requesting
        ? {
            resetRequest: {
              reason: {
                value: reason,
                onValueChange: (next) => {
                  setReason(next);
                  setReasonError(undefined);
                },
                ...(reasonError ? { errorMessage: reasonError } : {}),
              },
              memoField: fields.bind('memo', intl),
              onSubmit: (event) => {
                event.preventDefault();
                void onSubmit();
              },
              onCancel: closeRequest,
              submitting: request.isPending,
              ...(request.isError && !memoRefused ? { formError: describeError(request.error) } : {}),
            },
          }
        : {})}
      {...(pending ? { resetDecision: decision.decisionFor(pending.id) } : {})}
      factorResetsHref={adminHref(adminPaths.factorResets, { account })}
    />
  );
}
