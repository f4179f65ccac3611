import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isApiError, type Market, type RequestForm } from '@kabuto/api-client';
import type { NewsCategoryFilter } from '@kabuto/ui';
import { api } from '../../app/api.ts';

/** Articles per page of the news list. */
export const newsPageSize = 20;

interface Page {
  page: number;
  size: number;
  total: number;
}

/** The next page number, or undefined when every article is loaded. */
export function nextNewsPage(last: Page): number | undefined {
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}

// News is public and the same for every reader: keys start with ['news'], not with an account.
export function newsListQuery(market: Market, category: NewsCategoryFilter) {
  return infiniteQueryOptions({
    queryKey: ['news', 'list', market, category],
    queryFn: ({ pageParam }) => {
      const form: RequestForm<'/news/list'> = { type: market, page: String(pageParam), size: String(newsPageSize) };
      if (category !== 'all') form.category = category;
      return api.post('/news/list', form);
    },
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
    // Another tab keeps the old list on screen until its first page arrives.
    placeholderData: keepPreviousData,
    // A published article should reach readers within a minute.
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function newsArticleQuery(id: string) {
  return queryOptions({
    queryKey: ['news', 'article', id],
    queryFn: () => api.post('/news/detail', { id }),
    staleTime: 60_000,
    // 404 is an answer (unpublished or unknown), not a hiccup to retry.
    retry: (failures, error) => !(isApiError(error) && error.httpStatus === 404) && failures < 2,
    meta: { silent: true },
  });
}
