/**
 * Applying for one-day margin and the operator's review. Applying moves the participation fund from the user's yen
 * cash into their day-trade fund (so withdrawable cash drops by it); a rejection, a cancellation before approval or
 * the closing of an approved account moves the fund's whole balance back to cash. One live application (submitted,
 * reviewing or approved) per user. Each money move is one ledger transfer in the transaction that also holds the
 * Idempotency-Key record; every write runs under the user's row lock (the lock trading and funding take first).
 */
import type { ResponseData } from '@kabuto/api-client';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { rowId, whereOf } from '../funding/common.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import { pageResult, type Page, type PageRequest } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { DecimalFormatError, formatMinor, parseDecimal } from '../money.ts';
import { assertVerified, lockApplicant, timeText } from '../offerings/common.ts';
import { daytradeConfig } from './config.ts';
import { DAYTRADE_CURRENCY } from './figures.ts';
import { fundIn, releaseFund } from './ledger.ts';

export type DaytradeApplicationView = ResponseData<'/daytrade/apply'>;
export type AdminDayTradeReview = ResponseData<'/admin/dayTrade/detail'>;
type RejectReason = NonNullable<DaytradeApplicationView['rejectReason']>;

export type ApplicationState = DaytradeApplicationView['state'];
/** The states in which an application holds the fund and counts as the user's one application. */
export const LIVE_STATES: readonly ApplicationState[] = ['submitted', 'reviewing', 'approved'];
const IN_REVIEW: readonly ApplicationState[] = ['submitted', 'reviewing'];

/** A user's call: who, when, and the Idempotency-Key of money-moving ones. */
export interface DaytradeCall {
  user: SessionUser;
  now: Date;
  idempotencyKey: string | undefined;
}

interface ApplicationRow {
  id: bigint;
  user_id: bigint;
  account: string;
  verified: boolean;
  currency: string;
  amount: bigint;
  state: ApplicationState;
  reject_reason: RejectReason | null;
  note: string | null;
  submitted_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  released_at: Date | null;
}

const SELECT = `SELECT a.id, a.user_id, u.account, u.real_name_status = 'verified' AS verified, a.currency, a.amount,
    a.state, a.reject_reason, a.note, a.submitted_at, r.account AS reviewed_by, a.reviewed_at, a.released_at
  FROM daytrade_applications a JOIN users u ON u.id = a.user_id LEFT JOIN users r ON r.id = a.reviewed_by`;

async function applicationRow(tx: Queryable, id: bigint, lock = false): Promise<ApplicationRow | undefined> {
  const [row] = await tx.query<ApplicationRow>(`${SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id]);
  return row;
}

export function applicationView(a: ApplicationRow): DaytradeApplicationView {
  return {
    id: String(a.id),
    amount: formatMinor(a.amount, a.currency),
    currency: DAYTRADE_CURRENCY,
    state: a.state,
    rejectReason: a.reject_reason,
    note: a.note,
    submittedAt: timeText('jpy', a.submitted_at),
    reviewedAt: a.reviewed_at ? timeText('jpy', a.reviewed_at) : null,
    releasedAt: a.released_at ? timeText('jpy', a.released_at) : null,
  };
}

/** The user's latest application, or undefined when they never applied. */
export async function latestApplication(tx: Queryable, userId: bigint): Promise<ApplicationRow | undefined> {
  const [row] = await tx.query<ApplicationRow>(`${SELECT} WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT 1`, [userId]);
  return row;
}

/** The user's approved application, if day-trade orders are allowed. */
export async function approvedApplication(tx: Queryable, userId: bigint): Promise<ApplicationRow | undefined> {
  const [row] = await tx.query<ApplicationRow>(`${SELECT} WHERE a.user_id = $1 AND a.state = 'approved'`, [userId]);
  return row;
}

export async function listApplications(
  tx: Queryable,
  userId: bigint,
  page: PageRequest,
): Promise<Page<DaytradeApplicationView>> {
  const rows = await tx.query<ApplicationRow>(`${SELECT} WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT $2 OFFSET $3`, [
    userId,
    page.size,
    page.offset,
  ]);
  const [count] = await tx.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM daytrade_applications WHERE user_id = $1',
    [userId],
  );
  return pageResult(page, rows.map(applicationView), count?.n ?? 0);
}

/** The form's yen amount; a malformed or fractional one is 400 `invalid_parameter` (JPY has no minor unit). */
function yenOf(text: string | undefined, field: string): bigint {
  try {
    return parseDecimal(text ?? '', DAYTRADE_CURRENCY);
  } catch (error) {
    if (error instanceof DecimalFormatError) throw invalidParameter([{ field, rule: 'pattern' }]);
    throw error;
  }
}

/**
 * applyDaytrade: a verified user with no live application moves at least the minimum fund from cash into the
 * day-trade fund; the application waits for review.
 */
export async function applyDaytrade(db: Db, call: DaytradeCall, form: Form): Promise<DaytradeApplicationView> {
  const { user, now } = call;
  assertAccountCan(user, 'trade');
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'applyDaytrade',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        assertVerified(await lockApplicant(tx, user.userId));
        const amount = yenOf(form.amount, 'amount');
        const config = await daytradeConfig(tx);
        if (amount < config.minFund) throw new ApiError(422, 'daytrade_fund_below_minimum');
        const live = await tx.query('SELECT 1 FROM daytrade_applications WHERE user_id = $1 AND state = ANY($2)', [
          user.userId,
          LIVE_STATES,
        ]);
        if (live.length > 0) throw new ApiError(409, 'daytrade_application_exists');
        const transferId = await fundIn(tx, user.userId, amount, now, 'one-day margin participation fund');
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO daytrade_applications (user_id, currency, amount, fund_transfer_id, submitted_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [user.userId, DAYTRADE_CURRENCY, amount, transferId, now],
        );
        return applicationView((await applicationRow(tx, row!.id))!);
      },
    ),
  );
}

/** Ends a live application: releases the fund's whole balance to cash and records the new state (and decision). */
async function endApplication(
  tx: Tx,
  a: ApplicationRow,
  end: {
    state: 'rejected' | 'cancelled' | 'closed';
    at: Date;
    memo: string;
    review?: { reason: RejectReason; note: string | null; by: bigint };
  },
): Promise<void> {
  const released = await releaseFund(tx, a.user_id, end.at, end.memo);
  await tx.query(
    `UPDATE daytrade_applications SET state = $2, released_at = $3, released_amount = $4, release_transfer_id = $5,
            reject_reason = COALESCE($6, reject_reason), note = COALESCE($7, note),
            reviewed_by = COALESCE($8, reviewed_by), reviewed_at = CASE WHEN $8::bigint IS NULL THEN reviewed_at ELSE $3 END
      WHERE id = $1`,
    [
      a.id,
      end.state,
      end.at,
      released.amount,
      released.transferId,
      end.review?.reason ?? null,
      end.review?.note ?? null,
      end.review?.by ?? null,
    ],
  );
}

/** Whether the user has a day-trade order working or a position open. */
export async function hasOpenTrades(tx: Queryable, userId: bigint): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM daytrade_orders WHERE user_id = $1 AND state IN ('submitted', 'in_progress')
     UNION ALL SELECT 1 FROM daytrade_positions WHERE user_id = $1 AND state = 'open' LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * closeDaytradeAccount: cancels an application in review or closes an approved account (none of its orders working,
 * no position open); either way the fund's whole balance goes back to cash.
 */
export async function closeDaytradeAccount(db: Db, call: DaytradeCall, form: Form): Promise<DaytradeApplicationView> {
  const { user, now } = call;
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'closeDaytradeAccount',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        await lockApplicant(tx, user.userId);
        const a = await applicationRow(tx, rowId(form.application_id, 'order_not_found'), true);
        if (!a || a.user_id !== user.userId) throw new ApiError(404, 'order_not_found');
        if (IN_REVIEW.includes(a.state)) {
          await endApplication(tx, a, { state: 'cancelled', at: now, memo: `day-trade application ${a.id} cancelled` });
        } else if (a.state === 'approved') {
          if (await hasOpenTrades(tx, user.userId)) throw new ApiError(422, 'daytrade_positions_open');
          await endApplication(tx, a, { state: 'closed', at: now, memo: `day-trade account ${a.id} closed` });
        } else throw new ApiError(422, 'order_not_in_review');
        return applicationView((await applicationRow(tx, a.id))!);
      },
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The operator's review.

type AdminStatus = AdminDayTradeReview['status'];

/** The console's review state of an application (AdminReviewState). */
function adminStatus(state: ApplicationState): AdminStatus {
  if (IN_REVIEW.includes(state)) return 'pending';
  if (state === 'closed') return 'approved';
  return state as AdminStatus;
}

const STATES_OF: Record<string, readonly ApplicationState[]> = {
  pending: IN_REVIEW,
  approved: ['approved', 'closed'],
  rejected: ['rejected'],
  cancelled: ['cancelled'],
};

function reviewView(a: ApplicationRow): AdminDayTradeReview {
  return {
    id: String(a.id),
    account: a.account,
    participationFund: formatMinor(a.amount, a.currency),
    currency: DAYTRADE_CURRENCY,
    identityVerified: a.verified,
    appliedAt: timeText('jpy', a.submitted_at),
    status: adminStatus(a.state),
    rejectReason: a.reject_reason,
    note: a.note,
    reviewedBy: a.reviewed_by,
    reviewedAt: a.reviewed_at ? timeText('jpy', a.reviewed_at) : null,
  };
}

/** The review queue: pending items first, oldest first; then the rest, newest first. */
export async function listAdminApplications(
  tx: Queryable,
  filter: { status: string | undefined; account: string | undefined },
  page: PageRequest,
): Promise<Page<AdminDayTradeReview>> {
  const conditions: [string, unknown][] = [];
  if (filter.status !== undefined) conditions.push(['a.state = ANY(?::text[])', STATES_OF[filter.status] ?? []]);
  if (filter.account !== undefined) conditions.push(['u.account = ?', filter.account]);
  const { where, params } = whereOf(conditions);
  const pending = `a.state IN ('submitted', 'reviewing')`;
  const rows = await tx.query<ApplicationRow>(
    `${SELECT} ${where}
     ORDER BY (${pending}) DESC, CASE WHEN ${pending} THEN a.id END ASC, a.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM daytrade_applications a JOIN users u ON u.id = a.user_id ${where}`,
    params,
  );
  return pageResult(page, rows.map(reviewView), count?.n ?? 0);
}

export async function adminApplication(tx: Queryable, idText: string | undefined): Promise<AdminDayTradeReview> {
  const row = await applicationRow(tx, rowId(idText, 'not_found'));
  if (!row) throw new ApiError(404, 'not_found');
  return reviewView(row);
}

/** The application locked for a decision, under its user's lock (user first, as every day-trade write). */
async function lockedForDecision(tx: Tx, idText: string | undefined): Promise<ApplicationRow> {
  const id = rowId(idText, 'not_found');
  const found = await applicationRow(tx, id);
  if (!found) throw new ApiError(404, 'not_found');
  await lockApplicant(tx, found.user_id);
  const a = (await applicationRow(tx, id, true))!;
  if (!IN_REVIEW.includes(a.state)) throw new ApiError(409, 'review_already_decided');
  return a;
}

const yen = (amount: bigint) => formatMinor(amount, DAYTRADE_CURRENCY);

/** approveDayTradeApplication: the fund becomes the account's collateral; day-trade orders are allowed from now. */
export async function approveApplication(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminDayTradeReview> {
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'approveDayTradeApplication',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: operator.now,
      },
      async () => {
        const a = await lockedForDecision(tx, form.id);
        if (!a.verified) throw new ApiError(422, 'real_name_not_verified');
        await tx.query(
          `UPDATE daytrade_applications SET state = 'approved', reviewed_by = $2, reviewed_at = $3 WHERE id = $1`,
          [a.id, operator.userId, operator.now],
        );
        await sendInboxMessage(
          tx,
          a.user_id,
          {
            kind: 'system',
            title: {
              jp: '一日信用取引の口座を開設しました',
              cn: '一日信用交易账户已开通',
              us: 'Your one-day margin account is open',
            },
            body: {
              jp: `参加資金 ${yen(a.amount)} 円を証拠金として、当日中に決済するレバレッジ取引ができます。未決済の建玉は大引けで自動的に決済されます。`,
              cn: `以参与资金 ${yen(a.amount)} 日元为保证金，可进行当日了结的杠杆交易。未平仓头寸将在收盘时自动平仓。`,
              us: `With your ¥${yen(a.amount)} participation fund as collateral you may place leveraged orders that close the same day. Anything still open is closed automatically at the close.`,
            },
          },
          operator.now,
        );
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'daytrade_approved',
          targetType: 'daytrade_application',
          targetId: String(a.id),
          before: { status: a.state },
          after: { status: 'approved' },
          ipAddress: operator.address,
          at: operator.now,
        });
        return reviewView((await applicationRow(tx, a.id))!);
      },
    ),
  );
}

/** rejectDayTradeApplication: refused with a reason the user sees; the whole fund goes back to cash. */
export async function rejectApplication(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminDayTradeReview> {
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'rejectDayTradeApplication',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: operator.now,
      },
      async () => {
        const a = await lockedForDecision(tx, form.id);
        const reason = form.reason as RejectReason;
        const note = form.note ?? null;
        await endApplication(tx, a, {
          state: 'rejected',
          at: operator.now,
          memo: `day-trade application ${a.id} rejected`,
          review: { reason, note, by: operator.userId },
        });
        await sendInboxMessage(
          tx,
          a.user_id,
          {
            kind: 'system',
            title: {
              jp: '一日信用取引の申込は承認されませんでした',
              cn: '一日信用交易申请未获批准',
              us: 'Your one-day margin application was not approved',
            },
            body: {
              jp: `参加資金 ${yen(a.amount)} 円は全額お預り金に戻しました。${note ?? ''}`,
              cn: `参与资金 ${yen(a.amount)} 日元已全部退回可用资金。${note ?? ''}`,
              us: `Your ¥${yen(a.amount)} participation fund is back in your available cash in full. ${note ?? ''}`.trim(),
            },
          },
          operator.now,
        );
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'daytrade_rejected',
          targetType: 'daytrade_application',
          targetId: String(a.id),
          before: { status: a.state },
          after: { status: 'rejected', ...(note ? { note } : {}) },
          reason,
          ipAddress: operator.address,
          at: operator.now,
        });
        return reviewView((await applicationRow(tx, a.id))!);
      },
    ),
  );
}
