import type { Market } from '@kabuto/api-client';
import { markets } from '@kabuto/api-client';
import type { PriceColours } from '@kabuto/ui';
import { readItem, storageKeys } from './storage.ts';

/** The market index the user last chose (seed key `stock`, default `jpy`). */
export function readMarket(): Market {
  const stored = readItem(storageKeys.market);
  return (markets as readonly string[]).includes(stored ?? '') ? (stored as Market) : 'jpy';
}

/** Up is red in Japan and China, green in the US (MARKET-RULES.md). */
export function priceColoursFor(market: Market): PriceColours {
  return market === 'usd' ? 'green-up' : 'red-up';
}
