import type { Db } from './db/db.ts';
import type { Clock } from './clock.ts';
import { hashPassword } from './auth/passwords.ts';
import { createUser } from './auth/users.ts';

/** The demo operator; its referral code is the demo invite code. */
export const DEMO_OPERATOR = { account: '0000000001', password: 'operator2026' } as const;
export const DEMO_USER = { account: '0900000001', password: 'demo2026' } as const;
export const DEMO_INVITE_CODE = 'KABUTO';
/** ¥10,000,000 of paper cash for the demo user. */
export const DEMO_USER_CASH = 10_000_000n;

/** Creates the demo operator and user on first start; does nothing when they exist. Returns whether it seeded. */
export async function seedDemoData(db: Db, clock: Clock): Promise<boolean> {
  const existing = await db.query('SELECT 1 FROM users WHERE account = $1', [DEMO_OPERATOR.account]);
  if (existing.length > 0) return false;
  const [operatorHash, userHash] = await Promise.all([
    hashPassword(DEMO_OPERATOR.password),
    hashPassword(DEMO_USER.password),
  ]);
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
      openingCredit: 0n,
      now,
    });
    await createUser(tx, {
      account: DEMO_USER.account,
      passwordHash: userHash,
      inviterId: operatorId,
      role: 'user',
      openingCredit: DEMO_USER_CASH,
      now,
    });
    return true;
  });
}
