import { expect } from 'vitest';
import type { Queryable } from '../../src/db/db.ts';

/** Whether the ledger's tables exist yet (a test may look at a database before migrating it). */
async function hasTable(db: Queryable, name: string): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>('SELECT to_regclass($1::text) IS NOT NULL AS present', [name]);
  return row?.present === true;
}

/**
 * The ledger's invariants, checked over the whole database:
 * - every transfer's entries sum to zero per currency;
 * - no account without allow_negative is below zero, by its entries or by its running balance;
 * - every running balance equals SUM(entries) of its account;
 * - every hold moved its amount into held cash once and, if closed, out of it once, and each held account's
 *   balance equals the sum of its open holds;
 * - every idempotency record committed with its answer.
 */
export async function assertLedgerInvariants(db: Queryable): Promise<void> {
  if (!(await hasTable(db, 'ledger_entries'))) return;
  const unbalanced = await db.query(
    `SELECT transfer_id, currency, SUM(amount)::bigint AS total FROM ledger_entries
     GROUP BY transfer_id, currency HAVING SUM(amount) <> 0`,
  );
  expect(unbalanced, 'transfers that do not balance').toEqual([]);
  const negative = await db.query(
    `SELECT a.id, SUM(e.amount)::bigint AS balance FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
     WHERE NOT a.allow_negative GROUP BY a.id HAVING SUM(e.amount) < 0`,
  );
  expect(negative, 'accounts below zero').toEqual([]);

  const [columns] = await db.query<{ running: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_schema = current_schema() AND table_name = 'ledger_accounts'
                       AND column_name = 'balance') AS running`,
  );
  if (columns?.running) {
    const drifted = await db.query(
      `SELECT a.id, a.balance, COALESCE(s.total, 0)::bigint AS entries
         FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) s
           ON s.account_id = a.id
        WHERE a.balance <> COALESCE(s.total, 0) OR (NOT a.allow_negative AND a.balance < 0)`,
    );
    expect(drifted, 'running balances that differ from their entries, or are below zero').toEqual([]);
  }

  if (await hasTable(db, 'ledger_holds')) {
    const badHoldTransfers = await db.query(
      `SELECT h.id, h.status FROM ledger_holds h
        WHERE (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e
                WHERE e.transfer_id = h.hold_transfer_id AND e.account_id = h.held_account_id) <> h.amount
           OR (h.status <> 'open' AND (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e
                WHERE e.transfer_id = h.close_transfer_id AND e.account_id = h.held_account_id) <> -h.amount)
           OR (h.status <> 'open' AND (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e
                WHERE e.transfer_id = h.close_transfer_id AND e.account_id = h.available_account_id)
                <> h.released_amount)`,
    );
    expect(badHoldTransfers, 'holds whose transfers do not match them').toEqual([]);
    const sharedTransfers = await db.query(
      `SELECT t FROM (SELECT hold_transfer_id AS t FROM ledger_holds
                      UNION ALL SELECT close_transfer_id FROM ledger_holds WHERE close_transfer_id IS NOT NULL) x
        GROUP BY t HAVING COUNT(*) > 1`,
    );
    expect(sharedTransfers, 'transfers that open or close more than one hold').toEqual([]);
    const heldMismatch = await db.query(
      `SELECT a.id, a.balance, COALESCE(o.total, 0)::bigint AS open_holds
         FROM ledger_accounts a
         LEFT JOIN (SELECT held_account_id, SUM(amount) AS total FROM ledger_holds WHERE status = 'open'
                     GROUP BY held_account_id) o ON o.held_account_id = a.id
        WHERE a.user_id IS NOT NULL AND a.kind = 'held' AND a.balance <> COALESCE(o.total, 0)`,
    );
    expect(heldMismatch, 'held balances that differ from their open holds').toEqual([]);
  }

  if (await hasTable(db, 'idempotency_keys')) {
    const unanswered = await db.query('SELECT user_id, key FROM idempotency_keys WHERE response IS NULL');
    expect(unanswered, 'idempotency records committed without their answer').toEqual([]);
  }
}

/** A fingerprint of the whole ledger and session table, to show a refused request changed nothing. */
export async function stateFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT COUNT(*) FROM ledger_transfers)::bigint AS transfers,
            (SELECT COUNT(*) FROM ledger_entries)::bigint AS entries,
            (SELECT COALESCE(SUM(ABS(amount)), 0) FROM ledger_entries)::bigint AS volume,
            (SELECT COUNT(*) FROM users)::bigint AS users,
            (SELECT COUNT(*) FROM sessions WHERE revoked_at IS NULL)::bigint AS live_sessions`,
  );
  return row;
}
