import type { Tx } from '../db/db.ts';
import { HoldNotOpenError } from '../ledger/holds.ts';
import { LedgerError } from '../ledger/ledger.ts';

/** One hold of a batch: settle `payAmount` of it to the batch's payee and release the rest (all of it when 0). */
export interface HoldClose {
  holdId: bigint;
  /** Minor units to the payee, 0 to release the whole hold. */
  payAmount: bigint;
  /** The record type of the closing transfer (`ipo_payment`, `ipo_refund`, …). */
  kind: string;
  memo: string;
}

/**
 * Closes many holds in a few statements, each with a transfer of its own, exactly as `settleHold` and `releaseHold`
 * would one by one (the same entries in the same order: held −hold, payee +paid, available +rest), so an allotment of
 * ten thousand applications is not thirty thousand round trips. The ledger's rules hold as in ledger.ts: the holds
 * are locked first (in id order, as `lockOpenHold` does) and must all be open, then every account the transfers touch
 * is locked in ascending id order before anything is written; the transfers, their entries and the holds' closing go
 * in by one statement, whose entries trigger moves the running balances and checks each transfer balances (migration
 * 0010) and whose CHECK refuses a negative balance. Every transfer closes one hold (the invariant the tests check).
 */
export async function closeHoldsTogether(
  tx: Tx,
  batch: { payeeAccountId: bigint; closes: readonly HoldClose[]; at: Date },
): Promise<void> {
  const { closes } = batch;
  if (closes.length === 0) return;
  const holdIds = closes.map((c) => String(c.holdId));
  const held = await tx.query<{ id: bigint; amount: bigint; status: string; available: bigint; heldAccount: bigint }>(
    `SELECT id, amount, status, available_account_id AS available, held_account_id AS "heldAccount"
       FROM ledger_holds WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [holdIds],
  );
  const byId = new Map(held.map((h) => [h.id, h]));
  const accounts = new Set<bigint>([batch.payeeAccountId]);
  for (const close of closes) {
    const row = byId.get(close.holdId);
    if (!row) throw new HoldNotOpenError(close.holdId, 'missing');
    if (row.status !== 'open') throw new HoldNotOpenError(close.holdId, row.status as 'settled' | 'released');
    if (close.payAmount < 0n || close.payAmount > row.amount) {
      throw new LedgerError(`hold ${row.id} holds ${row.amount}, cannot settle ${close.payAmount}`);
    }
    accounts.add(row.available);
    accounts.add(row.heldAccount);
  }
  if (byId.size !== closes.length) throw new LedgerError('a hold appears twice in one batch');
  await tx.query('SELECT id FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [
    [...accounts].map(String),
  ]);
  // Transfer ids come from the table's own sequence, one per hold in the batch's order, so each hold's entries and
  // closing name its transfer within the statement.
  const [result] = await tx.query<{ transfers: number; entries: number; closed: number }>(
    `WITH batch AS MATERIALIZED (
       SELECT b.n, b.hold_id, b.pay, b.kind, b.memo, h.amount, h.currency, h.held_account_id, h.available_account_id
         FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) WITH ORDINALITY AS b (hold_id, pay, kind, memo, n)
         JOIN ledger_holds h ON h.id = b.hold_id AND h.status = 'open'
     ), numbered AS MATERIALIZED (
       SELECT s.*, nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS transfer_id
         FROM (SELECT * FROM batch ORDER BY n) s
     ), transfers AS (
       INSERT INTO ledger_transfers (id, kind, memo, created_at) OVERRIDING SYSTEM VALUE
       SELECT transfer_id, kind, memo, $6 FROM numbered ORDER BY transfer_id
       RETURNING id
     ), entries AS (
       INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, kind, created_at)
       SELECT n.transfer_id, e.account_id, n.currency, e.amount, NULL, $6
         FROM numbered n
        CROSS JOIN LATERAL (VALUES (1, n.held_account_id, -n.amount),
                                   (2, $5::bigint, n.pay),
                                   (3, n.available_account_id, n.amount - n.pay)) AS e (k, account_id, amount)
        WHERE e.amount <> 0
        ORDER BY n.transfer_id, e.k
       RETURNING transfer_id
     ), closed AS (
       UPDATE ledger_holds h
          SET status = CASE WHEN n.pay > 0 THEN 'settled' ELSE 'released' END, settled_amount = n.pay,
              released_amount = n.amount - n.pay, close_transfer_id = n.transfer_id, closed_at = $6
         FROM numbered n
        WHERE h.id = n.hold_id
       RETURNING h.id
     )
     SELECT (SELECT count(*) FROM transfers)::int AS transfers, (SELECT count(*) FROM entries)::int AS entries,
            (SELECT count(*) FROM closed)::int AS closed`,
    [
      holdIds,
      closes.map((c) => String(c.payAmount)),
      closes.map((c) => c.kind),
      closes.map((c) => c.memo),
      batch.payeeAccountId,
      batch.at,
    ],
  );
  const expectedEntries = closes.reduce(
    (n, c) => n + (c.payAmount > 0n && c.payAmount < byId.get(c.holdId)!.amount ? 3 : 2),
    0,
  );
  if (
    !result ||
    result.transfers !== closes.length ||
    result.closed !== closes.length ||
    result.entries !== expectedEntries
  ) {
    throw new LedgerError(`closing ${closes.length} holds wrote ${JSON.stringify(result)}`);
  }
}
