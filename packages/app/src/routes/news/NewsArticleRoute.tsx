import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { NewsArticleScreen, type NewsArticleStatus, newsArticleScreenMessages } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { readMarket } from '../../app/market.ts';
import { getHref, quoteInfoHref } from '../../app/paths.ts';
import { useShell } from '../../app/useShell.tsx';
import { toNewsArticle } from './news.mappers.ts';
import { newsArticleQuery } from './news.queries.ts';
import { readArticleId } from './news.schema.ts';

/** /news/info?id=…: one published article; an unknown or unpublished id is "not found", with the way back. */
export function Component() {
  const intl = useIntl();
  const shell = useShell({
    title: intl.formatMessage(newsArticleScreenMessages.title),
    active: 'news',
    backHref: getHref('news'),
  });
  const [params] = useSearchParams();
  const id = readArticleId(params);
  const article = useQuery({ ...newsArticleQuery(id ?? ''), enabled: id !== undefined });
  const notFound = id === undefined || (isApiError(article.error) && article.error.httpStatus === 404);
  const status: NewsArticleStatus = notFound
    ? 'notFound'
    : article.data !== undefined
      ? 'ready'
      : article.isError
        ? 'error'
        : 'loading';
  return (
    <NewsArticleScreen
      shell={shell}
      status={status}
      onRetry={() => void article.refetch()}
      article={article.data ? toNewsArticle(article.data, readLocale(), quoteInfoHref, readMarket()) : undefined}
      listHref={getHref('news')}
    />
  );
}
