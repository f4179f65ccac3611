import { randomBytes, randomInt } from 'node:crypto';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ResponseData } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { sqlState } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import { IDLE_TIMEOUT_MS, revokeSession, revokeUserSessions } from '../auth/sessions.ts';
import type { SessionUser, SignInMethod } from '../auth/sessions.ts';
import { proveLoginPassword } from '../accounts/passwords.ts';
import { sendAlert } from './alerts.ts';
import { notificationEmailChanged, passkeyAdded, passkeyRemoved, recoveryCodesGenerated } from './messages.ts';
import type { RelyingParty } from './relying-party.ts';
import { assertFactorChangeAllowed, isDemoAccount, moneyNeedsPasskey, sessionFactors } from './step-up.ts';
import { hashRecoveryCode, RECOVERY_ALPHABET, recoveryCodesLeft } from './sign-in.ts';
import type { SignInOutcome } from './sign-in.ts';
import { browserOf } from './user-agent.ts';
import {
  challengeOf,
  consumeChallenge,
  parseCredential,
  passkeyCount,
  passkeyFailed,
  passkeysOf,
  registrationOptions,
  storeChallenge,
  verifyRegistration,
} from './webauthn.ts';

export type Passkey = ResponseData<'/security/passkey/register'>;
export type SignInEvent = ResponseData<'/security/signIns'>['items'][number];

/** At most ten passkeys per account. */
export const MAX_PASSKEYS = 10;
export const RECOVERY_CODE_COUNT = 10;

/** The context of a signed-in user's security call. */
export interface SecurityContext {
  user: SessionUser;
  address: string;
  now: Date;
}

interface PasskeyRow {
  id: bigint;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  backed_up: boolean;
  multi_device: boolean;
}

export const passkeyView = (row: PasskeyRow): Passkey => ({
  id: String(row.id),
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  backedUp: row.backed_up,
  multiDevice: row.multi_device,
});

const PASSKEY_VIEW_COLUMNS = 'id, name, created_at, last_used_at, backed_up, multi_device';

export async function passkeyViews(tx: Queryable, userId: bigint): Promise<Passkey[]> {
  const rows = await tx.query<PasskeyRow>(
    `SELECT ${PASSKEY_VIEW_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
  return rows.map(passkeyView);
}

async function recoveryCodesGeneratedAt(tx: Queryable, userId: bigint): Promise<string | null> {
  const [row] = await tx.query<{ at: Date | null }>(
    'SELECT MAX(created_at) AS at FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return row?.at?.toISOString() ?? null;
}

async function notificationEmailOf(tx: Queryable, userId: bigint): Promise<string | null> {
  const [row] = await tx.query<{ notification_email: string | null }>(
    'SELECT notification_email FROM users WHERE id = $1',
    [userId],
  );
  return row?.notification_email ?? null;
}

export async function securityOverview(db: Db, ctx: SecurityContext): Promise<ResponseData<'/security/overview'>> {
  const { user, now } = ctx;
  const count = await passkeyCount(db, user.userId);
  const factors = await sessionFactors(db, user.sessionId, now);
  return {
    passkeyCount: count,
    recoveryCodesLeft: await recoveryCodesLeft(db, user.userId),
    recoveryCodesGeneratedAt: await recoveryCodesGeneratedAt(db, user.userId),
    notificationEmail: await notificationEmailOf(db, user.userId),
    stepUpValidUntil: factors.stepUpValidUntil?.toISOString() ?? null,
    // An account without a passkey may always set up its factors (the first passkey asks for the password).
    factorChangeAllowedUntil: count === 0 ? null : (factors.factorChangeAllowedUntil?.toISOString() ?? null),
    passkeyRequiredForMoney: await moneyNeedsPasskey(db, user.userId, count),
    signInNeedsPasskey: count > 0,
    demoAccount: await isDemoAccount(db, user.userId),
  };
}

/** The user's WebAuthn handle (32 random bytes), made on first use. */
async function userHandle(db: Queryable, userId: bigint): Promise<Uint8Array> {
  await db.query('UPDATE users SET webauthn_user_id = $2 WHERE id = $1 AND webauthn_user_id IS NULL', [
    userId,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ webauthn_user_id: string }>('SELECT webauthn_user_id FROM users WHERE id = $1', [
    userId,
  ]);
  if (!row) throw new Error(`user ${userId} vanished`);
  return new Uint8Array(Buffer.from(row.webauthn_user_id, 'base64url'));
}

/**
 * Options for registering a passkey. The first needs the login password (throttled like every password proof);
 * later ones a fresh step-up or a recovery session. At most ten.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  ctx: SecurityContext,
  password: string | undefined,
) {
  const { user, now, address } = ctx;
  const existing = await passkeysOf(db, user.userId);
  if (existing.length >= MAX_PASSKEYS) throw new ApiError(422, 'passkey_limit_reached');
  if (existing.length > 0) {
    await assertFactorChangeAllowed(db, user, now);
  } else {
    if (password === undefined) throw invalidParameter([{ field: 'password', rule: 'required' }]);
    await proveLoginPassword(db, ctx, password);
  }
  const options = await registrationOptions(
    rp,
    { account: user.account, handle: await userHandle(db, user.userId) },
    existing,
  );
  await db.transaction((tx) =>
    storeChallenge(tx, options.challenge, 'register', { userId: user.userId, sessionId: user.sessionId, address }, now),
  );
  return options;
}

/**
 * Verifies a registration against this session's registration challenge (used up whatever happens) and stores the
 * passkey with its name. The ceremony proved the user present with the new passkey: it counts as a step-up.
 */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  ctx: SecurityContext,
  form: { name: string | undefined; credential: string | undefined },
): Promise<Passkey> {
  const { user, now } = ctx;
  const name = (form.name ?? '').trim();
  if (name.length === 0) throw invalidParameter([{ field: 'name', rule: 'length' }]);
  const credential = parseCredential<RegistrationResponseJSON>(form.credential, 'registration');
  const challenge = challengeOf(credential);
  const owner = { userId: user.userId, sessionId: user.sessionId };
  if (!challenge || !(await db.transaction((tx) => consumeChallenge(tx, challenge, 'register', owner, now)))) {
    throw passkeyFailed();
  }
  const verified = await verifyRegistration(rp, credential, challenge);
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [user.userId]);
      if ((await passkeyCount(tx, user.userId)) >= MAX_PASSKEYS) throw new ApiError(422, 'passkey_limit_reached');
      const [row] = await tx.query<PasskeyRow>(
        `INSERT INTO passkeys (user_id, credential_id, public_key, sign_count, transports, name, backed_up, multi_device,
                               created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${PASSKEY_VIEW_COLUMNS}`,
        [
          user.userId,
          verified.credentialId,
          verified.publicKey,
          verified.counter,
          verified.transports.join(','),
          name,
          verified.backedUp,
          verified.multiDevice,
          now,
        ],
      );
      if (!row) throw new Error('passkey insert returned nothing');
      await tx.query('UPDATE sessions SET step_up_at = $2 WHERE id = $1', [user.sessionId, now]);
      await sendAlert(tx, user.userId, passkeyAdded(name), now);
      return passkeyView(row);
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new ApiError(409, 'passkey_already_registered');
    throw error;
  }
}

export async function listPasskeys(tx: Queryable, userId: bigint, page: PageRequest): Promise<Page<Passkey>> {
  const rows = await tx.query<PasskeyRow>(
    `SELECT ${PASSKEY_VIEW_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, page.size, page.offset],
  );
  return pageResult(page, rows.map(passkeyView), await passkeyCount(tx, userId));
}

function passkeyId(text: string | undefined): bigint {
  if (text === undefined || !/^[1-9]\d{0,17}$/.test(text)) throw new ApiError(404, 'passkey_not_found');
  return BigInt(text);
}

export async function renamePasskey(
  tx: Tx,
  userId: bigint,
  form: { id: string | undefined; name: string | undefined },
): Promise<Passkey> {
  const name = (form.name ?? '').trim();
  if (name.length === 0) throw invalidParameter([{ field: 'name', rule: 'length' }]);
  const [row] = await tx.query<PasskeyRow>(
    `UPDATE passkeys SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING ${PASSKEY_VIEW_COLUMNS}`,
    [passkeyId(form.id), userId, name],
  );
  if (!row) throw new ApiError(404, 'passkey_not_found');
  return passkeyView(row);
}

/** Removes a passkey after a fresh step-up (or in a recovery session); the user is alerted. */
export async function removePasskey(db: Db, ctx: SecurityContext, idText: string | undefined) {
  const { user, now } = ctx;
  const id = passkeyId(idText);
  const [own] = await db.query('SELECT 1 FROM passkeys WHERE id = $1 AND user_id = $2', [id, user.userId]);
  if (!own) throw new ApiError(404, 'passkey_not_found');
  await assertFactorChangeAllowed(db, user, now);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ name: string }>(
      'DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING name',
      [id, user.userId],
    );
    if (!row) throw new ApiError(404, 'passkey_not_found');
    const left = await passkeyCount(tx, user.userId);
    await sendAlert(tx, user.userId, passkeyRemoved(row.name, left), now);
    return { id: String(id), removedAt: now.toISOString(), passkeysLeft: left };
  });
}

/** `XXXX-XXXX-XXXX-XXXX` from the 31 look-alike-free characters: 79 random bits. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/**
 * Ten new single-use codes, shown once (only their hashes are kept); earlier unused codes stop working. Needs a
 * passkey and a fresh step-up (or a recovery session). The user is alerted.
 */
export async function generateRecoveryCodes(db: Db, ctx: SecurityContext) {
  const { user, now } = ctx;
  if ((await passkeyCount(db, user.userId)) === 0) throw new ApiError(403, 'passkey_required');
  await assertFactorChangeAllowed(db, user, now);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [user.userId]);
    for (const code of codes) {
      await tx.query('INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)', [
        user.userId,
        hashRecoveryCode(code.replaceAll('-', '')),
        now,
      ]);
    }
    await sendAlert(tx, user.userId, recoveryCodesGenerated(), now);
  });
  return { codes, generatedAt: now.toISOString() };
}

interface SignInRow {
  id: bigint;
  at: Date;
  method: SignInMethod;
  outcome: SignInOutcome;
  ip_address: string;
  user_agent: string;
  new_browser: boolean;
}

/** A user's sign-in history, newest first (the user's own page and the console's). */
export async function listSignInEvents(tx: Queryable, userId: bigint, page: PageRequest): Promise<Page<SignInEvent>> {
  const rows = await tx.query<SignInRow>(
    `SELECT id, at, method, outcome, ip_address, user_agent, new_browser FROM sign_in_events WHERE user_id = $1
     ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>('SELECT COUNT(*)::bigint AS n FROM sign_in_events WHERE user_id = $1', [
    userId,
  ]);
  const items = rows.map((r) => ({
    id: String(r.id),
    time: r.at.toISOString(),
    method: r.method,
    outcome: r.outcome,
    ...browserOf(r.user_agent),
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    newBrowser: r.new_browser,
  }));
  return pageResult(page, items, Number(count?.n ?? 0n));
}

const LIVE = 'user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3';

/** The user's live sessions, newest first, this device's marked. */
export async function listActiveSessions(tx: Queryable, user: SessionUser, now: Date, page: PageRequest) {
  const idleSince = new Date(now.getTime() - IDLE_TIMEOUT_MS);
  const rows = await tx.query<{
    id: bigint;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    ip_address: string;
    user_agent: string;
    method: SignInMethod;
  }>(
    `SELECT id, created_at, last_seen_at, expires_at, ip_address, user_agent, method FROM sessions WHERE ${LIVE}
     ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [user.userId, now, idleSince, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(`SELECT COUNT(*)::bigint AS n FROM sessions WHERE ${LIVE}`, [
    user.userId,
    now,
    idleSince,
  ]);
  const items = rows.map((s) => ({
    id: String(s.id),
    createdAt: s.created_at.toISOString(),
    lastSeenAt: s.last_seen_at.toISOString(),
    expiresAt: s.expires_at.toISOString(),
    ipAddress: s.ip_address,
    ...browserOf(s.user_agent),
    method: s.method,
    current: s.id === user.sessionId,
  }));
  return pageResult(page, items, Number(count?.n ?? 0n));
}

/** Ends one of the user's live sessions (this one too: a logout). */
export async function endSession(tx: Tx, user: SessionUser, idText: string | undefined, now: Date) {
  if (idText === undefined || !/^[1-9]\d{0,17}$/.test(idText)) throw new ApiError(404, 'not_found');
  const id = BigInt(idText);
  const [row] = await tx.query(`SELECT 1 FROM sessions WHERE id = $4 AND ${LIVE}`, [
    user.userId,
    now,
    new Date(now.getTime() - IDLE_TIMEOUT_MS),
    id,
  ]);
  if (!row) throw new ApiError(404, 'not_found');
  await revokeSession(tx, id, now);
  return { id: idText, endedAt: now.toISOString(), current: id === user.sessionId };
}

export async function endOtherSessions(tx: Tx, user: SessionUser, now: Date) {
  return { ended: await revokeUserSessions(tx, user.userId, now, user.sessionId) };
}

/** Sets or clears where alerts are emailed; once the account has a passkey, after a fresh step-up. */
export async function setNotificationEmail(db: Db, ctx: SecurityContext, email: string | null) {
  const { user, now } = ctx;
  await assertFactorChangeAllowed(db, user, now);
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ notification_email: string | null }>(
      'SELECT notification_email FROM users WHERE id = $1 FOR NO KEY UPDATE',
      [user.userId],
    );
    await tx.query('UPDATE users SET notification_email = $2, notification_email_updated_at = $3 WHERE id = $1', [
      user.userId,
      email,
      now,
    ]);
    // The old address hears of the change too: a thief cannot silence the alerts quietly.
    await sendAlert(tx, user.userId, notificationEmailChanged(email), now, {
      alsoTo: before?.notification_email ?? null,
    });
    return { email, updatedAt: now.toISOString() };
  });
}
