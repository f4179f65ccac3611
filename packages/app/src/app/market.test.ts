import { describe, expect, it } from 'vitest';
import { priceColoursFor } from './market.ts';

describe('priceColoursFor', () => {
  it('follows each market’s convention by default: red up in Japan and China, green up in the US', () => {
    expect(priceColoursFor('jpy', 'market')).toBe('red-up');
    expect(priceColoursFor('cny', 'market')).toBe('red-up');
    expect(priceColoursFor('usd', 'market')).toBe('green-up');
  });

  it('applies the user’s one rule to every market', () => {
    expect(priceColoursFor('jpy', 'green-up')).toBe('green-up');
    expect(priceColoursFor('usd', 'red-up')).toBe('red-up');
  });

  it('falls back to the market convention when nothing is stored', () => {
    // The node test environment has no localStorage: the stored preference reads as "market".
    expect(priceColoursFor('usd')).toBe('green-up');
  });
});
