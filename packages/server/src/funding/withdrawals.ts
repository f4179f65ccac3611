import type { ResponseData, Withdrawal } from '@kabuto/api-client';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { verifyFundPassword } from '../accounts/passwords.ts';
import type { PasswordChangeContext } from '../accounts/passwords.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { LocalizedText, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { HOUSE } from '../ledger/accounts.ts';
import { assetFigures } from '../ledger/balances.ts';
import { hold, releaseHold, settleHold } from '../ledger/holds.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { houseAccount } from '../ledger/ledger.ts';
import { parsePrice } from '../market/price.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { sendAlert } from '../security/alerts.ts';
import { assertMoneyStepUp } from '../security/step-up.ts';
import { formatMinor } from '../money.ts';
import { POSITION_COLUMNS, positionFigures } from '../trading/store.ts';
import type { PositionRow } from '../trading/store.ts';
import { cardOf, maskAccountNumber } from './bank-cards.ts';
import type { BankCardRow } from './bank-cards.ts';
import { configIntegers, personOf, queueOrder, rowId, verifiedNameOf, whereOf } from './common.ts';
import type { Person } from './common.ts';
import { fundingHours, nextBusinessDayEnd } from './hours.ts';
import { withdrawalDecided, withdrawalRequested } from './messages.ts';
import type { WithdrawalRejectReason } from './messages.ts';
import { isOwnName } from './names.ts';

export type WithdrawableSummary = ResponseData<'/withdrawal/withdrawable'>;
export type WithdrawalDetail = ResponseData<'/withdrawal/detail'>;
export type AdminWithdrawalReview = ResponseData<'/admin/withdrawal/detail'>;

/** The per-transaction limits of the contract (100 to 5,000,000 yen); the operator may narrow them in config. */
export const WITHDRAWAL_MIN = 100n;
export const WITHDRAWAL_MAX = 5_000_000n;

const SAFETY_NOTICE: LocalizedText = {
  jp: '出金に手数料・税金・保証金などの支払いが必要になることはありません。支払いを求められたら詐欺です。',
  cn: '提现从不需要支付手续费、税费或保证金。如有人要求付款，那是诈骗。',
  us: 'A withdrawal never requires paying a fee, tax or deposit. Anyone who asks you to pay is a scammer.',
};

/** What funding needs besides a transaction: prices (to value leveraged positions) and the clock mode. */
export interface FundingDeps {
  db: Db;
  marketData: MarketDataProvider;
  alwaysOpen: boolean;
}

export interface Withdrawable {
  availableCash: bigint;
  marginRequirement: bigint;
  loanOutstanding: bigint;
  withdrawable: bigint;
}

/**
 * The cash leveraged positions still need: for each open leveraged yen position, what its equity (market value −
 * borrowed) falls short of the maintenance margin (20 % of market value). The margin paid in when the position was
 * opened already left available cash, so only a shortfall — a margin call's worth — must stay behind. Cash
 * positions need none. Dollar and yuan positions are margined in their own currencies, not in yen withdrawals.
 */
export async function marginRequirement(tx: Queryable, marketData: MarketDataProvider, userId: bigint, now: Date) {
  const positions = await tx.query<PositionRow>(
    `SELECT ${POSITION_COLUMNS} FROM trade_positions p
     WHERE p.user_id = $1 AND p.market = 'jpy' AND p.closed_at IS NULL AND p.leverage_x100 > 100 AND p.quantity > 0`,
    [userId],
  );
  if (positions.length === 0) return 0n;
  const quotes = await marketData.quotes('jpy', [...new Set(positions.map((p) => p.code))], now);
  const prices = new Map(quotes.map((q) => [q.code, parsePrice(q.price)]));
  let shortfall = 0n;
  for (const p of positions) {
    const f = positionFigures(p, prices.get(p.code) ?? p.buy_price, 0);
    if (f.equity < f.maintenanceMargin) shortfall += f.maintenanceMargin - f.equity;
  }
  return shortfall;
}

/** Withdrawable = max(0, available cash − margin requirement − loan outstanding), every term in yen. */
export async function withdrawableOf(
  tx: Queryable,
  marketData: MarketDataProvider,
  userId: bigint,
  now: Date,
): Promise<Withdrawable> {
  const figures = await assetFigures(tx, userId, { positions: async () => ({ cost: 0n, value: 0n, profit: 0n }) });
  const margin = await marginRequirement(tx, marketData, userId, now);
  const rest = figures.available - margin - figures.loanOutstanding;
  return {
    availableCash: figures.available,
    marginRequirement: margin,
    loanOutstanding: figures.loanOutstanding,
    withdrawable: rest > 0n ? rest : 0n,
  };
}

/** The withdrawable breakdown, hours, limits, fee and readiness (identity, fund password, an own-name card). */
export async function withdrawableSummary(deps: FundingDeps, userId: bigint, now: Date): Promise<WithdrawableSummary> {
  const { db } = deps;
  const w = await withdrawableOf(db, deps.marketData, userId, now);
  const person = await personOf(db, userId);
  const [passwords] = await db.query<{ set: boolean }>(
    'SELECT fund_password_hash IS NOT NULL AS set FROM users WHERE id = $1',
    [userId],
  );
  const cards = await db.query<{ holder_name: string }>(
    'SELECT holder_name FROM bank_cards WHERE user_id = $1 AND removed_at IS NULL',
    [userId],
  );
  const yen = (amount: bigint) => formatMinor(amount, 'JPY');
  return {
    currency: 'JPY',
    availableCash: yen(w.availableCash),
    marginRequirement: yen(w.marginRequirement),
    loanOutstanding: yen(w.loanOutstanding),
    withdrawable: yen(w.withdrawable),
    fee: '0',
    minAmount: '100',
    maxAmount: '5000000',
    hours: await fundingHours(db, 'withdrawal', now, deps.alwaysOpen),
    realNameVerified: person.status === 'verified',
    fundPasswordSet: passwords?.set === true,
    ownNameCardCount: cards.filter((c) => isOwnName(c.holder_name, person)).length,
    safetyNotice: SAFETY_NOTICE,
  };
}

type WithdrawalStatus = 'pending' | 'awaiting_second_approval' | 'approved' | 'rejected' | 'cancelled';

interface WithdrawalRow {
  id: bigint;
  user_id: bigint;
  account: string;
  amount: bigint;
  card_id: bigint;
  hold_id: bigint;
  status: WithdrawalStatus;
  requires_second_approval: boolean;
  requested_at: Date;
  first_approved_by_id: bigint | null;
  first_approved_by: string | null;
  first_approved_at: Date | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  reject_reason: WithdrawalRejectReason | null;
  note: string | null;
}

const WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, u.account, w.amount, w.card_id, w.hold_id, w.status,
    w.requires_second_approval, w.requested_at, w.first_approved_by AS first_approved_by_id,
    f.account AS first_approved_by, w.first_approved_at, r.account AS reviewed_by, w.reviewed_at, w.paid_at,
    w.cancelled_at, w.reject_reason, w.note
  FROM withdrawals w JOIN users u ON u.id = w.user_id
  LEFT JOIN users f ON f.id = w.first_approved_by LEFT JOIN users r ON r.id = w.reviewed_by`;

async function withdrawalRow(tx: Queryable, id: bigint, lock = false): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.id = $1${lock ? ' FOR UPDATE OF w' : ''}`, [
    id,
  ]);
  return row;
}

const isOpen = (status: WithdrawalStatus) => status === 'pending' || status === 'awaiting_second_approval';

/** The user's view: a second approval still pending is `pending` to them. */
function detailView(row: WithdrawalRow, card: BankCardRow): WithdrawalDetail {
  const open = isOpen(row.status);
  const amount = formatMinor(row.amount, 'JPY');
  return {
    id: String(row.id),
    amount,
    currency: 'JPY',
    fee: '0',
    amountToReceive: amount,
    card: {
      id: String(card.id),
      holderName: card.holder_name,
      bankName: card.bank_name,
      branchName: card.branch_name,
      accountType: card.account_type,
      accountNumberMasked: maskAccountNumber(card.account_number),
    },
    status: open ? 'pending' : (row.status as Exclude<WithdrawalStatus, 'awaiting_second_approval'>),
    requiresSecondApproval: row.requires_second_approval,
    requestedAt: row.requested_at.toISOString(),
    ...(row.reviewed_at ? { reviewedAt: row.reviewed_at.toISOString() } : {}),
    ...(row.paid_at ? { paidAt: row.paid_at.toISOString() } : {}),
    ...(row.cancelled_at ? { cancelledAt: row.cancelled_at.toISOString() } : {}),
    ...(open ? { estimatedArrivalBy: nextBusinessDayEnd(row.requested_at) } : {}),
    ...(row.reject_reason ? { rejectReason: row.reject_reason } : {}),
    ...(row.note ? { reviewNote: row.note } : {}),
    cancellable: open,
  };
}

async function detailOf(tx: Queryable, row: WithdrawalRow): Promise<WithdrawalDetail> {
  return detailView(row, await cardOf(tx, row.user_id, String(row.card_id), { includeRemoved: true }));
}

/** The operator may narrow the contract's per-transaction limits (`withdrawal_min`, `withdrawal_max`). */
async function assertWithinLimits(tx: Queryable, amount: bigint): Promise<void> {
  const limits = await configIntegers(tx, { withdrawal_min: WITHDRAWAL_MIN, withdrawal_max: WITHDRAWAL_MAX });
  const min = limits.withdrawal_min ?? WITHDRAWAL_MIN;
  const max = limits.withdrawal_max ?? WITHDRAWAL_MAX;
  if (amount < WITHDRAWAL_MIN || amount > WITHDRAWAL_MAX || amount < min || amount > max) {
    throw invalidParameter([{ field: 'amount', rule: 'pattern' }]);
  }
}

function assertOwnCard(card: BankCardRow, person: Person): void {
  if (!isOwnName(card.holder_name, person)) throw new ApiError(422, 'card_not_own_name');
}

/** Withdrawals over `withdrawal_second_approval_threshold` yen need a second, different operator. */
async function needsSecondApproval(tx: Queryable, amount: bigint): Promise<boolean> {
  const { withdrawal_second_approval_threshold: threshold = 1_000_000n } = await configIntegers(tx, {
    withdrawal_second_approval_threshold: 1_000_000n,
  });
  return amount > threshold;
}

/**
 * A withdrawal to one of the user's own-name cards: verified identity, the fund password, withdrawal hours, an
 * amount within the limits and the withdrawable amount. The amount is held at once (two-phase: it leaves available
 * cash and counts as frozen) and waits for an operator. Under the user's lock, so concurrent requests cannot
 * together take more than is withdrawable; once per Idempotency-Key.
 */
export async function requestWithdrawal(
  deps: FundingDeps,
  ctx: PasswordChangeContext & { idempotencyKey: string | undefined },
  form: Form,
): Promise<WithdrawalDetail> {
  const { db } = deps;
  const { user, now } = ctx;
  assertAccountCan(user, 'withdraw');
  await assertMoneyStepUp(db, user, now);
  const amount = BigInt(form.amount ?? '0');
  await assertWithinLimits(db, amount);
  if ((await personOf(db, user.userId)).status !== 'verified') throw new ApiError(422, 'real_name_not_verified');
  await cardOf(db, user.userId, form.card_id);
  await verifyFundPassword(db, ctx, form.fund_password ?? '');
  // The fund password is proof, not part of the request: it is never kept, not even in the request's digest.
  const { fund_password: _proof, ...request } = form;
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'requestWithdrawal',
        key: ctx.idempotencyKey,
        requestHash: requestHash(request),
        at: now,
      },
      async () => {
        const person = await personOf(tx, user.userId, true);
        if (person.status !== 'verified') throw new ApiError(422, 'real_name_not_verified');
        const card = await cardOf(tx, user.userId, form.card_id);
        assertOwnCard(card, person);
        if (!(await fundingHours(tx, 'withdrawal', now, deps.alwaysOpen)).openNow) {
          throw new ApiError(422, 'outside_withdrawal_hours');
        }
        const { withdrawable } = await withdrawableOf(tx, deps.marketData, user.userId, now);
        if (amount > withdrawable) throw new ApiError(422, 'insufficient_withdrawable');
        const holdId = await hold(tx, {
          userId: user.userId,
          currency: 'JPY',
          amount,
          reason: 'withdrawal',
          kind: 'withdrawal',
          memo: `withdrawal to card ${card.id}`,
          at: now,
          insufficientCode: 'insufficient_withdrawable',
        });
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO withdrawals (user_id, amount, card_id, hold_id, status, requires_second_approval, requested_at)
           VALUES ($1, $2, $3, $4, 'pending', $5, $6) RETURNING id`,
          [user.userId, amount, card.id, holdId, await needsSecondApproval(tx, amount), now],
        );
        if (!row) throw new Error('withdrawal insert returned nothing');
        await sendAlert(tx, user.userId, withdrawalRequested(formatMinor(amount, 'JPY')), now);
        const created = await withdrawalRow(tx, row.id);
        if (!created) throw new Error('withdrawal vanished');
        return detailView(created, card);
      },
    ),
  );
}

async function ownWithdrawal(tx: Queryable, userId: bigint, idText: string | undefined, lock = false) {
  const row = await withdrawalRow(tx, rowId(idText, 'order_not_found'), lock);
  if (!row || row.user_id !== userId) throw new ApiError(404, 'order_not_found');
  return row;
}

export async function withdrawalDetail(tx: Queryable, userId: bigint, idText: string | undefined) {
  return detailOf(tx, await ownWithdrawal(tx, userId, idText));
}

/** Cancels the user's withdrawal while it waits for review, releasing the hold in the same transaction. */
export async function cancelWithdrawal(
  db: Db,
  ctx: { userId: bigint; now: Date; idempotencyKey: string | undefined },
  form: Form,
): Promise<WithdrawalDetail> {
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: ctx.userId,
        operationId: 'cancelWithdrawal',
        key: ctx.idempotencyKey,
        requestHash: requestHash(form),
        at: ctx.now,
      },
      async () => {
        const row = await ownWithdrawal(tx, ctx.userId, form.id, true);
        if (!isOpen(row.status)) throw new ApiError(422, 'order_not_in_review');
        await releaseHold(tx, {
          holdId: row.hold_id,
          kind: 'withdrawal_release',
          memo: `withdrawal ${row.id} cancelled`,
          at: ctx.now,
        });
        await tx.query(`UPDATE withdrawals SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`, [
          row.id,
          ctx.now,
        ]);
        const updated = await withdrawalRow(tx, row.id);
        if (!updated) throw new Error('withdrawal vanished');
        return detailOf(tx, updated);
      },
    ),
  );
}

/** The seed's status numbers: 0 pending review (a second approval included), 1 paid, 2 rejected, 3 cancelled. */
const SEED_STATUS: Record<WithdrawalStatus, number> = {
  pending: 0,
  awaiting_second_approval: 0,
  approved: 1,
  rejected: 2,
  cancelled: 3,
};

/** The seed's `/user/withdrawallist`: a plain array of the page's withdrawals, newest first (yen only). */
export async function listWithdrawals(
  tx: Queryable,
  userId: bigint,
  market: string,
  page: PageRequest,
): Promise<Withdrawal[]> {
  if (market !== 'jpy') return [];
  const rows = await tx.query<{ id: bigint; status: WithdrawalStatus; amount: bigint }>(
    'SELECT id, status, amount FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
    [userId, page.size, page.offset],
  );
  return rows.map((r) => ({ id: String(r.id), status: SEED_STATUS[r.status], money: formatMinor(r.amount, 'JPY') }));
}

async function reviewOf(tx: Queryable, row: WithdrawalRow): Promise<AdminWithdrawalReview> {
  const card = await cardOf(tx, row.user_id, String(row.card_id), { includeRemoved: true });
  const person = await personOf(tx, row.user_id);
  return {
    id: String(row.id),
    account: row.account,
    verifiedName: verifiedNameOf(person) ?? '',
    amount: formatMinor(row.amount, 'JPY'),
    currency: 'JPY',
    card: {
      bankName: card.bank_name,
      branchName: card.branch_name,
      branchCode: card.branch_code,
      accountType: card.account_type,
      accountNumber: card.account_number,
      holderName: card.holder_name,
    },
    requestedAt: row.requested_at.toISOString(),
    status: row.status,
    requiresSecondApproval: row.requires_second_approval,
    firstApprovedBy: row.first_approved_by,
    firstApprovedAt: row.first_approved_at?.toISOString() ?? null,
    rejectReason: row.reject_reason,
    note: row.note,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** The withdrawal queue: waiting ones (pending, awaiting a second approval) oldest first, then the rest newest first. */
export async function listWithdrawalReviews(
  tx: Queryable,
  filter: { status?: string | undefined; account?: string | undefined },
  page: PageRequest,
): Promise<Page<AdminWithdrawalReview>> {
  const { where, params } = whereOf([
    ...(filter.status !== undefined ? ([['w.status = ?', filter.status]] as [string, unknown][]) : []),
    ...(filter.account !== undefined ? ([['u.account = ?', filter.account]] as [string, unknown][]) : []),
  ]);
  const rows = await tx.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} ${where} ORDER BY ${queueOrder('w', ['pending', 'awaiting_second_approval'])}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM withdrawals w JOIN users u ON u.id = w.user_id ${where}`,
    params,
  );
  const items: AdminWithdrawalReview[] = [];
  for (const row of rows) items.push(await reviewOf(tx, row));
  return pageResult(page, items, Number(count?.n ?? 0n));
}

export async function withdrawalReview(tx: Queryable, idText: string | undefined) {
  const row = await withdrawalRow(tx, rowId(idText, 'not_found'));
  if (!row) throw new ApiError(404, 'not_found');
  return reviewOf(tx, row);
}

/** An operator's decision, once per operator's Idempotency-Key, on a withdrawal locked for the transaction. */
function decision<T>(
  db: Db,
  operator: Operator,
  operationId: string,
  form: Form,
  idempotencyKey: string | undefined,
  decide: (tx: Tx, row: WithdrawalRow) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) =>
    idempotent(
      tx,
      { userId: operator.userId, operationId, key: idempotencyKey, requestHash: requestHash(form), at: operator.now },
      async () => {
        const row = await withdrawalRow(tx, rowId(form.id, 'not_found'), true);
        if (!row) throw new ApiError(404, 'not_found');
        return decide(tx, row);
      },
    ),
  );
}

/** Settles the hold to the bank (the payout) and marks the withdrawal paid; the user is told. */
async function payOut(tx: Tx, operator: Operator, row: WithdrawalRow, note: string | null, fourEyes: boolean) {
  const person = await personOf(tx, row.user_id);
  assertOwnCard(await cardOf(tx, row.user_id, String(row.card_id), { includeRemoved: true }), person);
  await settleHold(tx, {
    holdId: row.hold_id,
    payees: [{ accountId: await houseAccount(tx, HOUSE.bankCash, 'JPY'), amount: row.amount }],
    kind: 'withdrawal_payout',
    memo: `withdrawal ${row.id} paid`,
    at: operator.now,
  });
  await tx.query(
    `UPDATE withdrawals SET status = 'approved', reviewed_by = $2, reviewed_at = $3, paid_at = $3,
       note = COALESCE($4, note), requires_second_approval = $5
     WHERE id = $1`,
    [row.id, operator.userId, operator.now, note, fourEyes],
  );
  await sendInboxMessage(
    tx,
    row.user_id,
    withdrawalDecided({ paid: true, amount: formatMinor(row.amount, 'JPY'), note }),
    operator.now,
  );
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'withdrawal_approved',
    targetType: 'withdrawal',
    targetId: String(row.id),
    before: { status: row.status },
    after: { status: 'approved', amount: formatMinor(row.amount, 'JPY'), ...(note ? { note } : {}) },
    ipAddress: operator.address,
    at: operator.now,
  });
}

/**
 * Approves a pending withdrawal: at or under the four-eyes threshold it is paid out at once; over it this is the
 * first approval, and nothing moves until a different operator confirms. The card must still be the user's own.
 */
export async function approveWithdrawal(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminWithdrawalReview> {
  return decision(db, operator, 'approveWithdrawal', form, idempotencyKey, async (tx, row) => {
    if (row.status !== 'pending') throw new ApiError(409, 'review_already_decided');
    const fourEyes = row.requires_second_approval || (await needsSecondApproval(tx, row.amount));
    const note = form.note ?? null;
    if (!fourEyes) {
      await payOut(tx, operator, row, note, false);
    } else {
      const person = await personOf(tx, row.user_id);
      assertOwnCard(await cardOf(tx, row.user_id, String(row.card_id), { includeRemoved: true }), person);
      await tx.query(
        `UPDATE withdrawals SET status = 'awaiting_second_approval', requires_second_approval = true,
           first_approved_by = $2, first_approved_at = $3, note = COALESCE($4, note)
         WHERE id = $1`,
        [row.id, operator.userId, operator.now, note],
      );
      await writeAudit(tx, {
        operatorId: operator.userId,
        action: 'withdrawal_first_approved',
        targetType: 'withdrawal',
        targetId: String(row.id),
        before: { status: 'pending' },
        after: { status: 'awaiting_second_approval', amount: formatMinor(row.amount, 'JPY') },
        ipAddress: operator.address,
        at: operator.now,
      });
    }
    return withdrawalReview(tx, String(row.id));
  });
}

/** The second approval of a large withdrawal, by an operator other than the first: pays it out. */
export async function confirmWithdrawal(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminWithdrawalReview> {
  return decision(db, operator, 'confirmWithdrawal', form, idempotencyKey, async (tx, row) => {
    if (row.status !== 'awaiting_second_approval') throw new ApiError(409, 'review_already_decided');
    if (row.first_approved_by_id === operator.userId) throw new ApiError(403, 'four_eyes_required');
    await payOut(tx, operator, row, form.note ?? null, true);
    return withdrawalReview(tx, String(row.id));
  });
}

/** Rejects a waiting withdrawal with a reason the user sees and releases the whole hold in one transfer. */
export async function rejectWithdrawal(
  db: Db,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminWithdrawalReview> {
  return decision(db, operator, 'rejectWithdrawal', form, idempotencyKey, async (tx, row) => {
    if (!isOpen(row.status)) throw new ApiError(409, 'review_already_decided');
    const reason = form.reason as WithdrawalRejectReason;
    const note = form.note ?? null;
    await releaseHold(tx, {
      holdId: row.hold_id,
      kind: 'withdrawal_release',
      memo: `withdrawal ${row.id} rejected`,
      at: operator.now,
    });
    await tx.query(
      `UPDATE withdrawals SET status = 'rejected', reviewed_by = $2, reviewed_at = $3, reject_reason = $4, note = $5
       WHERE id = $1`,
      [row.id, operator.userId, operator.now, reason, note],
    );
    await sendInboxMessage(
      tx,
      row.user_id,
      withdrawalDecided({ paid: false, amount: formatMinor(row.amount, 'JPY'), reason, note }),
      operator.now,
    );
    await writeAudit(tx, {
      operatorId: operator.userId,
      action: 'withdrawal_rejected',
      targetType: 'withdrawal',
      targetId: String(row.id),
      before: { status: row.status },
      after: { status: 'rejected', ...(note ? { note } : {}) },
      reason,
      ipAddress: operator.address,
      at: operator.now,
    });
    return withdrawalReview(tx, String(row.id));
  });
}
