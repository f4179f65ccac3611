import type { AppShellProps } from '../../components/AppShell/AppShell.tsx';
import type { AssetSummary } from '../../components/AssetPanel/AssetPanel.tsx';
import type { QuoteRowItem } from '../../components/QuoteRow/QuoteRow.tsx';
import type { IndexItem, LiveSection, MarketClockView, MarketKey } from '../markets/shared/types.ts';

export type HomeScreenStatus = 'loading' | 'error' | 'ready';

export const rankingKinds = ['gainers', 'losers', 'volume', 'turnover'] as const;
export type RankingKind = (typeof rankingKinds)[number];

export interface HomeScreenProps {
  /** The asset panel's state. */
  status: HomeScreenStatus;
  /** Required when `status` is 'ready'. */
  assets?: AssetSummary;
  onRetry: () => void;
  /** The shell around the screen (header, top bar, bottom menu, account panel). */
  shell: Omit<AppShellProps, 'children'>;
  market: MarketKey;
  onMarketChange: (market: MarketKey) => void;
  /** The chosen market's clock; omitted while unknown. */
  clock?: MarketClockView;
  indices: LiveSection<IndexItem>;
  stocks: LiveSection<QuoteRowItem>;
  ranking: LiveSection<QuoteRowItem>;
  rankingKind: RankingKind;
  onRankingKindChange: (kind: RankingKind) => void;
  /** A stock's detail page (/quotes/info). */
  getQuoteHref: (code: string) => string;
  /** An index's detail page; cards are not links without it. */
  getIndexHref?: (code: string) => string;
  moreStockHref: string;
  moreIndexHref: string;
}
