import type { Tx } from '../db/db.ts';
import type { MessageCode } from '../http/errors.ts';
import { LedgerError, transfer, transferWith } from './ledger.ts';
import type { FollowUp, TransferEntry } from './ledger.ts';
import { openWallet } from './wallets.ts';
import type { Wallet } from './wallets.ts';

export type HoldStatus = 'open' | 'settled' | 'released';

export interface Hold {
  id: bigint;
  userId: bigint;
  currency: string;
  amount: bigint;
  reason: string;
  reference: string | null;
  status: HoldStatus;
  settledAmount: bigint;
  releasedAmount: bigint;
  holdTransferId: bigint;
  closeTransferId: bigint | null;
  createdAt: Date;
  closedAt: Date | null;
}

/** Settling or releasing a hold that is no longer open: it was closed once already. */
export class HoldNotOpenError extends LedgerError {
  constructor(
    readonly holdId: bigint,
    readonly status: HoldStatus | 'missing',
  ) {
    super(status === 'missing' ? `no hold ${holdId}` : `hold ${holdId} is already ${status}`);
  }
}

export interface HoldRequest {
  userId: bigint;
  currency: string;
  /** Minor units, positive. */
  amount: bigint;
  /** Why: 'withdrawal', 'ipo_application', 'order', 'block_application', … */
  reason: string;
  /** What it belongs to (an order or application id), for finding it again. */
  reference?: string;
  /** The record type of the hold's transfer (default 'hold'). */
  kind?: string;
  memo?: string;
  at: Date;
  /** The refusal when available cash is short (default `insufficient_balance`). */
  insufficientCode?: MessageCode;
  /** The user's wallet in `currency`, when the caller has read it already (`openWallet` otherwise). */
  wallet?: Wallet;
}

/** The hold's record, written by the statement of its transfer ($3 is the transfer's time, `created` the transfer). */
const HOLD_RECORD_SQL = `INSERT INTO ledger_holds (user_id, currency, available_account_id, held_account_id, amount, reason,
                           reference, hold_transfer_id, created_at)
SELECT $7::bigint, $8::text, $9::bigint, $10::bigint, $11::bigint, $12::text, $13::text, created.id, $3 FROM created
RETURNING id`;

/**
 * Moves `amount` from the user's available cash to held cash and records an open hold, in one statement. Returns the
 * hold id.
 */
export async function hold(tx: Tx, request: HoldRequest): Promise<bigint> {
  return (await holdWith(tx, request, undefined)).holdId;
}

/**
 * `hold`, writing in the same statement what `then` adds after the hold's record (`attached`, its `id` the hold's);
 * a refused hold writes none of it. Answers the hold id and the columns `then` added.
 */
export async function holdWith<Row = Record<string, unknown>>(
  tx: Tx,
  request: HoldRequest,
  then: ((first: number) => FollowUp) | undefined,
): Promise<{ holdId: bigint; row: Row }> {
  if (request.amount <= 0n) throw new LedgerError(`a hold needs a positive amount, not ${request.amount}`);
  const wallet = request.wallet ?? (await openWallet(tx, request.userId, request.currency));
  const { attachedId, row } = await transferWith<Row>(
    tx,
    {
      kind: request.kind ?? 'hold',
      memo: request.memo ?? request.reason,
      at: request.at,
      entries: [
        { accountId: wallet.available, amount: -request.amount },
        { accountId: wallet.held, amount: request.amount },
      ],
    },
    {
      sql: HOLD_RECORD_SQL,
      params: [
        request.userId,
        request.currency,
        wallet.available,
        wallet.held,
        request.amount,
        request.reason,
        request.reference ?? null,
      ],
      ...(then ? { then } : {}),
    },
    request.insufficientCode ? { insufficientCode: request.insufficientCode } : {},
  );
  if (attachedId === null) throw new LedgerError('hold insert returned nothing');
  return { holdId: attachedId, row };
}

interface HoldRow {
  id: bigint;
  user_id: bigint;
  currency: string;
  available_account_id: bigint;
  held_account_id: bigint;
  amount: bigint;
  reason: string;
  reference: string | null;
  status: HoldStatus;
  settled_amount: bigint;
  released_amount: bigint;
  hold_transfer_id: bigint;
  close_transfer_id: bigint | null;
  created_at: Date;
  closed_at: Date | null;
}

const toHold = (row: HoldRow): Hold => ({
  id: row.id,
  userId: row.user_id,
  currency: row.currency,
  amount: row.amount,
  reason: row.reason,
  reference: row.reference,
  status: row.status,
  settledAmount: row.settled_amount,
  releasedAmount: row.released_amount,
  holdTransferId: row.hold_transfer_id,
  closeTransferId: row.close_transfer_id,
  createdAt: row.created_at,
  closedAt: row.closed_at,
});

export async function findHold(tx: Tx, holdId: bigint): Promise<Hold | undefined> {
  const [row] = await tx.query<HoldRow>('SELECT * FROM ledger_holds WHERE id = $1', [holdId]);
  return row ? toHold(row) : undefined;
}

/** The hold, locked for closing; a second closer waits here and then finds it closed. */
async function lockOpenHold(tx: Tx, holdId: bigint): Promise<HoldRow> {
  const [row] = await tx.query<HoldRow>('SELECT * FROM ledger_holds WHERE id = $1 FOR UPDATE', [holdId]);
  if (!row) throw new HoldNotOpenError(holdId, 'missing');
  if (row.status !== 'open') throw new HoldNotOpenError(holdId, row.status);
  return row;
}

async function closeHold(
  tx: Tx,
  row: HoldRow,
  close: { status: 'settled' | 'released'; settled: bigint; transferId: bigint; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE ledger_holds SET status = $2, settled_amount = $3, released_amount = $4, close_transfer_id = $5,
            closed_at = $6
      WHERE id = $1`,
    [row.id, close.status, close.settled, row.amount - close.settled, close.transferId, close.at],
  );
}

export interface SettleRequest {
  holdId: bigint;
  /** Where the held cash goes (a house account or another user's account), each a positive amount. */
  payees: TransferEntry[];
  /** The record type the user sees: 'withdrawal', 'IPO payment', 'stock purchase', … */
  kind: string;
  memo?: string;
  at: Date;
}

export interface Settlement {
  transferId: bigint;
  settled: bigint;
  /** What went back to available cash (the hold minus what was settled). */
  released: bigint;
}

/**
 * Closes an open hold by paying part or all of it to the payees and releasing the rest to available cash, in
 * one transfer. A hold closes once: a second settle or release throws `HoldNotOpenError`.
 */
export async function settleHold(tx: Tx, request: SettleRequest): Promise<Settlement> {
  const row = await lockOpenHold(tx, request.holdId);
  if (request.payees.length === 0) throw new LedgerError('a settlement needs a payee');
  let settled = 0n;
  for (const payee of request.payees) {
    if (payee.amount <= 0n) throw new LedgerError(`a payee needs a positive amount, not ${payee.amount}`);
    settled += payee.amount;
  }
  if (settled > row.amount) throw new LedgerError(`hold ${row.id} holds ${row.amount}, cannot settle ${settled}`);
  const released = row.amount - settled;
  const entries: TransferEntry[] = [{ accountId: row.held_account_id, amount: -row.amount }, ...request.payees];
  if (released > 0n) entries.push({ accountId: row.available_account_id, amount: released });
  const transferId = await transfer(tx, {
    kind: request.kind,
    memo: request.memo ?? row.reason,
    at: request.at,
    entries,
  });
  await closeHold(tx, row, { status: 'settled', settled, transferId, at: request.at });
  return { transferId, settled, released };
}

export interface ItemisedSettleRequest {
  holdId: bigint;
  /**
   * Every entry of the closing transfer but the held account's (which gives up the whole hold): entries on the
   * hold's available account together say what goes back to available cash (0 to the whole hold); the others say
   * where the rest goes and who else pays in (a margin loan). Entries may carry their own record kinds.
   */
  entries: TransferEntry[];
  kind: string;
  memo?: string;
  at: Date;
}

/**
 * Closes an open hold with an itemised transfer: what a fill pays from the hold, shown entry by entry (purchase,
 * fee, loan), in one transfer. Settles something or throws; a hold closes once (`HoldNotOpenError`).
 */
export async function settleHoldItemised(tx: Tx, request: ItemisedSettleRequest): Promise<Settlement> {
  const row = await lockOpenHold(tx, request.holdId);
  let released = 0n;
  for (const entry of request.entries) {
    if (entry.accountId === row.held_account_id) throw new LedgerError('the held account closes with the whole hold');
    if (entry.accountId === row.available_account_id) released += entry.amount;
  }
  if (released < 0n || released >= row.amount) {
    throw new LedgerError(`hold ${row.id} holds ${row.amount}, cannot give back ${released} and settle the rest`);
  }
  const transferId = await transfer(tx, {
    kind: request.kind,
    memo: request.memo ?? row.reason,
    at: request.at,
    entries: [{ accountId: row.held_account_id, amount: -row.amount }, ...request.entries],
  });
  const settled = row.amount - released;
  await closeHold(tx, row, { status: 'settled', settled, transferId, at: request.at });
  return { transferId, settled, released };
}

/** Closes an open hold by giving all of it back to available cash. Returns the transfer id. */
export async function releaseHold(
  tx: Tx,
  request: { holdId: bigint; kind?: string; memo?: string; at: Date },
): Promise<bigint> {
  const row = await lockOpenHold(tx, request.holdId);
  const transferId = await transfer(tx, {
    kind: request.kind ?? 'release',
    memo: request.memo ?? row.reason,
    at: request.at,
    entries: [
      { accountId: row.held_account_id, amount: -row.amount },
      { accountId: row.available_account_id, amount: row.amount },
    ],
  });
  await closeHold(tx, row, { status: 'released', settled: 0n, transferId, at: request.at });
  return transferId;
}

/** The user's open holds, oldest first. */
export async function openHolds(tx: Tx, userId: bigint, currency?: string): Promise<Hold[]> {
  const rows = await tx.query<HoldRow>(
    `SELECT * FROM ledger_holds WHERE user_id = $1 AND status = 'open' AND ($2::text IS NULL OR currency = $2)
     ORDER BY id`,
    [userId, currency ?? null],
  );
  return rows.map(toHold);
}
