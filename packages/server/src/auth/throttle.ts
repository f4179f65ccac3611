import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * What a failure counts against: logins, and proofs of a password inside a session (changing the login password,
 * setting or checking the fund password). Each scope has its own budget, so a slip on one form never locks
 * another.
 */
export type ThrottleScope = 'login' | 'login_password' | 'fund_password';

/**
 * Seconds until the `limit`-th most recent failure leaves the window (then fewer than `limit` remain),
 * or undefined when there are fewer than `limit` failures in the window.
 */
async function retryAfter(
  tx: Tx,
  scope: ThrottleScope,
  column: 'account' | 'address',
  key: string,
  limit: number,
  now: Date,
) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await tx.query<{ at: Date }>(
    `SELECT at FROM login_failures WHERE scope = $1 AND ${column} = $2 AND at > $3 ORDER BY at DESC OFFSET $4 LIMIT 1`,
    [scope, key, since, limit - 1],
  );
  if (!row) return undefined;
  return Math.max(1, Math.ceil((row.at.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Refuses an attempt with 429 `too_frequent` once an account has had 5 failures, or an address 20, in the last
 * 15 minutes in this scope. The window slides: there is no permanent lockout.
 */
export async function assertAttemptAllowed(
  tx: Tx,
  scope: ThrottleScope,
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

export async function recordFailure(
  tx: Tx,
  scope: ThrottleScope,
  account: string,
  address: string,
  now: Date,
): Promise<void> {
  await tx.query('INSERT INTO login_failures (scope, account, address, at) VALUES ($1, $2, $3, $4)', [
    scope,
    account,
    address,
    now,
  ]);
}

/** A success forgives the account's earlier failures in the scope (the address's still count). */
export async function clearAccountFailures(tx: Tx, scope: ThrottleScope, account: string): Promise<void> {
  await tx.query('DELETE FROM login_failures WHERE scope = $1 AND account = $2', [scope, account]);
}

export const assertLoginAllowed = (tx: Tx, account: string, address: string, now: Date) =>
  assertAttemptAllowed(tx, 'login', account, address, now);
export const recordLoginFailure = (tx: Tx, account: string, address: string, now: Date) =>
  recordFailure(tx, 'login', account, address, now);
