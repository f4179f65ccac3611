import type { Db, Tx } from '../db/db.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { clearAccountFailures, confirmFailure, countProofAttempt } from '../auth/throttle.ts';
import type { SessionProofScope } from '../auth/throttle.ts';
import { ApiError } from '../http/errors.ts';
import type { MessageCode } from '../http/errors.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { fundPasswordChanged, fundPasswordSet, loginPasswordChanged } from '../messages/templates.ts';
import { assertStrongPassword } from '../security/password-strength.ts';

interface Hashes {
  password_hash: string;
  fund_password_hash: string | null;
}

async function hashesOf(tx: Tx, userId: bigint): Promise<Hashes> {
  const [row] = await tx.query<Hashes>('SELECT password_hash, fund_password_hash FROM users WHERE id = $1', [userId]);
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

/**
 * Checks a password the user typed inside a session, throttled like login (5 failures per account, 20 per
 * address in 15 minutes, per scope; no permanent lockout). A failure is recorded outside any transaction, so
 * the refusal that follows cannot roll it back.
 */
async function provePassword(
  db: Db,
  proof: { scope: SessionProofScope; user: SessionUser; address: string; now: Date },
  hash: string,
  password: string,
  wrong: MessageCode,
): Promise<void> {
  const { scope, user, address, now } = proof;
  // Counted (pending) with the check, before the hash is compared: a failure confirms it, a success forgives it.
  const attempt = await countProofAttempt(db, scope, user.account, address, now);
  if (!(await verifyPassword(hash, password))) {
    await confirmFailure(db, attempt);
    throw new ApiError(422, wrong);
  }
  await clearAccountFailures(db, scope, user.account);
}

export interface PasswordChangeContext {
  user: SessionUser;
  address: string;
  now: Date;
}

/** Proves the login password inside a session (the first passkey asks for it): 422 `wrong_original_password`. */
export async function proveLoginPassword(db: Db, ctx: PasswordChangeContext, password: string): Promise<void> {
  const { password_hash } = await hashesOf(db, ctx.user.userId);
  await provePassword(db, { ...ctx, scope: 'login_password' }, password_hash, password, 'wrong_original_password');
}

/** Changes the login password and ends every other session of the user; this one stays. */
export async function changeLoginPassword(
  db: Db,
  ctx: PasswordChangeContext,
  oldPassword: string,
  newPassword: string,
): Promise<{ changedAt: string; revokedSessions: number }> {
  const { password_hash } = await hashesOf(db, ctx.user.userId);
  await provePassword(db, { ...ctx, scope: 'login_password' }, password_hash, oldPassword, 'wrong_original_password');
  if (newPassword === oldPassword) throw new ApiError(422, 'password_unchanged');
  assertStrongPassword(newPassword, [ctx.user.account]);
  const newHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Compare-and-set: two changes racing with the same old password cannot both win.
    const updated = await tx.query(
      'UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3 RETURNING id',
      [ctx.user.userId, newHash, password_hash],
    );
    if (updated.length === 0) throw new ApiError(422, 'wrong_original_password');
    const revoked = await revokeUserSessions(tx, ctx.user.userId, ctx.now, ctx.user.sessionId);
    await sendInboxMessage(tx, ctx.user.userId, loginPasswordChanged(revoked), ctx.now);
    return { changedAt: ctx.now.toISOString(), revokedSessions: revoked };
  });
}

/** Sets the fund password the first time, with the login password as proof the user is present. */
export async function setFundPassword(
  db: Db,
  ctx: PasswordChangeContext,
  loginPassword: string,
  fundPassword: string,
): Promise<{ fundPasswordSet: true; changedAt: string }> {
  const hashes = await hashesOf(db, ctx.user.userId);
  if (hashes.fund_password_hash !== null) throw new ApiError(409, 'fund_password_already_set');
  await provePassword(
    db,
    { ...ctx, scope: 'login_password' },
    hashes.password_hash,
    loginPassword,
    'wrong_original_password',
  );
  if (fundPassword === loginPassword) throw new ApiError(422, 'fund_password_same_as_login');
  const fundHash = await hashPassword(fundPassword);
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      'UPDATE users SET fund_password_hash = $2 WHERE id = $1 AND fund_password_hash IS NULL RETURNING id',
      [ctx.user.userId, fundHash],
    );
    if (updated.length === 0) throw new ApiError(409, 'fund_password_already_set');
    await sendInboxMessage(tx, ctx.user.userId, fundPasswordSet(), ctx.now);
    return { fundPasswordSet: true as const, changedAt: ctx.now.toISOString() };
  });
}

/** Changes the fund password: needs the current one; it may equal neither the old one nor the login password. */
export async function changeFundPassword(
  db: Db,
  ctx: PasswordChangeContext,
  oldFundPassword: string,
  newFundPassword: string,
): Promise<{ fundPasswordSet: true; changedAt: string }> {
  const hashes = await hashesOf(db, ctx.user.userId);
  if (hashes.fund_password_hash === null) throw new ApiError(422, 'fund_password_not_set');
  await provePassword(
    db,
    { ...ctx, scope: 'fund_password' },
    hashes.fund_password_hash,
    oldFundPassword,
    'wrong_fund_password',
  );
  if (newFundPassword === oldFundPassword) throw new ApiError(422, 'password_unchanged');
  if (await verifyPassword(hashes.password_hash, newFundPassword)) {
    throw new ApiError(422, 'fund_password_same_as_login');
  }
  const fundHash = await hashPassword(newFundPassword);
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      'UPDATE users SET fund_password_hash = $2 WHERE id = $1 AND fund_password_hash = $3 RETURNING id',
      [ctx.user.userId, fundHash, hashes.fund_password_hash],
    );
    if (updated.length === 0) throw new ApiError(422, 'wrong_fund_password');
    await sendInboxMessage(tx, ctx.user.userId, fundPasswordChanged(), ctx.now);
    return { fundPasswordSet: true as const, changedAt: ctx.now.toISOString() };
  });
}

/**
 * For withdrawals, bank-card changes and loan draws (later issues): refuses with 422 `fund_password_not_set`
 * until one is set, 422 `wrong_fund_password` when it does not match (throttled with 429 `too_frequent`).
 * Call it before the money-moving transaction.
 */
export async function verifyFundPassword(db: Db, ctx: PasswordChangeContext, fundPassword: string): Promise<void> {
  const { fund_password_hash } = await hashesOf(db, ctx.user.userId);
  if (fund_password_hash === null) throw new ApiError(422, 'fund_password_not_set');
  await provePassword(db, { ...ctx, scope: 'fund_password' }, fund_password_hash, fundPassword, 'wrong_fund_password');
}
