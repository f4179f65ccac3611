import type { Tx } from '../db/db.ts';
import type { MessageCode } from '../http/errors.ts';
import { CURRENCIES, HOUSE, WALLET_AVAILABLE, WALLET_HELD } from './accounts.ts';
import type { HouseKind } from './accounts.ts';
import { houseAccount, LedgerError, openAccount, transfer } from './ledger.ts';

/** A user's wallet in one currency: two ledger accounts, spendable and held. */
export interface Wallet {
  available: bigint;
  held: bigint;
}

/** Opens (or finds) the user's wallet in a currency. Takes no row lock (see `openAccount`). */
export async function openWallet(tx: Tx, userId: bigint, currency: string): Promise<Wallet> {
  const found = await findWallet(tx, userId, currency);
  if (found) return found;
  return {
    available: await openAccount(tx, userId, WALLET_AVAILABLE, currency),
    held: await openAccount(tx, userId, WALLET_HELD, currency),
  };
}

/** The user's wallet when both accounts exist, in one query. */
export async function findWallet(tx: Tx, userId: bigint, currency: string): Promise<Wallet | undefined> {
  const rows = await tx.query<{ kind: string; id: bigint }>(
    'SELECT kind, id FROM ledger_accounts WHERE user_id = $1 AND currency = $2 AND kind = ANY($3::text[])',
    [userId, currency, [WALLET_AVAILABLE, WALLET_HELD]],
  );
  const available = rows.find((r) => r.kind === WALLET_AVAILABLE)?.id;
  const held = rows.find((r) => r.kind === WALLET_HELD)?.id;
  return available === undefined || held === undefined ? undefined : { available, held };
}

export interface WalletBalance {
  currency: string;
  available: bigint;
  held: bigint;
}

/**
 * Available and held balances per currency: of every wallet the user has, or with `allCurrencies` of each
 * exchange currency in the contract's order of `CURRENCIES` (zero where never used), as getExchangeBalances lists.
 */
export async function walletBalances(
  tx: Tx,
  userId: bigint,
  options: { allCurrencies?: boolean } = {},
): Promise<WalletBalance[]> {
  const rows = await tx.query<{ currency: string; kind: string; balance: bigint }>(
    `SELECT currency, kind, balance FROM ledger_accounts WHERE user_id = $1 AND kind = ANY($2::text[])`,
    [userId, [WALLET_AVAILABLE, WALLET_HELD]],
  );
  const byCurrency = new Map<string, WalletBalance>();
  for (const row of rows) {
    const balance = byCurrency.get(row.currency) ?? { currency: row.currency, available: 0n, held: 0n };
    if (row.kind === WALLET_AVAILABLE) balance.available = row.balance;
    else balance.held = row.balance;
    byCurrency.set(row.currency, balance);
  }
  if (!options.allCurrencies) return [...byCurrency.values()];
  return CURRENCIES.map((currency) => byCurrency.get(currency) ?? { currency, available: 0n, held: 0n });
}

function assertPositive(amount: bigint): void {
  if (amount <= 0n) throw new LedgerError(`a movement needs a positive amount, not ${amount}`);
}

export interface HouseMovement {
  userId: bigint;
  currency: string;
  /** Minor units, positive. */
  amount: bigint;
  /** The record type the user sees: 'deposit', 'withdrawal', 'rebate', 'check-in reward', … */
  kind: string;
  memo?: string;
  at: Date;
}

/** Credits the user's available cash from a house account (a deposit from the bank, a rebate, a reward…). */
export async function creditFromHouse(tx: Tx, house: HouseKind, movement: HouseMovement): Promise<bigint> {
  assertPositive(movement.amount);
  const wallet = await openWallet(tx, movement.userId, movement.currency);
  const source = await houseAccount(tx, house, movement.currency);
  return transfer(tx, {
    kind: movement.kind,
    memo: movement.memo ?? '',
    at: movement.at,
    entries: [
      { accountId: source, amount: -movement.amount },
      { accountId: wallet.available, amount: movement.amount },
    ],
  });
}

/** Debits the user's available cash to a house account (a fee, a withdrawal paid out…): refused when short. */
export async function debitToHouse(
  tx: Tx,
  house: HouseKind,
  movement: HouseMovement,
  insufficientCode: MessageCode = 'insufficient_balance',
): Promise<bigint> {
  assertPositive(movement.amount);
  const wallet = await openWallet(tx, movement.userId, movement.currency);
  const target = await houseAccount(tx, house, movement.currency);
  return transfer(
    tx,
    {
      kind: movement.kind,
      memo: movement.memo ?? '',
      at: movement.at,
      entries: [
        { accountId: wallet.available, amount: -movement.amount },
        { accountId: target, amount: movement.amount },
      ],
    },
    { insufficientCode },
  );
}

/**
 * Pays the user's available cash out to the (simulated) bank at once — the ledger-level withdrawal the money
 * tests race, until the withdrawal flow holds first and settles on approval.
 */
export function withdrawToBank(tx: Tx, movement: Omit<HouseMovement, 'kind'> & { kind?: string }): Promise<bigint> {
  return debitToHouse(tx, HOUSE.bankCash, { ...movement, kind: movement.kind ?? 'withdrawal' });
}

/** Credits a deposit received from the (simulated) bank. */
export function depositFromBank(tx: Tx, movement: Omit<HouseMovement, 'kind'> & { kind?: string }): Promise<bigint> {
  return creditFromHouse(tx, HOUSE.bankCash, { ...movement, kind: movement.kind ?? 'deposit' });
}

/** Moves available cash from one user to another in the same currency. */
export async function transferBetweenUsers(
  tx: Tx,
  request: {
    fromUserId: bigint;
    toUserId: bigint;
    currency: string;
    amount: bigint;
    kind: string;
    memo?: string;
    at: Date;
  },
): Promise<bigint> {
  assertPositive(request.amount);
  if (request.fromUserId === request.toUserId) throw new LedgerError('a transfer needs two different wallets');
  const from = await openWallet(tx, request.fromUserId, request.currency);
  const to = await openWallet(tx, request.toUserId, request.currency);
  return transfer(tx, {
    kind: request.kind,
    memo: request.memo ?? '',
    at: request.at,
    entries: [
      { accountId: from.available, amount: -request.amount },
      { accountId: to.available, amount: request.amount },
    ],
  });
}
