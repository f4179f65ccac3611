import type { IndexItem, LiveSection, MarketClockView, MarketKey, MarketsShell } from '../shared/types.ts';

export interface MoreIndexScreenProps {
  shell: MarketsShell;
  market: MarketKey;
  onMarketChange: (market: MarketKey) => void;
  clock?: MarketClockView;
  indices: LiveSection<IndexItem>;
  /** An index's detail page (its chart); rows are not links without it. */
  getIndexHref?: (code: string) => string;
}
