import type { Tx } from '../db/db.ts';
import { houseAccount } from '../ledger/ledger.ts';
import { HOUSE } from '../ledger/accounts.ts';

/** The house accounts the account features pay from (both are expenses of the firm, so they may go negative). */
export const PROMOTIONS_ACCOUNT = HOUSE.promotions;
export const REBATES_ACCOUNT = HOUSE.rebates;

/**
 * A house account, opened on first use when the ledger's migrations have not opened it: the account features
 * must not depend on which migration created the chart of accounts.
 */
export async function expenseAccount(tx: Tx, kind: string, currency: string): Promise<bigint> {
  await tx.query(
    `INSERT INTO ledger_accounts (user_id, currency, kind, allow_negative) VALUES (NULL, $1, $2, true)
     ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING`,
    [currency, kind],
  );
  return houseAccount(tx, kind, currency);
}
