import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { Market } from '@kabuto/api-client';
import { markets } from '@kabuto/api-client';
import type { PriceColourPreference, PriceColours } from '@kabuto/ui';
import { readItem, storageKeys, writeItem } from './storage.ts';

/** The market index the user last chose (seed key `stock`, default `jpy`). */
export function readMarket(): Market {
  const stored = readItem(storageKeys.market);
  return (markets as readonly string[]).includes(stored ?? '') ? (stored as Market) : 'jpy';
}

/** The user's colour rule on this device; by default each market's own convention. */
export function readPriceColourPreference(): PriceColourPreference {
  const stored = readItem(storageKeys.priceColours);
  return stored === 'red-up' || stored === 'green-up' ? stored : 'market';
}

/**
 * Up is red in Japan and China, green in the US (MARKET-RULES.md), unless the user chose one rule for every market.
 */
export function priceColoursFor(market: Market, preference = readPriceColourPreference()): PriceColours {
  if (preference !== 'market') return preference;
  return market === 'usd' ? 'green-up' : 'red-up';
}

const listeners = new Set<() => void>();
const preferenceListeners = new Set<() => void>();

/** Stores the colour rule and re-renders every screen that colours prices. */
export function writePriceColourPreference(preference: PriceColourPreference): void {
  writeItem(storageKeys.priceColours, preference === 'market' ? null : preference);
  for (const listener of [...preferenceListeners]) listener();
}

/** Each market's up/down colours under the user's rule, for lists that mix markets. */
export function useMarketPriceColours(): (market: Market) => PriceColours {
  const [preference] = usePriceColourPreference();
  return (market) => priceColoursFor(market, preference);
}

export function usePriceColourPreference(): [PriceColourPreference, (preference: PriceColourPreference) => void] {
  const preference = useSyncExternalStore(
    (listener) => {
      preferenceListeners.add(listener);
      return () => preferenceListeners.delete(listener);
    },
    readPriceColourPreference,
    readPriceColourPreference,
  );
  return [preference, writePriceColourPreference];
}

/** Remembers the chosen market (seed key `stock`) and tells the screens that follow it. */
export function writeMarket(market: Market): void {
  writeItem(storageKeys.market, market);
  for (const listener of [...listeners]) listener();
}

/** The chosen market, re-rendering when another screen changes it. */
export function useMarket(): [Market, (market: Market) => void] {
  const market = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readMarket,
    readMarket,
  );
  return [market, writeMarket];
}

/**
 * Prices follow the convention of the market on screen (a US stock is green-up even when Japan is the chosen
 * market). The provider sets the convention on <html> at start-up; a screen of another market swaps it while shown.
 */
export function usePriceColours(market: Market | undefined): void {
  const [preference] = usePriceColourPreference();
  useLayoutEffect(() => {
    if (!market) return;
    const html = document.documentElement;
    const before = html.dataset['priceColours'];
    html.dataset['priceColours'] = priceColoursFor(market, preference);
    return () => {
      if (before === undefined) delete html.dataset['priceColours'];
      else html.dataset['priceColours'] = before;
    };
  }, [market, preference]);
}
