import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestForm } from '@kabuto/api-client';
import type { AdminNewsFilter } from '@kabuto/ui/console';
import { adminApi } from '../adminApi.ts';
import { pageSize } from '../admin.queries.ts';

// Keys start with ['admin', operator] like every console query, so signing out drops them.
const key = (operator: string, ...parts: unknown[]) => ['admin', operator, ...parts] as const;

export function adminNewsQuery(operator: string, filter: AdminNewsFilter, page: number) {
  const form: RequestForm<'/admin/news/list'> = { page: String(page), size: String(pageSize) };
  if (filter !== 'all') form.status = filter;
  return queryOptions({
    queryKey: key(operator, 'news', filter, page),
    queryFn: () => adminApi.post('/admin/news/list', form),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** After any change the list and the audit log load afresh, and readers' cached news too. */
function useRefreshNews(operator: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key(operator, 'news') }),
      queryClient.invalidateQueries({ queryKey: key(operator, 'audit') }),
      queryClient.invalidateQueries({ queryKey: ['news'] }),
    ]);
}

export type NewsSave =
  | { mode: 'create'; form: RequestForm<'/admin/news/create'> }
  | { mode: 'update'; form: RequestForm<'/admin/news/update'> };

export function useSaveNewsArticle(operator: string) {
  const refresh = useRefreshNews(operator);
  return useMutation({
    mutationFn: (save: NewsSave) =>
      save.mode === 'create'
        ? adminApi.post('/admin/news/create', save.form)
        : adminApi.post('/admin/news/update', save.form),
    onSuccess: refresh,
    meta: { handlesErrors: true },
  });
}

export function useUnpublishNewsArticle(operator: string) {
  const refresh = useRefreshNews(operator);
  return useMutation({
    mutationFn: (id: string) => adminApi.post('/admin/news/unpublish', { id }),
    // A 404 (removed meanwhile) also changes the list.
    onSettled: refresh,
  });
}
