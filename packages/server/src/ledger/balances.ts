import type { Tx } from '../db/db.ts';
import { CASH_ACCOUNT, LOAN_ACCOUNT } from '../auth/users.ts';
import { formatMinor } from '../money.ts';
import { balanceOf, findAccount } from './ledger.ts';

export interface YenBalances {
  /** Available cash, decimal string. */
  jpy: string;
  /** Loan outstanding, decimal string (0 until loans land). */
  jpyyjed: string;
}

export async function yenBalances(tx: Tx, userId: bigint): Promise<YenBalances> {
  const cash = await findAccount(tx, userId, CASH_ACCOUNT, 'JPY');
  const loan = await findAccount(tx, userId, LOAN_ACCOUNT, 'JPY');
  // A loan draw debits the user's loan account (which may go negative): what is owed is its negation.
  const owed = loan === undefined ? 0n : -(await balanceOf(tx, loan));
  return {
    jpy: formatMinor(cash === undefined ? 0n : await balanceOf(tx, cash), 'JPY'),
    jpyyjed: formatMinor(owed, 'JPY'),
  };
}
