import { describe, expect, it } from 'vitest';
import { checkPublishedDraw, runDraw, seedHashOf } from '@kabuto/api-client/lottery';
import { toDrawVerification } from './verifyDraw.ts';

const seed = 'a1'.repeat(32);
const entries = [
  { entryId: '0011223344556677', lots: 1 },
  { entryId: '8899aabbccddeeff', lots: 2 },
  { entryId: 'f0f0f0f0f0f0f0f0', lots: 1 },
];

function published(lotsAvailable: number) {
  const outcome = runDraw(seed, entries, lotsAvailable);
  const draw = {
    seed,
    seedHash: seedHashOf(seed),
    entriesHash: outcome.entriesHash,
    entryCount: entries.length,
    lotsAvailable,
    winnerCount: outcome.winnerCount,
  };
  return { draw, list: outcome.entries };
}

describe('the draw verification page', () => {
  it('passes every step of an honest draw and finds the user’s entry with its rank and lots won', () => {
    const { draw, list } = published(2);
    const mine = { drawEntryId: '8899aabbccddeeff', lots: 2 };
    const result = toDrawVerification(checkPublishedDraw(draw, list), draw, list, mine);
    expect(result.seed.state).toBe('pass');
    expect(result.entries.state).toBe('pass');
    expect(result.rerun).toMatchObject({ state: 'pass', entriesChecked: 3, mismatches: 0, winners: 2 });
    const entry = list.find((e) => e.entryId === mine.drawEntryId);
    expect(result.myEntry).toMatchObject({ state: 'pass', rank: entry?.rank, lotsWon: entry?.allottedLots });
  });

  it('fails the steps a changed seed or result breaks', () => {
    const { draw, list } = published(2);
    const forged = { ...draw, seed: 'b2'.repeat(32) };
    const result = toDrawVerification(checkPublishedDraw(forged, list), forged, list, null);
    expect(result.seed.state).toBe('fail');
    expect(result.rerun.state).toBe('fail');
    const changed = list.map((e, i) => (i === 0 ? { ...e, allottedLots: (e.allottedLots ?? 0) + 1 } : e));
    expect(toDrawVerification(checkPublishedDraw(draw, changed), draw, changed, null).rerun).toMatchObject({
      state: 'fail',
      mismatches: 1,
    });
  });

  it('leaves what is not published yet pending', () => {
    const { draw } = published(2);
    const before = { ...draw, seed: null, entriesHash: null, winnerCount: null };
    const result = toDrawVerification(checkPublishedDraw(before, []), before, [], null);
    expect([result.seed.state, result.entries.state, result.rerun.state]).toEqual(['pending', 'pending', 'pending']);
  });
});
