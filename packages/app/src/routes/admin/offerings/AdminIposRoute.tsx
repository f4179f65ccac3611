import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import {
  AdminIposScreen,
  adminIpoStatuses,
  adminIpoTextFields,
  type AdminIpoEditor,
  type AdminIpoStatus,
  type AdminIpoStep,
} from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { isIpoLocked, toAdminIpoRow, toIpoCreateRequest, toIpoForm, toIpoUpdateRequest } from './adminIpos.mappers.ts';
import { adminIposQuery, useIpoStep, useSaveIpo } from './adminIpos.queries.ts';
import { emptyIpo, ipoFieldNames, ipoResolver, type IpoForm } from './adminIpos.schema.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; id: string; locked: boolean };

function readFilter(value: string | null): AdminIpoStatus | 'all' {
  return (adminIpoStatuses as readonly string[]).includes(value ?? '') ? (value as AdminIpoStatus) : 'all';
}

function readPage(value: string | null): number {
  return /^[1-9]\d{0,5}$/.test(value ?? '') ? Number(value) : 1;
}

const stepToasts: Record<AdminIpoStep, string> = {
  commitSeed: 'app.admin.ipoSeedCommitted',
  draw: 'app.admin.ipoDrawn',
  publishSeed: 'app.admin.ipoSeedPublished',
  allot: 'app.admin.ipoAllotted',
};

/**
 * IPO management: the list by state; create and edit (after applications open, only the offer price and the later
 * dates); and the draw's steps, each confirmed, its outcome or the server's refusal shown in the IPO's panel.
 */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const page = readPage(params.get('page'));
  const ipos = useQuery(adminIposQuery(operator, filter, page));
  const save = useSaveIpo(operator);
  const step = useIpoStep(operator);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [pendingStep, setPendingStep] = useState<{ id: string; step: AdminIpoStep } | null>(null);
  const [done, setDone] = useState<AdminIpoStep | undefined>(undefined);

  const { register, handleSubmit, formState, reset, setError, setValue, watch } = useForm<IpoForm>({
    resolver: ipoResolver,
    defaultValues: emptyIpo,
  });

  const navigate = (next: { filter?: AdminIpoStatus | 'all'; page?: number }) => {
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
    reset(emptyIpo);
  };

  const select = (id: string | undefined) => {
    setSelected(id);
    setDone(undefined);
    step.reset();
  };

  const onSubmit = handleSubmit((form) => {
    if (!editing || save.isPending) return;
    save.mutate(
      editing.mode === 'create'
        ? { mode: 'create', form: toIpoCreateRequest(form) }
        : { mode: 'update', form: toIpoUpdateRequest(editing.id, form, editing.locked) },
      {
        onSuccess: (ipo) => {
          showToast(
            intl.formatMessage({ id: editing.mode === 'create' ? 'app.admin.ipoCreated' : 'app.admin.ipoSaved' }),
            'positive',
          );
          closeEditor();
          select(ipo.id);
          // A new IPO is upcoming and the newest: show it where it lands.
          if (editing.mode === 'create') navigate({ filter: 'all', page: 1 });
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const refused of error.fieldErrors) {
            const name = ipoFieldNames[refused.field];
            if (name) setError(name, { message: describeError(error) });
          }
        },
      },
    );
  });

  const rows = ipos.data?.items ?? [];
  const fieldRefused = isApiError(save.error) && save.error.fieldErrors.length > 0;
  const fields = {} as AdminIpoEditor['fields'];
  for (const name of adminIpoTextFields) fields[name] = bindField(register, formState.errors, intl, name);

  return (
    <AdminIposScreen
      status={loadStatus(ipos)}
      ipos={rows.map(toAdminIpoRow)}
      pageInfo={ipos.data ? toPageInfo(ipos.data) : { page, size: pageSize, total: 0 }}
      onPageChange={(next) => navigate({ page: next })}
      filter={filter}
      onFilterChange={(next) => navigate({ filter: next })}
      onRetry={() => void ipos.refetch()}
      onCreate={() => {
        closeEditor();
        setEditing({ mode: 'create' });
      }}
      selectedId={selected}
      onSelect={select}
      onEdit={(id) => {
        const ipo = rows.find((row) => row.id === id);
        if (!ipo) return;
        save.reset();
        reset(toIpoForm(ipo));
        setEditing({ mode: 'edit', id, locked: isIpoLocked(ipo) });
      }}
      onStep={(id, next) => {
        step.reset();
        setDone(undefined);
        setPendingStep({ id, step: next });
      }}
      action={
        pendingStep
          ? {
              ipoId: pendingStep.id,
              step: pendingStep.step,
              pending: step.isPending,
              onCancel: () => setPendingStep(null),
              onConfirm: async () => {
                try {
                  await step.mutateAsync(pendingStep);
                  showToast(intl.formatMessage({ id: stepToasts[pendingStep.step] }), 'positive');
                  setSelected(pendingStep.id);
                  setDone(pendingStep.step);
                } catch {
                  // The refusal shows in the IPO's panel.
                  setSelected(pendingStep.id);
                } finally {
                  setPendingStep(null);
                }
              },
            }
          : undefined
      }
      done={done}
      stepError={step.isError ? describeError(step.error) : undefined}
      editor={
        editing
          ? {
              mode: editing.mode,
              ...(editing.mode === 'edit' ? { ipoId: editing.id } : {}),
              locked: editing.mode === 'edit' && editing.locked,
              market: watch('market'),
              onMarketChange: (market) => setValue('market', market, { shouldDirty: true }),
              unitShares: watch('unitShares'),
              onUnitSharesChange: (unit) => setValue('unitShares', unit, { shouldDirty: true }),
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
