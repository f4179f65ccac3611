import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkPublishedDraw,
  entriesHashOf,
  entriesText,
  LOTTERY_ALGORITHM,
  runDraw,
  seedHashOf,
  sha256Hex,
  sortKeyOf,
} from '../src/offerings/lottery.ts';
import { contract } from '../src/http/contract.ts';

const SEED = '0b7e3f9a12c45d6e78f90a1b2c3d4e5f61728394a5b6c7d8e9f0a1b2c3d4e5f6';
const ENTRIES = [
  { entryId: '00a3c1e9b27f4d10', lots: 2 },
  { entryId: '3fa85f6457174562', lots: 1 },
  { entryId: 'ffee000011112222', lots: 3 },
  { entryId: '7a7a7a7a7a7a7a7a', lots: 1 },
];

describe('kabuto-lottery-v1', () => {
  it('is the text the contract writes down', () => {
    const schemas = (
      contract as unknown as {
        components: { schemas: Record<string, { properties: Record<string, { description?: string }> }> };
      }
    ).components.schemas;
    expect(schemas.IpoDraw?.properties.algorithm?.description).toContain(LOTTERY_ALGORITHM);
  });

  it('hashes the seed, the entry list and each key as the algorithm says', () => {
    // The shared SHA-256 (@noble/hashes, which the browser runs too) is the operating system's SHA-256.
    expect(sha256Hex(`${SEED}:00a3c1e9b27f4d10`)).toBe(
      createHash('sha256').update(`${SEED}:00a3c1e9b27f4d10`).digest('hex'),
    );
    expect(seedHashOf(SEED)).toBe(sha256Hex(SEED));
    expect(entriesText(ENTRIES)).toBe(
      '00a3c1e9b27f4d10:2\n3fa85f6457174562:1\n7a7a7a7a7a7a7a7a:1\nffee000011112222:3\n',
    );
    expect(entriesHashOf([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sortKeyOf(SEED, '00a3c1e9b27f4d10')).toBe(sha256Hex(`${SEED}:00a3c1e9b27f4d10`));
  });

  it('gives one lot per entry in key order, then a second round to those who asked for more', () => {
    const outcome = runDraw(SEED, ENTRIES, 5);
    const byRank = [...outcome.entries].sort((a, b) => a.rank - b.rank);
    expect(byRank.map((e) => e.sortKey)).toEqual([...byRank.map((e) => e.sortKey)].sort());
    // Round 1 gives all four entries one lot; round 2 gives the fifth to the first entry in key order wanting two.
    const second = byRank.find((e) => e.lots >= 2);
    for (const e of outcome.entries) expect(e.allottedLots).toBe(e === second ? 2 : 1);
    expect(outcome.lotsAllotted).toBe(5);
    expect(outcome.winnerCount).toBe(4);
    // Enough lots for everyone: every request is filled.
    expect(runDraw(SEED, ENTRIES, 100).entries.every((e) => e.allottedLots === e.lots)).toBe(true);
  });

  it('a changed seed or a changed entry gives a different draw', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      entryId: sha256Hex(String(i)).slice(0, 16),
      lots: 1 + (i % 3),
    }));
    const base = runDraw(SEED, many, 50);
    const otherSeed = runDraw(SEED.replace(/^0/, '1'), many, 50);
    expect(otherSeed.entries.map((e) => e.allottedLots)).not.toEqual(base.entries.map((e) => e.allottedLots));
    const changed = many.map((e, i) => (i === 0 ? { ...e, lots: e.lots + 1 } : e));
    const otherEntries = runDraw(SEED, changed, 50);
    expect(otherEntries.entriesHash).not.toBe(base.entriesHash);
    const renamed = many.map((e, i) => (i === 7 ? { ...e, entryId: 'f'.repeat(16) } : e));
    expect(runDraw(SEED, renamed, 50).entries.map((e) => [e.entryId, e.allottedLots])).not.toEqual(
      base.entries.map((e) => [e.entryId, e.allottedLots]),
    );
  });

  it('never gives more lots than available or asked, and is the same whatever order the entries come in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.stringMatching(/^[0-9a-f]{16}$/), fc.integer({ min: 1, max: 10 })), {
          selector: ([id]) => id,
          maxLength: 60,
        }),
        fc.integer({ min: 0, max: 300 }),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        (pairs, lots, seed) => {
          const entries = pairs.map(([entryId, n]) => ({ entryId, lots: n }));
          const outcome = runDraw(seed, entries, lots);
          const requested = entries.reduce((s, e) => s + e.lots, 0);
          expect(outcome.lotsAllotted).toBe(Math.min(lots, requested));
          for (const e of outcome.entries) expect(e.allottedLots).toBeLessThanOrEqual(e.lots);
          // Equal odds: no entry gets a second lot while another that asked got none.
          const got = outcome.entries.map((e) => e.allottedLots);
          if (got.some((n) => n === 0)) expect(Math.max(0, ...got)).toBeLessThanOrEqual(1);
          expect(runDraw(seed, [...entries].reverse(), lots)).toEqual(outcome);
        },
      ),
      { seed: 20261124, numRuns: 200 },
    );
  });

  it('checks a published draw as anyone can, and finds a changed seed, entry or result', () => {
    const outcome = runDraw(SEED, ENTRIES, 5);
    const draw = {
      seed: SEED,
      seedHash: seedHashOf(SEED),
      entriesHash: outcome.entriesHash,
      entryCount: ENTRIES.length,
      lotsAvailable: 5,
      winnerCount: outcome.winnerCount,
    };
    const published = outcome.entries;
    const ok = checkPublishedDraw(draw, published);
    expect(ok.seed?.matches).toBe(true);
    expect(ok.entries).toMatchObject({ matches: true, countMatches: true });
    expect(ok.rerun).toMatchObject({ mismatches: 0, winnersMatch: true });

    const otherSeed = checkPublishedDraw({ ...draw, seed: SEED.replace(/^0/, '1') }, published);
    expect(otherSeed.seed?.matches).toBe(false);
    expect(otherSeed.rerun?.mismatches).toBeGreaterThan(0);
    const changedEntry = published.map((e, i) => (i === 0 ? { ...e, lots: e.lots + 1 } : e));
    expect(checkPublishedDraw(draw, changedEntry).entries?.matches).toBe(false);
    const changedResult = published.map((e, i) => (i === 0 ? { ...e, allottedLots: (e.allottedLots ?? 0) + 1 } : e));
    expect(checkPublishedDraw(draw, changedResult).rerun?.mismatches).toBe(1);
    // Before the draw there is no seed to check: only the entries.
    const before = checkPublishedDraw(
      { ...draw, seed: null, winnerCount: null },
      ENTRIES.map((e) => ({ ...e, sortKey: null, rank: null, allottedLots: null })),
    );
    expect(before.seed).toBeNull();
    expect(before.rerun).toBeNull();
    expect(before.entries?.matches).toBe(true);
  });
});
