import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import {
  AdminAgentApplicationsScreen,
  adminAgentFilters,
  type AdminAgentConfirmation,
  type AdminAgentFilter,
  type AdminAgentRejectReason,
} from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { configuredAgentRatio, toAgentApplicationRow, toPageInfo } from '../admin.mappers.ts';
import { agentApplicationsQuery, configQuery, pageSize, useDecideAgentApplication } from '../admin.queries.ts';
import { agentRatioBounds, checkAgentRatio, grantedRatio } from '../admin.rules.ts';
import { userHref } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';

interface ReviewForm {
  ratio: string;
  note: string;
}

function readFilter(value: string | null): AdminAgentFilter {
  return (adminAgentFilters as readonly string[]).includes(value ?? '') ? (value as AdminAgentFilter) : 'pending';
}

function readPage(value: string | null): number {
  return /^[1-9]\d{0,5}$/.test(value ?? '') ? Number(value) : 1;
}

/** The agent application queue: pending first; each application reviewed in place and confirmed before it is sent. */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const page = readPage(params.get('page'));
  const applications = useQuery(agentApplicationsQuery(operator, filter, page));
  const config = useQuery(configQuery(operator));
  const defaultRatio = config.data ? configuredAgentRatio(config.data) : undefined;
  const decide = useDecideAgentApplication(operator);

  const [reviewing, setReviewing] = useState<string | null>(null);
  const [reason, setReason] = useState<AdminAgentRejectReason | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<AdminAgentConfirmation | undefined>(undefined);
  const { register, formState, getValues, reset, setError, clearErrors } = useForm<ReviewForm>({
    defaultValues: { ratio: '', note: '' },
  });

  const navigate = (next: { filter?: AdminAgentFilter; page?: number }) => {
    const search: Record<string, string> = {};
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'pending') search['status'] = nextFilter;
    if (nextPage > 1) search['page'] = String(nextPage);
    setParams(search);
  };

  const close = () => {
    setReviewing(null);
    setReason(undefined);
    setReasonError(undefined);
    setConfirmation(undefined);
    decide.reset();
    reset({ ratio: '', note: '' });
  };

  const onApprove = () => {
    const problem = checkAgentRatio(getValues('ratio'));
    if (problem) {
      setError('ratio', { message: problem });
      return;
    }
    clearErrors('ratio');
    setConfirmation({ decision: 'approve', ratio: grantedRatio(getValues('ratio'), defaultRatio) ?? '—' });
  };

  const onReject = () => {
    if (!reason) {
      setReasonError(intl.formatMessage({ id: 'app.admin.validation.choice' }));
      return;
    }
    setConfirmation({ decision: 'reject', reason });
  };

  const onConfirm = async () => {
    if (!reviewing || !confirmation || decide.isPending) return;
    const ratio = getValues('ratio').trim();
    const note = getValues('note').trim();
    try {
      await decide.mutateAsync(
        confirmation.decision === 'approve'
          ? { decision: 'approve', id: reviewing, ...(ratio ? { ratio } : {}) }
          : { decision: 'reject', id: reviewing, reason: confirmation.reason, ...(note ? { note } : {}) },
      );
      showToast(
        intl.formatMessage({
          id: confirmation.decision === 'approve' ? 'app.admin.agentApproved' : 'app.admin.agentRejected',
        }),
        'positive',
      );
      close();
    } catch (error) {
      // The refusal shows in the review (a field's under the field); the confirmation closes.
      setConfirmation(undefined);
      if (isApiError(error)) {
        for (const field of error.fieldErrors) {
          if (field.field === 'rebate_ratio') setError('ratio', { message: describeError(error) });
          if (field.field === 'note') setError('note', { message: describeError(error) });
        }
      }
    }
  };

  const fieldRefused = isApiError(decide.error) && decide.error.fieldErrors.length > 0;

  return (
    <AdminAgentApplicationsScreen
      status={loadStatus(applications)}
      applications={applications.data?.items.map(toAgentApplicationRow) ?? []}
      pageInfo={applications.data ? toPageInfo(applications.data) : { page, size: pageSize, total: 0 }}
      onPageChange={(next) => navigate({ page: next })}
      filter={filter}
      onFilterChange={(next) => {
        close();
        navigate({ filter: next });
      }}
      defaultRatio={defaultRatio}
      ratioBounds={agentRatioBounds}
      onReview={(id) => {
        close();
        setReviewing(id);
      }}
      review={
        reviewing
          ? {
              applicationId: reviewing,
              ratioField: bindField(register, formState.errors, intl, 'ratio'),
              reason,
              onReasonChange: (next) => {
                setReason(next);
                setReasonError(undefined);
              },
              reasonError,
              noteField: bindField(register, formState.errors, intl, 'note'),
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
      onRetry={() => void applications.refetch()}
    />
  );
}
