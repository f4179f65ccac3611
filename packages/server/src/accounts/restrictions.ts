import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { LocalizedText } from '../http/lists.ts';
import { forgetUserSessions, RESTRICTION_FLAGS } from '../auth/sessions.ts';
import type { RestrictionFlag } from '../auth/sessions.ts';

export { RESTRICTION_FLAGS };
export type { RestrictionFlag };

/** What a user is trying to do, for `assertAccountCan`. */
export type AccountAction = 'login' | 'trade' | 'withdraw' | 'move_money';

/** The contract's flag object. */
export interface FlagSet {
  frozen: boolean;
  disabled: boolean;
  loginBanned: boolean;
  tradingBarred: boolean;
  withdrawalBarred: boolean;
}

export function flagSet(flags: readonly RestrictionFlag[]): FlagSet {
  return {
    frozen: flags.includes('frozen'),
    disabled: flags.includes('disabled'),
    loginBanned: flags.includes('login_banned'),
    tradingBarred: flags.includes('trading_barred'),
    withdrawalBarred: flags.includes('withdrawal_barred'),
  };
}

/**
 * Refuses an action the account's restrictions forbid, with the seed's "contact customer service" codes:
 * disabled → `account_disabled`, banned from login → `account_banned`, frozen (nothing moves) →
 * `account_frozen`, barred from trading → `trading_barred`, barred from withdrawing → `withdrawal_barred`. The
 * broader restriction wins: a frozen account that is also barred hears `account_frozen`. Every later money or
 * trading operation calls this before it touches the ledger.
 *
 * - `login`: disabled and login-banned accounts may not sign in;
 * - `trade`: also frozen or barred from trading;
 * - `withdraw`: also frozen or barred from withdrawing;
 * - `move_money` (deposits, exchanges, redemptions, loans): also frozen.
 */
export function assertAccountCan(user: { flags: readonly RestrictionFlag[] }, action: AccountAction): void {
  const has = (flag: RestrictionFlag) => user.flags.includes(flag);
  if (has('disabled')) throw new ApiError(403, 'account_disabled');
  if (has('login_banned')) throw new ApiError(403, 'account_banned');
  if (action === 'login') return;
  if (has('frozen')) throw new ApiError(403, 'account_frozen');
  if (action === 'trade' && has('trading_barred')) throw new ApiError(403, 'trading_barred');
  if (action === 'withdraw' && has('withdrawal_barred')) throw new ApiError(403, 'withdrawal_barred');
}

/** The restrictions in force on a user, in a fixed order. */
export async function restrictionFlags(tx: Tx, userId: bigint): Promise<RestrictionFlag[]> {
  const rows = await tx.query<{ flag: RestrictionFlag }>(
    'SELECT flag FROM user_restrictions WHERE user_id = $1 ORDER BY flag',
    [userId],
  );
  return rows.map((r) => r.flag);
}

export interface Restriction {
  flag: RestrictionFlag;
  since: Date;
  reason: LocalizedText;
}

export async function restrictions(tx: Tx, userId: bigint): Promise<Restriction[]> {
  const rows = await tx.query<{
    flag: RestrictionFlag;
    since: Date;
    reason_jp: string;
    reason_cn: string;
    reason_us: string;
  }>(
    'SELECT flag, since, reason_jp, reason_cn, reason_us FROM user_restrictions WHERE user_id = $1 ORDER BY since, flag',
    [userId],
  );
  return rows.map((r) => ({
    flag: r.flag,
    since: r.since,
    reason: { jp: r.reason_jp, cn: r.reason_cn, us: r.reason_us },
  }));
}

/**
 * Sets or lifts one restriction. Setting one already in force keeps its start and takes the new message.
 * Answers whether it was in force before.
 */
export async function writeRestriction(
  tx: Tx,
  change: {
    userId: bigint;
    flag: RestrictionFlag;
    value: boolean;
    reason: LocalizedText;
    operatorId: bigint;
    now: Date;
  },
): Promise<boolean> {
  // Signed-in requests read the restrictions with the session (auth/sessions.ts): the change applies at once.
  await forgetUserSessions(tx, change.userId);
  const [existing] = await tx.query('SELECT 1 FROM user_restrictions WHERE user_id = $1 AND flag = $2 FOR UPDATE', [
    change.userId,
    change.flag,
  ]);
  if (!change.value) {
    await tx.query('DELETE FROM user_restrictions WHERE user_id = $1 AND flag = $2', [change.userId, change.flag]);
    return existing !== undefined;
  }
  await tx.query(
    `INSERT INTO user_restrictions (user_id, flag, since, reason_jp, reason_cn, reason_us, set_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, flag) DO UPDATE
       SET reason_jp = EXCLUDED.reason_jp, reason_cn = EXCLUDED.reason_cn, reason_us = EXCLUDED.reason_us,
           set_by = EXCLUDED.set_by`,
    [change.userId, change.flag, change.now, change.reason.jp, change.reason.cn, change.reason.us, change.operatorId],
  );
  return existing !== undefined;
}
