/**
 * The day-trade fund's money movements, each one double-entry ledger transfer: the participation fund in from cash
 * and its release back, a fill's settlement (profit, loss, commission, interest) between the fund and the house, and
 * the collection of a debt. No balance ever goes negative: a loss beyond the fund is paid from available cash, and
 * what cash cannot cover is recorded as a debt (daytrade_debts), collected from cash later.
 */
import type { Queryable, Tx } from '../db/db.ts';
import { DAYTRADE_FUND, HOUSE, WALLET_AVAILABLE, type HouseKind } from '../ledger/accounts.ts';
import { houseAccount, openAccount, transfer, type TransferEntry } from '../ledger/ledger.ts';
import { openWallet } from '../ledger/wallets.ts';
import { DAYTRADE_CURRENCY } from './figures.ts';

/** The record types of the fund's entries (the contract's TransactionRecordType). */
export const RECORD = {
  fund: 'daytrade_fund',
  profit: 'daytrade_profit',
  loss: 'daytrade_loss',
  interest: 'margin_interest',
  buyFee: 'buy_fee',
  sellFee: 'sell_fee',
} as const;

/** The user's day-trade fund account (opened on the first application). */
export const fundAccount = (tx: Tx, userId: bigint): Promise<bigint> =>
  openAccount(tx, userId, DAYTRADE_FUND, DAYTRADE_CURRENCY);

/** The fund's balance now, 0 when the account was never opened. */
export async function fundBalance(tx: Queryable, userId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = $2 AND currency = $3',
    [userId, DAYTRADE_FUND, DAYTRADE_CURRENCY],
  );
  return row?.balance ?? 0n;
}

async function cashBalance(tx: Queryable, userId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = $2 AND currency = $3',
    [userId, WALLET_AVAILABLE, DAYTRADE_CURRENCY],
  );
  return row?.balance ?? 0n;
}

/** Moves the participation fund from available cash into the fund; refused with `insufficient_balance` when short. */
export async function fundIn(tx: Tx, userId: bigint, amount: bigint, at: Date, memo: string): Promise<bigint> {
  const wallet = await openWallet(tx, userId, DAYTRADE_CURRENCY);
  const fund = await fundAccount(tx, userId);
  return transfer(tx, {
    kind: RECORD.fund,
    memo,
    at,
    entries: [
      { accountId: wallet.available, amount: -amount, kind: RECORD.fund },
      { accountId: fund, amount, kind: RECORD.fund },
    ],
  });
}

/** Moves the fund's whole balance back to available cash; answers the transfer (null when it was empty). */
export async function releaseFund(
  tx: Tx,
  userId: bigint,
  at: Date,
  memo: string,
): Promise<{ transferId: bigint | null; amount: bigint }> {
  const amount = await fundBalance(tx, userId);
  if (amount === 0n) return { transferId: null, amount };
  const wallet = await openWallet(tx, userId, DAYTRADE_CURRENCY);
  const fund = await fundAccount(tx, userId);
  const transferId = await transfer(tx, {
    kind: RECORD.fund,
    memo,
    at,
    entries: [
      { accountId: fund, amount: -amount, kind: RECORD.fund },
      { accountId: wallet.available, amount, kind: RECORD.fund },
    ],
  });
  return { transferId, amount };
}

/** Something a fill charges the user: who receives it, and the record type the user sees. */
export interface Charge {
  recordKind: string;
  house: HouseKind;
  amount: bigint;
}

export interface Settlement {
  transferId: bigint | null;
  /** What neither the fund nor available cash could pay: now a debt of the user's. */
  owed: bigint;
}

/**
 * Settles a fill in one transfer: the house pays `profit` into the fund, then each charge in turn is paid from the
 * fund and, beyond it, from available cash; what is left of a charge becomes a debt owed to its house account. The
 * balances are read under the user's lock (every day-trade write of a user holds it), so nothing else takes them
 * meanwhile; the transfer checks them again and refuses an overdraft itself.
 */
export async function settleFill(
  tx: Tx,
  settlement: { userId: bigint; orderId: bigint; profit: bigint; charges: readonly Charge[]; memo: string; at: Date },
): Promise<Settlement> {
  const { userId, at } = settlement;
  const fund = await fundAccount(tx, userId);
  const wallet = await openWallet(tx, userId, DAYTRADE_CURRENCY);
  let fundLeft = (await fundBalance(tx, userId)) + settlement.profit;
  let cashLeft = await cashBalance(tx, userId);
  const entries: TransferEntry[] = [];
  if (settlement.profit > 0n) {
    entries.push(
      { accountId: await houseAccount(tx, HOUSE.daytrade, DAYTRADE_CURRENCY), amount: -settlement.profit },
      { accountId: fund, amount: settlement.profit, kind: RECORD.profit },
    );
  }
  let owed = 0n;
  for (const charge of settlement.charges) {
    if (charge.amount <= 0n) continue;
    const fromFund = fundLeft < charge.amount ? fundLeft : charge.amount;
    const rest = charge.amount - fromFund;
    const fromCash = cashLeft < rest ? cashLeft : rest;
    const debt = rest - fromCash;
    fundLeft -= fromFund;
    cashLeft -= fromCash;
    if (fromFund > 0n) entries.push({ accountId: fund, amount: -fromFund, kind: charge.recordKind });
    if (fromCash > 0n) entries.push({ accountId: wallet.available, amount: -fromCash, kind: charge.recordKind });
    if (fromFund + fromCash > 0n) {
      entries.push({ accountId: await houseAccount(tx, charge.house, DAYTRADE_CURRENCY), amount: fromFund + fromCash });
    }
    if (debt > 0n) {
      owed += debt;
      await tx.query(
        `INSERT INTO daytrade_debts (user_id, order_id, record_kind, house_kind, amount, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, settlement.orderId, charge.recordKind, charge.house, debt, at],
      );
    }
  }
  if (entries.length === 0) return { transferId: null, owed };
  const transferId = await transfer(tx, { kind: 'daytrade_settlement', memo: settlement.memo, at, entries });
  return { transferId, owed };
}

/** What the user owes from day trading, in yen. */
export async function debtOf(tx: Queryable, userId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ owed: bigint }>(
    `SELECT COALESCE(SUM(amount - collected), 0)::bigint AS owed FROM daytrade_debts
      WHERE user_id = $1 AND settled_at IS NULL`,
    [userId],
  );
  return row?.owed ?? 0n;
}

/**
 * Collects what it can of the user's debts from available cash, oldest first, in one transfer (each part a record of
 * the debt's own type). Call with the user locked. Answers what was collected.
 */
export async function collectDebts(tx: Tx, userId: bigint, at: Date): Promise<bigint> {
  const debts = await tx.query<{ id: bigint; record_kind: string; house_kind: HouseKind; left: bigint }>(
    `SELECT id, record_kind, house_kind, amount - collected AS left FROM daytrade_debts
      WHERE user_id = $1 AND settled_at IS NULL ORDER BY id FOR UPDATE`,
    [userId],
  );
  if (debts.length === 0) return 0n;
  let cash = await cashBalance(tx, userId);
  if (cash <= 0n) return 0n;
  const wallet = await openWallet(tx, userId, DAYTRADE_CURRENCY);
  const entries: TransferEntry[] = [];
  let collected = 0n;
  for (const debt of debts) {
    const take = cash < debt.left ? cash : debt.left;
    if (take <= 0n) break;
    cash -= take;
    collected += take;
    entries.push(
      { accountId: wallet.available, amount: -take, kind: debt.record_kind },
      { accountId: await houseAccount(tx, debt.house_kind, DAYTRADE_CURRENCY), amount: take },
    );
    await tx.query(
      `UPDATE daytrade_debts SET collected = collected + $2,
              settled_at = CASE WHEN collected + $2 = amount THEN $3::timestamptz END
        WHERE id = $1`,
      [debt.id, take, at],
    );
  }
  await transfer(tx, { kind: 'daytrade_debt_collection', memo: 'day-trade debt collected from cash', at, entries });
  return collected;
}
