import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { configValue } from '../config/site-config.ts';
import type { RelyingParty } from './relying-party.ts';
import { authenticationOptions, checkAssertion, passkeyCount, passkeysOf, storeChallenge } from './webauthn.ts';

/** A step-up is fresh for five minutes. */
export const STEP_UP_TTL_MS = 5 * 60 * 1000;
/** A session opened with a recovery code may change the account's factors for its first fifteen minutes. */
export const RECOVERY_WINDOW_MS = 15 * 60 * 1000;

/** The operator setting that puts withdrawals and bank-card changes behind a passkey step-up (on by default). */
export const MONEY_STEP_UP_CONFIG = 'security_passkey_required_for_money';

/** Whether the operator requires a passkey for money (the setting alone). */
export async function passkeyRequiredForMoney(tx: Queryable): Promise<boolean> {
  return (await configValue(tx, MONEY_STEP_UP_CONFIG)) === '1';
}

/** A seeded demo account (users.demo): it may keep using the password alone until it registers a passkey. */
export async function isDemoAccount(tx: Queryable, userId: bigint): Promise<boolean> {
  const [row] = await tx.query<{ demo: boolean }>('SELECT demo FROM users WHERE id = $1', [userId]);
  return row?.demo ?? false;
}

/**
 * Whether this account needs a passkey and a fresh step-up for money: the operator's setting, except for a seeded
 * demo account that has no passkey (one with a passkey is asked like any other).
 */
export async function moneyNeedsPasskey(tx: Queryable, userId: bigint, passkeys: number): Promise<boolean> {
  if (!(await passkeyRequiredForMoney(tx))) return false;
  return passkeys > 0 || !(await isDemoAccount(tx, userId));
}

export interface SessionFactors {
  stepUpValidUntil: Date | null;
  factorChangeAllowedUntil: Date | null;
}

/** Until when this session's step-up is fresh, and until when it may change the account's factors. */
export async function sessionFactors(tx: Queryable, sessionId: bigint, now: Date): Promise<SessionFactors> {
  const [row] = await tx.query<{ step_up_at: Date | null; method: string; created_at: Date }>(
    'SELECT step_up_at, method, created_at FROM sessions WHERE id = $1',
    [sessionId],
  );
  const live = (end: number) => (end > now.getTime() ? new Date(end) : null);
  const stepUp = row?.step_up_at ? live(row.step_up_at.getTime() + STEP_UP_TTL_MS) : null;
  const recovery = row?.method === 'recovery' ? live(row.created_at.getTime() + RECOVERY_WINDOW_MS) : null;
  const change = [stepUp, recovery].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime());
  return { stepUpValidUntil: stepUp, factorChangeAllowedUntil: change[0] ?? null };
}

/**
 * Changing an account's factors (passkeys, recovery codes, the notification email) once it has a passkey needs a
 * fresh step-up, or a session opened with a recovery code in the last 15 minutes: 403 `step_up_required`.
 */
export async function assertFactorChangeAllowed(tx: Queryable, user: SessionUser, now: Date): Promise<void> {
  if ((await passkeyCount(tx, user.userId)) === 0) return;
  if ((await sessionFactors(tx, user.sessionId, now)).factorChangeAllowedUntil === null) {
    throw new ApiError(403, 'step_up_required');
  }
}

/**
 * While the operator requires it (the default), money leaving (withdrawal requests) and the cards it goes to need a registered
 * passkey (403 `passkey_required`) and a step-up on this session at most five minutes old (403 `step_up_required`).
 * Checked before the fund password, so a stolen session token cannot even test fund passwords.
 */
export async function assertMoneyStepUp(tx: Queryable, user: SessionUser, now: Date): Promise<void> {
  const passkeys = await passkeyCount(tx, user.userId);
  if (!(await moneyNeedsPasskey(tx, user.userId, passkeys))) return;
  if (passkeys === 0) throw new ApiError(403, 'passkey_required');
  if ((await sessionFactors(tx, user.sessionId, now)).stepUpValidUntil === null) {
    throw new ApiError(403, 'step_up_required');
  }
}

/** Options for a step-up: the user's passkeys; the challenge is tied to this session. */
export async function stepUpOptions(db: Db, rp: RelyingParty, user: SessionUser, address: string, now: Date) {
  const passkeys = await passkeysOf(db, user.userId);
  if (passkeys.length === 0) throw new ApiError(403, 'passkey_required');
  const options = await authenticationOptions(rp, passkeys);
  await db.transaction((tx) =>
    storeChallenge(tx, options.challenge, 'step_up', { userId: user.userId, sessionId: user.sessionId, address }, now),
  );
  return options;
}

/** Verifies a step-up assertion and records it on the session: fresh for five minutes. */
export async function verifyStepUp(
  db: Db,
  rp: RelyingParty,
  user: SessionUser,
  credential: string | undefined,
  now: Date,
) {
  await checkAssertion(db, rp, credential, 'step_up', { userId: user.userId, sessionId: user.sessionId }, now);
  await db.query('UPDATE sessions SET step_up_at = $2 WHERE id = $1', [user.sessionId, now]);
  return { stepUpAt: now.toISOString(), validUntil: new Date(now.getTime() + STEP_UP_TTL_MS).toISOString() };
}
