/**
 * The verifiable lottery `kabuto-lottery-v1`, exactly as the contract writes it down (IpoDraw.algorithm): pure,
 * synchronous functions over text, so the server's draw, the repository's `verify:draw` command and the app's
 * verification page (in the browser) run the same code from the published seed and entries. SHA-256 comes from
 * @noble/hashes (audited, the same in Node.js and browsers). Randomness (the seed, the entry ids) is the server's.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const LOTTERY_ALGORITHM_ID = 'kabuto-lottery-v1';

/** The public description users see with every draw; the contract's IpoDraw.algorithm quotes it. */
export const LOTTERY_ALGORITHM =
  "kabuto-lottery-v1. Every hash is SHA-256 written as 64 lowercase hex characters. (1) The seed is 32 random bytes written as 64 lowercase hex characters; seedHash = SHA-256 of those 64 ASCII characters, published when applications open. (2) At the deadline every live application becomes one entry (one per account, so equal odds per account) with a random 16-lowercase-hex-character entry id, unique in the draw, and its lots (a positive integer); the list sorted by entry id, one line `entryId:lots` each ending in a newline (lots in decimal without leading zeros; an empty list is the empty text), is published and entriesHash = SHA-256 of that ASCII text. (3) At the draw the seed is published. Each entry's key = SHA-256 of the ASCII text `seed:entryId` (the seed's 64 hex characters, a colon, the entry id); entries are ordered by key ascending, comparing the hex texts (the same as comparing the bytes; equal keys, which would need a SHA-256 collision, by entry id); an entry's rank is its 1-based position in that order. (4) lotsAvailable = sharesForLottery ÷ lotSize, rounded down. Round 1 walks that order giving one lot to each entry while lots remain; each round r after it walks the same order giving one more lot to each entry that asked for at least r lots, while lots remain, until the lots run out or every request is filled. An entry wins allottedLots × lotSize shares. Anyone can check SHA-256(seed) = seedHash, the entries against entriesHash, and re-run (3)–(4).";

const HEX64 = /^[0-9a-f]{64}$/;
const ENTRY_ID = /^[0-9a-f]{16}$/;

export const isSeed = (text: string): boolean => HEX64.test(text);
export const isEntryId = (text: string): boolean => ENTRY_ID.test(text);

/** SHA-256 of ASCII text (every text hashed here is ASCII), as 64 lowercase hex characters. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The commitment published before applications open. */
export function seedHashOf(seed: string): string {
  if (!isSeed(seed)) throw new Error('a seed is 64 lowercase hex characters');
  return sha256Hex(seed);
}

export interface LotteryEntry {
  entryId: string;
  /** Lots requested, a positive integer. */
  lots: number;
}

const byEntryId = (a: LotteryEntry, b: LotteryEntry) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0);

/** The published entry list: sorted by entry id, one `entryId:lots` line each ending in a newline. */
export function entriesText(entries: readonly LotteryEntry[]): string {
  const sorted = [...entries].sort(byEntryId);
  let text = '';
  for (let i = 0; i < sorted.length; i += 1) {
    const entry = sorted[i]!;
    if (!isEntryId(entry.entryId)) throw new Error(`not an entry id: ${entry.entryId}`);
    if (!Number.isSafeInteger(entry.lots) || entry.lots < 1) throw new Error(`lots must be positive: ${entry.lots}`);
    if (i > 0 && sorted[i - 1]!.entryId === entry.entryId) throw new Error(`entry id twice: ${entry.entryId}`);
    text += `${entry.entryId}:${entry.lots}\n`;
  }
  return text;
}

export function entriesHashOf(entries: readonly LotteryEntry[]): string {
  return sha256Hex(entriesText(entries));
}

/** An entry's sort key: SHA-256 of `seed:entryId`. */
export function sortKeyOf(seed: string, entryId: string): string {
  return sha256Hex(`${seed}:${entryId}`);
}

/** Lots the draw gives out: shares for the lottery ÷ lot size, rounded down. */
export function lotsAvailableOf(sharesForLottery: bigint, lotSize: bigint): number {
  if (lotSize <= 0n) throw new Error('a lot has at least one share');
  return Number(sharesForLottery / lotSize);
}

export interface DrawnEntry extends LotteryEntry {
  sortKey: string;
  /** 1-based position in the key order. */
  rank: number;
  allottedLots: number;
}

export interface DrawOutcome {
  /** Every entry with its key, rank and lots won, in entry-id order (as published). */
  entries: DrawnEntry[];
  entriesHash: string;
  lotsRequested: number;
  lotsAllotted: number;
  /** Entries that won at least one lot. */
  winnerCount: number;
}

/**
 * Runs the draw: entries ordered by key, then round r gives one more lot, in that order, to each entry that asked
 * for at least r lots while lots remain.
 */
export function runDraw(seed: string, entries: readonly LotteryEntry[], lotsAvailable: number): DrawOutcome {
  if (!isSeed(seed)) throw new Error('a seed is 64 lowercase hex characters');
  if (!Number.isSafeInteger(lotsAvailable) || lotsAvailable < 0) throw new Error('lots available must be >= 0');
  const entriesHash = entriesHashOf(entries);
  const drawn: DrawnEntry[] = entries.map((e) => ({
    entryId: e.entryId,
    lots: e.lots,
    sortKey: sortKeyOf(seed, e.entryId),
    rank: 0,
    allottedLots: 0,
  }));
  const order = [...drawn].sort((a, b) =>
    a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.entryId < b.entryId ? -1 : 1,
  );
  let lotsRequested = 0;
  let maxLots = 0;
  order.forEach((entry, index) => {
    entry.rank = index + 1;
    lotsRequested += entry.lots;
    if (entry.lots > maxLots) maxLots = entry.lots;
  });
  let remaining = lotsAvailable;
  for (let round = 1; round <= maxLots && remaining > 0; round += 1) {
    for (const entry of order) {
      if (remaining === 0) break;
      if (entry.lots >= round) {
        entry.allottedLots += 1;
        remaining -= 1;
      }
    }
  }
  drawn.sort(byEntryId);
  return {
    entries: drawn,
    entriesHash,
    lotsRequested,
    lotsAllotted: lotsAvailable - remaining,
    winnerCount: drawn.filter((e) => e.allottedLots > 0).length,
  };
}

/** What a draw publishes (the contract's `IpoDraw`), as far as checking it goes. */
export interface PublishedDraw {
  seed: string | null;
  seedHash: string | null;
  entriesHash: string | null;
  entryCount: number;
  lotsAvailable: number;
  winnerCount: number | null;
}

/** One published entry (the contract's `IpoDrawEntry`): its key, rank and lots won once drawn. */
export interface PublishedEntry extends LotteryEntry {
  sortKey: string | null;
  rank: number | null;
  allottedLots: number | null;
}

/** What re-running a published draw found; each part null when what it needs is not published yet. */
export interface DrawCheck {
  /** SHA-256 of the published seed, and whether it is the committed seedHash. */
  seed: { computed: string; matches: boolean } | null;
  /** SHA-256 of the published entry list, and whether it is entriesHash (and the count the draw states). */
  entries: { computed: string; matches: boolean; countMatches: boolean } | null;
  /** The draw re-run from the seed: how many entries differ in key, rank or lots won, and the winners. */
  rerun: { outcome: DrawOutcome; mismatches: number; winnersMatch: boolean } | null;
}

/**
 * Checks a published draw as anyone can: the seed against its commitment, the entries against their hash, and every
 * entry's key, rank and lots won against a re-run. The `verify:draw` command and the app's verification page use it.
 */
export function checkPublishedDraw(draw: PublishedDraw, entries: readonly PublishedEntry[]): DrawCheck {
  const list = entries.map((e) => ({ entryId: e.entryId, lots: e.lots }));
  const seedHash = draw.seed && isSeed(draw.seed) ? sha256Hex(draw.seed) : null;
  const entriesHash = draw.entriesHash === null ? null : sha256Hex(entriesText(list));
  let rerun: DrawCheck['rerun'] = null;
  if (draw.seed && isSeed(draw.seed)) {
    const outcome = runDraw(draw.seed, list, draw.lotsAvailable);
    const byId = new Map(outcome.entries.map((e) => [e.entryId, e]));
    const mismatches = entries.filter((published) => {
      const recomputed = byId.get(published.entryId);
      return (
        !recomputed ||
        recomputed.sortKey !== published.sortKey ||
        recomputed.rank !== published.rank ||
        recomputed.allottedLots !== published.allottedLots
      );
    }).length;
    rerun = { outcome, mismatches, winnersMatch: outcome.winnerCount === draw.winnerCount };
  }
  return {
    seed: seedHash === null ? null : { computed: seedHash, matches: seedHash === draw.seedHash },
    entries:
      entriesHash === null
        ? null
        : {
            computed: entriesHash,
            matches: entriesHash === draw.entriesHash,
            countMatches: entries.length === draw.entryCount,
          },
    rerun,
  };
}
