import { expect } from 'vitest';
import type { Queryable } from '../../src/db/db.ts';

/** The ledger's invariants: every transfer balances per currency; no account without allow_negative is below 0. */
export async function assertLedgerInvariants(db: Queryable): Promise<void> {
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
