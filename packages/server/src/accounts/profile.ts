import type { Tx } from '../db/db.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { cardCount } from '../funding/bank-cards.ts';
import { flagSet, restrictions } from './restrictions.ts';

export type Locale = 'jp' | 'cn' | 'us';
export type RealNameStatus = 'unverified' | 'reviewing' | 'verified' | 'rejected';

interface ProfileRow {
  invite_code: string;
  created_at: Date;
  language: Locale;
  real_name_status: RealNameStatus;
  real_name: string | null;
  real_name_kana: string | null;
  fund_password_hash: string | null;
  rebate_ratio_bp: number | null;
}

/**
 * MYPAGE: the account, its settings and every restriction in force with the operator's message. `canTrade` and
 * `canWithdraw` sum up the restrictions and the prerequisites (a verified real name; for withdrawals also a bank
 * card and the fund password), so the app can explain before the user tries.
 */
export async function accountProfile(tx: Tx, user: SessionUser) {
  const [row] = await tx.query<ProfileRow>(
    `SELECT invite_code, created_at, language, real_name_status, real_name, real_name_kana, fund_password_hash,
            rebate_ratio_bp
     FROM users WHERE id = $1`,
    [user.userId],
  );
  if (!row) throw new Error(`user ${user.userId} vanished`);
  const flags = flagSet(user.flags);
  const verified = row.real_name_status === 'verified';
  const cards = await cardCount(tx, user.userId);
  const fundPasswordSet = row.fund_password_hash !== null;
  const restrictionList = (await restrictions(tx, user.userId))
    .filter((r) => r.flag === 'frozen' || r.flag === 'trading_barred' || r.flag === 'withdrawal_barred')
    .map((r) => ({ kind: r.flag, since: r.since.toISOString(), reason: r.reason }));
  return {
    account: user.account,
    inviteCode: row.invite_code,
    registeredAt: row.created_at.toISOString(),
    language: row.language,
    realNameStatus: row.real_name_status,
    ...(verified && row.real_name ? { realName: row.real_name } : {}),
    ...(verified && row.real_name_kana ? { realNameKana: row.real_name_kana } : {}),
    fundPasswordSet,
    bankCardCount: cards,
    agent: row.rebate_ratio_bp !== null,
    canTrade: verified && !flags.frozen && !flags.tradingBarred,
    canWithdraw: verified && !flags.frozen && !flags.withdrawalBarred && cards > 0 && fundPasswordSet,
    restrictions: restrictionList,
  };
}

export async function setLanguage(tx: Tx, userId: bigint, language: Locale): Promise<{ language: Locale }> {
  await tx.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
  return { language };
}
