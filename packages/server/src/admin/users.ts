import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { LocalizedText, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import { formatMinor } from '../money.ts';
import { WALLET_AVAILABLE, WALLET_HELD, WALLET_LOAN } from '../ledger/accounts.ts';
import { liveSessions, revokeUserSessions } from '../auth/sessions.ts';
import type { RestrictionFlag } from '../auth/sessions.ts';
import { flagSet, restrictionFlags, writeRestriction } from '../accounts/restrictions.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { percentOf } from '../referral/referral.ts';
import { openPositionCount } from '../trading/positions.ts';
import { writeAudit } from './audit.ts';

export interface Operator {
  userId: bigint;
  account: string;
  address: string;
  now: Date;
}

interface TargetUser {
  id: bigint;
  account: string;
  role: 'user' | 'operator';
}

/** The user an operator acts on; 404 `account_not_found` when there is none. */
export async function targetUser(tx: Tx, account: string, lock = false): Promise<TargetUser> {
  const [row] = await tx.query<TargetUser>(
    `SELECT id, account, role FROM users WHERE account = $1${lock ? ' FOR UPDATE' : ''}`,
    [account],
  );
  if (!row) throw new ApiError(404, 'account_not_found');
  return row;
}

export async function operatorSelf(tx: Tx, userId: bigint) {
  const [row] = await tx.query<{ account: string; display_name: string | null }>(
    'SELECT account, display_name FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw new Error(`operator ${userId} vanished`);
  return { account: row.account, displayName: row.display_name ?? row.account, role: 'operator' as const };
}

/** A user's balance of a wallet kind in a currency, summed from the ledger (SQL, for lists and sorting). */
const walletSum = (kind: string, currency = 'JPY') => `(SELECT COALESCE(SUM(e.amount), 0)
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
  WHERE a.user_id = u.id AND a.kind = '${kind}' AND a.currency = '${currency}')::bigint`;

const FLAG_FILTERS = new Set<string>(['frozen', 'disabled', 'login_banned', 'trading_barred', 'withdrawal_barred']);
const SORTS: Record<string, string> = {
  registered_desc: 'u.created_at DESC, u.id DESC',
  available_desc: 'available DESC, u.id DESC',
  last_login_desc: 'u.last_login_at DESC NULLS LAST, u.id DESC',
};

export interface UserListFilter {
  q?: string | undefined;
  flag?: string | undefined;
  realNameStatus?: string | undefined;
  sort?: string | undefined;
}

interface UserListRow {
  account: string;
  real_name: string | null;
  real_name_status: string;
  flags: RestrictionFlag[] | null;
  available: bigint;
  held: bigint;
  loan: bigint;
  created_at: Date;
  last_login_at: Date | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Investors (not operators), searched by account prefix or part of the verified name, with yen balances. */
export async function listUsers(tx: Tx, filter: UserListFilter, page: PageRequest): Promise<Page<unknown>> {
  const params: unknown[] = [];
  const conditions = ["u.role = 'user'"];
  if (filter.q !== undefined) {
    params.push(likeEscape(filter.q));
    conditions.push(`(u.account LIKE $${params.length} || '%' OR u.real_name ILIKE '%' || $${params.length} || '%')`);
  }
  if (filter.flag !== undefined && FLAG_FILTERS.has(filter.flag)) {
    params.push(filter.flag);
    conditions.push(`EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = u.id AND r.flag = $${params.length})`);
  }
  if (filter.realNameStatus !== undefined) {
    params.push(filter.realNameStatus);
    conditions.push(`u.real_name_status = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const order = SORTS[filter.sort ?? 'registered_desc'] ?? SORTS.registered_desc;
  const rows = await tx.query<UserListRow>(
    `SELECT * FROM (
       SELECT u.id, u.account, u.real_name, u.real_name_status, u.created_at, u.last_login_at,
              ARRAY(SELECT r.flag FROM user_restrictions r WHERE r.user_id = u.id) AS flags,
              ${walletSum(WALLET_AVAILABLE)} AS available, ${walletSum(WALLET_HELD)} AS held,
              ${walletSum(WALLET_LOAN)} AS loan
       FROM users u WHERE ${where}) u
     ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(`SELECT COUNT(*)::bigint AS n FROM users u WHERE ${where}`, params);
  const items = rows.map((r) => ({
    account: r.account,
    realName: r.real_name_status === 'verified' ? r.real_name : null,
    realNameStatus: r.real_name_status,
    flags: flagSet(r.flags ?? []),
    availableJpy: formatMinor(r.available, 'JPY'),
    heldJpy: formatMinor(r.held, 'JPY'),
    loanOutstandingJpy: formatMinor(-r.loan, 'JPY'),
    registeredAt: r.created_at.toISOString(),
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
  }));
  return pageResult(page, items, Number(count?.n ?? 0n));
}

export async function userDetail(tx: Tx, account: string, now: Date) {
  const user = await targetUser(tx, account);
  const [row] = await tx.query<{
    real_name: string | null;
    real_name_status: string;
    invite_code: string;
    inviter: string | null;
    rebate_ratio_bp: number | null;
    language: string;
    created_at: Date;
    last_login_at: Date | null;
  }>(
    `SELECT u.real_name, u.real_name_status, u.invite_code, i.account AS inviter, u.rebate_ratio_bp, u.language,
            u.created_at, u.last_login_at
     FROM users u LEFT JOIN users i ON i.id = u.inviter_id WHERE u.id = $1`,
    [user.id],
  );
  if (!row) throw new ApiError(404, 'account_not_found');
  const wallets = await tx.query<{ currency: string; kind: string; balance: bigint }>(
    `SELECT a.currency, a.kind, COALESCE(SUM(e.amount), 0)::bigint AS balance
     FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.user_id = $1 AND a.kind IN ($2, $3, $4) GROUP BY a.currency, a.kind ORDER BY a.currency`,
    [user.id, WALLET_AVAILABLE, WALLET_HELD, WALLET_LOAN],
  );
  const byCurrency = new Map<string, { available: bigint; held: bigint }>();
  let loan = 0n;
  for (const w of wallets) {
    if (w.kind === WALLET_LOAN) {
      if (w.currency === 'JPY') loan = -w.balance;
      continue;
    }
    const entry = byCurrency.get(w.currency) ?? { available: 0n, held: 0n };
    if (w.kind === WALLET_AVAILABLE) entry.available = w.balance;
    else entry.held = w.balance;
    byCurrency.set(w.currency, entry);
  }
  const sessions = await liveSessions(tx, user.id, now);
  return {
    account: user.account,
    realName: row.real_name_status === 'verified' ? row.real_name : null,
    realNameStatus: row.real_name_status,
    flags: flagSet(await restrictionFlags(tx, user.id)),
    inviteCode: row.invite_code,
    invitedBy: row.inviter,
    isAgent: row.rebate_ratio_bp !== null,
    rebatePercent: row.rebate_ratio_bp === null ? null : percentOf(row.rebate_ratio_bp),
    language: row.language,
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    balances: [...byCurrency.entries()].map(([currency, b]) => ({
      currency,
      available: formatMinor(b.available, currency),
      held: formatMinor(b.held, currency),
      total: formatMinor(b.available + b.held, currency),
    })),
    loanOutstandingJpy: formatMinor(loan, 'JPY'),
    openPositions: await openPositionCount(tx, user.id),
    sessions: sessions.map((s) => ({
      id: String(s.id),
      createdAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
      expiresAt: s.expires_at.toISOString(),
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
    })),
  };
}

/** How each restriction is announced to the user, above the operator's own words. */
const FLAG_TITLES: Record<RestrictionFlag, { set: LocalizedText; lifted: LocalizedText }> = {
  frozen: {
    set: { jp: '口座を凍結しました', cn: '账户已冻结', us: 'Your account is frozen' },
    lifted: { jp: '口座の凍結を解除しました', cn: '账户已解冻', us: 'Your account is no longer frozen' },
  },
  disabled: {
    set: { jp: '口座を停止しました', cn: '账户已停用', us: 'Your account is disabled' },
    lifted: { jp: '口座の停止を解除しました', cn: '账户已恢复使用', us: 'Your account is enabled again' },
  },
  login_banned: {
    set: { jp: 'ログインを停止しました', cn: '账户已禁止登录', us: 'Sign-in to your account is blocked' },
    lifted: { jp: 'ログインの停止を解除しました', cn: '账户已恢复登录', us: 'You can sign in again' },
  },
  trading_barred: {
    set: { jp: 'お取引を停止しました', cn: '交易已暂停', us: 'Trading is paused on your account' },
    lifted: { jp: 'お取引の停止を解除しました', cn: '交易已恢复', us: 'You can trade again' },
  },
  withdrawal_barred: {
    set: { jp: '出金を停止しました', cn: '提现已暂停', us: 'Withdrawals are paused on your account' },
    lifted: { jp: '出金の停止を解除しました', cn: '提现已恢复', us: 'You can withdraw again' },
  },
};

export interface FlagChange {
  account: string;
  flag: RestrictionFlag;
  value: boolean;
  message: LocalizedText;
}

/**
 * Sets or lifts a restriction, tells the user in their inbox, and writes the audit row, all in `tx`. Disabling
 * or banning from login ends every session at once. Money is never moved or released by a restriction.
 */
export async function setUserFlag(tx: Tx, operator: Operator, change: FlagChange) {
  const user = await targetUser(tx, change.account, true);
  if (user.role === 'operator') throw new ApiError(409, 'admin_item_locked');
  const wasSet = await writeRestriction(tx, {
    userId: user.id,
    flag: change.flag,
    value: change.value,
    reason: change.message,
    operatorId: operator.userId,
    now: operator.now,
  });
  const revoked =
    change.value && (change.flag === 'disabled' || change.flag === 'login_banned')
      ? await revokeUserSessions(tx, user.id, operator.now)
      : 0;
  const titles = FLAG_TITLES[change.flag];
  await sendInboxMessage(
    tx,
    user.id,
    { kind: 'operator', title: change.value ? titles.set : titles.lifted, body: change.message },
    operator.now,
  );
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'user_flag_set',
    targetType: 'user',
    targetId: user.account,
    before: { [change.flag]: wasSet ? '1' : '0' },
    after: { [change.flag]: change.value ? '1' : '0', ...(revoked > 0 ? { revokedSessions: String(revoked) } : {}) },
    // The message the user received is the reason; its English text stands for all three.
    reason: change.message.us,
    ipAddress: operator.address,
    at: operator.now,
  });
  return { account: user.account, flags: flagSet(await restrictionFlags(tx, user.id)), revokedSessions: revoked };
}

/** Logs a user out everywhere (a lost phone); audited. */
export async function revokeSessionsOf(tx: Tx, operator: Operator, account: string) {
  const user = await targetUser(tx, account, true);
  const revoked = await revokeUserSessions(tx, user.id, operator.now);
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'user_sessions_revoked',
    targetType: 'user',
    targetId: user.account,
    before: { liveSessions: String(revoked) },
    after: { liveSessions: '0' },
    ipAddress: operator.address,
    at: operator.now,
  });
  return { account: user.account, flags: flagSet(await restrictionFlags(tx, user.id)), revokedSessions: revoked };
}
