import type { AdminAdjustmentReason, ResponseData } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { writeAudit } from '../admin/audit.ts';
import { targetUser } from '../admin/users.ts';
import type { Operator } from '../admin/users.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { HOUSE } from '../ledger/accounts.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { creditFromHouse, debitToHouse } from '../ledger/wallets.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { DecimalFormatError, formatMinor, parseDecimal } from '../money.ts';
import { recordIdOf } from '../records/records.ts';
import { queueOrder, rowId, whereOf } from './common.ts';
import { adjustmentApplied } from './messages.ts';

export type AdminCashAdjustment = ResponseData<'/admin/adjustment/create'>;

/** The ledger kinds of applied adjustments; transaction records show them as a deposit or a withdrawal. */
export const ADJUSTMENT_KINDS = { credit: 'adjustment_credit', debit: 'adjustment_debit' } as const;

interface AdjustmentRow {
  id: bigint;
  user_id: bigint;
  account: string;
  direction: 'credit' | 'debit';
  currency: string;
  amount: bigint;
  reason: AdminAdjustmentReason;
  memo: string;
  status: 'awaiting_second_approval' | 'applied' | 'rejected';
  requested_by_id: bigint;
  requested_by: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
}

const ADJUSTMENT_SELECT = `SELECT a.id, a.user_id, u.account, a.direction, a.currency, a.amount, a.reason, a.memo,
    a.status, a.requested_by AS requested_by_id, q.account AS requested_by, a.requested_at, d.account AS decided_by,
    a.decided_at
  FROM cash_adjustments a JOIN users u ON u.id = a.user_id JOIN users q ON q.id = a.requested_by
  LEFT JOIN users d ON d.id = a.decided_by`;

function view(row: AdjustmentRow): AdminCashAdjustment {
  return {
    id: String(row.id),
    account: row.account,
    direction: row.direction,
    amount: formatMinor(row.amount, row.currency),
    currency: row.currency as AdminCashAdjustment['currency'],
    reason: row.reason,
    memo: row.memo,
    status: row.status,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at.toISOString(),
    decidedBy: row.decided_by,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

async function adjustmentRow(tx: Queryable, id: bigint, lock = false): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.query<AdjustmentRow>(`${ADJUSTMENT_SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [
    id,
  ]);
  return row;
}

async function viewOf(tx: Queryable, id: bigint): Promise<AdminCashAdjustment> {
  const row = await adjustmentRow(tx, id);
  if (!row) throw new Error(`adjustment ${id} vanished`);
  return view(row);
}

/** Manual adjustments by state and user: waiting ones oldest first, then the rest newest first. */
export async function listAdjustments(
  tx: Queryable,
  filter: { status?: string | undefined; account?: string | undefined },
  page: PageRequest,
): Promise<Page<AdminCashAdjustment>> {
  const { where, params } = whereOf([
    ...(filter.status !== undefined ? ([['a.status = ?', filter.status]] as [string, unknown][]) : []),
    ...(filter.account !== undefined ? ([['u.account = ?', filter.account]] as [string, unknown][]) : []),
  ]);
  const rows = await tx.query<AdjustmentRow>(
    `${ADJUSTMENT_SELECT} ${where} ORDER BY ${queueOrder('a', ['awaiting_second_approval'])}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM cash_adjustments a JOIN users u ON u.id = a.user_id ${where}`,
    params,
  );
  return pageResult(page, rows.map(view), Number(count?.n ?? 0n));
}

/**
 * Records a manual credit or debit of a user's cash, awaiting a second operator; nothing moves yet. The amount is
 * greater than 0 at the currency's precision. Operators' own accounts are not adjusted.
 */
export async function requestAdjustment(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminCashAdjustment> {
  const currency = form.currency ?? 'JPY';
  let amount: bigint;
  try {
    amount = parseDecimal(form.amount ?? '', currency);
  } catch (error) {
    if (error instanceof DecimalFormatError) throw invalidParameter([{ field: 'amount', rule: 'pattern' }]);
    throw error;
  }
  if (amount <= 0n) throw invalidParameter([{ field: 'amount', rule: 'pattern' }]);
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'requestAdjustment',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: operator.now,
      },
      async () => {
        const user = await targetUser(tx, form.account ?? '');
        if (user.role === 'operator') throw new ApiError(409, 'admin_item_locked');
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO cash_adjustments (user_id, direction, currency, amount, reason, memo, status, requested_by,
                                         requested_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'awaiting_second_approval', $7, $8) RETURNING id`,
          [user.id, form.direction, currency, amount, form.reason, form.memo, operator.userId, operator.now],
        );
        if (!row) throw new Error('adjustment insert returned nothing');
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'adjustment_requested',
          targetType: 'adjustment',
          targetId: String(row.id),
          before: null,
          after: {
            account: user.account,
            direction: form.direction ?? '',
            amount: formatMinor(amount, currency),
            currency,
            memo: form.memo ?? '',
          },
          reason: form.reason ?? null,
          ipAddress: operator.address,
          at: operator.now,
        });
        return viewOf(tx, row.id);
      },
    ),
  );
}

async function waiting(tx: Tx, idText: string | undefined): Promise<AdjustmentRow> {
  const row = await adjustmentRow(tx, rowId(idText, 'not_found'), true);
  if (!row) throw new ApiError(404, 'not_found');
  if (row.status !== 'awaiting_second_approval') throw new ApiError(409, 'review_already_decided');
  return row;
}

/**
 * Applies an adjustment as one ledger transfer against the house's adjustment account, confirmed by an operator
 * other than the requester. A debit never takes more than the user's available cash.
 */
export async function confirmAdjustment(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminCashAdjustment> {
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'confirmAdjustment',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: operator.now,
      },
      async () => {
        const row = await waiting(tx, form.id);
        if (row.requested_by_id === operator.userId) throw new ApiError(403, 'four_eyes_required');
        const movement = {
          userId: row.user_id,
          currency: row.currency,
          amount: row.amount,
          kind: ADJUSTMENT_KINDS[row.direction],
          memo: `adjustment ${row.id}: ${row.memo}`,
          at: operator.now,
        };
        const transferId =
          row.direction === 'credit'
            ? await creditFromHouse(tx, HOUSE.adjustments, movement)
            : await debitToHouse(tx, HOUSE.adjustments, movement, 'insufficient_available_balance');
        await tx.query(
          `UPDATE cash_adjustments SET status = 'applied', decided_by = $2, decided_at = $3, transfer_id = $4
           WHERE id = $1`,
          [row.id, operator.userId, operator.now, transferId],
        );
        const amount = formatMinor(row.amount, row.currency);
        await sendInboxMessage(
          tx,
          row.user_id,
          adjustmentApplied({
            direction: row.direction,
            amount,
            currency: row.currency,
            memo: row.memo,
            recordId: await recordIdOf(tx, transferId, row.user_id),
          }),
          operator.now,
        );
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'adjustment_applied',
          targetType: 'adjustment',
          targetId: String(row.id),
          before: { status: 'awaiting_second_approval' },
          after: { status: 'applied', amount, currency: row.currency, transferId: String(transferId) },
          reason: row.reason,
          ipAddress: operator.address,
          at: operator.now,
        });
        return viewOf(tx, row.id);
      },
    ),
  );
}

/** Cancels a waiting adjustment; nothing moves. Any operator, the requester included. */
export async function rejectAdjustment(tx: Tx, operator: Operator, idText: string | undefined) {
  const row = await waiting(tx, idText);
  await tx.query(`UPDATE cash_adjustments SET status = 'rejected', decided_by = $2, decided_at = $3 WHERE id = $1`, [
    row.id,
    operator.userId,
    operator.now,
  ]);
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'adjustment_rejected',
    targetType: 'adjustment',
    targetId: String(row.id),
    before: { status: 'awaiting_second_approval' },
    after: { status: 'rejected' },
    reason: row.reason,
    ipAddress: operator.address,
    at: operator.now,
  });
  return viewOf(tx, row.id);
}
