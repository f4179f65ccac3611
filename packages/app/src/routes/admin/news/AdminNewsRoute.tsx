import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { AdminNewsScreen, adminNewsFilters, type AdminNewsCategory, type AdminNewsFilter } from '@kabuto/ui/console';
import { bindField } from '../../../app/fields.ts';
import { describeError } from '../../../app/intl.ts';
import { showToast } from '../../../app/toasts.ts';
import { toPageInfo } from '../admin.lists.ts';
import { pageSize } from '../admin.queries.ts';
import { loadStatus } from '../status.ts';
import { useOperatorAccount } from '../useOperatorAccount.ts';
import { toAdminNewsRow, toCreateRequest, toNewsDraft, toUpdateRequest } from './adminNews.mappers.ts';
import { adminNewsQuery, useSaveNewsArticle, useUnpublishNewsArticle } from './adminNews.queries.ts';
import {
  emptyNewsArticle,
  newsArticleResolver,
  newsFieldNames,
  type NewsArticleDraft,
  type NewsArticleForm,
} from './adminNews.schema.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; id: string; published: boolean };

function readFilter(value: string | null): AdminNewsFilter {
  return (adminNewsFilters as readonly string[]).includes(value ?? '') ? (value as AdminNewsFilter) : 'all';
}

function readPage(value: string | null): number {
  return /^[1-9]\d{0,5}$/.test(value ?? '') ? Number(value) : 1;
}

/** The news desk: list by state, write and publish in three languages, edit, unpublish after confirming. */
export function Component() {
  const intl = useIntl();
  const operator = useOperatorAccount();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const page = readPage(params.get('page'));
  const articles = useQuery(adminNewsQuery(operator, filter, page));
  const save = useSaveNewsArticle(operator);
  const unpublish = useUnpublishNewsArticle(operator);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [unpublishing, setUnpublishing] = useState<string | null>(null);

  const { register, handleSubmit, formState, reset, setError, setValue, watch } = useForm<
    NewsArticleDraft,
    unknown,
    NewsArticleForm
  >({
    resolver: newsArticleResolver,
    defaultValues: emptyNewsArticle,
  });
  const field = (name: keyof NewsArticleForm) => bindField(register, formState.errors, intl, name);

  const navigate = (next: { filter?: AdminNewsFilter; page?: number }) => {
    const search: Record<string, string> = {};
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'all') search['status'] = nextFilter;
    if (nextPage > 1) search['page'] = String(nextPage);
    setParams(search);
  };

  const close = () => {
    setEditing(null);
    save.reset();
    reset(emptyNewsArticle);
  };

  const submit = (publish: boolean) =>
    handleSubmit((form) => {
      if (!editing || save.isPending) return;
      save.mutate(
        editing.mode === 'create'
          ? { mode: 'create', form: toCreateRequest(form) }
          : { mode: 'update', form: toUpdateRequest(editing.id, form, publish) },
        {
          onSuccess: () => {
            const message =
              editing.mode === 'create'
                ? 'app.admin.newsPublished'
                : publish
                  ? 'app.admin.newsRepublished'
                  : 'app.admin.newsSaved';
            showToast(intl.formatMessage({ id: message }), 'positive');
            close();
            // A new article is the newest: show it where it lands.
            if (editing.mode === 'create') navigate({ filter: filter === 'unpublished' ? 'all' : filter, page: 1 });
          },
          onError: (error) => {
            if (!isApiError(error)) return;
            for (const refused of error.fieldErrors) {
              const name = newsFieldNames[refused.field];
              if (name) setError(name, { message: describeError(error) });
            }
          },
        },
      );
    });

  const rows = articles.data?.items ?? [];
  const categoryError = formState.errors.category?.message;
  const fieldRefused = isApiError(save.error) && save.error.fieldErrors.length > 0;

  return (
    <AdminNewsScreen
      status={loadStatus(articles)}
      articles={rows.map(toAdminNewsRow)}
      pageInfo={articles.data ? toPageInfo(articles.data) : { page, size: pageSize, total: 0 }}
      onPageChange={(next) => navigate({ page: next })}
      filter={filter}
      onFilterChange={(next) => navigate({ filter: next })}
      onCreate={() => {
        close();
        setEditing({ mode: 'create' });
      }}
      onEdit={(id) => {
        const article = rows.find((row) => row.id === id);
        if (!article) return;
        save.reset();
        reset(toNewsDraft(article));
        setEditing({ mode: 'edit', id, published: article.status === 'published' });
      }}
      onUnpublish={setUnpublishing}
      editor={
        editing
          ? {
              mode: editing.mode,
              ...(editing.mode === 'edit' ? { articleId: editing.id } : {}),
              published: editing.mode === 'edit' && editing.published,
              market: watch('market'),
              onMarketChange: (market) => setValue('market', market, { shouldDirty: true }),
              category: watch('category') || undefined,
              onCategoryChange: (category: AdminNewsCategory) =>
                setValue('category', category, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
              categoryError: categoryError
                ? intl.formatMessage({ id: categoryError, defaultMessage: categoryError })
                : undefined,
              titleFields: { jp: field('titleJp'), cn: field('titleCn'), us: field('titleUs') },
              bodyFields: { jp: field('bodyJp'), cn: field('bodyCn'), us: field('bodyUs') },
              onSubmit: submit(false),
              ...(editing.mode === 'edit' && !editing.published
                ? { onSubmitAndPublish: () => void submit(true)() }
                : {}),
              onCancel: close,
              submitting: save.isPending,
              formError: save.isError && !fieldRefused ? describeError(save.error) : undefined,
            }
          : undefined
      }
      unpublish={
        unpublishing
          ? {
              articleId: unpublishing,
              pending: unpublish.isPending,
              onCancel: () => setUnpublishing(null),
              onConfirm: async () => {
                try {
                  await unpublish.mutateAsync(unpublishing);
                  showToast(intl.formatMessage({ id: 'app.admin.newsUnpublished' }), 'positive');
                  if (editing?.mode === 'edit' && editing.id === unpublishing) close();
                } finally {
                  setUnpublishing(null);
                }
              },
            }
          : undefined
      }
      onRetry={() => void articles.refetch()}
    />
  );
}
