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

interface LockedAccount {
  id: bigint;
  currency: string;
  allow_negative: boolean;
  balance: bigint;
}

export const compareIds = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Moves money between ledger accounts in one double-entry transfer. The entries must balance per currency;
 * no account without `allow_negative` may end below zero (`insufficient_balance`). Call inside a transaction.
 *
 * Every account is locked in ascending id order (two transfers over the same accounts cannot deadlock) before
 * its balance is read; the transfer and its entries then go in as one statement, and the database moves the
 * running balances and refuses a negative one itself (migration 0002): this check gives the friendly answer,
 * it is not the only guard.
 */
export async function transfer(tx: Tx, request: TransferRequest, options: TransferOptions = {}): Promise<bigint> {
  const { entries } = request;
  if (entries.length < 2) throw new LedgerError('a transfer needs at least two entries');
  if (entries.some((e) => e.amount === 0n)) throw new LedgerError('a transfer entry cannot be zero');

  const ids = [...new Set(entries.map((e) => e.accountId))].sort(compareIds);
  const accounts = await tx.query<LockedAccount>(
    `SELECT id, currency, allow_negative, balance FROM ledger_accounts
     WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [ids.map(String)],
  );
  const byId = new Map(accounts.map((a) => [a.id, a]));

  const sums = new Map<string, bigint>();
  const deltas = new Map<bigint, bigint>();
  const currencies: string[] = [];
  for (const entry of entries) {
    const account = byId.get(entry.accountId);
    if (!account) throw new LedgerError(`no ledger account ${entry.accountId}`);
    currencies.push(account.currency);
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + entry.amount);
    deltas.set(entry.accountId, (deltas.get(entry.accountId) ?? 0n) + entry.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`transfer does not balance in ${currency}: ${sum}`);
  }

  for (const [accountId, delta] of deltas) {
    const account = byId.get(accountId);
    if (delta >= 0n || !account || account.allow_negative) continue;
    if (account.balance + delta < 0n) throw new ApiError(422, options.insufficientCode ?? 'insufficient_balance');
  }

  const [created] = await tx.query<{ id: bigint }>(
    `WITH created AS (
       INSERT INTO ledger_transfers (kind, memo, created_at) VALUES ($1, $2, $3) RETURNING id
     ), inserted AS (
       INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, kind, created_at)
       SELECT created.id, e.account_id, e.currency, e.amount, e.kind, $3
         FROM created, unnest($4::bigint[], $5::text[], $6::bigint[], $7::text[])
              WITH ORDINALITY AS e (account_id, currency, amount, kind, n)
        ORDER BY e.n
       RETURNING transfer_id
     )
     SELECT id FROM created WHERE EXISTS (SELECT 1 FROM inserted)`,
    [
      request.kind,
      request.memo,
      request.at,
      entries.map((e) => String(e.accountId)),
      currencies,
      entries.map((e) => String(e.amount)),
      entries.map((e) => e.kind ?? null),
    ],
  );
  if (!created) throw new LedgerError('transfer insert returned nothing');
  return created.id;
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
