import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';

export interface TransferEntry {
  accountId: bigint;
  /** Minor units; positive credits the account, negative debits it. */
  amount: bigint;
}

export interface TransferRequest {
  /** The record type the user sees: 'deposit', 'withdrawal', 'stock purchase', … */
  kind: string;
  memo: string;
  entries: TransferEntry[];
  at: Date;
}

/** A programming error: a transfer that can never be valid. Surfaces as a 500, never as a user message. */
export class LedgerError extends Error {}

interface LockedAccount {
  id: bigint;
  currency: string;
  allow_negative: boolean;
}

/**
 * Moves money between ledger accounts in one double-entry transfer. The entries must balance per currency;
 * no account without `allow_negative` may end below zero (`insufficient_balance`). Call inside a transaction.
 */
export async function transfer(tx: Tx, request: TransferRequest): Promise<bigint> {
  const { entries } = request;
  if (entries.length < 2) throw new LedgerError('a transfer needs at least two entries');
  if (entries.some((e) => e.amount === 0n)) throw new LedgerError('a transfer entry cannot be zero');

  // Lock in ascending id order so two transfers over the same accounts cannot deadlock.
  const ids = [...new Set(entries.map((e) => e.accountId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const accounts = await tx.query<LockedAccount>(
    `SELECT id, currency, allow_negative FROM ledger_accounts
     WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [ids.map(String)],
  );
  const byId = new Map(accounts.map((a) => [a.id, a]));

  const sums = new Map<string, bigint>();
  const deltas = new Map<bigint, bigint>();
  for (const entry of entries) {
    const account = byId.get(entry.accountId);
    if (!account) throw new LedgerError(`no ledger account ${entry.accountId}`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + entry.amount);
    deltas.set(entry.accountId, (deltas.get(entry.accountId) ?? 0n) + entry.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`transfer does not balance in ${currency}: ${sum}`);
  }

  for (const [accountId, delta] of deltas) {
    const account = byId.get(accountId);
    if (delta >= 0n || !account || account.allow_negative) continue;
    const balance = await balanceOf(tx, accountId);
    if (balance + delta < 0n) throw new ApiError(422, 'insufficient_balance');
  }

  const [created] = await tx.query<{ id: bigint }>(
    'INSERT INTO ledger_transfers (kind, memo, created_at) VALUES ($1, $2, $3) RETURNING id',
    [request.kind, request.memo, request.at],
  );
  if (!created) throw new LedgerError('transfer insert returned nothing');
  for (const entry of entries) {
    const account = byId.get(entry.accountId);
    await tx.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [created.id, entry.accountId, account?.currency, entry.amount, request.at],
    );
  }
  return created.id;
}

/** The balance of one ledger account in minor units, derived from its entries. */
export async function balanceOf(tx: Tx, accountId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    'SELECT COALESCE(SUM(amount), 0)::bigint AS balance FROM ledger_entries WHERE account_id = $1',
    [accountId],
  );
  return row?.balance ?? 0n;
}

/** Opens (or finds) a user's account of a kind and currency. */
export async function openAccount(
  tx: Tx,
  userId: bigint,
  kind: string,
  currency: string,
  allowNegative = false,
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO ledger_accounts (user_id, kind, currency, allow_negative) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind, currency) WHERE user_id IS NOT NULL DO UPDATE SET kind = EXCLUDED.kind
     RETURNING id`,
    [userId, kind, currency, allowNegative],
  );
  if (!row) throw new LedgerError('could not open ledger account');
  return row.id;
}

/** A user's account of a kind, or undefined when it was never opened. */
export async function findAccount(tx: Tx, userId: bigint, kind: string, currency: string): Promise<bigint | undefined> {
  const [row] = await tx.query<{ id: bigint }>(
    'SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = $2 AND currency = $3',
    [userId, kind, currency],
  );
  return row?.id;
}

/** The house account that funds simulator paper money in a currency. */
export async function houseAccount(tx: Tx, kind: string, currency: string): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    'SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = $1 AND currency = $2',
    [kind, currency],
  );
  if (!row) throw new LedgerError(`no house account ${kind} ${currency}`);
  return row.id;
}
