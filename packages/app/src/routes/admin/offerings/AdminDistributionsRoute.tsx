import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import {
  AdminDistributionsScreen,
  adminDistributionStatuses,
  adminDistributionTextFields,
  type AdminDistributionEditor,
  type AdminDistributionStatus,
} from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { adminHref, adminPaths } from '../paths.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import {
  toAdminDistributionRow,
  toDistributionCreateRequest,
  toDistributionForm,
  toDistributionUpdateRequest,
} from './adminDistributions.mappers.ts';
import { adminDistributionsQuery, useCloseDistribution, useSaveDistribution } from './adminDistributions.queries.ts';
import {
  distributionFieldNames,
  distributionResolver,
  emptyDistribution,
  type DistributionForm,
} from './adminDistributions.schema.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; id: string };

function readFilter(value: string | null): AdminDistributionStatus | 'all' {
  return (adminDistributionStatuses as readonly string[]).includes(value ?? '')
    ? (value as AdminDistributionStatus)
    : 'all';
}

function readPage(value: string | null): number {
  return /^[1-9]\d{0,5}$/.test(value ?? '') ? Number(value) : 1;
}

/**
 * Off-floor distributions: the list by state; publish and edit (announced only); close, confirmed, which allocates
 * in full or by the lottery (or cancels one not yet open), with the outcome or the server's refusal in the panel.
 */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const page = readPage(params.get('page'));
  const list = useQuery(adminDistributionsQuery(operator, filter, page));
  const save = useSaveDistribution(operator);
  const close = useCloseDistribution(operator);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [closing, setClosing] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);

  const { register, handleSubmit, formState, reset, setError, setValue, watch } = useForm<DistributionForm>({
    resolver: distributionResolver,
    defaultValues: emptyDistribution,
  });

  const navigate = (next: { filter?: AdminDistributionStatus | 'all'; page?: number }) => {
    const search: Record<string, string> = {};
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'all') search['status'] = nextFilter;
    if (nextPage > 1) search['page'] = String(nextPage);
    setParams(search);
  };

  const closeEditor = () => {
    setEditing(null);
    save.reset();
    reset(emptyDistribution);
  };

  const select = (id: string | undefined) => {
    setSelected(id);
    setClosed(false);
    close.reset();
  };

  const onSubmit = handleSubmit((form) => {
    if (!editing || save.isPending) return;
    save.mutate(
      editing.mode === 'create'
        ? { mode: 'create', form: toDistributionCreateRequest(form) }
        : { mode: 'update', form: toDistributionUpdateRequest(editing.id, form) },
      {
        onSuccess: (distribution) => {
          showToast(
            intl.formatMessage({
              id: editing.mode === 'create' ? 'app.admin.distributionCreated' : 'app.admin.distributionSaved',
            }),
            'positive',
          );
          closeEditor();
          select(distribution.id);
          if (editing.mode === 'create') navigate({ filter: 'all', page: 1 });
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const refused of error.fieldErrors) {
            const name = distributionFieldNames[refused.field];
            if (name) setError(name, { message: describeError(error) });
          }
        },
      },
    );
  });

  const rows = list.data?.items ?? [];
  const fieldRefused = isApiError(save.error) && save.error.fieldErrors.length > 0;
  const fields = {} as AdminDistributionEditor['fields'];
  for (const name of adminDistributionTextFields) fields[name] = bindField(register, formState.errors, intl, name);

  return (
    <AdminDistributionsScreen
      status={loadStatus(list)}
      distributions={rows.map(toAdminDistributionRow)}
      pageInfo={list.data ? toPageInfo(list.data) : { page, size: pageSize, total: 0 }}
      onPageChange={(next) => navigate({ page: next })}
      filter={filter}
      onFilterChange={(next) => navigate({ filter: next })}
      onRetry={() => void list.refetch()}
      onCreate={() => {
        closeEditor();
        setEditing({ mode: 'create' });
      }}
      selectedId={selected}
      onSelect={select}
      onEdit={(id) => {
        const distribution = rows.find((row) => row.id === id);
        if (!distribution) return;
        save.reset();
        reset(toDistributionForm(distribution));
        setEditing({ mode: 'edit', id });
      }}
      onClose={(id) => {
        close.reset();
        setClosed(false);
        setClosing(id);
      }}
      closing={
        closing
          ? {
              distributionId: closing,
              pending: close.isPending,
              onCancel: () => setClosing(null),
              onConfirm: async () => {
                try {
                  const result = await close.mutateAsync(closing);
                  showToast(
                    intl.formatMessage({
                      id:
                        result.status === 'cancelled'
                          ? 'app.admin.distributionCancelled'
                          : 'app.admin.distributionClosed',
                    }),
                    'positive',
                  );
                  setClosed(true);
                } catch {
                  // The refusal (pending applications…) shows in the panel.
                } finally {
                  setSelected(closing);
                  setClosing(null);
                }
              },
            }
          : undefined
      }
      closed={closed}
      closeError={close.isError ? describeError(close.error) : undefined}
      applicationsHref={(id) => adminHref(adminPaths.blockApplications, { distribution: id, status: 'all' })}
      editor={
        editing
          ? {
              mode: editing.mode,
              ...(editing.mode === 'edit' ? { distributionId: editing.id } : {}),
              market: watch('market'),
              onMarketChange: (market) => setValue('market', market, { shouldDirty: true }),
              fields,
              onSubmit: (event) => void onSubmit(event),
              onCancel: closeEditor,
              submitting: save.isPending,
              formError: save.isError && !fieldRefused ? describeError(save.error) : undefined,
            }
          : undefined
      }
    />
  );
}
