import type { Tx } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { Page, PageRequest } from '../http/lists.ts';
import { addDays, pageResult, tokyoDate } from '../http/lists.ts';
import { openAccount, transfer } from '../ledger/ledger.ts';
import { WALLET_AVAILABLE } from '../ledger/accounts.ts';
import { formatMinor } from '../money.ts';
import { expenseAccount, PROMOTIONS_ACCOUNT } from '../accounts/house.ts';
import { recordIdOf } from '../records/records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The disclosed rules. Points never depend on trading, deposits or any other activity, and redeemed yen is the
 * user's without conditions.
 */
export const CHECKIN_RULES = {
  pointsPerCheckIn: 10,
  streakBonusEvery: 7,
  streakBonusPoints: 30,
  redeemMinPoints: 500,
  redeemStepPoints: 100,
  /** Yen minor units per point. */
  yenPerPoint: 1n,
  pointsValidDays: 365,
  summary: {
    jp: '1日1回チェックインで10ポイント、7日連続ごとに30ポイント追加。500ポイントから100ポイント単位で1ポイント1円の現金に交換でき、取引の条件はありません。有効期限は獲得から365日です。',
    cn: '每天签到一次得10积分，每连续7天额外得30积分。满500积分起可按100积分为单位兑换现金，1积分=1日元，无任何交易条件。积分自获得起365天内有效。',
    us: 'Check in once a day for 10 points, plus 30 points for every 7-day streak. From 500 points, redeem in steps of 100 at ¥1 a point, as cash with no trading conditions. Points are valid for 365 days from when earned.',
  },
} as const;

const rulesOnWire = () => ({ ...CHECKIN_RULES, yenPerPoint: formatMinor(CHECKIN_RULES.yenPerPoint, 'JPY') });

/** Serialises one user's points operations (check-in, redemption, expiry). */
async function lockUser(tx: Tx, userId: bigint): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

async function pointsBalance(tx: Tx, userId: bigint): Promise<number> {
  const [row] = await tx.query<{ balance_after: number }>(
    'SELECT balance_after FROM points_movements WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  );
  return row?.balance_after ?? 0;
}

async function addMovement(
  tx: Tx,
  userId: bigint,
  movement: { kind: string; points: number; at: Date; expiresAt?: Date; recordId?: bigint },
): Promise<number> {
  const balance = (await pointsBalance(tx, userId)) + movement.points;
  await tx.query(
    `INSERT INTO points_movements (user_id, kind, points, balance_after, remaining, expires_at, record_id, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      userId,
      movement.kind,
      movement.points,
      balance,
      movement.points > 0 ? movement.points : null,
      movement.expiresAt ?? null,
      movement.recordId ?? null,
      movement.at,
    ],
  );
  return balance;
}

/** Writes off the unused part of every earning that has expired by `now`, as `expiry` movements. */
async function expirePoints(tx: Tx, userId: bigint, now: Date): Promise<void> {
  const expired = await tx.query<{ id: bigint; remaining: number; expires_at: Date }>(
    `SELECT id, remaining, expires_at FROM points_movements
     WHERE user_id = $1 AND remaining > 0 AND expires_at <= $2 ORDER BY id`,
    [userId, now],
  );
  for (const earning of expired) {
    await tx.query('UPDATE points_movements SET remaining = 0 WHERE id = $1', [earning.id]);
    await addMovement(tx, userId, { kind: 'expiry', points: -earning.remaining, at: earning.expires_at });
  }
}

interface DayRow {
  day: string;
  streak: number;
}

async function lastCheckin(tx: Tx, userId: bigint): Promise<DayRow | undefined> {
  const [row] = await tx.query<DayRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, streak FROM checkin_days WHERE user_id = $1 ORDER BY day DESC LIMIT 1`,
    [userId],
  );
  return row;
}

export async function checkinStatus(tx: Tx, userId: bigint, now: Date) {
  await lockUser(tx, userId);
  await expirePoints(tx, userId, now);
  const today = tokyoDate(now);
  const last = await lastCheckin(tx, userId);
  const streakAlive = last !== undefined && (last.day === today || last.day === addDays(today, -1));
  const [next] = await tx.query<{ expires_at: Date; points: bigint }>(
    `SELECT expires_at, SUM(remaining)::bigint AS points FROM points_movements
     WHERE user_id = $1 AND remaining > 0 GROUP BY expires_at ORDER BY expires_at LIMIT 1`,
    [userId],
  );
  return {
    today,
    checkedInToday: last?.day === today,
    streak: streakAlive ? last.streak : 0,
    points: await pointsBalance(tx, userId),
    ...(next ? { nextExpiry: { date: tokyoDate(next.expires_at), points: Number(next.points) } } : {}),
    rules: rulesOnWire(),
  };
}

/** Today's check-in (Asia/Tokyo): points, and a bonus when the streak reaches a multiple of the bonus period. */
export async function checkIn(tx: Tx, userId: bigint, now: Date) {
  await lockUser(tx, userId);
  await expirePoints(tx, userId, now);
  const today = tokyoDate(now);
  const last = await lastCheckin(tx, userId);
  if (last?.day === today) throw new ApiError(409, 'already_checked_in');
  const streak = last?.day === addDays(today, -1) ? last.streak + 1 : 1;
  await tx.query('INSERT INTO checkin_days (user_id, day, streak, at) VALUES ($1, $2, $3, $4)', [
    userId,
    today,
    streak,
    now,
  ]);
  const { pointsPerCheckIn, streakBonusEvery, streakBonusPoints, pointsValidDays } = CHECKIN_RULES;
  const expiresAt = new Date(now.getTime() + pointsValidDays * DAY_MS);
  let points = await addMovement(tx, userId, { kind: 'check_in', points: pointsPerCheckIn, at: now, expiresAt });
  const bonus = streakBonusEvery > 0 && streak % streakBonusEvery === 0 ? streakBonusPoints : 0;
  if (bonus > 0) points = await addMovement(tx, userId, { kind: 'streak_bonus', points: bonus, at: now, expiresAt });
  return { date: today, pointsEarned: pointsPerCheckIn, bonusPoints: bonus, streak, points };
}

/**
 * Redeems points into yen on available cash: one ledger transfer from the house promotions account (a
 * `checkin_reward` record), using the oldest points first. Call inside the request's transaction.
 */
export async function redeemPoints(tx: Tx, userId: bigint, points: number, now: Date) {
  const { redeemMinPoints, redeemStepPoints, yenPerPoint } = CHECKIN_RULES;
  if (points < redeemMinPoints || points % redeemStepPoints !== 0) {
    throw invalidParameter([{ field: 'points', rule: 'pattern' }]);
  }
  await lockUser(tx, userId);
  await expirePoints(tx, userId, now);
  if ((await pointsBalance(tx, userId)) < points) throw new ApiError(422, 'insufficient_checkin_count');

  let left = points;
  const earnings = await tx.query<{ id: bigint; remaining: number }>(
    'SELECT id, remaining FROM points_movements WHERE user_id = $1 AND remaining > 0 ORDER BY id',
    [userId],
  );
  for (const earning of earnings) {
    if (left === 0) break;
    const used = Math.min(left, earning.remaining);
    await tx.query('UPDATE points_movements SET remaining = remaining - $2 WHERE id = $1', [earning.id, used]);
    left -= used;
  }

  const amount = BigInt(points) * yenPerPoint;
  const cash = await openAccount(tx, userId, WALLET_AVAILABLE, 'JPY');
  const house = await expenseAccount(tx, PROMOTIONS_ACCOUNT, 'JPY');
  const transferId = await transfer(tx, {
    kind: 'checkin_reward',
    memo: `${points} check-in points redeemed`,
    at: now,
    entries: [
      { accountId: house, amount: -amount },
      { accountId: cash, amount },
    ],
  });
  const recordId = await recordIdOf(tx, transferId, userId);
  const balance = await addMovement(tx, userId, { kind: 'redemption', points: -points, at: now, recordId });
  return {
    pointsRedeemed: points,
    amount: formatMinor(amount, 'JPY'),
    currency: 'JPY' as const,
    points: balance,
    recordId: String(recordId),
    redeemedAt: now.toISOString(),
  };
}

export async function checkinHistory(tx: Tx, userId: bigint, now: Date, page: PageRequest): Promise<Page<unknown>> {
  await lockUser(tx, userId);
  await expirePoints(tx, userId, now);
  const rows = await tx.query<{
    id: bigint;
    kind: string;
    points: number;
    balance_after: number;
    at: Date;
    record_id: bigint | null;
  }>(
    `SELECT id, kind, points, balance_after, at, record_id FROM points_movements WHERE user_id = $1
     ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, page.size, page.offset],
  );
  const [count] = await tx.query<{ total: bigint }>(
    'SELECT COUNT(*)::bigint AS total FROM points_movements WHERE user_id = $1',
    [userId],
  );
  const items = rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    points: r.points,
    balanceAfter: r.balance_after,
    at: r.at.toISOString(),
    ...(r.record_id !== null ? { recordId: String(r.record_id) } : {}),
  }));
  return pageResult(page, items, Number(count?.total ?? 0n));
}
