import { adminLedgerEntryTypes, transactionRecordTypes } from '@kabuto/api-client';
import type { TransactionRecordType } from '@kabuto/api-client';
import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { DateRange, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import { formatMinor } from '../money.ts';
import { DAYTRADE_FUND, WALLET_AVAILABLE, WALLET_HELD } from '../ledger/accounts.ts';
import { RECORD } from '../daytrade/ledger.ts';

const DAYTRADE_FUND_RECORD = RECORD.fund;
import { parseId } from '../messages/inbox.ts';
import { findListed } from '../market/universe/index.ts';
import type { Market } from '../market/types.ts';

/** The record types a user sees (the contract's `TransactionRecordType`). */
export const RECORD_TYPES = transactionRecordTypes;
export type RecordType = TransactionRecordType;

/**
 * Ledger transfer kinds that are shown under another record type. Every other kind that is a record type is
 * shown as itself; kinds that are neither (internal movements) are not user records.
 */
const KIND_ALIASES: Record<string, RecordType> = {
  opening_credit: 'deposit',
  // A leveraged purchase borrows part of its cost on margin; a sale repays it first (trading/fills.ts).
  margin_loan: 'loan',
  margin_repayment: 'repayment',
  // A follow product: the buy less its entry fee, the entry fee (a fee on buying), and the payout when it ends.
  follow_purchase: 'copy_trade_purchase',
  follow_fee: 'buy_fee',
  follow_return: 'copy_trade_return',
  ipo_refund: 'lottery_refund',
  loan_repayment: 'repayment',
  margin_topup: 'margin_top_up',
  // An operator's manual credit or debit (four eyes) is cash in or out; its memo reaches the user in the inbox.
  adjustment_credit: 'deposit',
  adjustment_debit: 'withdrawal',
};

/** The ledger kinds behind some record types. */
function ledgerKindsOf(types: readonly RecordType[]): string[] {
  const aliases = Object.entries(KIND_ALIASES)
    .filter(([, type]) => types.includes(type))
    .map(([kind]) => kind);
  return [...types, ...aliases];
}

export function recordTypeOf(kind: string): RecordType | undefined {
  return KIND_ALIASES[kind] ?? ((RECORD_TYPES as readonly string[]).find((t) => t === kind) as RecordType | undefined);
}

/** The operator's view of a ledger entry type (`AdminLedgerEntryType`). */
const ADMIN_TYPES: ReadonlySet<string> = new Set(adminLedgerEntryTypes);
const ADMIN_ALIASES: Record<string, string> = {
  margin_loan: 'loan',
  margin_repayment: 'loan_repayment',
  order_release: 'release',
  copy_trade_purchase: 'follow_purchase',
  copy_trade_return: 'follow_return',
  lottery_refund: 'ipo_refund',
  repayment: 'loan_repayment',
  margin_top_up: 'margin_topup',
};

/** SQL for the operator's entry type of a row of `cashEntries` (quoted literals from the fixed tables above). */
function adminTypeSql(): string {
  const aliases = Object.entries(ADMIN_ALIASES)
    .map(([kind, type]) => `WHEN kind = '${kind}' THEN '${type}'`)
    .join(' ');
  const direct = [...ADMIN_TYPES].map((t) => `'${t}'`).join(', ');
  const byKind = `${aliases} WHEN kind IN (${direct}) THEN kind ELSE 'adjustment'`;
  // An itemised entry says what it is itself; otherwise a transfer that moves held cash is a hold or a release.
  return `CASE WHEN entry_kind IS NOT NULL THEN (CASE ${byKind} END)
    WHEN held_delta > 0 THEN 'hold' WHEN held_delta < 0 THEN 'release' ${byKind} END`;
}

/**
 * Every entry on a user's available-cash accounts with its transfer, the running available balance after it,
 * and how the same transfer moved the user's held cash in that currency (a hold moves cash into it, a release
 * out of it). An entry's own kind (a fill itemises purchase, fee and duty) wins over its transfer's; a trade's
 * entries carry the order, stock and market they belong to.
 *
 * The user's day-trade fund is their money too: the profit, loss, commission and interest each day-trade close
 * settles with it are records of their own (with the order and stock), beside the cash entries. The fund's side of
 * a move between cash and the fund is left out: the cash entry is that record (`daytrade_fund`).
 */
const CASH_ENTRIES = `
  SELECT e.id, e.transfer_id, e.currency, e.amount, COALESCE(e.kind, t.kind) AS kind, e.kind AS entry_kind, t.memo,
         t.created_at, COALESCE(o.id, dto.id) AS order_id, COALESCE(o.code, dto.code) AS stock_code,
         COALESCE(o.market, dto.market) AS stock_market, a.kind AS account_kind,
         SUM(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id)::bigint AS available_after,
         (SELECT COALESCE(SUM(h.amount), 0) FROM ledger_entries h JOIN ledger_accounts ha ON ha.id = h.account_id
          WHERE h.transfer_id = e.transfer_id AND ha.user_id = $1 AND ha.kind = '${WALLET_HELD}'
            AND ha.currency = e.currency)::bigint AS held_delta,
         (SELECT lh.status FROM ledger_holds lh WHERE lh.hold_transfer_id = e.transfer_id) AS hold_status,
         w.id AS withdrawal_id, d.id AS deposit_id
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transfers t ON t.id = e.transfer_id
  LEFT JOIN trade_fills f ON f.transfer_id = e.transfer_id
  LEFT JOIN trade_orders o ON o.id = f.order_id
  LEFT JOIN daytrade_fills df ON df.transfer_id = e.transfer_id
  LEFT JOIN daytrade_orders dto ON dto.id = df.order_id
  LEFT JOIN ledger_holds wh ON wh.hold_transfer_id = e.transfer_id AND wh.reason = 'withdrawal'
  LEFT JOIN withdrawals w ON w.hold_id = wh.id
  LEFT JOIN deposit_notices d ON d.transfer_id = e.transfer_id
  WHERE a.user_id = $1 AND (a.kind = '${WALLET_AVAILABLE}'
    OR (a.kind = '${DAYTRADE_FUND}' AND e.kind IS DISTINCT FROM '${DAYTRADE_FUND_RECORD}'))`;

interface CashEntryRow {
  id: bigint;
  transfer_id: bigint;
  currency: string;
  amount: bigint;
  kind: string;
  /** The entry's own kind, when it has one (an itemised part of a fill). */
  entry_kind: string | null;
  memo: string;
  created_at: Date;
  order_id: bigint | null;
  stock_code: string | null;
  stock_market: Market | null;
  available_after: bigint;
  held_delta: bigint;
  /** The hold this transfer opened, if it opened one: open, settled (the money moved) or released (given back). */
  hold_status: 'open' | 'settled' | 'released' | null;
  /** The withdrawal whose hold this transfer opened, or the deposit notice it credited. */
  withdrawal_id: bigint | null;
  deposit_id: bigint | null;
  admin_type?: string;
}

type RecordStatus = 'held' | 'completed' | 'released';
const statusOf = (row: CashEntryRow): RecordStatus => {
  // An itemised entry (a fill's purchase, fee, duty) is money that moved, even when its transfer closed a hold.
  if (row.entry_kind !== null) return 'completed';
  if (row.held_delta > 0n) {
    return row.hold_status === 'settled' ? 'completed' : row.hold_status === 'released' ? 'released' : 'held';
  }
  return row.held_delta < 0n ? 'released' : 'completed';
};

/** The order, withdrawal or deposit notice an entry belongs to. */
function referenceOf(row: CashEntryRow): string | null {
  const id = row.order_id ?? row.withdrawal_id ?? row.deposit_id;
  return id === null ? null : String(id);
}

function toRecord(row: CashEntryRow) {
  const reference = referenceOf(row);
  const stock = row.stock_code === null ? undefined : findListed(row.stock_code, row.stock_market ?? undefined);
  return {
    id: String(row.id),
    type: recordTypeOf(row.kind) ?? 'deposit',
    status: statusOf(row),
    amount: formatMinor(row.amount, row.currency),
    currency: row.currency,
    ...(reference === null ? {} : { orderNo: reference }),
    ...(stock
      ? { stockCode: stock.instrument.code, stockName: stock.instrument.name, market: stock.instrument.market }
      : {}),
    createdAt: row.created_at.toISOString(),
  };
}

export interface RecordFilter {
  types: readonly RecordType[] | undefined;
  currency: string | undefined;
  range: DateRange;
}

/** Builds `WHERE` conditions after the user id ($1). */
function conditions(params: unknown[], parts: [string, unknown][]): string {
  return parts
    .map(([sql, value]) => {
      params.push(value);
      return ` AND ${sql.replace('?', `$${params.length}`)}`;
    })
    .join('');
}

/** The user's transaction records, newest first. */
export async function listRecords(
  tx: Tx,
  userId: bigint,
  filter: RecordFilter,
  page: PageRequest,
): Promise<Page<unknown>> {
  const params: unknown[] = [userId];
  const where = conditions(params, [
    ['kind = ANY(?::text[])', ledgerKindsOf(filter.types ?? RECORD_TYPES)],
    ...(filter.currency ? ([['currency = ?', filter.currency]] as [string, unknown][]) : []),
    ...(filter.range.from ? ([['created_at >= ?', filter.range.from]] as [string, unknown][]) : []),
    ...(filter.range.until ? ([['created_at < ?', filter.range.until]] as [string, unknown][]) : []),
  ]);
  const base = `WITH cash AS (${CASH_ENTRIES}) SELECT * FROM cash WHERE true ${where}`;
  const rows = await tx.query<CashEntryRow>(
    `${base} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ total: bigint }>(`SELECT COUNT(*)::bigint AS total FROM (${base}) counted`, params);
  return pageResult(page, rows.map(toRecord), Number(count?.total ?? 0n));
}

interface EntryRow {
  user_id: bigint | null;
  account: string | null;
  kind: string;
  currency: string;
  amount: bigint;
}

/** How an entry's ledger account is named to the user: their own by account, the firm's by kind. */
function accountLabel(entry: EntryRow, userId: bigint): string {
  if (entry.user_id === null) {
    const [group, ...rest] = entry.kind.split('_');
    return rest.length > 0 ? `${group}:${rest.join('_')}` : `house:${entry.kind}`;
  }
  const owner = entry.user_id === userId ? entry.account : 'other';
  return `user:${owner}:${entry.kind}`;
}

/** One record with every entry of the ledger transfer behind it; 404 `not_found` unless it is the user's. */
export async function getRecord(tx: Tx, userId: bigint, id: string) {
  const entryId = parseId(id);
  if (entryId === undefined) throw new ApiError(404, 'not_found');
  const [row] = await tx.query<CashEntryRow>(`WITH cash AS (${CASH_ENTRIES}) SELECT * FROM cash WHERE id = $2`, [
    userId,
    entryId,
  ]);
  if (!row || recordTypeOf(row.kind) === undefined) throw new ApiError(404, 'not_found');
  const entries = await tx.query<EntryRow>(
    `SELECT a.user_id, u.account, a.kind, e.currency, e.amount
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id LEFT JOIN users u ON u.id = a.user_id
     WHERE e.transfer_id = $1 ORDER BY e.id`,
    [row.transfer_id],
  );
  return {
    ...toRecord(row),
    transferId: String(row.transfer_id),
    entries: entries.map((e) => ({
      account: accountLabel(e, userId),
      currency: e.currency,
      amount: formatMinor(e.amount, e.currency),
    })),
  };
}

/** The record a transfer made on a user's cash (its id is what messages and redemptions link to). */
export async function recordIdOf(tx: Tx, transferId: bigint, userId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     WHERE e.transfer_id = $1 AND a.user_id = $2 AND a.kind = '${WALLET_AVAILABLE}' ORDER BY e.id LIMIT 1`,
    [transferId, userId],
  );
  if (!row) throw new Error(`transfer ${transferId} did not touch the cash of user ${userId}`);
  return row.id;
}

export interface AdminLedgerFilter {
  currency: string | undefined;
  entryType: string | undefined;
  range: DateRange;
}

/** A user's cash ledger entries for the operator, newest first, with available cash after each. */
export async function listCashLedger(
  tx: Tx,
  userId: bigint,
  filter: AdminLedgerFilter,
  page: PageRequest,
): Promise<Page<unknown>> {
  const params: unknown[] = [userId];
  const where = conditions(params, [
    ...(filter.currency ? ([['currency = ?', filter.currency]] as [string, unknown][]) : []),
    ...(filter.entryType ? ([['admin_type = ?', filter.entryType]] as [string, unknown][]) : []),
    ...(filter.range.from ? ([['created_at >= ?', filter.range.from]] as [string, unknown][]) : []),
    ...(filter.range.until ? ([['created_at < ?', filter.range.until]] as [string, unknown][]) : []),
  ]);
  const base = `WITH cash AS (${CASH_ENTRIES}), typed AS (SELECT *, ${adminTypeSql()} AS admin_type FROM cash)
    SELECT * FROM typed WHERE account_kind = '${WALLET_AVAILABLE}' ${where}`;
  const rows = await tx.query<CashEntryRow>(
    `${base} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ total: bigint }>(`SELECT COUNT(*)::bigint AS total FROM (${base}) counted`, params);
  const items = rows.map((r) => ({
    id: String(r.id),
    transferId: String(r.transfer_id),
    time: r.created_at.toISOString(),
    type: r.admin_type ?? 'adjustment',
    currency: r.currency,
    amount: formatMinor(r.amount, r.currency),
    availableAfter: formatMinor(r.available_after, r.currency),
    reference: referenceOf(r),
    memo: r.memo === '' ? null : r.memo,
  }));
  return pageResult(page, items, Number(count?.total ?? 0n));
}
