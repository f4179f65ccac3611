import { defineMessages } from 'react-intl';

export const newsListScreenMessages = defineMessages({
  title: { id: 'ui.newsListScreen.title', defaultMessage: 'ニュース', description: 'Header title of the news list' },
  market: {
    id: 'ui.newsListScreen.market',
    defaultMessage: '市場',
    description: 'Label of the market switch above the news list (hidden, spoken)',
  },
  marketJpy: { id: 'ui.newsListScreen.marketJpy', defaultMessage: '日本', description: 'Market switch: Japan' },
  marketUsd: { id: 'ui.newsListScreen.marketUsd', defaultMessage: '米国', description: 'Market switch: the US' },
  marketCny: { id: 'ui.newsListScreen.marketCny', defaultMessage: '中国', description: 'Market switch: China' },
  categories: {
    id: 'ui.newsListScreen.categories',
    defaultMessage: 'カテゴリ',
    description: 'Label of the category tabs (spoken)',
  },
  all: { id: 'ui.newsListScreen.all', defaultMessage: 'すべて', description: 'Category tab: every category' },
  listLabel: {
    id: 'ui.newsListScreen.listLabel',
    defaultMessage: 'ニュース一覧',
    description: 'Accessible name of the list of articles',
  },
  empty: {
    id: 'ui.newsListScreen.empty',
    defaultMessage: 'この市場のニュースはまだありません',
    description: 'Empty state of the news list (all categories)',
  },
  emptyHint: {
    id: 'ui.newsListScreen.emptyHint',
    defaultMessage: 'ほかの市場やカテゴリもご覧ください。',
    description: 'What to do next when the list is empty',
  },
  loadMore: { id: 'ui.newsListScreen.loadMore', defaultMessage: 'さらに表示', description: 'Loads the next page' },
  allLoaded: {
    id: 'ui.newsListScreen.allLoaded',
    defaultMessage: 'すべてのニュースを表示しました',
    description: 'Under the list when every page is shown',
  },
});

export const newsListScreenValueMessages = defineMessages<{ emptyCategory: { category: string } }>({
  emptyCategory: {
    id: 'ui.newsListScreen.emptyCategory',
    defaultMessage: '「{category}」のニュースはまだありません',
    description: 'Empty state of the news list filtered to one category',
  },
});
