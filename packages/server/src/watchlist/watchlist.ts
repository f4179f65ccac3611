import type { Market, ResponseData } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';

export type WatchlistEntry = ResponseData<'/watchlist/add'>;
export type WatchlistRemoval = ResponseData<'/watchlist/remove'>;

/** The most symbols one market's list holds. */
export const WATCHLIST_LIMIT = 100;

interface EntryRow {
  code: string;
  market: Market;
  sort_order: number;
  added_at: Date;
}

const entryOf = (r: EntryRow): WatchlistEntry => ({
  code: r.code,
  market: r.market,
  sortOrder: r.sort_order,
  addedAt: r.added_at.toISOString(),
});

/**
 * Serialises one user's watchlist changes: two adds at once could otherwise both see 99 symbols. The user row is
 * taken FOR NO KEY UPDATE, which does not block inserts elsewhere that merely reference the user.
 */
async function lockList(tx: Tx, userId: bigint): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

async function entriesOf(db: Queryable, userId: bigint, market: Market): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `SELECT code, market, sort_order, added_at FROM watchlist_entries
     WHERE user_id = $1 AND market = $2 ORDER BY sort_order`,
    [userId, market],
  );
}

/** A page of one market's list in the user's order (0 first). */
export async function watchlistPage(
  db: Queryable,
  userId: bigint,
  market: Market,
  request: PageRequest,
): Promise<Page<WatchlistEntry>> {
  const rows = await db.query<EntryRow>(
    `SELECT code, market, sort_order, added_at FROM watchlist_entries
     WHERE user_id = $1 AND market = $2 ORDER BY sort_order LIMIT $3 OFFSET $4`,
    [userId, market, request.size, request.offset],
  );
  const [count] = await db.query<{ total: bigint }>(
    'SELECT COUNT(*)::bigint AS total FROM watchlist_entries WHERE user_id = $1 AND market = $2',
    [userId, market],
  );
  return pageResult(request, rows.map(entryOf), Number(count?.total ?? 0n));
}

/**
 * Puts a symbol at the top of the market's list; the others move down one. The caller has checked that the
 * code is an instrument of that market. Already there: 409 `watchlist_exists`; a full list: 422 `watchlist_full`.
 */
export async function addToWatchlist(
  db: Db,
  userId: bigint,
  market: Market,
  code: string,
  now: Date,
): Promise<WatchlistEntry> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId);
    const entries = await entriesOf(tx, userId, market);
    if (entries.some((e) => e.code === code)) throw new ApiError(409, 'watchlist_exists');
    if (entries.length >= WATCHLIST_LIMIT) throw new ApiError(422, 'watchlist_full');
    await tx.query('UPDATE watchlist_entries SET sort_order = sort_order + 1 WHERE user_id = $1 AND market = $2', [
      userId,
      market,
    ]);
    const [row] = await tx.query<EntryRow>(
      `INSERT INTO watchlist_entries (user_id, market, code, sort_order, added_at) VALUES ($1, $2, $3, 0, $4)
       RETURNING code, market, sort_order, added_at`,
      [userId, market, code, now],
    );
    if (!row) throw new Error('watchlist insert returned nothing');
    return entryOf(row);
  });
}

/** Numbers the market's list 0, 1, 2… in its present order, closing the gaps a removal leaves. */
async function renumber(tx: Tx, userId: bigint, market: Market): Promise<void> {
  await tx.query(
    `UPDATE watchlist_entries w SET sort_order = r.position
     FROM (SELECT code, (row_number() OVER (ORDER BY sort_order) - 1)::integer AS position
           FROM watchlist_entries WHERE user_id = $1 AND market = $2) r
     WHERE w.user_id = $1 AND w.market = $2 AND w.code = r.code AND w.sort_order <> r.position`,
    [userId, market],
  );
}

/** Removes the given codes from the market's list; codes not in it are ignored. The rest keep their order. */
export async function removeFromWatchlist(
  db: Db,
  userId: bigint,
  market: Market,
  codes: readonly string[],
): Promise<WatchlistRemoval> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId);
    const removed = await tx.query(
      'DELETE FROM watchlist_entries WHERE user_id = $1 AND market = $2 AND code = ANY($3::text[]) RETURNING code',
      [userId, market, [...new Set(codes)]],
    );
    if (removed.length > 0) await renumber(tx, userId, market);
    const [count] = await tx.query<{ total: bigint }>(
      'SELECT COUNT(*)::bigint AS total FROM watchlist_entries WHERE user_id = $1 AND market = $2',
      [userId, market],
    );
    return { removed: removed.length, remaining: Number(count?.total ?? 0n) };
  });
}

/**
 * Sets the market's order: `codes` names every symbol of the list exactly once. Anything else (the list changed
 * in another tab) is 409 `watchlist_changed` and changes nothing.
 */
export async function reorderWatchlist(
  db: Db,
  userId: bigint,
  market: Market,
  codes: readonly string[],
): Promise<WatchlistEntry[]> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId);
    const entries = await entriesOf(tx, userId, market);
    const present = new Set(entries.map((e) => e.code));
    const asked = new Set(codes);
    const sameSet = asked.size === codes.length && asked.size === present.size && codes.every((c) => present.has(c));
    if (!sameSet) throw new ApiError(409, 'watchlist_changed');
    await tx.query(
      `UPDATE watchlist_entries w SET sort_order = (o.position - 1)::integer
       FROM unnest($3::text[]) WITH ORDINALITY AS o(code, position)
       WHERE w.user_id = $1 AND w.market = $2 AND w.code = o.code`,
      [userId, market, codes],
    );
    return (await entriesOf(tx, userId, market)).map(entryOf);
  });
}
