import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { NewsListScreen, type NewsCategoryFilter, newsListScreenMessages } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { useMarket } from '../../app/market.ts';
import { getHref } from '../../app/paths.ts';
import { useShell } from '../../app/useShell.tsx';
import { toNewsSummaries } from './news.mappers.ts';
import { newsListQuery } from './news.queries.ts';
import { readCategory } from './news.schema.ts';

const articleHref = (id: string) => `${getHref('newsInfo')}?id=${encodeURIComponent(id)}`;

/** /news/index: the chosen market's news (seed key `stock`), by category (`?category=`), a page at a time. */
export function Component() {
  const intl = useIntl();
  const shell = useShell({ title: intl.formatMessage(newsListScreenMessages.title), active: 'news' });
  const [market, setMarket] = useMarket();
  const [params, setParams] = useSearchParams();
  const category = readCategory(params);
  const articles = useInfiniteQuery(newsListQuery(market, category));
  const status = articles.data !== undefined ? 'ready' : articles.isError ? 'error' : 'loading';
  return (
    <NewsListScreen
      shell={shell}
      market={market}
      onMarketChange={setMarket}
      category={category}
      onCategoryChange={(next: NewsCategoryFilter) =>
        setParams(next === 'all' ? {} : { category: next }, { replace: true })
      }
      articles={{
        status,
        items: toNewsSummaries(articles.data?.pages ?? [], readLocale(), articleHref),
        hasMore: Boolean(articles.hasNextPage),
        loadingMore: articles.isFetchingNextPage,
        onLoadMore: () => void articles.fetchNextPage(),
        onRetry: () => void articles.refetch(),
      }}
    />
  );
}
