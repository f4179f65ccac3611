import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import {
  AdminFollowProductsScreen,
  adminFollowStates,
  adminFollowTextAreaFields,
  adminFollowTextFields,
  parseBasketLines,
  type AdminFollowEditor,
  type AdminFollowState,
} from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { describeError } from '../../../app/intl.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toAdminFollowRow, toFollowCreateRequest, toFollowForm, toFollowUpdateRequest } from './adminFollow.mappers.ts';
import {
  adminFollowProductsQuery,
  useSaveFollowProduct,
  useSetFollowProductState,
  type FollowSave,
  type FollowStateChange,
} from './adminFollow.queries.ts';
import {
  emptyFollow,
  followFieldNames,
  followResolver,
  type FollowFieldName,
  type FollowForm,
} from './adminFollow.schema.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; id: string; original: FollowForm };

function readFilter(value: string | null): AdminFollowState | 'all' {
  return (adminFollowStates as readonly string[]).includes(value ?? '') ? (value as AdminFollowState) : 'all';
}

function readPage(value: string | null): number {
  return /^[1-9]\d{0,5}$/.test(value ?? '') ? Number(value) : 1;
}

/** The fields the editor shows for a kind of strategy, where a refusal can be shown beside its field. */
function shownFields(form: Pick<FollowForm, 'strategyKind'>, mode: 'create' | 'edit'): Set<FollowFieldName> {
  const hidden = new Set<FollowFieldName>(mode === 'edit' ? ['inceptionDate'] : []);
  if (form.strategyKind === 'leader_basket')
    for (const name of ['universe', 'lookbackDays', 'top'] as const) hidden.add(name);
  else {
    for (const name of ['basket', 'strategyJp', 'strategyCn', 'strategyUs'] as const) hidden.add(name);
    if (form.strategyKind !== 'momentum') for (const name of ['lookbackDays', 'top'] as const) hidden.add(name);
  }
  return new Set([...adminFollowTextFields, ...adminFollowTextAreaFields].filter((name) => !hidden.has(name)));
}

/**
 * The fields a refusal of the server is about: the parameters it names, a basket or universe it would not take, or
 * the inception day (on creation) or look-back (on a change of rule) its record could not start from.
 */
function refusedFields(error: unknown, form: Pick<FollowForm, 'strategyKind'>, mode: 'create' | 'edit') {
  if (!isApiError(error)) return [];
  const shown = shownFields(form, mode);
  const named: FollowFieldName[] = [];
  for (const refused of error.fieldErrors) {
    const name = followFieldNames[refused.field];
    if (name) named.push(name);
  }
  if (error.code === 'basket_weights_invalid')
    named.push(form.strategyKind === 'leader_basket' ? 'basket' : 'universe');
  if (error.code === 'dates_out_of_order') named.push(mode === 'create' ? 'inceptionDate' : 'lookbackDays');
  return named.filter((name) => shown.has(name));
}

/**
 * Copy-trading products: the list by state; create and edit (the market and inception day fixed once created, an
 * edit sending only what changed); open, close and end, each confirmed, its outcome or the server's refusal shown in
 * the product's panel. Ending pays every following order, so each change carries an Idempotency-Key.
 */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('state'));
  const page = readPage(params.get('page'));
  const products = useQuery(adminFollowProductsQuery(operator, filter, page));
  const save = useSaveFollowProduct(operator);
  const setState = useSetFollowProductState(operator);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<FollowStateChange | null>(null);
  const [done, setDone] = useState<AdminFollowState | undefined>(undefined);

  const mode = editing?.mode ?? 'create';
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = useForm<
    FollowForm,
    { mode: 'create' | 'edit' }
  >({
    resolver: followResolver,
    context: { mode },
    defaultValues: emptyFollow,
  });

  const navigate = (next: { filter?: AdminFollowState | 'all'; page?: number }) => {
    const search: Record<string, string> = {};
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'all') search['state'] = nextFilter;
    if (nextPage > 1) search['page'] = String(nextPage);
    setParams(search);
  };

  const closeEditor = () => {
    setEditing(null);
    save.reset();
    reset(emptyFollow);
  };

  const select = (id: string | undefined) => {
    setSelected(id);
    setDone(undefined);
    setState.reset();
  };

  const onSubmit = handleSubmit((form) => {
    if (!editing || save.isPending) return;
    const request: FollowSave =
      editing.mode === 'create'
        ? { mode: 'create', form: toFollowCreateRequest(form) }
        : { mode: 'update', form: toFollowUpdateRequest(editing.id, editing.original, form) };
    // Nothing changed: nothing to send (the server would log an empty change).
    if (editing.mode === 'edit' && Object.keys(request.form).length === 1) {
      closeEditor();
      select(editing.id);
      return;
    }
    save.mutate(request, {
      onSuccess: (product) => {
        closeEditor();
        select(product.id);
        // A new product is closed and the newest: show it where it lands.
        if (editing.mode === 'create') navigate({ filter: 'all', page: 1 });
      },
      onError: (error) => {
        for (const name of refusedFields(error, form, editing.mode)) {
          setError(name, { message: describeError(error) });
        }
      },
    });
  });

  const rows = products.data?.items ?? [];
  const strategyKind = watch('strategyKind');
  const fieldRefused = refusedFields(save.error, { strategyKind }, mode).length > 0;
  const fields = {} as AdminFollowEditor['fields'];
  for (const name of adminFollowTextFields) fields[name] = bindField(register, formState.errors, intl, name);
  const areas = {} as AdminFollowEditor['areas'];
  for (const name of adminFollowTextAreaFields) areas[name] = bindField(register, formState.errors, intl, name);

  return (
    <AdminFollowProductsScreen
      status={loadStatus(products)}
      products={rows.map(toAdminFollowRow)}
      pageInfo={products.data ? toPageInfo(products.data) : { page, size: pageSize, total: 0 }}
      onPageChange={(next) => navigate({ page: next })}
      filter={filter}
      onFilterChange={(next) => navigate({ filter: next })}
      onRetry={() => void products.refetch()}
      onCreate={() => {
        closeEditor();
        setEditing({ mode: 'create' });
      }}
      selectedId={selected}
      onSelect={select}
      onEdit={(id) => {
        const product = rows.find((row) => row.id === id);
        if (!product) return;
        const original = toFollowForm(product);
        save.reset();
        reset(original);
        setEditing({ mode: 'edit', id, original });
      }}
      onSetState={(id, state) => {
        setState.reset();
        setDone(undefined);
        setPending({ id, state });
      }}
      action={
        pending
          ? {
              productId: pending.id,
              state: pending.state,
              pending: setState.isPending,
              onCancel: () => setPending(null),
              onConfirm: async () => {
                try {
                  await setState.mutateAsync(pending);
                  setSelected(pending.id);
                  setDone(pending.state);
                } catch {
                  // The refusal shows in the product's panel.
                  setSelected(pending.id);
                } finally {
                  setPending(null);
                }
              },
            }
          : undefined
      }
      done={done}
      actionError={setState.isError ? describeError(setState.error) : undefined}
      editor={
        editing
          ? {
              mode: editing.mode,
              ...(editing.mode === 'edit' ? { productId: editing.id } : {}),
              market: watch('market'),
              onMarketChange: (market) => setValue('market', market, { shouldDirty: true }),
              strategyKind,
              onStrategyKindChange: (kind) => setValue('strategyKind', kind, { shouldDirty: true }),
              fields,
              areas,
              basketTotal: parseBasketLines(watch('basket')).total,
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
