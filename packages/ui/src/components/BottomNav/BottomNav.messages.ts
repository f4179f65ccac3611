import { defineMessages } from 'react-intl';

export const bottomNavMessages = defineMessages({
  label: { id: 'ui.bottomNav.label', defaultMessage: 'メインメニュー', description: 'Name of the bottom navigation' },
  assets: { id: 'ui.bottomNav.assets', defaultMessage: '資産', description: 'Bottom menu: home with assets' },
  market: { id: 'ui.bottomNav.market', defaultMessage: 'マーケット', description: 'Bottom menu: market quotes' },
  search: { id: 'ui.bottomNav.search', defaultMessage: '検索', description: 'Bottom menu: stock search' },
  news: { id: 'ui.bottomNav.news', defaultMessage: 'ニュース', description: 'Bottom menu: news' },
  watchlist: { id: 'ui.bottomNav.watchlist', defaultMessage: 'お気に入り', description: 'Bottom menu: watchlist' },
  menu: { id: 'ui.bottomNav.menu', defaultMessage: 'メニュー', description: 'Bottom menu: account menu' },
});
