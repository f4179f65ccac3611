import { createHash } from 'node:crypto';
import type { ResponseData } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { LocalizedText, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { depositFromBank } from '../ledger/wallets.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { DecimalFormatError, formatMinor, parseDecimal } from '../money.ts';
import { recordIdOf } from '../records/records.ts';
import { cleanImage, ImageRejected } from '../uploads/images.ts';
import type { MultipartForm } from '../uploads/multipart.ts';
import { spendUploadAttempt } from '../uploads/store.ts';
import type { ImageLinks, UploadStore } from '../uploads/store.ts';
import { configIntegers, personOf, queueOrder, rowId, verifiedNameOf, whereOf } from './common.ts';
import { fundingHours } from './hours.ts';
import { depositDecided } from './messages.ts';
import type { DepositRejectReason } from './messages.ts';

export type DepositChannel = ResponseData<'/deposit/channel'>;
export type DepositNotice = ResponseData<'/deposit/notify'>;
export type AdminDepositReview = ResponseData<'/admin/deposit/detail'>;

/** The firm's name on the dedicated accounts: always the firm, never a person. */
const FIRM_NAME = 'カブト証券株式会社';

const ARRIVAL_NOTE: LocalizedText = {
  jp: '通常2時間以内、遅くとも翌営業日24:00までに入金されます。',
  cn: '通常2小时内到账，最迟于下一个营业日24:00前到账。',
  us: 'Usually credited within 2 hours, at the latest by 24:00 on the next business day.',
};

const SAFETY_NOTICE: LocalizedText = {
  jp: '入金先は必ずこの当社名義の口座です。スタッフが個人名義の口座への入金を求めることはありません。',
  cn: '入金账户始终为本公司名义的此账户。工作人员绝不会要求您向个人账户转账。',
  us: "Always deposit to this account in the firm's name. Staff never ask you to pay into a personal account.",
};

/** A prime just under 10^7: account numbers are a permutation of 0 … 9999990, seven digits with leading zeros. */
const ACCOUNT_SPACE = 9_999_991n;

/**
 * The customer's own virtual account number at the receiving bank, derived from the user alone (the same every
 * time, on every server): an affine permutation modulo a prime, so no two of the first ten million users share one
 * and neighbouring users get unrelated numbers.
 */
export function virtualAccountNumber(userId: bigint): string {
  return String((userId * 7_919_011n + 1_234_567n) % ACCOUNT_SPACE).padStart(7, '0');
}

const LIMIT_DEFAULTS = { deposit_min: 1000n, deposit_max: 10_000_000n, deposit_enabled: 1n };

/** The dedicated deposit account, hours and limits, and the pending notice if there is one. */
export async function depositChannel(
  tx: Queryable,
  userId: bigint,
  now: Date,
  alwaysOpen: boolean,
): Promise<DepositChannel> {
  const rows = await tx.query<{ name: string; value: string }>(
    'SELECT name, value FROM config WHERE name = ANY($1::text[])',
    [['deposit_bank_name', 'deposit_bank_code', 'deposit_branch_name', 'deposit_branch_code', 'deposit_account_name']],
  );
  const config = new Map(rows.map((r) => [r.name, r.value]));
  const limits = await configIntegers(tx, LIMIT_DEFAULTS);
  const [pending] = await tx.query<{ id: bigint }>(
    `SELECT id FROM deposit_notices WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  const code = config.get('deposit_bank_code') ?? '';
  const branch = config.get('deposit_branch_code') ?? '';
  return {
    accountName: FIRM_NAME,
    accountNameKana: config.get('deposit_account_name') ?? 'カ）カブトショウケン',
    bankName: config.get('deposit_bank_name') ?? 'カブト銀行',
    bankCode: /^\d{4}$/.test(code) ? code : '0999',
    branchName: config.get('deposit_branch_name') ?? '本店営業部',
    branchCode: /^\d{3}$/.test(branch) ? branch : '001',
    accountType: 'ordinary',
    accountNumber: virtualAccountNumber(userId),
    currency: 'JPY',
    minAmount: formatMinor(limits.deposit_min ?? 1000n, 'JPY'),
    maxAmount: formatMinor(limits.deposit_max ?? 10_000_000n, 'JPY'),
    hours: await fundingHours(tx, 'deposit', now, alwaysOpen),
    ...(pending ? { pendingDepositId: String(pending.id) } : {}),
    arrivalNote: ARRIVAL_NOTE,
    safetyNotice: SAFETY_NOTICE,
  };
}

interface NoticeRow {
  id: bigint;
  user_id: bigint;
  account: string;
  amount: bigint;
  remitter_name: string | null;
  slip_upload_id: bigint;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  notified_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  cancelled_at: Date | null;
  credited_amount: bigint | null;
  transfer_id: bigint | null;
  reject_reason: DepositRejectReason | null;
  note: string | null;
  real_name_status: string;
  real_name: string | null;
  real_name_kana: string | null;
}

const NOTICE_SELECT = `SELECT d.*, u.account, u.real_name_status, u.real_name, u.real_name_kana,
    o.account AS reviewed_by
  FROM deposit_notices d JOIN users u ON u.id = d.user_id LEFT JOIN users o ON o.id = d.reviewed_by`;

function noticeView(row: NoticeRow): DepositNotice {
  return {
    id: String(row.id),
    // What the user notified (the contract's `amount`); an operator's note explains a credit that differs.
    amount: formatMinor(row.amount, 'JPY'),
    currency: 'JPY',
    ...(row.remitter_name ? { remitterName: row.remitter_name } : {}),
    status: row.status,
    notifiedAt: row.notified_at.toISOString(),
    ...(row.reviewed_at ? { reviewedAt: row.reviewed_at.toISOString() } : {}),
    ...(row.status === 'approved' && row.reviewed_at ? { creditedAt: row.reviewed_at.toISOString() } : {}),
    ...(row.cancelled_at ? { cancelledAt: row.cancelled_at.toISOString() } : {}),
    ...(row.reject_reason ? { rejectReason: row.reject_reason } : {}),
    ...(row.note ? { reviewNote: row.note } : {}),
    cancellable: row.status === 'pending',
  };
}

async function noticeOf(tx: Queryable, id: bigint, lock = false): Promise<NoticeRow | undefined> {
  const [row] = await tx.query<NoticeRow>(`${NOTICE_SELECT} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`, [id]);
  return row;
}

/**
 * A deposit notice with its transfer slip, pending review; nothing is credited until an operator approves it.
 * Within deposit hours and the configured limits, one pending notice at a time; the slip is checked and
 * re-encoded before the transaction. Once per Idempotency-Key: a retried upload answers the first notice.
 */
export async function notifyDeposit(
  db: Db,
  store: UploadStore,
  ctx: { user: SessionUser; now: Date; idempotencyKey: string | undefined; alwaysOpen: boolean },
  form: MultipartForm,
): Promise<DepositNotice> {
  const { user, now } = ctx;
  assertAccountCan(user, 'move_money');
  const amount = BigInt(form.fields.amount ?? '0');
  const slipBytes = form.files.slip;
  if (!slipBytes) throw new ApiError(422, 'upload_failed');
  const hash = requestHash({
    ...form.fields,
    slip: createHash('sha256').update(slipBytes).digest('hex'),
  });
  await spendUploadAttempt(db, user.userId, now);
  let slip;
  try {
    slip = await cleanImage(slipBytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw new ApiError(422, 'upload_failed');
    throw error;
  }
  return db.transaction((tx) =>
    idempotent(
      tx,
      { userId: user.userId, operationId: 'notifyDeposit', key: ctx.idempotencyKey, requestHash: hash, at: now },
      async () => {
        await personOf(tx, user.userId, true);
        const pending = await tx.query(`SELECT 1 FROM deposit_notices WHERE user_id = $1 AND status = 'pending'`, [
          user.userId,
        ]);
        if (pending.length > 0) throw new ApiError(409, 'pending_deposit_exists');
        const limits = await configIntegers(tx, LIMIT_DEFAULTS);
        const hours = await fundingHours(tx, 'deposit', now, ctx.alwaysOpen);
        if (!hours.openNow || limits.deposit_enabled !== 1n) throw new ApiError(422, 'outside_deposit_hours');
        if (amount < (limits.deposit_min ?? 1n) || amount > (limits.deposit_max ?? 0n)) {
          throw new ApiError(422, 'deposit_amount_out_of_range');
        }
        let slipId: bigint;
        try {
          slipId = await store.save(tx, { ownerId: user.userId, purpose: 'deposit_slip', image: slip, now });
        } catch (error) {
          if (error instanceof ApiError) throw error;
          console.error('deposit slip could not be stored:', error);
          throw new ApiError(422, 'upload_failed');
        }
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO deposit_notices (user_id, amount, remitter_name, slip_upload_id, status, notified_at)
           VALUES ($1, $2, $3, $4, 'pending', $5) RETURNING id`,
          [user.userId, amount, form.fields.remitter_name ?? null, slipId, now],
        );
        if (!row) throw new Error('deposit notice insert returned nothing');
        const notice = await noticeOf(tx, row.id);
        if (!notice) throw new Error('deposit notice vanished');
        return noticeView(notice);
      },
    ),
  );
}

/** The user's notices, newest first, optionally of one state. */
export async function listDeposits(
  tx: Queryable,
  userId: bigint,
  status: string | undefined,
  page: PageRequest,
): Promise<Page<DepositNotice>> {
  const { where, params } = whereOf([
    ['d.user_id = ?', userId],
    ...(status !== undefined ? ([['d.status = ?', status]] as [string, unknown][]) : []),
  ]);
  const rows = await tx.query<NoticeRow>(
    `${NOTICE_SELECT} ${where} ORDER BY d.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(`SELECT COUNT(*)::bigint AS n FROM deposit_notices d ${where}`, params);
  return pageResult(page, rows.map(noticeView), Number(count?.n ?? 0n));
}

/** Withdraws the user's own pending notice; nothing was credited, so nothing moves. */
export async function cancelDeposit(db: Db, userId: bigint, idText: string | undefined, now: Date) {
  const id = rowId(idText, 'order_not_found');
  return db.transaction(async (tx) => {
    const row = await noticeOf(tx, id, true);
    if (!row || row.user_id !== userId) throw new ApiError(404, 'order_not_found');
    if (row.status !== 'pending') throw new ApiError(422, 'order_not_in_review');
    await tx.query(`UPDATE deposit_notices SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`, [id, now]);
    const updated = await noticeOf(tx, id);
    if (!updated) throw new Error('deposit notice vanished');
    return noticeView(updated);
  });
}

/** The path of a notice's slip, under the API base (the contract's `getDepositSlipImage`). */
export const slipImagePath = (id: bigint) => `/upload/slip/${id}`;

async function reviewOf(
  row: NoticeRow,
  viewer: { links: ImageLinks; sessionId: bigint; now: Date },
): Promise<AdminDepositReview> {
  const verified = row.real_name_status === 'verified';
  return {
    id: String(row.id),
    account: row.account,
    verifiedName: verified ? verifiedNameOf({ name: row.real_name, kana: row.real_name_kana }) : null,
    virtualAccountNumber: virtualAccountNumber(row.user_id),
    currency: 'JPY',
    notifiedAmount: formatMinor(row.amount, 'JPY'),
    creditedAmount: row.credited_amount === null ? null : formatMinor(row.credited_amount, 'JPY'),
    senderName: row.remitter_name ?? verifiedNameOf({ name: row.real_name, kana: row.real_name_kana }) ?? '',
    notifiedAt: row.notified_at.toISOString(),
    slipImageUrl: await viewer.links.link(slipImagePath(row.id), viewer.sessionId, viewer.now),
    status: row.status,
    rejectReason: row.reject_reason,
    note: row.note,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export interface QueueViewer {
  links: ImageLinks;
  sessionId: bigint;
  now: Date;
}

/** The deposit queue: pending notices oldest first, then the rest newest first; by state and user. */
export async function listDepositReviews(
  tx: Queryable,
  viewer: QueueViewer,
  filter: { status?: string | undefined; account?: string | undefined },
  page: PageRequest,
): Promise<Page<AdminDepositReview>> {
  const { where, params } = whereOf([
    ...(filter.status !== undefined ? ([['d.status = ?', filter.status]] as [string, unknown][]) : []),
    ...(filter.account !== undefined ? ([['u.account = ?', filter.account]] as [string, unknown][]) : []),
  ]);
  const rows = await tx.query<NoticeRow>(
    `${NOTICE_SELECT} ${where} ORDER BY ${queueOrder('d', ['pending'])}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM deposit_notices d JOIN users u ON u.id = d.user_id ${where}`,
    params,
  );
  const items: AdminDepositReview[] = [];
  for (const row of rows) items.push(await reviewOf(row, viewer));
  return pageResult(page, items, Number(count?.n ?? 0n));
}

export async function depositReview(tx: Queryable, viewer: QueueViewer, idText: string | undefined) {
  const row = await noticeOf(tx, rowId(idText, 'not_found'));
  if (!row) throw new ApiError(404, 'not_found');
  return reviewOf(row, viewer);
}

async function pendingNotice(tx: Tx, idText: string | undefined): Promise<NoticeRow> {
  const row = await noticeOf(tx, rowId(idText, 'not_found'), true);
  if (!row) throw new ApiError(404, 'not_found');
  if (row.status !== 'pending') throw new ApiError(409, 'review_already_decided');
  return row;
}

/**
 * Credits the amount actually received (one ledger transfer from the bank's house account) and approves the
 * notice; a credited amount other than the notified one needs a note for the user. Once per operator's
 * Idempotency-Key, and a notice is decided once.
 */
export async function approveDeposit(
  db: Db,
  operator: Operator,
  viewer: QueueViewer,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminDepositReview> {
  let credited: bigint;
  try {
    credited = parseDecimal(form.credited_amount ?? '', 'JPY');
  } catch (error) {
    if (error instanceof DecimalFormatError) throw invalidParameter([{ field: 'credited_amount', rule: 'pattern' }]);
    throw error;
  }
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'approveDeposit',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: operator.now,
      },
      async () => {
        const limits = await configIntegers(tx, LIMIT_DEFAULTS);
        if (credited <= 0n || credited > (limits.deposit_max ?? 0n)) {
          throw invalidParameter([{ field: 'credited_amount', rule: 'pattern' }]);
        }
        const row = await pendingNotice(tx, form.id);
        if (credited !== row.amount && form.note === undefined) {
          throw invalidParameter([{ field: 'note', rule: 'required' }]);
        }
        const transferId = await depositFromBank(tx, {
          userId: row.user_id,
          currency: 'JPY',
          amount: credited,
          memo: `deposit notice ${row.id}`,
          at: operator.now,
        });
        const note = form.note ?? null;
        await tx.query(
          `UPDATE deposit_notices SET status = 'approved', reviewed_by = $2, reviewed_at = $3, credited_amount = $4,
             transfer_id = $5, note = $6
           WHERE id = $1`,
          [row.id, operator.userId, operator.now, credited, transferId, note],
        );
        const amount = formatMinor(credited, 'JPY');
        await sendInboxMessage(
          tx,
          row.user_id,
          depositDecided({ approved: true, amount, note, recordId: await recordIdOf(tx, transferId, row.user_id) }),
          operator.now,
        );
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'deposit_approved',
          targetType: 'deposit',
          targetId: String(row.id),
          before: { status: 'pending', notifiedAmount: formatMinor(row.amount, 'JPY') },
          after: {
            status: 'approved',
            creditedAmount: amount,
            transferId: String(transferId),
            ...(note ? { note } : {}),
          },
          ipAddress: operator.address,
          at: operator.now,
        });
        return depositReview(tx, viewer, String(row.id));
      },
    ),
  );
}

/** Rejects a pending notice with a reason code the user sees; nothing is credited. */
export async function rejectDeposit(
  tx: Tx,
  operator: Operator,
  viewer: QueueViewer,
  decision: { id: string | undefined; reason: DepositRejectReason; note: string | undefined },
): Promise<AdminDepositReview> {
  const row = await pendingNotice(tx, decision.id);
  const note = decision.note ?? null;
  await tx.query(
    `UPDATE deposit_notices SET status = 'rejected', reviewed_by = $2, reviewed_at = $3, reject_reason = $4, note = $5
     WHERE id = $1`,
    [row.id, operator.userId, operator.now, decision.reason, note],
  );
  await sendInboxMessage(
    tx,
    row.user_id,
    depositDecided({ approved: false, amount: formatMinor(row.amount, 'JPY'), reason: decision.reason, note }),
    operator.now,
  );
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'deposit_rejected',
    targetType: 'deposit',
    targetId: String(row.id),
    before: { status: 'pending' },
    after: { status: 'rejected', ...(note ? { note } : {}) },
    reason: decision.reason,
    ipAddress: operator.address,
    at: operator.now,
  });
  return depositReview(tx, viewer, String(row.id));
}

/** A notice's slip when the viewer owns it or is an operator. */
export async function depositSlip(
  tx: Queryable,
  store: UploadStore,
  idText: string,
  viewer: { userId: bigint; role: 'user' | 'operator' },
) {
  const id = rowId(idText, 'not_found');
  const [row] = await tx.query<{ user_id: bigint; slip_upload_id: bigint }>(
    'SELECT user_id, slip_upload_id FROM deposit_notices WHERE id = $1',
    [id],
  );
  if (!row || (viewer.role !== 'operator' && row.user_id !== viewer.userId)) throw new ApiError(404, 'not_found');
  const image = await store.load(tx, row.slip_upload_id);
  if (!image) throw new ApiError(404, 'not_found');
  return image;
}
