/**
 * The securities-backed credit line: applying to draw (fund password, verified identity, within the limit), the
 * operator's review, repayments, and the user's and the console's views.
 *
 * Ledger: a draw is one transfer that debits the user's loan account (kind `loan`, allowed to go negative — the
 * house's receivable from that user; `jpyyjed` is its negation, the outstanding principal) and credits the user's
 * yen cash. A repayment is one transfer from cash: the interest part to the house's interest account, the principal
 * part back to the loan account. Interest accrues daily (accrual.ts) and pays first. Every write runs under the
 * user's row lock (the lock trading and funding take first), then the loan's, in the transaction that also holds
 * the Idempotency-Key record.
 */
import type { ResponseData } from '@kabuto/api-client';
import { verifyFundPassword } from '../accounts/passwords.ts';
import type { PasswordChangeContext } from '../accounts/passwords.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { personOf, rowId, whereOf } from '../funding/common.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import { addDays, pageResult, tokyoDate, type Page, type PageRequest } from '../http/lists.ts';
import type { Form } from '../http/validation.ts';
import { HOUSE, WALLET_LOAN } from '../ledger/accounts.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { houseAccount, openAccount, transfer, type TransferEntry } from '../ledger/ledger.ts';
import { openWallet } from '../ledger/wallets.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { DecimalFormatError, formatMinor, parseDecimal } from '../money.ts';
import { timeText } from '../offerings/common.ts';
import { hundredthsOf, percentText } from '../trading/figures.ts';
import { lockTrader } from '../trading/store.ts';
import { accrueLoan, interestAccruedAt } from './accrual.ts';
import {
  LOAN_TERMS,
  limitOf,
  lineConfig,
  scoreInputsOf,
  scoreMultiplier,
  scoreOf,
  type CollateralDeps,
  type LineConfig,
} from './score.ts';

export type LoanOrderView = ResponseData<'/loan/apply'>;
export type LoanDetailView = ResponseData<'/loan/detail'>;
export type LoanLimitView = ResponseData<'/loan/limit'>;
export type AdminLoanReview = ResponseData<'/admin/loan/detail'>;
type LoanStatus = LoanOrderView['status'];
type RejectReason = NonNullable<AdminLoanReview['rejectReason']>;

export interface LoanDeps extends CollateralDeps {
  db: Db;
}

export interface LoanCall {
  user: PasswordChangeContext['user'];
  now: Date;
  address: string;
  idempotencyKey: string | undefined;
}

export interface LoanRow {
  id: bigint;
  user_id: bigint;
  account: string;
  principal: bigint;
  rate_hundredths: number;
  term_days: number;
  status: LoanStatus;
  outstanding_principal: bigint;
  interest_accrued: bigint;
  interest_paid: bigint;
  accrued_through: string | null;
  reject_reason: RejectReason | null;
  note: string | null;
  applied_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  drawn_at: Date | null;
  due_date: string | null;
  repaid_at: Date | null;
}

const SELECT = `SELECT l.id, l.user_id, u.account, l.principal, l.rate_hundredths, l.term_days, l.status,
    l.outstanding_principal, l.interest_accrued, l.interest_paid, l.accrued_through::text AS accrued_through,
    l.reject_reason, l.note, l.applied_at, r.account AS reviewed_by, l.reviewed_at, l.drawn_at,
    l.due_date::text AS due_date, l.repaid_at
  FROM loans l JOIN users u ON u.id = l.user_id LEFT JOIN users r ON r.id = l.reviewed_by`;

async function loanRow(tx: Queryable, id: bigint, lock = false): Promise<LoanRow | undefined> {
  const [row] = await tx.query<LoanRow>(`${SELECT} WHERE l.id = $1${lock ? ' FOR UPDATE OF l' : ''}`, [id]);
  return row;
}

const yen = (amount: bigint) => formatMinor(amount, 'JPY');

/** Active and past its due date (Tokyo). */
export const isOverdue = (loan: LoanRow, now: Date): boolean =>
  loan.status === 'active' && loan.due_date !== null && tokyoDate(now) > loan.due_date;

/** What is owed now: outstanding principal + interest accrued to yesterday − interest paid. */
export function owedAt(loan: LoanRow, now: Date): { interest: bigint; owed: bigint } {
  const interest = interestAccruedAt(loan, now);
  return { interest, owed: loan.outstanding_principal + interest - loan.interest_paid };
}

export function loanView(loan: LoanRow, now: Date): LoanOrderView {
  const { interest, owed } = owedAt(loan, now);
  return {
    id: String(loan.id),
    currency: 'JPY',
    principal: yen(loan.principal),
    outstandingPrincipal: yen(loan.outstanding_principal),
    interestAccrued: yen(interest),
    interestPaid: yen(loan.interest_paid),
    amountOwed: yen(owed),
    annualRate: percentText(loan.rate_hundredths),
    termDays: loan.term_days,
    status: loan.status,
    overdue: isOverdue(loan, now),
    appliedAt: timeText('jpy', loan.applied_at),
    ...(loan.reviewed_at ? { reviewedAt: timeText('jpy', loan.reviewed_at) } : {}),
    ...(loan.drawn_at ? { drawnAt: timeText('jpy', loan.drawn_at) } : {}),
    ...(loan.due_date ? { dueDate: loan.due_date } : {}),
    ...(loan.repaid_at ? { repaidAt: timeText('jpy', loan.repaid_at) } : {}),
    ...(loan.reject_reason ? { rejectReason: loan.reject_reason } : {}),
    ...(loan.note ? { reviewNote: loan.note } : {}),
  };
}

/** The operator's annual rate (`loan_rate_percent`), in hundredths of a percent, never above 15 %. */
export async function loanRate(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ value: string }>(`SELECT value FROM config WHERE name = 'loan_rate_percent'`);
  const rate = hundredthsOf(row?.value ?? '') ?? 900;
  return Math.min(rate, LOAN_TERMS.maxRate);
}

/** The user's position on the line: principal outstanding, the pending application, what is owed, overdue. */
async function lineOf(tx: Queryable, userId: bigint, now: Date) {
  const rows = await tx.query<LoanRow>(`${SELECT} WHERE l.user_id = $1 AND l.status IN ('pending', 'active')`, [
    userId,
  ]);
  let used = 0n;
  let pending = 0n;
  let owed = 0n;
  let overdue = false;
  for (const loan of rows) {
    if (loan.status === 'pending') pending += loan.principal;
    else {
      used += loan.outstanding_principal;
      owed += owedAt(loan, now).owed;
      overdue ||= isOverdue(loan, now);
    }
  }
  return { used, pending, owed, overdue };
}

interface LimitFigures {
  config: LineConfig;
  collateralValue: bigint;
  score: number;
  multiplier: number;
  totalLimit: bigint;
  used: bigint;
  pending: bigint;
  owed: bigint;
  overdue: boolean;
  available: bigint;
}

async function limitFigures(tx: Queryable, deps: CollateralDeps, userId: bigint, now: Date): Promise<LimitFigures> {
  const inputs = await scoreInputsOf(tx, deps, userId, now);
  const { score } = scoreOf(inputs);
  const multiplier = scoreMultiplier(score);
  const config = await lineConfig(tx);
  const totalLimit = limitOf(inputs.collateralValue, multiplier, config);
  const line = await lineOf(tx, userId, now);
  const rest = totalLimit - line.used - line.pending;
  return {
    config,
    collateralValue: inputs.collateralValue,
    score,
    multiplier,
    totalLimit,
    ...line,
    available: rest > 0n ? rest : 0n,
  };
}

/** getLoanLimit. */
export async function loanLimit(deps: LoanDeps, userId: bigint, now: Date): Promise<LoanLimitView> {
  const f = await limitFigures(deps.db, deps, userId, now);
  return {
    currency: 'JPY',
    collateralValue: yen(f.collateralValue),
    advanceRate: percentText(f.config.advanceRate),
    creditScore: f.score,
    scoreMultiplier: percentText(f.multiplier),
    houseMaximum: yen(f.config.houseMaximum),
    totalLimit: yen(f.totalLimit),
    usedLimit: yen(f.used),
    pendingLimit: yen(f.pending),
    availableLimit: yen(f.available),
    annualRate: percentText(await loanRate(deps.db)),
    interestMethod: 'daily_simple_actual_365',
    termDays: LOAN_TERMS.termDays,
    minDrawAmount: yen(LOAN_TERMS.minDraw),
    amountOwed: yen(f.owed),
    hasOverdueLoan: f.overdue,
  };
}

function yenField(text: string | undefined, field: string): bigint {
  try {
    const amount = parseDecimal(text ?? '', 'JPY');
    if (amount <= 0n) throw invalidParameter([{ field, rule: 'pattern' }]);
    return amount;
  } catch (error) {
    if (error instanceof DecimalFormatError) throw invalidParameter([{ field, rule: 'pattern' }]);
    throw error;
  }
}

/**
 * applyLoan: a verified user with the fund password applies to draw whole yen within the available limit; the
 * amount is reserved against the limit until the operator decides. One application under review at a time.
 */
export async function applyLoan(deps: LoanDeps, call: LoanCall, form: Form): Promise<LoanOrderView> {
  const { db } = deps;
  const { user, now } = call;
  assertAccountCan(user, 'move_money');
  const amount = yenField(form.amount, 'amount');
  await verifyFundPassword(db, { user, now, address: call.address }, form.fund_password ?? '');
  if ((await personOf(db, user.userId)).status !== 'verified') throw new ApiError(422, 'real_name_not_verified');
  // The fund password is proof, not part of the request: it is never kept, not even in the request's digest.
  const { fund_password: _proof, ...request } = form;
  return db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'applyLoan',
        key: call.idempotencyKey,
        requestHash: requestHash(request),
        at: now,
      },
      async () => {
        if (!(await lockTrader(tx, user.userId)).verified) throw new ApiError(422, 'real_name_not_verified');
        if (amount < LOAN_TERMS.minDraw) throw new ApiError(422, 'loan_amount_below_minimum');
        const f = await limitFigures(tx, deps, user.userId, now);
        if (f.pending > 0n) throw new ApiError(422, 'loan_pending_review');
        if (f.overdue) throw new ApiError(422, 'unpaid_loan');
        if (amount > f.available) throw new ApiError(422, 'loan_limit_insufficient');
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO loans (user_id, principal, rate_hundredths, term_days, applied_at) VALUES ($1, $2, $3, $4, $5)
           RETURNING id`,
          [user.userId, amount, await loanRate(tx), LOAN_TERMS.termDays, now],
        );
        return loanView((await loanRow(tx, row!.id))!, now);
      },
    ),
  );
}

/**
 * repayLoan: any whole-yen amount up to what is owed, from available cash, interest first, then principal, at any
 * time and without a fee. Owing nothing more, the loan is repaid.
 */
export async function repayLoan(deps: LoanDeps, call: LoanCall, form: Form): Promise<LoanOrderView> {
  const { user, now } = call;
  const amount = yenField(form.amount, 'amount');
  return deps.db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: user.userId,
        operationId: 'repayLoan',
        key: call.idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        await lockTrader(tx, user.userId);
        const loan = await loanRow(tx, rowId(form.loan_id, 'order_not_found'), true);
        if (!loan || loan.user_id !== user.userId) throw new ApiError(404, 'order_not_found');
        if (loan.status !== 'active') throw new ApiError(422, 'order_not_holding');
        await accrueLoan(tx, loan, now);
        const interestDue = loan.interest_accrued - loan.interest_paid;
        const owed = loan.outstanding_principal + interestDue;
        if (amount > owed) throw new ApiError(422, 'repayment_exceeds_loan');
        const interestPart = amount < interestDue ? amount : interestDue;
        const principalPart = amount - interestPart;
        const cash = await openWallet(tx, user.userId, 'JPY');
        const entries: TransferEntry[] = [{ accountId: cash.available, amount: -amount }];
        if (interestPart > 0n) {
          entries.push({ accountId: await houseAccount(tx, HOUSE.interest, 'JPY'), amount: interestPart });
        }
        if (principalPart > 0n) {
          entries.push({
            accountId: await openAccount(tx, user.userId, WALLET_LOAN, 'JPY', true),
            amount: principalPart,
          });
        }
        const transferId = await transfer(tx, {
          kind: 'loan_repayment',
          memo: `credit line ${loan.id}: interest ${interestPart}, principal ${principalPart}`,
          at: now,
          entries,
        });
        const done = amount === owed;
        await tx.query(
          `UPDATE loans SET outstanding_principal = outstanding_principal - $2, interest_paid = interest_paid + $3,
                  status = CASE WHEN $4 THEN 'repaid' ELSE status END, repaid_at = CASE WHEN $4 THEN $5 ELSE repaid_at END
            WHERE id = $1`,
          [loan.id, principalPart, interestPart, done, now],
        );
        await tx.query(
          `INSERT INTO loan_repayments (loan_id, amount, interest_part, principal_part, transfer_id, repaid_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [loan.id, amount, interestPart, principalPart, transferId, now],
        );
        return loanView((await loanRow(tx, loan.id))!, now);
      },
    ),
  );
}

export async function listLoans(
  tx: Queryable,
  userId: bigint,
  form: Form,
  page: PageRequest,
  now: Date,
): Promise<Page<LoanOrderView>> {
  const status = form.status ?? null;
  const where = `l.user_id = $1 AND ($2::text IS NULL OR l.status = $2)`;
  const rows = await tx.query<LoanRow>(`${SELECT} WHERE ${where} ORDER BY l.id DESC LIMIT $3 OFFSET $4`, [
    userId,
    status,
    page.size,
    page.offset,
  ]);
  const [count] = await tx.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM loans l WHERE ${where}`, [
    userId,
    status,
  ]);
  return pageResult(
    page,
    rows.map((row) => loanView(row, now)),
    count?.n ?? 0,
  );
}

export async function loanDetail(tx: Queryable, userId: bigint, idText: string | undefined, now: Date) {
  const loan = await loanRow(tx, rowId(idText, 'order_not_found'));
  if (!loan || loan.user_id !== userId) throw new ApiError(404, 'order_not_found');
  const repayments = await tx.query<{
    id: bigint;
    amount: bigint;
    interest_part: bigint;
    principal_part: bigint;
    repaid_at: Date;
  }>(
    'SELECT id, amount, interest_part, principal_part, repaid_at FROM loan_repayments WHERE loan_id = $1 ORDER BY id',
    [loan.id],
  );
  const view: LoanDetailView = {
    loan: loanView(loan, now),
    repayments: repayments.map((r) => ({
      id: String(r.id),
      amount: yen(r.amount),
      interestPart: yen(r.interest_part),
      principalPart: yen(r.principal_part),
      repaidAt: timeText('jpy', r.repaid_at),
    })),
  };
  return view;
}

// ---------------------------------------------------------------------------------------------------------------
// The operator's review.

const ADMIN_STATUS: Record<LoanStatus, AdminLoanReview['status']> = {
  pending: 'pending',
  active: 'approved',
  repaid: 'approved',
  rejected: 'rejected',
};
const STATES_OF: Record<string, readonly LoanStatus[]> = {
  pending: ['pending'],
  approved: ['active', 'repaid'],
  rejected: ['rejected'],
  cancelled: [],
};

async function reviewView(tx: Queryable, deps: CollateralDeps, loan: LoanRow, now: Date): Promise<AdminLoanReview> {
  const f = await limitFigures(tx, deps, loan.user_id, now);
  const rest = f.totalLimit - f.used;
  return {
    id: String(loan.id),
    account: loan.account,
    amount: yen(loan.principal),
    currency: 'JPY',
    rateAnnualPercent: percentText(loan.rate_hundredths),
    creditScore: f.score,
    collateralValue: yen(f.collateralValue),
    creditLimit: yen(f.totalLimit),
    outstanding: yen(f.used),
    availableLimit: yen(rest > 0n ? rest : 0n),
    requestedAt: timeText('jpy', loan.applied_at),
    status: ADMIN_STATUS[loan.status],
    rejectReason: loan.reject_reason,
    note: loan.note,
    reviewedBy: loan.reviewed_by,
    reviewedAt: loan.reviewed_at ? timeText('jpy', loan.reviewed_at) : null,
  };
}

/** The review queue: pending draws first, oldest first; then the rest, newest first. */
export async function listAdminLoans(
  deps: LoanDeps,
  filter: { status: string | undefined; account: string | undefined },
  page: PageRequest,
  now: Date,
): Promise<Page<AdminLoanReview>> {
  const { db } = deps;
  const conditions: [string, unknown][] = [];
  if (filter.status !== undefined) conditions.push(['l.status = ANY(?::text[])', STATES_OF[filter.status] ?? []]);
  if (filter.account !== undefined) conditions.push(['u.account = ?', filter.account]);
  const { where, params } = whereOf(conditions);
  const rows = await db.query<LoanRow>(
    `${SELECT} ${where}
     ORDER BY (l.status = 'pending') DESC, CASE WHEN l.status = 'pending' THEN l.id END ASC, l.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM loans l JOIN users u ON u.id = l.user_id ${where}`,
    params,
  );
  const items: AdminLoanReview[] = [];
  for (const row of rows) items.push(await reviewView(db, deps, row, now));
  return pageResult(page, items, count?.n ?? 0);
}

export async function adminLoan(deps: LoanDeps, idText: string | undefined, now: Date): Promise<AdminLoanReview> {
  const loan = await loanRow(deps.db, rowId(idText, 'not_found'));
  if (!loan) throw new ApiError(404, 'not_found');
  return reviewView(deps.db, deps, loan, now);
}

/** The draw locked for a decision, under its user's lock (user first, as every credit-line write). */
async function lockedForDecision(tx: Tx, idText: string | undefined): Promise<LoanRow> {
  const id = rowId(idText, 'not_found');
  const found = await loanRow(tx, id);
  if (!found) throw new ApiError(404, 'not_found');
  await lockTrader(tx, found.user_id);
  const loan = (await loanRow(tx, id, true))!;
  if (loan.status !== 'pending') throw new ApiError(409, 'review_already_decided');
  return loan;
}

/**
 * approveLoan: the limit is recomputed now (without this draw's reservation); within it, the amount is lent in one
 * ledger transfer from the user's loan account to their yen cash, and interest accrues from today.
 */
export async function approveLoan(
  deps: LoanDeps,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminLoanReview> {
  const now = operator.now;
  return deps.db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'approveLoan',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        const loan = await lockedForDecision(tx, form.id);
        const f = await limitFigures(tx, deps, loan.user_id, now);
        // The figures count this draw as pending: what is left for it is the limit less what is outstanding.
        if (loan.principal > f.totalLimit - f.used) throw new ApiError(422, 'loan_limit_insufficient');
        const cash = await openWallet(tx, loan.user_id, 'JPY');
        const receivable = await openAccount(tx, loan.user_id, WALLET_LOAN, 'JPY', true);
        const transferId = await transfer(tx, {
          kind: 'loan',
          memo: `credit line ${loan.id} drawn at ${percentText(loan.rate_hundredths)} % a year`,
          at: now,
          entries: [
            { accountId: receivable, amount: -loan.principal },
            { accountId: cash.available, amount: loan.principal },
          ],
        });
        const today = tokyoDate(now);
        await tx.query(
          `UPDATE loans SET status = 'active', outstanding_principal = principal, reviewed_by = $2, reviewed_at = $3,
                  drawn_at = $3, draw_transfer_id = $4, due_date = $5, accrued_through = $6
            WHERE id = $1`,
          [loan.id, operator.userId, now, transferId, addDays(today, loan.term_days), addDays(today, -1)],
        );
        await sendInboxMessage(
          tx,
          loan.user_id,
          {
            kind: 'system',
            title: { jp: 'ご融資を実行しました', cn: '借款已发放', us: 'Your credit-line draw is in your cash' },
            body: {
              jp: `${yen(loan.principal)} 円をお預り金に入金しました。年利 ${percentText(loan.rate_hundredths)}%（日割り、365日ベース）で、いつでも手数料なしで返済できます。`,
              cn: `${yen(loan.principal)} 日元已存入可用资金。年利率 ${percentText(loan.rate_hundredths)}%（按日计息，一年按365天），可随时免费还款。`,
              us: `¥${yen(loan.principal)} is in your available cash, at ${percentText(loan.rate_hundredths)} % a year (daily, actual/365). Repay any time without a fee.`,
            },
          },
          now,
        );
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'loan_approved',
          targetType: 'loan',
          targetId: String(loan.id),
          before: { status: 'pending' },
          after: { status: 'approved' },
          ipAddress: operator.address,
          at: now,
        });
        return reviewView(tx, deps, (await loanRow(tx, loan.id))!, now);
      },
    ),
  );
}

/** rejectLoan: nothing is lent; the reservation against the limit ends; the user sees the reason and the note. */
export async function rejectLoan(
  deps: LoanDeps,
  operator: Operator,
  form: Form,
  idempotencyKey: string | undefined,
): Promise<AdminLoanReview> {
  const now = operator.now;
  return deps.db.transaction((tx) =>
    idempotent(
      tx,
      {
        userId: operator.userId,
        operationId: 'rejectLoan',
        key: idempotencyKey,
        requestHash: requestHash(form),
        at: now,
      },
      async () => {
        const loan = await lockedForDecision(tx, form.id);
        const reason = form.reason as RejectReason;
        const note = form.note ?? null;
        await tx.query(
          `UPDATE loans SET status = 'rejected', reject_reason = $2, note = $3, reviewed_by = $4, reviewed_at = $5
            WHERE id = $1`,
          [loan.id, reason, note, operator.userId, now],
        );
        await sendInboxMessage(
          tx,
          loan.user_id,
          {
            kind: 'system',
            title: {
              jp: 'ご融資の申込は承認されませんでした',
              cn: '借款申请未获批准',
              us: 'Your credit-line draw was not approved',
            },
            body: {
              jp: `${yen(loan.principal)} 円の申込は実行されませんでした。${note ?? ''}`,
              cn: `${yen(loan.principal)} 日元的申请未发放。${note ?? ''}`,
              us: `Nothing was lent on your ¥${yen(loan.principal)} application. ${note ?? ''}`.trim(),
            },
          },
          now,
        );
        await writeAudit(tx, {
          operatorId: operator.userId,
          action: 'loan_rejected',
          targetType: 'loan',
          targetId: String(loan.id),
          before: { status: 'pending' },
          after: { status: 'rejected', ...(note ? { note } : {}) },
          reason,
          ipAddress: operator.address,
          at: now,
        });
        return reviewView(tx, deps, (await loanRow(tx, loan.id))!, now);
      },
    ),
  );
}
