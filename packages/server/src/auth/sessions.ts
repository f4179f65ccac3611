import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';

export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, so reads stay reads. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** A 256-bit random token; only its SHA-256 is stored. */
export async function createSession(tx: Tx, userId: bigint, now: Date): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ABSOLUTE_LIFETIME_MS);
  await tx.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
    [hashToken(token), userId, now, expiresAt],
  );
  return { token, expiresAt };
}

export interface SessionUser {
  sessionId: bigint;
  userId: bigint;
  account: string;
  role: 'user' | 'operator';
  status: 'active' | 'frozen' | 'disabled' | 'banned';
}

interface SessionRow {
  session_id: bigint;
  user_id: bigint;
  account: string;
  role: SessionUser['role'];
  status: SessionUser['status'];
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/**
 * The session behind `token` and `account` headers: 401 `not_logged_in` when the token is missing, unknown,
 * revoked or expired; 403 `account_mismatch` when `account` is not the token's user's.
 */
export async function authenticate(
  tx: Tx,
  token: string | undefined,
  account: string | undefined,
  now: Date,
): Promise<SessionUser> {
  if (!token) throw new ApiError(401, 'not_logged_in');
  const [row] = await tx.query<SessionRow>(
    `SELECT s.id AS session_id, s.user_id, u.account, u.role, u.status, s.last_seen_at, s.expires_at, s.revoked_at
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [hashToken(token)],
  );
  const nowMs = now.getTime();
  if (
    !row ||
    row.revoked_at !== null ||
    row.expires_at.getTime() <= nowMs ||
    row.last_seen_at.getTime() + IDLE_TIMEOUT_MS <= nowMs
  ) {
    throw new ApiError(401, 'not_logged_in');
  }
  if (row.status === 'banned') throw new ApiError(403, 'account_banned');
  if (row.status === 'disabled') throw new ApiError(403, 'account_disabled');
  if (account !== row.account) throw new ApiError(403, 'account_mismatch');
  if (nowMs - row.last_seen_at.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await tx.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, now]);
  }
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    account: row.account,
    role: row.role,
    status: row.status,
  };
}

export async function revokeSession(tx: Tx, sessionId: bigint, now: Date): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}
