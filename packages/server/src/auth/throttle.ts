import type { Db, Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';

/** Failures older than this no longer count: nothing is ever a permanent lock. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * What a failure counts against. Sign-ins (`login`: the password; `recovery`: a recovery code; `passkey`: an
 * assertion that did not verify) follow the sign-in policy below. Proofs of a password inside a session (changing the
 * login password, setting or checking the fund password) keep their own budget per scope, so a slip on one form
 * never locks another, and only the session's holder can spend it.
 */
export type ThrottleScope = 'login' | 'recovery' | 'passkey' | 'login_password' | 'fund_password';
export type SignInScope = 'login' | 'recovery' | 'passkey';
export type SessionProofScope = 'login_password' | 'fund_password';

/*
 * Sign-in throttling (OWASP's "device cookies"): failures count per account and address, and per address across
 * accounts; after a few free failures each further attempt waits twice as long as the last (30 s, 1 min, 2 min…, at
 * most 15 min), then 429 `too_frequent` with Retry-After. A browser that carries a valid device cookie for the
 * account counts only against its own small budget, so wrong passwords sent from elsewhere (another address, or the
 * same one) never slow down a customer on a browser that signed in before. Passkey failures count per address only:
 * a passkey sign-in is never held up by anything done to the account.
 */
export interface Backoff {
  /** Failures in the window that cost nothing. */
  free: number;
  /** The wait after the first failure over `free`; each further one doubles it. */
  baseMs: number;
}

export const SIGN_IN_BACKOFF = {
  /** One account from one address (without a device cookie). */
  pair: { free: 3, baseMs: 30_000 },
  /** One address, whatever the account (without a device cookie). */
  address: { free: 10, baseMs: 30_000 },
  /** One browser that signed in to the account before (a valid device cookie). */
  device: { free: 5, baseMs: 30_000 },
} as const satisfies Record<string, Backoff>;

/** How long after the last failure the next attempt may come, with `failures` in the window. */
export function backoffMs(failures: number, rule: Backoff): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** Math.min(failures - rule.free, 20), THROTTLE_WINDOW_MS);
}

export interface SignInSource {
  /** The account typed (or '' for a passkey, where none is). */
  account: string;
  address: string;
  /** The device id of a valid device cookie for this account, if the request carries one. */
  device: string | undefined;
}

/**
 * When attempts still being judged (pending rows) count against a counter: `always` for one account's counters (a
 * burst of guesses at one account is judged only as far as the free failures go), `after_failure` for the counters of
 * a whole address (many people behind one address signing in at once are not held up until a failure comes from it).
 */
type PendingRule = 'always' | 'after_failure';

interface Counter {
  where: string;
  params: unknown[];
  rule: Backoff;
  pending: PendingRule;
}

function countersOf(scope: SignInScope, source: SignInSource): Counter[] {
  if (scope === 'passkey') {
    return [
      { where: 'address = $2', params: [source.address], rule: SIGN_IN_BACKOFF.address, pending: 'after_failure' },
    ];
  }
  if (source.device !== undefined) {
    return [
      {
        where: 'account = $2 AND device = $3',
        params: [source.account, source.device],
        rule: SIGN_IN_BACKOFF.device,
        pending: 'always',
      },
    ];
  }
  return [
    {
      where: 'account = $2 AND address = $3 AND device IS NULL',
      params: [source.account, source.address],
      rule: SIGN_IN_BACKOFF.pair,
      pending: 'always',
    },
    {
      where: 'address = $2 AND device IS NULL',
      params: [source.address],
      rule: SIGN_IN_BACKOFF.address,
      pending: 'after_failure',
    },
  ];
}

/** Seconds to wait before the next attempt under one counter, or 0. */
async function waitSeconds(tx: Tx, scope: SignInScope, counter: Counter, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const next = counter.params.length + 2;
  const [row] = await tx.query<{ judged: bigint; n: bigint; last_judged: Date | null; last: Date | null }>(
    `SELECT COUNT(*) FILTER (WHERE NOT pending)::bigint AS judged, COUNT(*)::bigint AS n,
            MAX(at) FILTER (WHERE NOT pending) AS last_judged, MAX(at) AS last
       FROM login_failures WHERE scope = $1 AND ${counter.where} AND at > $${next}`,
    [scope, ...counter.params, since],
  );
  if (!row) return 0;
  const withPending = counter.pending === 'always' || row.judged > 0n;
  const last = withPending ? row.last : row.last_judged;
  if (!last) return 0;
  const until = last.getTime() + backoffMs(Number(withPending ? row.n : row.judged), counter.rule);
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Refuses a sign-in attempt with 429 `too_frequent` and Retry-After while any of its counters is backing off. */
export async function assertSignInAllowed(tx: Tx, scope: SignInScope, source: SignInSource, now: Date): Promise<void> {
  let wait = 0;
  for (const counter of countersOf(scope, source)) wait = Math.max(wait, await waitSeconds(tx, scope, counter, now));
  if (wait > 0) throw new ApiError(429, 'too_frequent', null, { 'Retry-After': String(wait) });
}

/**
 * Takes the counters' locks, shared by every process on the database (transaction advisory locks, in one order so two
 * claims never wait on each other crosswise).
 */
async function lockCounters(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}

/** A counted attempt, pending: `confirmFailure` makes it a failure, `forgiveAttempt` removes it. */
export interface CountedAttempt {
  scope: ThrottleScope;
  account: string;
  address: string;
  device: string | null;
  at: Date;
}

/**
 * Counts a sign-in attempt as a failure before its proof is checked, in one step with the check and under the
 * counters' locks: attempts sent at once, to one process or to several on one database, are each counted before the
 * next is judged, so a burst cannot slip past the backoff while the first proofs are still being hashed. Throws 429
 * `too_frequent` like `assertSignInAllowed`. A success (or a refusal for another reason) calls `forgiveAttempt`.
 */
export async function countSignInAttempt(
  db: Db,
  scope: SignInScope,
  source: SignInSource,
  now: Date,
): Promise<CountedAttempt> {
  return db.transaction(async (tx) => {
    await lockCounters(
      tx,
      countersOf(scope, source).map((c) => [scope, c.where, ...c.params].join('|')),
    );
    await assertSignInAllowed(tx, scope, source, now);
    await recordSignInFailure(tx, scope, source, now, true);
    return { scope, account: source.account, address: source.address, device: source.device ?? null, at: now };
  });
}

const ONE_PENDING = `SELECT ctid FROM login_failures WHERE pending AND scope = $1 AND account = $2 AND address = $3
   AND device IS NOT DISTINCT FROM $4 AND at = $5 LIMIT 1`;

/** The attempt failed: its pending row becomes a failure (any of identical rows: they count the same). */
export async function confirmFailure(tx: Tx, attempt: CountedAttempt): Promise<void> {
  await tx.query(`UPDATE login_failures SET pending = false WHERE ctid = (${ONE_PENDING})`, [
    attempt.scope,
    attempt.account,
    attempt.address,
    attempt.device,
    attempt.at,
  ]);
}

/** The attempt was not a failure (a success, or refused for another reason): its pending row goes. */
export async function forgiveAttempt(tx: Tx, attempt: CountedAttempt): Promise<void> {
  await tx.query(`DELETE FROM login_failures WHERE ctid = (${ONE_PENDING})`, [
    attempt.scope,
    attempt.account,
    attempt.address,
    attempt.device,
    attempt.at,
  ]);
}

/**
 * Records a failed sign-in (and forgets this address's failures that no longer count, so the table stays small). Call
 * it outside the transaction whose refusal follows, so the refusal cannot undo it.
 */
export async function recordSignInFailure(
  tx: Tx,
  scope: SignInScope,
  source: SignInSource,
  now: Date,
  pending = false,
): Promise<void> {
  await tx.query('DELETE FROM login_failures WHERE scope = $1 AND address = $2 AND at <= $3', [
    scope,
    source.address,
    new Date(now.getTime() - THROTTLE_WINDOW_MS),
  ]);
  await tx.query(
    'INSERT INTO login_failures (scope, account, address, device, at, pending) VALUES ($1, $2, $3, $4, $5, $6)',
    [scope, source.account, source.address, source.device ?? null, now, pending],
  );
}

/**
 * A success forgives the failures of the account from this browser or address only: an attacker's failures
 * elsewhere keep counting against the attacker.
 */
export async function clearSignInFailures(tx: Tx, scope: SignInScope, source: SignInSource): Promise<void> {
  if (source.device !== undefined) {
    await tx.query('DELETE FROM login_failures WHERE scope = $1 AND account = $2 AND device = $3', [
      scope,
      source.account,
      source.device,
    ]);
  } else {
    await tx.query('DELETE FROM login_failures WHERE scope = $1 AND account = $2 AND address = $3 AND device IS NULL', [
      scope,
      source.account,
      source.address,
    ]);
  }
}

/* Proofs inside a session: 5 failures per account, or 20 per address, in a sliding 15 minutes. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Seconds until the `limit`-th most recent failure leaves the window (then fewer than `limit` remain),
 * or undefined when there are fewer than `limit` failures in the window.
 */
async function retryAfter(
  tx: Tx,
  scope: SessionProofScope,
  column: 'account' | 'address',
  key: string,
  limit: number,
  now: Date,
) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await tx.query<{ at: Date }>(
    // Proofs still being judged count once a failure has come (so a double-submitted right password is never held up).
    `SELECT at FROM login_failures WHERE scope = $1 AND ${column} = $2 AND at > $3
        AND (NOT pending OR EXISTS (SELECT 1 FROM login_failures j
                                    WHERE j.scope = $1 AND j.${column} = $2 AND j.at > $3 AND NOT j.pending))
      ORDER BY at DESC OFFSET $4 LIMIT 1`,
    [scope, key, since, limit - 1],
  );
  if (!row) return undefined;
  return Math.max(1, Math.ceil((row.at.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Refuses a password proof inside a session with 429 `too_frequent` once the account has had 5 failures, or the
 * address 20, in the last 15 minutes in this scope. The window slides: there is no permanent lockout.
 */
export async function assertAttemptAllowed(
  tx: Tx,
  scope: SessionProofScope,
  account: string,
  address: string,
  now: Date,
): Promise<void> {
  const wait =
    (await retryAfter(tx, scope, 'account', account, MAX_FAILURES_PER_ACCOUNT, now)) ??
    (await retryAfter(tx, scope, 'address', address, MAX_FAILURES_PER_ADDRESS, now));
  if (wait !== undefined) {
    throw new ApiError(429, 'too_frequent', null, { 'Retry-After': String(wait) });
  }
}

/**
 * Counts a password proof inside a session as a failure before it is checked, in one step with the check and under
 * the account's and address's locks (see `countSignInAttempt`); a success forgives it.
 */
export async function countProofAttempt(
  db: Db,
  scope: SessionProofScope,
  account: string,
  address: string,
  now: Date,
): Promise<CountedAttempt> {
  return db.transaction(async (tx) => {
    await lockCounters(tx, [`${scope}|account|${account}`, `${scope}|address|${address}`]);
    await assertAttemptAllowed(tx, scope, account, address, now);
    await recordFailure(tx, scope, account, address, now, true);
    return { scope, account, address, device: null, at: now };
  });
}

export async function recordFailure(
  tx: Tx,
  scope: SessionProofScope,
  account: string,
  address: string,
  now: Date,
  pending = false,
): Promise<void> {
  await tx.query('INSERT INTO login_failures (scope, account, address, at, pending) VALUES ($1, $2, $3, $4, $5)', [
    scope,
    account,
    address,
    now,
    pending,
  ]);
}

/** A success forgives the account's earlier failures in the scope (the address's still count). */
export async function clearAccountFailures(tx: Tx, scope: SessionProofScope, account: string): Promise<void> {
  await tx.query('DELETE FROM login_failures WHERE scope = $1 AND account = $2', [scope, account]);
}
