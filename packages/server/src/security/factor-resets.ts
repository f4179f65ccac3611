import type { AdminFactorResetReason, AdminFactorResetStatus, ResponseData } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { writeAudit } from '../admin/audit.ts';
import { targetUser } from '../admin/users.ts';
import type { Operator } from '../admin/users.ts';
import { ApiError } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { queueOrder, rowId, whereOf } from '../funding/common.ts';
import { sendAlert } from './alerts.ts';
import { passkeyViews } from './account.ts';
import { factorsReset } from './messages.ts';
import { recoveryCodesLeft } from './sign-in.ts';
import { passkeyCount } from './webauthn.ts';

export type AdminFactorReset = ResponseData<'/admin/security/resetRequest'>;

/*
 * A customer who lost every passkey and their recovery codes gets their factors reset by two operators, as manual
 * cash adjustments are (funding/adjustments.ts): one requests it after checking who the customer is, a different one
 * approves it; both are audited, and nothing changes until the approval.
 */

interface ResetRow {
  id: bigint;
  user_id: bigint;
  account: string;
  reason: AdminFactorResetReason;
  memo: string;
  status: AdminFactorResetStatus;
  requested_by_id: bigint;
  requested_by: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  removed_passkeys: number | null;
  removed_recovery_codes: number | null;
  revoked_sessions: number | null;
}

const RESET_SELECT = `SELECT f.id, f.user_id, u.account, f.reason, f.memo, f.status, f.requested_by AS requested_by_id,
    q.account AS requested_by, f.requested_at, d.account AS decided_by, f.decided_at, f.removed_passkeys,
    f.removed_recovery_codes, f.revoked_sessions
  FROM factor_resets f JOIN users u ON u.id = f.user_id JOIN users q ON q.id = f.requested_by
  LEFT JOIN users d ON d.id = f.decided_by`;

function view(row: ResetRow): AdminFactorReset {
  return {
    id: String(row.id),
    account: row.account,
    reason: row.reason,
    memo: row.memo,
    status: row.status,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at.toISOString(),
    decidedBy: row.decided_by,
    decidedAt: row.decided_at?.toISOString() ?? null,
    removedPasskeys: row.removed_passkeys,
    removedRecoveryCodes: row.removed_recovery_codes,
    revokedSessions: row.revoked_sessions,
  };
}

async function resetRow(tx: Queryable, id: bigint, lock = false): Promise<ResetRow | undefined> {
  const [row] = await tx.query<ResetRow>(`${RESET_SELECT} WHERE f.id = $1${lock ? ' FOR UPDATE OF f' : ''}`, [id]);
  return row;
}

async function viewOf(tx: Queryable, id: bigint): Promise<AdminFactorReset> {
  const row = await resetRow(tx, id);
  if (!row) throw new Error(`factor reset ${id} vanished`);
  return view(row);
}

/** Factor resets by state and user: waiting ones oldest first, then the rest newest first. */
export async function listFactorResets(
  tx: Queryable,
  filter: { status?: string | undefined; account?: string | undefined },
  page: PageRequest,
): Promise<Page<AdminFactorReset>> {
  const { where, params } = whereOf([
    ...(filter.status !== undefined ? ([['f.status = ?', filter.status]] as [string, unknown][]) : []),
    ...(filter.account !== undefined ? ([['u.account = ?', filter.account]] as [string, unknown][]) : []),
  ]);
  const rows = await tx.query<ResetRow>(
    `${RESET_SELECT} ${where} ORDER BY ${queueOrder('f', ['awaiting_second_approval'])}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM factor_resets f JOIN users u ON u.id = f.user_id ${where}`,
    params,
  );
  return pageResult(page, rows.map(view), Number(count?.n ?? 0n));
}

/** A user's factors as the console shows them (never a key or a code). */
export async function userSecurity(tx: Queryable, account: string): Promise<ResponseData<'/admin/user/security'>> {
  const user = await targetUser(tx, account);
  const [extra] = await tx.query<{ notification_email: string | null; generated_at: Date | null }>(
    `SELECT notification_email,
            (SELECT MAX(created_at) FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS generated_at
     FROM users u WHERE id = $1`,
    [user.id],
  );
  const [waiting] = await tx.query<ResetRow>(`${RESET_SELECT} WHERE f.user_id = $1 AND f.status = $2`, [
    user.id,
    'awaiting_second_approval',
  ]);
  return {
    account: user.account,
    passkeys: await passkeyViews(tx, user.id),
    recoveryCodesLeft: await recoveryCodesLeft(tx, user.id),
    recoveryCodesGeneratedAt: extra?.generated_at?.toISOString() ?? null,
    notificationEmail: extra?.notification_email ?? null,
    pendingReset: waiting ? view(waiting) : null,
  };
}

/** Records a reset awaiting a second operator; nothing changes yet. */
export async function requestFactorReset(tx: Tx, operator: Operator, form: Form): Promise<AdminFactorReset> {
  const user = await targetUser(tx, form.account ?? '', true);
  if (user.role === 'operator') throw new ApiError(409, 'admin_item_locked');
  const [waiting] = await tx.query(
    `SELECT 1 FROM factor_resets WHERE user_id = $1 AND status = 'awaiting_second_approval'`,
    [user.id],
  );
  if (waiting) throw new ApiError(409, 'factor_reset_pending');
  if ((await passkeyCount(tx, user.id)) === 0 && (await recoveryCodesLeft(tx, user.id)) === 0) {
    throw new ApiError(422, 'no_factors_to_reset');
  }
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO factor_resets (user_id, reason, memo, status, requested_by, requested_at)
     VALUES ($1, $2, $3, 'awaiting_second_approval', $4, $5) RETURNING id`,
    [user.id, form.reason, form.memo, operator.userId, operator.now],
  );
  if (!row) throw new Error('factor reset insert returned nothing');
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'factor_reset_requested',
    targetType: 'factor_reset',
    targetId: String(row.id),
    before: null,
    after: { account: user.account, memo: form.memo ?? '' },
    reason: form.reason ?? null,
    ipAddress: operator.address,
    at: operator.now,
  });
  return viewOf(tx, row.id);
}

async function waiting(tx: Tx, idText: string | undefined): Promise<ResetRow> {
  const row = await resetRow(tx, rowId(idText, 'not_found'), true);
  if (!row) throw new ApiError(404, 'not_found');
  if (row.status !== 'awaiting_second_approval') throw new ApiError(409, 'review_already_decided');
  return row;
}

/**
 * Applies a waiting reset, approved by an operator other than the requester: every passkey and unused recovery code
 * goes and every session ends; the customer signs in with the password and registers a new passkey.
 */
export async function approveFactorReset(db: Db, operator: Operator, idText: string | undefined) {
  return db.transaction(async (tx) => {
    const row = await waiting(tx, idText);
    if (row.requested_by_id === operator.userId) throw new ApiError(403, 'four_eyes_required');
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [row.user_id]);
    const passkeys = await tx.query('DELETE FROM passkeys WHERE user_id = $1 RETURNING id', [row.user_id]);
    const codes = await tx.query('DELETE FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL RETURNING id', [
      row.user_id,
    ]);
    await tx.query('DELETE FROM webauthn_challenges WHERE user_id = $1', [row.user_id]);
    await tx.query('UPDATE pending_logins SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      row.user_id,
      operator.now,
    ]);
    const revoked = await revokeUserSessions(tx, row.user_id, operator.now);
    await tx.query(
      `UPDATE factor_resets SET status = 'applied', decided_by = $2, decided_at = $3, removed_passkeys = $4,
         removed_recovery_codes = $5, revoked_sessions = $6
       WHERE id = $1`,
      [row.id, operator.userId, operator.now, passkeys.length, codes.length, revoked],
    );
    await sendAlert(tx, row.user_id, factorsReset(), operator.now);
    await writeAudit(tx, {
      operatorId: operator.userId,
      action: 'factor_reset_applied',
      targetType: 'factor_reset',
      targetId: String(row.id),
      before: { status: 'awaiting_second_approval' },
      after: {
        status: 'applied',
        account: row.account,
        removedPasskeys: String(passkeys.length),
        removedRecoveryCodes: String(codes.length),
        revokedSessions: String(revoked),
      },
      reason: row.reason,
      ipAddress: operator.address,
      at: operator.now,
    });
    return viewOf(tx, row.id);
  });
}

/** Cancels a waiting reset; nothing changes. Any operator, the requester included. */
export async function rejectFactorReset(tx: Tx, operator: Operator, idText: string | undefined) {
  const row = await waiting(tx, idText);
  await tx.query(`UPDATE factor_resets SET status = 'rejected', decided_by = $2, decided_at = $3 WHERE id = $1`, [
    row.id,
    operator.userId,
    operator.now,
  ]);
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'factor_reset_rejected',
    targetType: 'factor_reset',
    targetId: String(row.id),
    before: { status: 'awaiting_second_approval' },
    after: { status: 'rejected' },
    reason: row.reason,
    ipAddress: operator.address,
    at: operator.now,
  });
  return viewOf(tx, row.id);
}
