import { createHash } from 'node:crypto';
import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { LedgerError } from './ledger.ts';

/** The contract's `Idempotency-Key` header: 8–64 letters, digits, `-` or `_`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface IdempotencyScope {
  userId: bigint;
  /** The contract's operationId: a key reused for another operation is a conflict too. */
  operationId: string;
  /** The header's value; undefined when the request had none. */
  key: string | undefined;
  /** A digest of the request body (`requestHash`): the same key with another body is refused. */
  requestHash: string;
  at?: Date;
  /**
   * Lock the user's row (FOR NO KEY UPDATE, as trading's `lockTrader`) right after the claim, by the claim's own
   * statement: one round trip fewer for an operation that would take that lock first anyway.
   */
  lockUser?: boolean;
}

/** What `run` gets: the claimed record, and with `lockUser` the user's row as read under its lock. */
export interface Claim {
  userId: bigint;
  key: string;
  lockedUser: { realNameStatus: string | null } | undefined;
}

/**
 * What `run` answers when its own last statement stored the answer (`storeAnswerSql`), sparing the round trip of
 * storing it after: `json` is exactly the text it stored.
 */
export class StoredAnswer<T> {
  /** Only carries the answer's type. */
  declare readonly answer?: T;
  constructor(readonly json: string) {}
}

/**
 * A data-modifying CTE's body storing the claimed record's answer: `answer` is the SQL of its JSON text over `from`
 * (one row: nothing is stored without it), `userId` and `key` the SQL of the record's user and key. It returns one
 * row once stored.
 */
export const storeAnswerSql = (answer: string, from: string, userId: string, key: string): string =>
  `UPDATE idempotency_keys k SET response = ${answer} FROM ${from} WHERE k.user_id = ${userId} AND k.key = ${key}
  RETURNING 1`;

// Each answers one row when the key was claimed, none on a replay; only the second reads the user, under its lock.
const CLAIM_SQL = `INSERT INTO idempotency_keys (user_id, key, operation_id, request_hash, created_at)
     VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()))
     ON CONFLICT (user_id, key) DO NOTHING RETURNING NULL::text AS real_name_status`;

// The claim first, then the user's lock, as when they were two statements: a replay locks nothing.
const CLAIM_AND_LOCK_USER_SQL = `WITH claim AS (
  INSERT INTO idempotency_keys (user_id, key, operation_id, request_hash, created_at)
  VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()))
  ON CONFLICT (user_id, key) DO NOTHING RETURNING user_id
), locked AS (
  SELECT real_name_status FROM users WHERE id = (SELECT user_id FROM claim) FOR NO KEY UPDATE
)
SELECT (SELECT real_name_status FROM locked) AS real_name_status FROM claim`;

/**
 * A stable digest of a form: the same fields and values in any order give the same hash, and a repeated field
 * keeps its values' order.
 */
export function requestHash(form: Record<string, string | readonly string[]> | Iterable<[string, string]>): string {
  const pairs: [string, string][] = [];
  const entries: Iterable<[string, string | readonly string[]]> =
    Symbol.iterator in form ? (form as Iterable<[string, string]>) : Object.entries(form);
  for (const [name, value] of entries) {
    for (const one of typeof value === 'string' ? [value] : value) pairs.push([name, one]);
  }
  const sorted = pairs
    .map((pair, index) => ({ pair, index }))
    .sort((a, b) => (a.pair[0] < b.pair[0] ? -1 : a.pair[0] > b.pair[0] ? 1 : a.index - b.index))
    .map(({ pair }) => pair);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

export interface IdempotentResult<T> {
  response: T;
  /** True when the key had been used: the stored answer came back and `run` did not run. */
  replayed: boolean;
}

/**
 * Runs a money-moving operation once per (user, Idempotency-Key). Call it inside the transaction that moves the
 * money: the key is claimed before `run` (a concurrent duplicate waits on the claim, then replays), and the answer
 * is stored before commit, so the ledger writes and the record commit or roll back together. A replay with the
 * same operation and body returns the stored answer and moves nothing; with another body or operation it is
 * refused with 409 `idempotency_conflict`. If `run` throws, nothing is stored and the key stays free.
 *
 * The answer is kept as JSON: return plain data (decimal strings, not bigint or Date), and the first call gets
 * the same JSON-shaped value back as every replay. `run` may store it itself by its last statement and answer a
 * `StoredAnswer`.
 */
export async function idempotentCall<T>(
  tx: Tx,
  scope: IdempotencyScope,
  run: (claim: Claim) => Promise<T | StoredAnswer<T>>,
): Promise<IdempotentResult<T>> {
  const { key } = scope;
  if (key === undefined || key === '') {
    throw new ApiError(400, 'invalid_parameter', [{ field: IDEMPOTENCY_HEADER, rule: 'required' }]);
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'invalid_parameter', [{ field: IDEMPOTENCY_HEADER, rule: 'pattern' }]);
  }
  const claimed = await tx.query<{ real_name_status: string | null }>(
    scope.lockUser ? CLAIM_AND_LOCK_USER_SQL : CLAIM_SQL,
    [scope.userId, key, scope.operationId, scope.requestHash, scope.at ?? null],
  );
  if (claimed.length === 1) {
    const answer = await run({
      userId: scope.userId,
      key,
      lockedUser: scope.lockUser ? { realNameStatus: claimed[0]?.real_name_status ?? null } : undefined,
    });
    if (answer instanceof StoredAnswer) return { response: JSON.parse(answer.json) as T, replayed: false };
    const stored = JSON.stringify(answer ?? null);
    await tx.query('UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2', [
      scope.userId,
      key,
      stored,
    ]);
    return { response: JSON.parse(stored) as T, replayed: false };
  }
  const [record] = await tx.query<{ operation_id: string; request_hash: string; response: string | null }>(
    'SELECT operation_id, request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [scope.userId, key],
  );
  if (!record) throw new LedgerError(`idempotency key ${key} vanished`);
  if (record.operation_id !== scope.operationId || record.request_hash !== scope.requestHash) {
    throw new ApiError(409, 'idempotency_conflict');
  }
  // Only the claiming transaction itself can see the record before its answer is stored.
  if (record.response === null) throw new LedgerError(`idempotency key ${key} reused inside its own operation`);
  return { response: JSON.parse(record.response) as T, replayed: true };
}

/** `idempotentCall` returning just the answer (the first one, or the stored one on a replay). */
export async function idempotent<T>(
  tx: Tx,
  scope: IdempotencyScope,
  run: (claim: Claim) => Promise<T | StoredAnswer<T>>,
): Promise<T> {
  return (await idempotentCall(tx, scope, run)).response;
}
