import { jpStocks, marketsShell } from '../shared/fixtures.ts';
import type { WatchlistScreenProps } from './WatchlistScreen.types.ts';

export const watched = jpStocks.slice(0, 5);

export const watchlistProps: WatchlistScreenProps = {
  shell: {
    ...marketsShell,
    header: { title: 'お気に入り' },
    bottomNav: { ...marketsShell.bottomNav!, active: 'watchlist' },
  },
  market: 'jpy',
  onMarketChange: () => undefined,
  list: { status: 'ready', items: watched },
  getQuoteHref: (code) => `#/quotes/info?code=${code}&type=jpy`,
  addHref: '#/quotes/search',
  onDelete: () => undefined,
  onReorder: () => undefined,
};
