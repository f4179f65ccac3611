import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { restrictionFlags, type RestrictionFlag } from '@kabuto/api-client';
import type { Tx } from '../db/db.ts';
import { afterCommit, notify } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';

export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, so reads stay reads. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
/**
 * How long a session lookup is answered from this process's memory before the database is asked again. Whatever
 * ends or restricts a session (logout, revocation, a password change, a restriction) drops the lookups it touches at
 * once: in this process when it commits, and in every other process on the same PostgreSQL through a NOTIFY sent
 * with the commit (`SESSION_EVENTS_CHANNEL`, heard by events/cluster.ts). While a process cannot hear those (its
 * listening connection is down or not yet up) it keeps nothing. The bound is for a change made in the database by
 * hand, seen at most this much later.
 */
export const SESSION_CACHE_MS = 2000;
/** This process's lifetime of a remembered lookup: `SESSION_CACHE_MS` unless main.ts sets `KABUTO_SESSION_CACHE_MS`. */
let sessionCacheMs = SESSION_CACHE_MS;
/** Sets how long this process remembers a session lookup (0 remembers none); main.ts, from `KABUTO_SESSION_CACHE_MS`. */
export function setSessionCacheMs(ms: number): void {
  sessionCacheMs = ms;
}
/** The most lookups kept; beyond it the expired ones go, and if none has, all of them. */
const SESSION_CACHE_SIZE = 10_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Where a session was opened from, shown to operators. */
export interface SessionOrigin {
  ipAddress: string;
  userAgent: string;
}

/** How a session was opened (the sign-in history's `method`). */
export type SignInMethod = 'password' | 'passkey' | 'recovery';

/**
 * A 256-bit random token; only its SHA-256 is stored. A session opened with a passkey starts with a step-up (the
 * sign-in was one).
 */
export async function createSession(
  tx: Tx,
  userId: bigint,
  now: Date,
  origin: SessionOrigin = { ipAddress: '', userAgent: '' },
  method: SignInMethod = 'password',
): Promise<NewSession & { id: bigint }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ABSOLUTE_LIFETIME_MS);
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, ip_address, user_agent, method,
                           step_up_at)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      hashToken(token),
      userId,
      now,
      expiresAt,
      origin.ipAddress,
      origin.userAgent.slice(0, 500),
      method,
      method === 'passkey' ? now : null,
    ],
  );
  if (!row) throw new Error('session insert returned nothing');
  return { token, expiresAt, id: row.id };
}

/** The account restrictions, as the contract names them (AdminSetFlagRequest.flag). */
export const RESTRICTION_FLAGS = restrictionFlags;
export type { RestrictionFlag };

export interface SessionUser {
  sessionId: bigint;
  userId: bigint;
  account: string;
  role: 'user' | 'operator';
  /** The restrictions in force. */
  flags: RestrictionFlag[];
  createdAt: Date;
  /** When the session would end without further requests, after this one. */
  idleExpiresAt: Date;
  expiresAt: Date;
}

interface SessionRow {
  session_id: bigint;
  user_id: bigint;
  account: string;
  role: SessionUser['role'];
  flags: RestrictionFlag[] | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

interface CachedSession {
  row: SessionRow;
  /** performance.now() of the lookup. */
  fetchedAt: number;
}

/**
 * Session lookups by token hash, for `SESSION_CACHE_MS`. A lookup that was in flight while something was forgotten
 * is not kept (the generation moved on), so a revocation can never be undone by an answer read before it.
 */
class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string): SessionRow | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    const age = performance.now() - entry.fetchedAt;
    if (age >= 0 && age < sessionCacheMs) return entry.row;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a lookup made while the generation was `generation`, unless something was forgotten since. */
  set(tokenHash: string, row: SessionRow, generation: number): void {
    if (generation !== this.#generation || sessionCacheMs === 0) return;
    if (this.#entries.size >= SESSION_CACHE_SIZE) this.#prune();
    this.#entries.set(tokenHash, { row, fetchedAt: performance.now() });
  }

  /** Drops the lookups of the sessions that match, and any lookup in flight. */
  forget(matches: (row: SessionRow) => boolean): void {
    this.#generation += 1;
    for (const [hash, entry] of this.#entries) if (matches(entry.row)) this.#entries.delete(hash);
  }

  #prune(): void {
    const now = performance.now();
    for (const [hash, entry] of this.#entries) {
      if (now - entry.fetchedAt >= sessionCacheMs) this.#entries.delete(hash);
    }
    if (this.#entries.size >= SESSION_CACHE_SIZE) this.#entries.clear();
  }
}

const sessionCache = new SessionCache();

/** The channel on which revocations reach every process (payload `u:<user id>` or `s:<session id>`). */
export const SESSION_EVENTS_CHANNEL = 'kabuto_session_events';

/** Reasons the cache is off: each a process's shared database whose revocations it cannot hear now. */
let cacheSuspensions = 0;

/**
 * Keeps no lookup until the returned function is called (a process that cannot hear other processes' revocations).
 * Forgets everything kept so far.
 */
export function suspendSessionCache(): () => void {
  cacheSuspensions += 1;
  sessionCache.forget(() => true);
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    cacheSuspensions -= 1;
    // What was looked up while deaf may be stale.
    sessionCache.forget(() => true);
  };
}

/** A revocation another process announced (`SESSION_EVENTS_CHANNEL`): forgets what it touches. */
export function forgetSessionsFromNotification(payload: string): { userId?: bigint; sessionId?: bigint } | undefined {
  const match = /^([us]):(\d{1,19})$/.exec(payload);
  if (!match) return undefined;
  const id = BigInt(match[2]!);
  if (match[1] === 'u') {
    sessionCache.forget((row) => row.user_id === id);
    return { userId: id };
  }
  sessionCache.forget((row) => row.session_id === id);
  return { sessionId: id };
}

/**
 * Forgets what this process remembers of a user's sessions, now and again once `tx` commits: call it beside any
 * write that ends a session or changes what `authenticate` answers for the user (its restrictions, its role).
 */
export async function forgetUserSessions(tx: Tx, userId: bigint): Promise<void> {
  const matches = (row: SessionRow) => row.user_id === userId;
  sessionCache.forget(matches);
  afterCommit(tx, () => sessionCache.forget(matches));
  await notify(tx, SESSION_EVENTS_CHANNEL, `u:${userId}`);
}

/**
 * The session behind `token` and `account` headers: 401 `not_logged_in` when the token is missing, unknown,
 * revoked or expired; 403 `account_banned` / `account_disabled` when the account may not be used; 403
 * `account_mismatch` when `account` is not the token's user's.
 */
export async function authenticate(
  tx: Tx,
  token: string | undefined,
  account: string | undefined,
  now: Date,
): Promise<SessionUser> {
  if (!token) throw new ApiError(401, 'not_logged_in');
  const tokenHash = hashToken(token);
  let row = cacheSuspensions === 0 ? sessionCache.get(tokenHash) : undefined;
  if (!row) {
    const generation = sessionCache.generation;
    [row] = await tx.query<SessionRow>(
      `SELECT s.id AS session_id, s.user_id, u.account, u.role, s.created_at, s.last_seen_at, s.expires_at,
              s.revoked_at, ARRAY(SELECT r.flag FROM user_restrictions r WHERE r.user_id = u.id ORDER BY r.flag) AS flags
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
      [tokenHash],
    );
    if (row && cacheSuspensions === 0) sessionCache.set(tokenHash, row, generation);
  }
  const nowMs = now.getTime();
  if (
    !row ||
    row.revoked_at !== null ||
    row.expires_at.getTime() <= nowMs ||
    row.last_seen_at.getTime() + IDLE_TIMEOUT_MS <= nowMs
  ) {
    throw new ApiError(401, 'not_logged_in');
  }
  const flags = row.flags ?? [];
  if (flags.includes('disabled')) throw new ApiError(403, 'account_disabled');
  if (flags.includes('login_banned')) throw new ApiError(403, 'account_banned');
  if (account !== row.account) throw new ApiError(403, 'account_mismatch');
  let lastSeen = row.last_seen_at;
  if (nowMs - row.last_seen_at.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await tx.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, now]);
    // The remembered lookup moves with it, so the next requests of the minute neither write again nor idle out.
    row.last_seen_at = now;
    lastSeen = now;
  }
  const idleEnd = Math.min(lastSeen.getTime() + IDLE_TIMEOUT_MS, row.expires_at.getTime());
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    account: row.account,
    role: row.role,
    flags: [...flags],
    createdAt: row.created_at,
    idleExpiresAt: new Date(idleEnd),
    expiresAt: row.expires_at,
  };
}

export async function revokeSession(tx: Tx, sessionId: bigint, now: Date): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
  const matches = (row: SessionRow) => row.session_id === sessionId;
  sessionCache.forget(matches);
  afterCommit(tx, () => sessionCache.forget(matches));
  await notify(tx, SESSION_EVENTS_CHANNEL, `s:${sessionId}`);
}

/** Revokes every live session of a user except `keep`; answers how many ended. */
export async function revokeUserSessions(tx: Tx, userId: bigint, now: Date, keep?: bigint): Promise<number> {
  await forgetUserSessions(tx, userId);
  const rows = await tx.query(
    `UPDATE sessions SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $4
       AND id IS DISTINCT FROM $3::bigint
     RETURNING id`,
    [userId, now, keep ?? null, new Date(now.getTime() - IDLE_TIMEOUT_MS)],
  );
  return rows.length;
}

export interface LiveSession {
  id: bigint;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ip_address: string;
  user_agent: string;
}

/** A user's sessions that still work, newest first. */
export async function liveSessions(tx: Tx, userId: bigint, now: Date): Promise<LiveSession[]> {
  return tx.query<LiveSession>(
    `SELECT id, created_at, last_seen_at, expires_at, ip_address, user_agent FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3
     ORDER BY created_at DESC, id DESC`,
    [userId, now, new Date(now.getTime() - IDLE_TIMEOUT_MS)],
  );
}
