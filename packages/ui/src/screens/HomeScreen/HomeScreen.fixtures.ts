import { shellProps } from '../../components/AppShell/AppShell.fixtures.ts';
import { assetSummary } from '../../components/AssetPanel/AssetPanel.fixtures.ts';
import { jpIndices, jpStocks, tokyoOpen } from '../markets/shared/fixtures.ts';
import type { HomeScreenProps } from './HomeScreen.types.ts';

const byChangeDesc = [...jpStocks].sort((a, b) => Number(b.changePercent) - Number(a.changePercent));

export const homeReadyProps: HomeScreenProps = {
  status: 'ready',
  assets: assetSummary,
  onRetry: () => undefined,
  shell: shellProps,
  market: 'jpy',
  onMarketChange: () => undefined,
  clock: tokyoOpen,
  indices: { status: 'ready', items: jpIndices },
  stocks: { status: 'ready', items: jpStocks },
  ranking: { status: 'ready', items: byChangeDesc.slice(0, 5) },
  rankingKind: 'gainers',
  onRankingKindChange: () => undefined,
  getQuoteHref: (code) => `#/quotes/info?code=${code}&type=jpy`,
  getIndexHref: (code) => `#/quotes/info?code=${code}&type=jpy&kind=index`,
  moreStockHref: '#/quotes/moreStock',
  moreIndexHref: '#/quotes/moreZhishu',
};
