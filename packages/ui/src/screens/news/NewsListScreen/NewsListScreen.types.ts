import type { NewsCategoryFilter, NewsMarket, NewsShell, NewsText } from '../shared/news.types.ts';

/** One row of the news list; texts already in the reader's language (or a fallback, marked by `lang`). */
export interface NewsSummaryView {
  id: string;
  title: NewsText;
  summary: NewsText;
  /** A `NewsCategory`; a later category is shown as its code. */
  category: string;
  /** ISO 8601 instant. */
  publishedAt: string;
  source: string;
  /** The article's page (`#/news/info?id=…`). */
  href: string;
}

export type NewsListStatus = 'loading' | 'error' | 'ready';

/** The pages loaded so far, and whether there are more. */
export interface NewsPagedList {
  status: NewsListStatus;
  items: readonly NewsSummaryView[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
}

export interface NewsListScreenProps {
  shell: NewsShell;
  /** The market whose news is listed (market-wide news appears in every market). */
  market: NewsMarket;
  onMarketChange: (market: NewsMarket) => void;
  category: NewsCategoryFilter;
  onCategoryChange: (category: NewsCategoryFilter) => void;
  articles: NewsPagedList;
}
