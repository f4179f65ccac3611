import type { AppShellProps } from '../../../components/AppShell/AppShell.tsx';
import type { MarketPhase } from '../../../components/MarketClock/MarketClock.tsx';
import type { PriceDecimals } from '../../../components/Price/Price.tsx';

/** The market index of the seed: `jpy` Japan, `usd` US, `cny` China. */
export const marketKeys = ['jpy', 'usd', 'cny'] as const;
export type MarketKey = (typeof marketKeys)[number];

export type MarketsShell = Omit<AppShellProps, 'children'>;

/** Where a list is: loading (skeleton), error (retry), empty or ready. */
export type LiveStatus = 'loading' | 'error' | 'empty' | 'ready';

/**
 * Rows that change while on screen: the app hands over an external store (`subscribe` / `getSnapshot`, as for
 * React's useSyncExternalStore) so only the list re-renders on a tick, never the whole screen. Stories and tests may
 * pass a plain array.
 */
export interface LiveFeed<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => readonly T[];
}
export type LiveSource<T> = readonly T[] | LiveFeed<T>;

/** A list section of a screen. */
export interface LiveSection<T> {
  status: LiveStatus;
  items: LiveSource<T>;
  onRetry?: () => void;
}

/** A market index's level; decimal strings, points (not money). */
export interface IndexItem {
  code: string;
  name: string;
  price: string;
  change: string;
  changePercent: string;
  decimals: PriceDecimals;
}

/** A market's clock as the MarketClock component shows it. */
export interface MarketClockView {
  phase: MarketPhase;
  timeZone: string;
  nextChangeAt?: string;
  nextPhase?: MarketPhase;
  /** The demo clock keeps the market open (simulator). */
  alwaysOpen?: boolean;
}
