import type { DrawCheck, PublishedDraw, PublishedEntry } from '@kabuto/api-client/lottery';
import type { DrawVerification } from '@kabuto/ui';

/** The user's application as far as the check goes: the entry it became in the draw. */
interface MyApplication {
  drawEntryId: string | null;
  lots: number;
}

const verdict = (matches: boolean) => (matches ? 'pass' : 'fail') as 'pass' | 'fail';

/**
 * The verification page's steps from a check of the published draw: a step whose data is not published yet stays
 * pending (the seed before the draw; the entries before the deadline).
 */
export function toDrawVerification(
  check: DrawCheck,
  draw: PublishedDraw,
  entries: readonly PublishedEntry[],
  mine: MyApplication | null,
): DrawVerification {
  const rerun = check.rerun;
  const myEntry = mine?.drawEntryId
    ? (() => {
        const recomputed = rerun?.outcome.entries.find((e) => e.entryId === mine.drawEntryId);
        const published = entries.find((e) => e.entryId === mine.drawEntryId);
        return {
          state: rerun ? verdict(recomputed !== undefined && published !== undefined) : ('pending' as const),
          entryId: mine.drawEntryId,
          lotsRequested: published?.lots ?? mine.lots,
          rank: recomputed?.rank ?? null,
          lotsWon: recomputed?.allottedLots ?? null,
        };
      })()
    : undefined;
  return {
    seed: check.seed ? { state: verdict(check.seed.matches), computedHash: check.seed.computed } : { state: 'pending' },
    entries: check.entries
      ? { state: verdict(check.entries.matches && check.entries.countMatches), computedHash: check.entries.computed }
      : { state: 'pending' },
    rerun: rerun
      ? {
          state: verdict(rerun.mismatches === 0 && rerun.winnersMatch),
          entriesChecked: entries.length,
          winners: rerun.outcome.winnerCount,
          mismatches: rerun.mismatches,
        }
      : { state: draw.seed === null ? 'pending' : 'fail' },
    ...(myEntry ? { myEntry } : {}),
  };
}
