import type { QuoteRowItem } from '../../../components/QuoteRow/QuoteRow.tsx';
import type { LiveSection, MarketKey, MarketsShell } from '../shared/types.ts';

export const stockSorts = ['code', 'gainers', 'losers', 'turnover'] as const;
export type StockSort = (typeof stockSorts)[number];

export interface MoreStockScreenProps {
  shell: MarketsShell;
  market: MarketKey;
  onMarketChange: (market: MarketKey) => void;
  sort: StockSort;
  onSortChange: (sort: StockSort) => void;
  /** Every stock of the market (hundreds of rows: virtualized, live). */
  stocks: LiveSection<QuoteRowItem>;
  /** How many stocks the market lists. */
  total?: number;
  getQuoteHref: (code: string) => string;
}
