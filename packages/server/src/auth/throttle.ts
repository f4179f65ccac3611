import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Seconds until the `limit`-th most recent failure leaves the window (then fewer than `limit` remain),
 * or undefined when there are fewer than `limit` failures in the window.
 */
async function retryAfter(tx: Tx, column: 'account' | 'address', key: string, limit: number, now: Date) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await tx.query<{ at: Date }>(
    `SELECT at FROM login_failures WHERE ${column} = $1 AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1`,
    [key, since, limit - 1],
  );
  if (!row) return undefined;
  return Math.max(1, Math.ceil((row.at.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Refuses a login attempt with 429 `too_frequent` once an account has had 5 failures, or an address 20, in
 * the last 15 minutes. The window slides: there is no permanent lockout.
 */
export async function assertLoginAllowed(tx: Tx, account: string, address: string, now: Date): Promise<void> {
  const wait =
    (await retryAfter(tx, 'account', account, MAX_FAILURES_PER_ACCOUNT, now)) ??
    (await retryAfter(tx, 'address', address, MAX_FAILURES_PER_ADDRESS, now));
  if (wait !== undefined) {
    throw new ApiError(429, 'too_frequent', null, { 'Retry-After': String(wait) });
  }
}

export async function recordLoginFailure(tx: Tx, account: string, address: string, now: Date): Promise<void> {
  await tx.query('INSERT INTO login_failures (account, address, at) VALUES ($1, $2, $3)', [account, address, now]);
}

/** A successful login forgives the account's earlier failures (the address's still count). */
export async function clearAccountFailures(tx: Tx, account: string): Promise<void> {
  await tx.query('DELETE FROM login_failures WHERE account = $1', [account]);
}
