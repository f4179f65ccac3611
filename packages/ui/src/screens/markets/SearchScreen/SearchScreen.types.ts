import type { MarketKey, MarketsShell } from '../shared/types.ts';

/** One instrument found; texts already in the user's language. */
export interface SearchResultView {
  code: string;
  market: MarketKey;
  name: string;
  /** The stock's detail page. */
  href: string;
  /** In the user's watchlist; omit when unknown. */
  watched?: boolean;
}

export interface SearchScreenProps {
  shell: MarketsShell;
  query: string;
  onQueryChange: (query: string) => void;
  /** Enter pressed or a recent search chosen: remember it. */
  onSubmit: (query: string) => void;
  /** `idle` before anything is typed. */
  results: {
    status: 'idle' | 'loading' | 'error' | 'ready';
    items: readonly SearchResultView[];
    onRetry?: () => void;
  };
  /** Recent searches, newest first (seed key `searchList`). */
  recent: readonly string[];
  onClearRecent: () => void;
  /** Adds or removes a result from the watchlist. */
  onToggleWatch?: (result: SearchResultView) => void;
  /** `market:code` keys whose watchlist change is in flight. */
  pendingWatch?: ReadonlySet<string>;
}
