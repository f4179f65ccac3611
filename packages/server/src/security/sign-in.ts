import { createHash, randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { ApiError, ApiErrorWithData } from '../http/errors.ts';
import { createSession, hashToken } from '../auth/sessions.ts';
import type { NewSession, RestrictionFlag, SignInMethod } from '../auth/sessions.ts';
import {
  assertSignInAllowed,
  clearSignInFailures,
  confirmFailure,
  countSignInAttempt,
  forgiveAttempt,
} from '../auth/throttle.ts';
import type { SignInSource } from '../auth/throttle.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { writeAudit } from '../admin/audit.ts';
import { sendAlert } from './alerts.ts';
import { newBrowserSignIn, recoveryCodeUsed } from './messages.ts';
import type { RelyingParty } from './relying-party.ts';
import { browserText } from './user-agent.ts';
import {
  authenticationOptions,
  checkAssertion,
  MAX_OPEN_SIGN_IN_CHALLENGES,
  openSignInChallenges,
  parseCredential,
  passkeysOf,
  storeChallenge,
} from './webauthn.ts';
import { RECOVERY_WINDOW_MS } from './step-up.ts';

/** How long a pending login (password right, passkey awaited) lasts, and how many failed second steps it allows. */
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;
export const PENDING_LOGIN_ATTEMPTS = 5;

export type SignInOutcome =
  | 'success'
  | 'second_factor_required'
  | 'wrong_password'
  | 'passkey_failed'
  | 'recovery_code_failed'
  | 'account_restricted';

/** Where a sign-in comes from. */
export interface SignInRequest {
  address: string;
  userAgent: string;
  /** The device id of a valid device cookie for the account, when the browser has one. */
  device: string | undefined;
  now: Date;
}

export interface SignInUser {
  id: bigint;
  account: string;
  role: 'user' | 'operator';
  flags: RestrictionFlag[];
  /** Null until the first sign-in. */
  lastLoginAt: Date | null;
}

export async function signInUserById(tx: Queryable, userId: bigint): Promise<SignInUser> {
  const [row] = await tx.query<{
    id: bigint;
    account: string;
    role: 'user' | 'operator';
    flags: RestrictionFlag[] | null;
    last_login_at: Date | null;
  }>(
    `SELECT id, account, role, last_login_at,
            ARRAY(SELECT flag FROM user_restrictions r WHERE r.user_id = u.id) AS flags
     FROM users u WHERE id = $1`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} vanished`);
  return { id: row.id, account: row.account, role: row.role, flags: row.flags ?? [], lastLoginAt: row.last_login_at };
}

/** One line of the user's sign-in history. */
export async function recordSignInEvent(
  tx: Tx,
  event: { userId: bigint; method: SignInMethod; outcome: SignInOutcome; newBrowser?: boolean },
  request: SignInRequest,
): Promise<void> {
  await tx.query(
    `INSERT INTO sign_in_events (user_id, at, method, outcome, ip_address, user_agent, new_browser)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.userId,
      request.now,
      event.method,
      event.outcome,
      request.address,
      request.userAgent.slice(0, 500),
      event.newBrowser ?? false,
    ],
  );
}

/** Refuses a disabled or login-banned account (after its credentials were right), writing that to its history. */
async function assertMaySignIn(db: Db, user: SignInUser, method: SignInMethod, request: SignInRequest) {
  try {
    assertAccountCan({ flags: user.flags }, 'login');
  } catch (error) {
    await db.transaction((tx) =>
      recordSignInEvent(tx, { userId: user.id, method, outcome: 'account_restricted' }, request),
    );
    throw error;
  }
}

export interface CompletedSignIn {
  session: NewSession & { id: bigint };
  account: string;
  /** Signed in from a browser without the device cookie, after earlier sign-ins: the user was alerted. */
  newBrowser: boolean;
}

/**
 * Opens the session of a successful sign-in, in `tx`: the last sign-in time, the history line, a new-browser alert
 * when a browser without the device cookie signs in to an account that had signed in before, and an operator's
 * sign-in in the audit log.
 */
export async function completeSignIn(
  tx: Tx,
  user: SignInUser,
  method: SignInMethod,
  request: SignInRequest,
): Promise<CompletedSignIn> {
  const { now, address } = request;
  const newBrowser = request.device === undefined && user.lastLoginAt !== null;
  await tx.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [user.id, now]);
  const session = await createSession(tx, user.id, now, { ipAddress: address, userAgent: request.userAgent }, method);
  await recordSignInEvent(tx, { userId: user.id, method, outcome: 'success', newBrowser }, request);
  if (newBrowser) await sendAlert(tx, user.id, newBrowserSignIn(browserText(request.userAgent), address, now), now);
  if (user.role === 'operator') {
    await writeAudit(tx, {
      operatorId: user.id,
      action: 'operator_login',
      targetType: 'operator',
      targetId: user.account,
      before: null,
      after: method === 'password' ? null : { method },
      ipAddress: address,
      at: now,
    });
  }
  return { session, account: user.account, newBrowser };
}

/**
 * After a right password on an account with a passkey: a pending login (a 256-bit token, only its hash kept, for
 * five minutes), answered as 403 `passkey_sign_in_required` with the token in `data`.
 */
export async function passkeySignInRequired(db: Db, user: SignInUser, request: SignInRequest): Promise<never> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(request.now.getTime() + PENDING_LOGIN_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM pending_logins WHERE expires_at <= $1 AND used_at IS NULL', [request.now]);
    await tx.query('INSERT INTO pending_logins (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      hashToken(token),
      user.id,
      request.now,
      expiresAt,
    ]);
    await recordSignInEvent(tx, { userId: user.id, method: 'password', outcome: 'second_factor_required' }, request);
  });
  throw new ApiErrorWithData(403, 'passkey_sign_in_required', {
    pendingToken: token,
    account: user.account,
    expiresAt: expiresAt.toISOString(),
  });
}

interface PendingLogin {
  id: bigint;
  user_id: bigint;
}

/** The pending login behind a token, still usable; 422 `sign_in_expired` otherwise (sign in with the password again). */
async function pendingLoginOf(
  tx: Queryable,
  token: string | undefined,
  now: Date,
  lock = false,
): Promise<PendingLogin> {
  const [row] = await tx.query<PendingLogin>(
    `SELECT id, user_id FROM pending_logins
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 AND failures < $3${lock ? ' FOR UPDATE' : ''}`,
    [hashToken(token ?? ''), now, PENDING_LOGIN_ATTEMPTS],
  );
  if (!row) throw new ApiError(422, 'sign_in_expired');
  return row;
}

async function pendingFailed(db: Db, pending: PendingLogin, method: SignInMethod, request: SignInRequest) {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE pending_logins SET failures = failures + 1 WHERE id = $1', [pending.id]);
    await recordSignInEvent(
      tx,
      { userId: pending.user_id, method, outcome: method === 'recovery' ? 'recovery_code_failed' : 'passkey_failed' },
      request,
    );
  });
}

export interface SignInDeps {
  db: Db;
  rp: RelyingParty;
}

/** Options for the passkey step of a pending login: the account's passkeys. */
export async function secondFactorOptions(deps: SignInDeps, token: string | undefined, request: SignInRequest) {
  const { db, rp } = deps;
  const pending = await pendingLoginOf(db, token, request.now);
  const options = await authenticationOptions(rp, await passkeysOf(db, pending.user_id));
  await db.transaction((tx) =>
    storeChallenge(
      tx,
      options.challenge,
      'second_factor',
      { userId: pending.user_id, pendingLoginId: pending.id, address: request.address },
      request.now,
    ),
  );
  return options;
}

/** Finishes a pending login with one of its account's passkeys: a session that starts with a step-up. */
export async function signInWithSecondFactor(
  deps: SignInDeps,
  form: { pendingToken: string | undefined; credential: string | undefined },
  request: SignInRequest,
): Promise<CompletedSignIn> {
  const { db, rp } = deps;
  const pending = await pendingLoginOf(db, form.pendingToken, request.now);
  try {
    await checkAssertion(
      db,
      rp,
      form.credential,
      'second_factor',
      { userId: pending.user_id, pendingLoginId: pending.id },
      request.now,
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'passkey_verification_failed') {
      await pendingFailed(db, pending, 'passkey', request);
    }
    throw error;
  }
  const user = await signInUserById(db, pending.user_id);
  await assertMaySignIn(db, user, 'passkey', request);
  return db.transaction(async (tx) => {
    await pendingLoginOf(tx, form.pendingToken, request.now, true);
    await tx.query('UPDATE pending_logins SET used_at = $2 WHERE id = $1', [pending.id, request.now]);
    return completeSignIn(tx, user, 'passkey', request);
  });
}

/** Options for a discoverable-credential sign-in: any passkey the browser holds for this site. */
export async function passkeySignInOptions(deps: SignInDeps, request: SignInRequest) {
  const { db, rp } = deps;
  if ((await openSignInChallenges(db, request.address, request.now)) >= MAX_OPEN_SIGN_IN_CHALLENGES) {
    throw new ApiError(429, 'too_frequent', null, { 'Retry-After': '60' });
  }
  const options = await authenticationOptions(rp, []);
  await db.transaction((tx) =>
    storeChallenge(tx, options.challenge, 'sign_in', { address: request.address }, request.now),
  );
  return options;
}

/**
 * Signs in with a passkey alone: the credential names the account. Failures count per address only (429 after
 * backoff); nothing done to the account from elsewhere stands in the way.
 */
export async function signInWithPasskey(
  deps: SignInDeps,
  credentialText: string | undefined,
  request: Omit<SignInRequest, 'device'>,
  deviceFor: (account: string) => Promise<string | undefined>,
): Promise<CompletedSignIn> {
  const { db, rp } = deps;
  const source: SignInSource = { account: '', address: request.address, device: undefined };
  await assertSignInAllowed(db, 'passkey', source, request.now);
  // Malformed answers are refused as bad input before anything is counted.
  parseCredential<AuthenticationResponseJSON>(credentialText, 'authentication');
  // Counted (pending) with a second check under the counter's lock; a failed verification confirms it, anything else
  // forgives it.
  const attempt = await countSignInAttempt(db, 'passkey', source, request.now);
  let userId: bigint;
  try {
    userId = (await checkAssertion(db, rp, credentialText, 'sign_in', {}, request.now)).user_id;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'passkey_verification_failed') await confirmFailure(db, attempt);
    else await forgiveAttempt(db, attempt);
    throw error;
  }
  await forgiveAttempt(db, attempt);
  const user = await signInUserById(db, userId);
  const full: SignInRequest = { ...request, device: await deviceFor(user.account) };
  await assertMaySignIn(db, user, 'passkey', full);
  return db.transaction((tx) => completeSignIn(tx, user, 'passkey', full));
}

/** The alphabet of recovery codes: no 0/O, 1/I/L look-alikes. */
export const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code as typed, normalised (case, spaces and dashes do not matter); undefined when it cannot be one. */
export function normaliseRecoveryCode(code: string): string | undefined {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 16 && [...compact].every((ch) => RECOVERY_ALPHABET.includes(ch)) ? compact : undefined;
}

export const hashRecoveryCode = (normalised: string) => createHash('sha256').update(normalised).digest('hex');

export async function recoveryCodesLeft(tx: Queryable, userId: bigint): Promise<number> {
  const [row] = await tx.query<{ n: bigint }>(
    'SELECT COUNT(*)::bigint AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return Number(row?.n ?? 0n);
}

/**
 * Finishes a pending login with a recovery code, which is used up. The session is not a step-up (it cannot withdraw)
 * but may change the account's factors for 15 minutes; the user is alerted and invited to register a new passkey.
 */
export async function signInWithRecoveryCode(
  db: Db,
  form: { pendingToken: string | undefined; code: string | undefined },
  request: SignInRequest,
): Promise<CompletedSignIn & { recoveryCodesLeft: number; factorChangeAllowedUntil: Date }> {
  const pending = await pendingLoginOf(db, form.pendingToken, request.now);
  const user = await signInUserById(db, pending.user_id);
  const source: SignInSource = { account: user.account, address: request.address, device: request.device };
  // Counted (pending) with the check; a failure confirms it, the success below clears it with the earlier ones.
  const attempt = await countSignInAttempt(db, 'recovery', source, request.now);
  const normalised = normaliseRecoveryCode(form.code ?? '');
  const used =
    normalised === undefined
      ? []
      : await db.query<{ id: bigint }>(
          `UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
           RETURNING id`,
          [user.id, hashRecoveryCode(normalised), request.now],
        );
  if (used.length === 0) {
    await confirmFailure(db, attempt);
    await pendingFailed(db, pending, 'recovery', request);
    throw new ApiError(422, 'recovery_code_invalid');
  }
  await clearSignInFailures(db, 'recovery', source);
  await assertMaySignIn(db, user, 'recovery', request);
  return db.transaction(async (tx) => {
    await pendingLoginOf(tx, form.pendingToken, request.now, true);
    await tx.query('UPDATE pending_logins SET used_at = $2 WHERE id = $1', [pending.id, request.now]);
    const done = await completeSignIn(tx, user, 'recovery', request);
    const left = await recoveryCodesLeft(tx, user.id);
    await sendAlert(tx, user.id, recoveryCodeUsed(left, browserText(request.userAgent), request.address), request.now);
    return {
      ...done,
      recoveryCodesLeft: left,
      factorChangeAllowedUntil: new Date(request.now.getTime() + RECOVERY_WINDOW_MS),
    };
  });
}
