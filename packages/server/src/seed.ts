import type { Db, Tx } from './db/db.ts';
import { exclusively } from './db/db.ts';
import type { Clock } from './clock.ts';
import { hashPassword } from './auth/passwords.ts';
import { createUser, creditPaperMoney, type OpeningCredit } from './auth/users.ts';
import { seedDemoDaytrade } from './daytrade/seed.ts';
import { seedDemoFollowProducts } from './follow/seed.ts';
import { seedDemoLoans } from './loan/seed.ts';
import { seedDemoNews } from './news/seed.ts';
import { seedDemoOfferings } from './offerings/seed.ts';

/** The demo operator; its referral code is the demo invite code. */
export const DEMO_OPERATOR = { account: '0000000001', password: 'operator2026', displayName: 'Demo operator' } as const;
/**
 * A second demo operator: a withdrawal over the four-eyes threshold and every manual adjustment need a second,
 * different operator to confirm. The same password as the first (one hash when seeding).
 */
export const DEMO_SECOND_OPERATOR = {
  account: '0000000002',
  password: 'operator2026',
  displayName: 'Second operator',
} as const;
/** The demo user trades in the demo, so its real name is verified like the verified demo user's. */
export const DEMO_USER = {
  account: '0900000001',
  password: 'demo2026',
  realName: '見本 太郎',
  realNameKana: 'ミホン タロウ',
} as const;
/**
 * A demo user whose real name is already verified, for journeys that need it (an agent application) before the
 * identity review exists. Registered under the demo operator's code, like the demo user.
 */
export const DEMO_VERIFIED_USER = {
  account: '0900000002',
  password: 'demo2026',
  realName: '見本 花子',
  realNameKana: 'ミホン ハナコ',
} as const;
/** The verified demo user's own-name bank account, so a withdrawal needs only a fund password set in the app. */
export const DEMO_BANK_CARD = {
  holderName: 'ミホン ハナコ',
  bankName: '三井住友銀行',
  branchName: '新宿支店',
  branchCode: '221',
  accountType: 'ordinary',
  accountNumber: '1234567',
} as const;
export const DEMO_INVITE_CODE = 'KABUTO';
/** ¥10,000,000 of paper cash for the demo user. */
export const DEMO_USER_CASH = 10_000_000n;
/** What each demo user holds to trade in the three markets: ¥10,000,000, $50,000.00 and 元300,000.00 (minor units). */
export const DEMO_USER_CREDITS: readonly OpeningCredit[] = [
  { currency: 'JPY', amount: DEMO_USER_CASH },
  { currency: 'USD', amount: 5_000_000n },
  { currency: 'CNY', amount: 30_000_000n },
];

/**
 * Creates the demo operator and user on first start, and the demo news, offerings, follow products, day trading and
 * a credit-line draw once; does nothing when they exist.
 * Returns whether it seeded the accounts.
 */
export async function seedDemoData(db: Db, clock: Clock): Promise<boolean> {
  // Processes starting together on one PostgreSQL seed one after the other: each step's "nothing when it exists"
  // check then sees what the first wrote, so nothing is seeded twice and no unique key is raced.
  return exclusively(db, SEED_LOCK, () => seedAll(db, clock));
}

/** Any fixed number, other than the migrations' (db/migrate.ts). */
const SEED_LOCK = 4_247_002;

async function seedAll(db: Db, clock: Clock): Promise<boolean> {
  const seeded = await seedDemoAccounts(db, clock);
  await seedSecondOperator(db, clock);
  await seedVerifiedDemoUser(db, clock);
  await seedDemoTraders(db, clock);
  await seedDemoBankCard(db, clock);
  await markDemoUsers(db);
  await seedDemoNews(db, DEMO_OPERATOR.account, clock.now());
  await seedDemoOfferings(
    db,
    { operator: DEMO_OPERATOR.account, demoUser: DEMO_USER.account, verifiedUser: DEMO_VERIFIED_USER.account },
    clock.now(),
  );
  await seedDemoFollowProducts(db, DEMO_OPERATOR.account, clock.now());
  // After the traders' credits: the day-trade fund comes with a paper credit of its own.
  await seedDemoDaytrade(
    db,
    { operator: DEMO_OPERATOR.account, verifiedUser: DEMO_VERIFIED_USER.account },
    clock.now(),
  );
  // A seeded borrower's draw waiting in the console's loan queue; the demo users' balances stay as the banner says.
  await seedDemoLoans(db, { operator: DEMO_OPERATOR.account }, clock.now());
  return seeded;
}

/**
 * The demo users may keep signing in with the password and withdraw without a passkey (users.demo; the security page
 * says so), so the demo works in any browser; a real account needs a passkey for money.
 */
async function markDemoUsers(db: Db): Promise<void> {
  await db.query('UPDATE users SET demo = true WHERE account = ANY($1::text[]) AND NOT demo', [
    [DEMO_USER.account, DEMO_VERIFIED_USER.account],
  ]);
}

async function seedDemoAccounts(db: Db, clock: Clock): Promise<boolean> {
  const existing = await db.query('SELECT 1 FROM users WHERE account = $1', [DEMO_OPERATOR.account]);
  if (existing.length > 0) return false;
  // Each account its own hash (its own salt), even where the demo passwords are the same.
  const [operatorHash, userHash] = await Promise.all([
    hashPassword(DEMO_OPERATOR.password),
    hashPassword(DEMO_USER.password),
  ]);
  const secondOperatorHash = await hashPassword(DEMO_SECOND_OPERATOR.password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Re-checked under the transaction: two processes starting together seed once (the unique account wins).
    const again = await tx.query('SELECT 1 FROM users WHERE account = $1', [DEMO_OPERATOR.account]);
    if (again.length > 0) return false;
    const operatorId = await createUser(tx, {
      account: DEMO_OPERATOR.account,
      passwordHash: operatorHash,
      inviterId: null,
      role: 'operator',
      inviteCode: DEMO_INVITE_CODE,
      openingCredits: [],
      now,
    });
    await tx.query('UPDATE users SET display_name = $2 WHERE id = $1', [operatorId, DEMO_OPERATOR.displayName]);
    await createSecondOperator(tx, secondOperatorHash, now);
    await createUser(tx, {
      account: DEMO_USER.account,
      passwordHash: userHash,
      inviterId: operatorId,
      role: 'user',
      openingCredits: [],
      now,
    });
    return true;
  });
}

async function createSecondOperator(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  const id = await createUser(tx, {
    account: DEMO_SECOND_OPERATOR.account,
    passwordHash,
    inviterId: null,
    role: 'operator',
    openingCredits: [],
    now,
  });
  await tx.query('UPDATE users SET display_name = $2 WHERE id = $1', [id, DEMO_SECOND_OPERATOR.displayName]);
}

/** The second operator, once; also added to a data folder seeded before it existed (a new one has it already). */
async function seedSecondOperator(db: Db, clock: Clock): Promise<void> {
  const exists = async (tx: Pick<Db, 'query'>) =>
    (await tx.query('SELECT 1 FROM users WHERE account = $1', [DEMO_SECOND_OPERATOR.account])).length > 0;
  if (await exists(db)) return;
  const passwordHash = await hashPassword(DEMO_SECOND_OPERATOR.password);
  await db.transaction(async (tx) => {
    if (await exists(tx)) return;
    await createSecondOperator(tx, passwordHash, clock.now());
  });
}

/** The verified demo user, once; also added to a data folder seeded before it existed. */
async function seedVerifiedDemoUser(db: Db, clock: Clock): Promise<void> {
  const exists = async (tx: Pick<Db, 'query'>) =>
    (await tx.query('SELECT 1 FROM users WHERE account = $1', [DEMO_VERIFIED_USER.account])).length > 0;
  if (await exists(db)) return;
  const passwordHash = await hashPassword(DEMO_VERIFIED_USER.password);
  await db.transaction(async (tx) => {
    if (await exists(tx)) return;
    const [inviter] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1', [
      DEMO_OPERATOR.account,
    ]);
    const id = await createUser(tx, {
      account: DEMO_VERIFIED_USER.account,
      passwordHash,
      inviterId: inviter?.id ?? null,
      role: 'user',
      openingCredits: [],
      now: clock.now(),
    });
    await tx.query(`UPDATE users SET real_name = $2, real_name_status = 'verified' WHERE id = $1`, [
      id,
      DEMO_VERIFIED_USER.realName,
    ]);
  });
}

/**
 * Both demo users can trade in every market: a verified real name (placing orders needs one) and paper money in yen,
 * dollars and yuan. Each credit is made once per currency — also to a data folder seeded before trading existed,
 * where the demo user has its yen already and gets only what is missing.
 */
async function seedDemoTraders(db: Db, clock: Clock): Promise<void> {
  for (const demo of [DEMO_USER, DEMO_VERIFIED_USER]) {
    await db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1 FOR NO KEY UPDATE', [
        demo.account,
      ]);
      if (!user) return;
      await tx.query(
        `UPDATE users SET real_name = COALESCE(real_name, $2), real_name_status = 'verified'
         WHERE id = $1 AND real_name_status <> 'verified'`,
        [user.id, demo.realName],
      );
      // The reading bank-card holder names are compared with (also for a data folder seeded before it existed).
      await tx.query('UPDATE users SET real_name_kana = $2 WHERE id = $1 AND real_name_kana IS NULL', [
        user.id,
        demo.realNameKana,
      ]);
      const credited = await tx.query<{ currency: string }>(
        `SELECT DISTINCT e.currency FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transfers t ON t.id = e.transfer_id
         WHERE a.user_id = $1 AND a.kind = 'cash' AND t.kind = 'opening_credit'`,
        [user.id],
      );
      const have = new Set(credited.map((r) => r.currency));
      for (const credit of DEMO_USER_CREDITS) {
        if (!have.has(credit.currency)) await creditPaperMoney(tx, user.id, credit, clock.now());
      }
    });
  }
}

/** The verified demo user's bank card, once: a user who has ever had a card (even a removed one) gets none. */
async function seedDemoBankCard(db: Db, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1 FOR NO KEY UPDATE', [
      DEMO_VERIFIED_USER.account,
    ]);
    if (!user) return;
    const cards = await tx.query('SELECT 1 FROM bank_cards WHERE user_id = $1 LIMIT 1', [user.id]);
    if (cards.length > 0) return;
    const card = DEMO_BANK_CARD;
    await tx.query(
      `INSERT INTO bank_cards (user_id, holder_name, bank_name, branch_name, branch_code, account_type, account_number,
                               created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        user.id,
        card.holderName,
        card.bankName,
        card.branchName,
        card.branchCode,
        card.accountType,
        card.accountNumber,
        clock.now(),
      ],
    );
  });
}
