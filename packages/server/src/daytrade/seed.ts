/**
 * The demo's day trading, made once on the first start relative to its clock: the verified demo user (0900000002)
 * has an approved one-day margin account with a ¥1,000,000 participation fund — paid for by a paper credit of its
 * own, so the cash to trade stays what the start-up banner says — and a seeded applicant (0900000003) waits in the
 * console's review queue with ¥300,000. The demo user 0900000001 has none: they see the application page.
 *
 * Cheap on purpose (it runs on every start and in every test server): a few statements, no password hashing (the
 * applicant's hash is of a secret nobody kept: nobody signs in as them).
 */
import { createUser, creditPaperMoney } from '../auth/users.ts';
import type { Db, Tx } from '../db/db.ts';
import { DAYTRADE_CURRENCY } from './figures.ts';
import { fundIn } from './ledger.ts';

const HOUR_MS = 3_600_000;
const DEMO_FUND = 1_000_000n;
const APPLICANT = { account: '0900000003', realName: '見本 次郎', credit: 500_000n, fund: 300_000n } as const;
/** argon2id of 32 random bytes that were thrown away. */
const UNUSABLE_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$cOJocntMI0qtb4PZzhPUCw$kFD4J4A4J97KTVVTqiqsZdj08T0IW2lXpvvNv8WdiLE';

async function userId(tx: Tx, account: string): Promise<bigint | undefined> {
  const [row] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1 FOR NO KEY UPDATE', [account]);
  return row?.id;
}

async function apply(
  tx: Tx,
  id: bigint,
  amount: bigint,
  submittedAt: Date,
  review?: { by: bigint; at: Date },
): Promise<void> {
  const transferId = await fundIn(tx, id, amount, submittedAt, 'one-day margin participation fund');
  await tx.query(
    `INSERT INTO daytrade_applications (user_id, currency, amount, state, fund_transfer_id, submitted_at, reviewed_by,
                                        reviewed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      DAYTRADE_CURRENCY,
      amount,
      review ? 'approved' : 'submitted',
      transferId,
      submittedAt,
      review?.by ?? null,
      review?.at ?? null,
    ],
  );
}

export async function seedDemoDaytrade(
  db: Db,
  accounts: { operator: string; verifiedUser: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const operator = await userId(tx, accounts.operator);
    const demo = await userId(tx, accounts.verifiedUser);
    if (operator === undefined || demo === undefined) return;
    const applied = await tx.query('SELECT 1 FROM daytrade_applications WHERE user_id = $1 LIMIT 1', [demo]);
    if (applied.length > 0) return;
    const submittedAt = new Date(now.getTime() - 26 * HOUR_MS);
    await creditPaperMoney(tx, demo, { currency: DAYTRADE_CURRENCY, amount: DEMO_FUND }, submittedAt);
    await apply(tx, demo, DEMO_FUND, submittedAt, { by: operator, at: new Date(now.getTime() - 24 * HOUR_MS) });

    if ((await userId(tx, APPLICANT.account)) !== undefined) return;
    const applicant = await createUser(tx, {
      account: APPLICANT.account,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      inviterId: operator,
      role: 'user',
      openingCredits: [],
      now: new Date(now.getTime() - 3 * HOUR_MS),
    });
    await tx.query(`UPDATE users SET real_name = $2, real_name_status = 'verified' WHERE id = $1`, [
      applicant,
      APPLICANT.realName,
    ]);
    await creditPaperMoney(
      tx,
      applicant,
      { currency: DAYTRADE_CURRENCY, amount: APPLICANT.credit },
      new Date(now.getTime() - 3 * HOUR_MS),
    );
    await apply(tx, applicant, APPLICANT.fund, new Date(now.getTime() - 2 * HOUR_MS));
  });
}
