import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { AdminAuditScreen } from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { toAuditRow, toPageInfo } from '../admin.mappers.ts';
import { auditQuery, type AuditFilters } from '../admin.queries.ts';
import { checkAuditFilters, type AuditFilterForm } from '../admin.rules.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';

const noFilters: AuditFilters = { operator: '', action: 'all', from: '', to: '' };

/** The audit log, newest first; filters apply on submit. */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const [applied, setApplied] = useState<AuditFilters>(noFilters);
  const [action, setAction] = useState('all');
  const [page, setPage] = useState(1);
  const log = useQuery(auditQuery(operator, applied, page));
  const { register, handleSubmit, formState, reset, setError, clearErrors } = useForm<AuditFilterForm>({
    defaultValues: { operator: '', from: '', to: '' },
  });
  const field = (name: keyof AuditFilterForm) => bindField(register, formState.errors, intl, name);

  return (
    <AdminAuditScreen
      status={loadStatus(log)}
      entries={log.data?.items.map(toAuditRow) ?? []}
      pageInfo={log.data ? toPageInfo(log.data) : { page, size: 50, total: 0 }}
      onPageChange={setPage}
      onRetry={() => void log.refetch()}
      filters={{
        operatorField: field('operator'),
        fromField: field('from'),
        toField: field('to'),
        action,
        onActionChange: setAction,
        onSubmit: handleSubmit((form) => {
          clearErrors();
          const problems = Object.entries(checkAuditFilters(form)) as [keyof AuditFilterForm, string][];
          for (const [name, message] of problems) setError(name, { message });
          if (problems.length > 0) return;
          setApplied({ operator: form.operator.trim(), action, from: form.from, to: form.to });
          setPage(1);
        }),
        onReset: () => {
          reset({ operator: '', from: '', to: '' });
          setAction('all');
          setApplied(noFilters);
          setPage(1);
        },
      }}
    />
  );
}
