/**
 * The demo's credit line, made once on the first start relative to its clock: a seeded borrower (0900000004),
 * verified, holding 1,000 shares of Toyota at ¥3,000 as collateral — paper shares: a paper credit of their own, held
 * and settled straight back to the simulator's paper funding, so the market's account moves only by real trades — has
 * a ¥200,000 draw waiting in the console's review queue. The demo users have no loan: they see their score and limit
 * and can draw (their balances stay what the start-up banner says).
 *
 * Cheap on purpose (it runs on every start and in every test server): a few statements, no password hashing (the
 * borrower's hash is of a secret nobody kept: nobody signs in as them).
 */
import { createUser, creditPaperMoney } from '../auth/users.ts';
import type { Db } from '../db/db.ts';
import { HOUSE } from '../ledger/accounts.ts';
import { hold, settleHold } from '../ledger/holds.ts';
import { houseAccount } from '../ledger/ledger.ts';
import { tokyoDate } from '../http/lists.ts';
import { deliverShares } from '../offerings/common.ts';
import { loanRate } from './loans.ts';
import { LOAN_TERMS } from './score.ts';

const HOUR_MS = 3_600_000;
const BORROWER = {
  account: '0900000004',
  realName: '見本 三郎',
  code: '7203',
  quantity: 1_000n,
  /** ¥3,000 a share, scaled by 10^4 (market/price.ts). */
  price: 30_000_000n,
  draw: 200_000n,
} as const;
/** argon2id of 32 random bytes that were thrown away. */
const UNUSABLE_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$cOJocntMI0qtb4PZzhPUCw$kFD4J4A4J97KTVVTqiqsZdj08T0IW2lXpvvNv8WdiLE';

export async function seedDemoLoans(db: Db, accounts: { operator: string }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [operator] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1', [accounts.operator]);
    if (!operator) return;
    const [existing] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1', [BORROWER.account]);
    if (existing) return;
    const openedAt = new Date(now.getTime() - 5 * HOUR_MS);
    const borrower = await createUser(tx, {
      account: BORROWER.account,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      inviterId: operator.id,
      role: 'user',
      openingCredits: [],
      now: openedAt,
    });
    await tx.query(`UPDATE users SET real_name = $2, real_name_status = 'verified' WHERE id = $1`, [
      borrower,
      BORROWER.realName,
    ]);
    const cost = (BORROWER.price * BORROWER.quantity) / 10_000n;
    await creditPaperMoney(tx, borrower, { currency: 'JPY', amount: cost }, openedAt);
    const holdId = await hold(tx, { userId: borrower, currency: 'JPY', amount: cost, reason: 'order', at: openedAt });
    await settleHold(tx, {
      holdId,
      payees: [{ accountId: await houseAccount(tx, HOUSE.paperFunding, 'JPY'), amount: cost }],
      kind: 'stock_purchase',
      at: openedAt,
    });
    await deliverShares(tx, {
      userId: borrower,
      market: 'jpy',
      code: BORROWER.code,
      price: BORROWER.price,
      quantity: BORROWER.quantity,
      cost,
      holdId,
      clientOrderId: 'demo-loan-collateral',
      tradeDate: tokyoDate(openedAt),
      at: openedAt,
    });
    await tx.query(
      `INSERT INTO loans (user_id, principal, rate_hundredths, term_days, applied_at) VALUES ($1, $2, $3, $4, $5)`,
      [borrower, BORROWER.draw, await loanRate(tx), LOAN_TERMS.termDays, new Date(now.getTime() - 2 * HOUR_MS)],
    );
  });
}
