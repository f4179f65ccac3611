import type { IndexQuote, Market } from '@kabuto/api-client';
import { indexDefinitions, type IndexDefinition } from './universe/index.ts';

export type { IndexQuote, Market };
export type { IndexDefinition };

/** The indices of each market (the universe's definitions: names, reference levels, members). */
export const INDICES: readonly IndexDefinition[] = indexDefinitions;

/** The first snapshot: reference levels, unchanged, stamped now. */
export function indexSnapshot(market: Market, now: Date): IndexQuote[] {
  return INDICES.filter((index) => index.market === market).map((index) => ({
    code: index.code,
    name: index.name,
    market: index.market,
    price: index.referencePrice,
    change: '0.00',
    changePercent: '0.00',
    time: now.toISOString(),
  }));
}
