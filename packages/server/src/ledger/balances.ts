import type { Tx } from '../db/db.ts';
import { formatMinor } from '../money.ts';
import { balanceOf, findAccount } from './ledger.ts';
import { DAYTRADE_FUND, WALLET_AVAILABLE, WALLET_HELD, WALLET_LOAN } from './accounts.ts';

export interface YenBalances {
  /** Available cash, decimal string. */
  jpy: string;
  /** Loan outstanding, decimal string (0 until loans land). */
  jpyyjed: string;
}

/** The balance of a user's account of a kind, 0 when it was never opened. */
async function userBalance(tx: Tx, userId: bigint, kind: string, currency: string): Promise<bigint> {
  const account = await findAccount(tx, userId, kind, currency);
  return account === undefined ? 0n : balanceOf(tx, account);
}

/** A loan draw debits the user's loan account (which may go negative): what is owed is its negation. */
async function loanOutstanding(tx: Tx, userId: bigint): Promise<bigint> {
  return -(await userBalance(tx, userId, WALLET_LOAN, 'JPY'));
}

export async function yenBalances(tx: Tx, userId: bigint): Promise<YenBalances> {
  return {
    jpy: formatMinor(await userBalance(tx, userId, WALLET_AVAILABLE, 'JPY'), 'JPY'),
    jpyyjed: formatMinor(await loanOutstanding(tx, userId), 'JPY'),
  };
}

/** The seed's getUserinfo: the user's referral code beside `yenBalances`, read in one query (every screen asks). */
export async function userInfoBalances(tx: Tx, userId: bigint): Promise<YenBalances & { inviteCode: string }> {
  const [row] = await tx.query<{ invite_code: string; available: bigint | null; loan: bigint | null }>(
    `SELECT u.invite_code,
            (SELECT a.balance FROM ledger_accounts a WHERE a.user_id = u.id AND a.kind = $2 AND a.currency = 'JPY')
              AS available,
            (SELECT a.balance FROM ledger_accounts a WHERE a.user_id = u.id AND a.kind = $3 AND a.currency = 'JPY')
              AS loan
       FROM users u WHERE u.id = $1`,
    [userId, WALLET_AVAILABLE, WALLET_LOAN],
  );
  return {
    inviteCode: row?.invite_code ?? '',
    jpy: formatMinor(row?.available ?? 0n, 'JPY'),
    // A loan draw debits the loan account: what is owed is its negation.
    jpyyjed: formatMinor(-(row?.loan ?? 0n), 'JPY'),
  };
}

/** What a user's open positions are worth, in yen minor units. */
export interface PositionsValuation {
  /** Cost of holdings: buy price × quantity (the seed counts it in frozen assets). */
  cost: bigint;
  /** Holding value: current price × quantity. */
  value: bigint;
  /** Floating profit: the sum of each position's profit or loss. */
  profit: bigint;
}

export type PositionsValuer = (tx: Tx, userId: bigint) => Promise<PositionsValuation>;

/** Until positions exist nobody holds anything. */
export const noPositions: PositionsValuer = () => Promise.resolve({ cost: 0n, value: 0n, profit: 0n });

let registeredPositionsValuer: PositionsValuer = noPositions;

/**
 * The hook trading plugs into once positions exist: `assetSummary` then values holdings with it, so callers
 * (getUserInfo, the operator console) need no change. Returns the previous valuer (tests restore it).
 */
export function setPositionsValuer(valuer: PositionsValuer): PositionsValuer {
  const previous = registeredPositionsValuer;
  registeredPositionsValuer = valuer;
  return previous;
}

/** The seed's asset-panel figures in yen minor units. */
export interface AssetFigures {
  /** Available cash (`jpy`). */
  available: bigint;
  /** Cash held by pending withdrawals, IPO and distribution applications, open orders. */
  held: bigint;
  /** The one-day margin participation fund: the user's money, out of available (and withdrawable) cash. */
  daytradeFund: bigint;
  /** Frozen assets = held cash + the day-trade fund + cost of holdings. */
  frozen: bigint;
  /** Total assets = available + frozen. */
  total: bigint;
  holdingsCost: bigint;
  holdingsValue: bigint;
  floatingProfit: bigint;
  /** The loan outstanding (`jpyyjed`). */
  loanOutstanding: bigint;
}

/** The same figures as decimal strings in yen, for the wire. */
export interface AssetSummary {
  currency: 'JPY';
  totalAssets: string;
  frozenAssets: string;
  heldCash: string;
  availableCash: string;
  holdingsValue: string;
  holdingsCost: string;
  floatingProfit: string;
  /** Same as `jpyyjed`. */
  loanOutstanding: string;
  /** The seed's field names (UserInfo allows no extra fields: pick these rather than spreading the summary). */
  jpy: string;
  jpyyjed: string;
}

export interface AssetOptions {
  /** Values open positions; defaults to the registered valuer (nothing held until trading lands). */
  positions?: PositionsValuer;
}

/**
 * The asset panel from the ledger (seed §6): total = available + frozen; frozen = held cash (withdrawals, IPO
 * and distribution applications, open orders, product orders — each a hold on the yen wallet) + the day-trade
 * participation fund + cost of holdings;
 * holding value and floating profit from the positions valuer; `jpyyjed` = the loan outstanding.
 */
export async function assetFigures(tx: Tx, userId: bigint, options: AssetOptions = {}): Promise<AssetFigures> {
  const available = await userBalance(tx, userId, WALLET_AVAILABLE, 'JPY');
  const held = await userBalance(tx, userId, WALLET_HELD, 'JPY');
  const daytradeFund = await userBalance(tx, userId, DAYTRADE_FUND, 'JPY');
  const positions = await (options.positions ?? registeredPositionsValuer)(tx, userId);
  const frozen = held + daytradeFund + positions.cost;
  return {
    available,
    held,
    daytradeFund,
    frozen,
    total: available + frozen,
    holdingsCost: positions.cost,
    holdingsValue: positions.value,
    floatingProfit: positions.profit,
    loanOutstanding: await loanOutstanding(tx, userId),
  };
}

export async function assetSummary(tx: Tx, userId: bigint, options: AssetOptions = {}): Promise<AssetSummary> {
  const f = await assetFigures(tx, userId, options);
  const yen = (amount: bigint) => formatMinor(amount, 'JPY');
  return {
    currency: 'JPY',
    totalAssets: yen(f.total),
    frozenAssets: yen(f.frozen),
    heldCash: yen(f.held),
    availableCash: yen(f.available),
    holdingsValue: yen(f.holdingsValue),
    holdingsCost: yen(f.holdingsCost),
    floatingProfit: yen(f.floatingProfit),
    loanOutstanding: yen(f.loanOutstanding),
    jpy: yen(f.available),
    jpyyjed: yen(f.loanOutstanding),
  };
}
