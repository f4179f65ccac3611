import type { BottomNavKey } from './BottomNav.tsx';

/** The seed's targets (search and holdings share /position/index in the seed; the app may differ). */
export const bottomNavHrefs: Record<BottomNavKey, string> = {
  assets: '#/home/index',
  market: '#/quotes/self',
  search: '#/quotes/search',
  news: '#/news/index',
  watchlist: '#/position/index',
  menu: '#/mine/menu',
};
