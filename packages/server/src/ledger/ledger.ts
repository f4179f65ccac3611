import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { MessageCode } from '../http/errors.ts';

export interface TransferEntry {
  accountId: bigint;
  /** Minor units; positive credits the account, negative debits it. */
  amount: bigint;
  /**
   * What this entry stands for when it is not the transfer's kind: one fill transfer itemises the purchase, the
   * fee and the stamp duty, each a record of its own type (records.ts).
   */
  kind?: string;
}

export interface TransferRequest {
  /** The record type the user sees: 'deposit', 'withdrawal', 'stock purchase', … */
  kind: string;
  memo: string;
  entries: TransferEntry[];
  at: Date;
}

export interface TransferOptions {
  /** The code a refused overdraft answers with (orders say `insufficient_available_balance`). */
  insufficientCode?: MessageCode;
}

/** A programming error: a transfer that can never be valid. Surfaces as a 500, never as a user message. */
export class LedgerError extends Error {}

export const compareIds = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One transfer in one statement: lock the accounts in ascending id order, read each entry's currency from its
 * account, and write the transfer and its entries only when every account exists, every currency balances and no
 * account without `allow_negative` would end below zero. It answers which of those held, so a refused transfer writes
 * nothing and leaves the transaction usable. The entries trigger (migrations 0002, 0010) then moves the running
 * balances, and refuses an unbalanced transfer or a negative balance again on its own. `attached` is a row that
 * refers to the new transfer, written by the same statement (`TransferAttachment`), and `then` what follows it.
 */
function transferSql(attached: string | undefined, then: FollowUpSql | undefined): string {
  return `
WITH locked AS MATERIALIZED (
  SELECT id, currency, allow_negative, balance FROM ledger_accounts
   WHERE id = ANY($4::bigint[]) ORDER BY id FOR UPDATE
), entries AS MATERIALIZED (
  SELECT e.n, e.account_id, l.currency, e.amount, e.kind
    FROM unnest($4::bigint[], $5::bigint[], $6::text[]) WITH ORDINALITY AS e (account_id, amount, kind, n)
    LEFT JOIN locked l ON l.id = e.account_id
), verdict AS MATERIALIZED (
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM entries WHERE currency IS NULL) THEN 'missing_account'
    WHEN EXISTS (SELECT 1 FROM entries GROUP BY currency HAVING SUM(amount) <> 0) THEN 'unbalanced'
    WHEN EXISTS (
      SELECT 1 FROM (SELECT account_id, SUM(amount) AS delta FROM entries GROUP BY account_id) d
        JOIN locked l ON l.id = d.account_id
       WHERE d.delta < 0 AND NOT l.allow_negative AND l.balance + d.delta < 0
    ) THEN 'insufficient'
    ELSE 'ok'
  END AS status
), created AS (
  INSERT INTO ledger_transfers (kind, memo, created_at)
  SELECT $1, $2, $3 FROM verdict WHERE status = 'ok'
  RETURNING id
), inserted AS (
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, kind, created_at)
  SELECT c.id, e.account_id, e.currency, e.amount, e.kind, $3 FROM created c, entries e ORDER BY e.n
  RETURNING transfer_id
)${
    attached === undefined
      ? ''
      : `, attached AS (
${attached}
)`
  }${then === undefined ? '' : `, ${then.ctes}`}
SELECT v.status, (SELECT id FROM created) AS id, (SELECT count(*) FROM inserted)::int AS written,
       ${attached === undefined ? 'NULL::bigint' : '(SELECT id FROM attached)'} AS attached_id${
         then === undefined ? '' : `, ${then.columns}`
       }
  FROM verdict v`;
}

const statements = new Map<string, string>();
const statementFor = (attached: string | undefined, then: FollowUpSql | undefined): string => {
  const key = `${attached ?? ''}\n${then?.ctes ?? ''}\n${then?.columns ?? ''}`;
  let sql = statements.get(key);
  if (sql === undefined) {
    sql = transferSql(attached, then);
    statements.set(key, sql);
  }
  return sql;
};

/**
 * A row written by the transfer's own statement, referring to the new transfer (a hold's record): `sql` inserts it
 * from `created` (one row, the transfer's `id`) and returns its `id`; its parameters are numbered from $7.
 */
export interface TransferAttachment {
  sql: string;
  params: readonly unknown[];
  /** Rows written after the attached one by the same statement (`FollowUp`), its parameters numbered from `first`. */
  then?: (first: number) => FollowUp;
}

/** CTEs (`name AS (…)`, comma-separated) that may read `attached`, and the columns they add to the answer. */
export interface FollowUpSql {
  ctes: string;
  columns: string;
}

export interface FollowUp extends FollowUpSql {
  params: readonly unknown[];
}

interface TransferVerdict {
  status: 'ok' | 'missing_account' | 'unbalanced' | 'insufficient';
  id: bigint | null;
  written: number;
  attached_id: bigint | null;
}

/**
 * Moves money between ledger accounts in one double-entry transfer. The entries must balance per currency;
 * no account without `allow_negative` may end below zero (`insufficient_balance`). Call inside a transaction.
 *
 * Every account is locked in ascending id order (two transfers over the same accounts cannot deadlock) before
 * its balance is read, and the transfer goes in by the same statement (`transferSql`); the database moves the
 * running balances and refuses a negative one itself (migration 0002): this check gives the friendly answer, it is
 * not the only guard.
 */
export async function transfer(tx: Tx, request: TransferRequest, options: TransferOptions = {}): Promise<bigint> {
  return (await transferWith(tx, request, undefined, options)).transferId;
}

/**
 * `transfer`, writing `attachment` (and what follows it) in the same statement; answers both ids and, in `row`, the
 * columns the follow-up added.
 */
export async function transferWith<Row = Record<string, unknown>>(
  tx: Tx,
  request: TransferRequest,
  attachment: TransferAttachment | undefined,
  options: TransferOptions = {},
): Promise<{ transferId: bigint; attachedId: bigint | null; row: Row }> {
  const { entries } = request;
  if (entries.length < 2) throw new LedgerError('a transfer needs at least two entries');
  if (entries.some((e) => e.amount === 0n)) throw new LedgerError('a transfer entry cannot be zero');

  const own = attachment?.params ?? [];
  const then = attachment?.then?.(7 + own.length);
  const [verdict] = await tx.query<TransferVerdict & Row>(statementFor(attachment?.sql, then), [
    request.kind,
    request.memo,
    request.at,
    entries.map((e) => String(e.accountId)),
    entries.map((e) => String(e.amount)),
    entries.map((e) => e.kind ?? null),
    ...own,
    ...(then?.params ?? []),
  ]);
  switch (verdict?.status) {
    case 'ok':
      if (verdict.id === null || verdict.written !== entries.length) {
        throw new LedgerError('transfer insert wrote nothing');
      }
      if (attachment && verdict.attached_id === null) throw new LedgerError('the attached row was not written');
      return { transferId: verdict.id, attachedId: verdict.attached_id, row: verdict };
    case 'insufficient':
      throw new ApiError(422, options.insufficientCode ?? 'insufficient_balance');
    case 'unbalanced':
      throw new LedgerError(`transfer does not balance: ${entries.map((e) => e.amount).join(' ')}`);
    case 'missing_account':
      throw new LedgerError(`no ledger account among ${entries.map((e) => e.accountId).join(', ')}`);
    default:
      throw new LedgerError('transfer answered nothing');
  }
}

/** The balance of one ledger account in minor units: the running balance, which always equals SUM(entries). */
export async function balanceOf(tx: Tx, accountId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>('SELECT balance FROM ledger_accounts WHERE id = $1', [accountId]);
  return row?.balance ?? 0n;
}

/** The balance summed from the entries themselves: what the running balance must always equal. */
export async function derivedBalanceOf(tx: Tx, accountId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    'SELECT COALESCE(SUM(amount), 0)::bigint AS balance FROM ledger_entries WHERE account_id = $1',
    [accountId],
  );
  return row?.balance ?? 0n;
}

/**
 * Opens (or finds) a user's account of a kind and currency. It takes no row lock on an existing account, so
 * opening never disturbs the ascending lock order of a transfer that follows in the same transaction.
 */
export async function openAccount(
  tx: Tx,
  userId: bigint,
  kind: string,
  currency: string,
  allowNegative = false,
): Promise<bigint> {
  const existing = await findAccount(tx, userId, kind, currency);
  if (existing !== undefined) return existing;
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO ledger_accounts (user_id, kind, currency, allow_negative) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind, currency) WHERE user_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [userId, kind, currency, allowNegative],
  );
  // Nothing returned: a concurrent transaction opened it first, and it is committed now (the insert waited).
  const id = row?.id ?? (await findAccount(tx, userId, kind, currency));
  if (id === undefined) throw new LedgerError('could not open ledger account');
  return id;
}

/** A user's account of a kind, or undefined when it was never opened. */
export async function findAccount(tx: Tx, userId: bigint, kind: string, currency: string): Promise<bigint | undefined> {
  const [row] = await tx.query<{ id: bigint }>(
    'SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = $2 AND currency = $3',
    [userId, kind, currency],
  );
  return row?.id;
}

/** One of the house's named accounts (ledger/accounts.ts `HOUSE`) in a currency. */
export async function houseAccount(tx: Tx, kind: string, currency: string): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    'SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = $1 AND currency = $2',
    [kind, currency],
  );
  if (!row) throw new LedgerError(`no house account ${kind} ${currency}`);
  return row.id;
}
