// Public exports of the news screens; re-exported from the package index.
export {
  newsCategories,
  newsCategoryFilters,
  newsMarkets,
  type NewsCategory,
  type NewsCategoryFilter,
  type NewsMarket,
  type NewsShell,
  type NewsText,
} from './shared/news.types.ts';
export * from './NewsListScreen/index.ts';
export * from './NewsArticleScreen/index.ts';
