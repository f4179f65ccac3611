import { manyStocks, marketsShell } from '../shared/fixtures.ts';
import type { MoreStockScreenProps } from './MoreStockScreen.types.ts';

export const fiveHundred = manyStocks(500);

export const moreStockProps: MoreStockScreenProps = {
  shell: { ...marketsShell, header: { title: '銘柄一覧', backHref: '#/home/index' } },
  market: 'jpy',
  onMarketChange: () => undefined,
  sort: 'code',
  onSortChange: () => undefined,
  stocks: { status: 'ready', items: fiveHundred },
  total: 500,
  getQuoteHref: (code) => `#/quotes/info?code=${code}&type=jpy`,
};
