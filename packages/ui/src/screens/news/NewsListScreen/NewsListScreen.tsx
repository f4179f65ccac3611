import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl.tsx';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { categoryLabel, formatNewsTime } from '../shared/format.ts';
import { NewsSkeleton } from '../shared/NewsSkeleton.tsx';
import * as styles from '../shared/news.css.ts';
import { newsCategoryFilters, newsMarkets, type NewsCategoryFilter, type NewsMarket } from '../shared/news.types.ts';
import { newsListScreenMessages as m, newsListScreenValueMessages as mv } from './NewsListScreen.messages.ts';
import type { NewsListScreenProps, NewsPagedList, NewsSummaryView } from './NewsListScreen.types.ts';

const marketLabels = { jpy: m.marketJpy, usd: m.marketUsd, cny: m.marketCny } as const;

function isCategoryFilter(value: string): value is NewsCategoryFilter {
  return (newsCategoryFilters as readonly string[]).includes(value);
}

function NewsRow({ article }: { article: NewsSummaryView }) {
  const intl = useIntl();
  return (
    <li className={styles.listItem}>
      <a className={styles.item} href={article.href}>
        <span className={styles.itemTitle} lang={article.title.lang}>
          {article.title.text}
        </span>
        <span className={styles.itemSummary} lang={article.summary.lang}>
          {article.summary.text}
        </span>
        <span className={styles.meta}>
          <span className={styles.category}>{categoryLabel(intl, article.category)}</span>
          <time dateTime={article.publishedAt}>{formatNewsTime(intl, article.publishedAt)}</time>
          <span>{article.source}</span>
        </span>
      </a>
    </li>
  );
}

function ArticleList({ articles, category }: { articles: NewsPagedList; category: NewsCategoryFilter }) {
  const intl = useIntl();
  if (articles.status === 'loading') return <NewsSkeleton />;
  if (articles.status === 'error') return <ErrorState onRetry={articles.onRetry} />;
  if (articles.items.length === 0) {
    return (
      <EmptyState
        title={
          category === 'all'
            ? intl.formatMessage(m.empty)
            : intl.formatMessage(mv.emptyCategory, { category: categoryLabel(intl, category) })
        }
        description={intl.formatMessage(m.emptyHint)}
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
        {articles.items.map((article) => (
          <NewsRow key={article.id} article={article} />
        ))}
      </ul>
      {articles.hasMore ? (
        <Button variant="secondary" fullWidth onClick={articles.onLoadMore} loading={articles.loadingMore}>
          {intl.formatMessage(m.loadMore)}
        </Button>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(m.allLoaded)}</p>
      )}
    </>
  );
}

/** /news/index: the market's published news, newest first, by category, a page at a time. */
export function NewsListScreen({
  shell,
  market,
  onMarketChange,
  category,
  onCategoryChange,
  articles,
}: NewsListScreenProps) {
  const intl = useIntl();
  return (
    <AppShell {...shell}>
      <div className={styles.column}>
        <SegmentedControl<NewsMarket>
          label={intl.formatMessage(m.market)}
          hideLabel
          value={market}
          onValueChange={onMarketChange}
          options={newsMarkets.map((value) => ({ value, label: intl.formatMessage(marketLabels[value]) }))}
        />
        <Tabs.Root
          value={category}
          onValueChange={(value) => {
            if (isCategoryFilter(value)) onCategoryChange(value);
          }}
        >
          <Tabs.List variant="pill" fullWidth={false} aria-label={intl.formatMessage(m.categories)}>
            {newsCategoryFilters.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {value === 'all' ? intl.formatMessage(m.all) : categoryLabel(intl, value)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={category} className={styles.column} tabIndex={-1}>
            <ArticleList articles={articles} category={category} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </AppShell>
  );
}
