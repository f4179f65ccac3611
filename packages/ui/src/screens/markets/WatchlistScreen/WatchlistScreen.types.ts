import type { QuoteRowItem } from '../../../components/QuoteRow/QuoteRow.tsx';
import type { LiveSection, MarketKey, MarketsShell } from '../shared/types.ts';

export interface WatchlistScreenProps {
  shell: MarketsShell;
  market: MarketKey;
  onMarketChange: (market: MarketKey) => void;
  /** The market's watchlist in the user's order, live. */
  list: LiveSection<QuoteRowItem>;
  getQuoteHref: (code: string) => string;
  /** Where to find stocks to add (the search screen). */
  addHref: string;
  /** Deletes the selected codes; the selection clears when the returned promise settles successfully. */
  onDelete: (codes: readonly string[]) => Promise<unknown> | void;
  deleting?: boolean;
  /** The whole list in its new order. */
  onReorder: (codes: readonly string[]) => void;
  reordering?: boolean;
}
