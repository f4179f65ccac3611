import type { Tx } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { DateRange, LocalizedText, Page, PageRequest } from '../http/lists.ts';
import { maskAccount, pageResult } from '../http/lists.ts';
import { formatMinor } from '../money.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import { agentApplicationDecided } from '../messages/templates.ts';
import type { AgentRejectReason } from '../messages/templates.ts';
import { configValue } from '../config/site-config.ts';
import { writeAudit } from '../admin/audit.ts';
import { REFERRAL_REBATE_BOUNDS, percentWithin } from '../admin/config.ts';
import type { Operator } from '../admin/users.ts';

/** A ratio in basis points of a percent (2000 = 20.00 %) as the contract's `Percent`. */
export const percentOf = (basisPoints: number) => formatMinor(BigInt(basisPoints), 'USD');

/** `20.00` → 2000. */
export function basisPointsOf(percent: string): number {
  const match = /^(\d{1,3})\.(\d{2})$/.exec(percent);
  if (!match) throw new Error(`not a percent with two decimals: ${percent}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

function rebateBasis(ratio: string): LocalizedText {
  return {
    jp: `ご紹介したお客様が支払った売買手数料（税金を除く）の${ratio}%。お客様の手数料は増えません。`,
    cn: `您邀请的用户所支付买卖手续费（不含税费）的${ratio}%，被邀请用户的手续费不会因此增加。`,
    us: `${ratio}% of the buy and sell fees (not taxes) paid by users you invited. Their fees do not go up.`,
  };
}

type AgentStatus = 'none' | 'pending' | 'agent' | 'rejected';

async function agentStatus(tx: Tx, userId: bigint, ratioBp: number | null): Promise<AgentStatus> {
  if (ratioBp !== null) return 'agent';
  const [last] = await tx.query<{ status: 'pending' | 'approved' | 'rejected' }>(
    'SELECT status FROM agent_applications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  );
  return last?.status === 'pending' ? 'pending' : last?.status === 'rejected' ? 'rejected' : 'none';
}

/** The user's invite code and link, how many registered with it, and the agent status with its disclosed ratio. */
export async function referralSummary(tx: Tx, userId: bigint, origin: string) {
  const [user] = await tx.query<{ invite_code: string; rebate_ratio_bp: number | null }>(
    'SELECT invite_code, rebate_ratio_bp FROM users WHERE id = $1',
    [userId],
  );
  if (!user) throw new Error(`user ${userId} vanished`);
  const [invitees] = await tx.query<{ n: bigint }>('SELECT COUNT(*)::bigint AS n FROM users WHERE inviter_id = $1', [
    userId,
  ]);
  const [total] = await tx.query<{ amount: bigint }>(
    'SELECT COALESCE(SUM(amount_jpy), 0)::bigint AS amount FROM referral_rebates WHERE agent_id = $1',
    [userId],
  );
  const status = await agentStatus(tx, userId, user.rebate_ratio_bp);
  const ratio = user.rebate_ratio_bp === null ? undefined : percentOf(user.rebate_ratio_bp);
  return {
    inviteCode: user.invite_code,
    inviteUrl: `${origin}/#/login/register?invite_code=${encodeURIComponent(user.invite_code)}`,
    inviteeCount: Number(invitees?.n ?? 0n),
    agentStatus: status,
    ...(ratio ? { rebateRatio: ratio, rebateBasis: rebateBasis(ratio) } : {}),
    totalRebate: formatMinor(total?.amount ?? 0n, 'JPY'),
    currency: 'JPY' as const,
  };
}

/** Asks an operator to make the user an agent: needs a verified real name; one pending application at a time. */
export async function applyForAgent(tx: Tx, userId: bigint, now: Date) {
  const [user] = await tx.query<{ rebate_ratio_bp: number | null; real_name_status: string }>(
    'SELECT rebate_ratio_bp, real_name_status FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!user) throw new Error(`user ${userId} vanished`);
  if (user.rebate_ratio_bp !== null) throw new ApiError(409, 'seat_account');
  const pending = await tx.query("SELECT 1 FROM agent_applications WHERE user_id = $1 AND status = 'pending'", [
    userId,
  ]);
  if (pending.length > 0) throw new ApiError(409, 'agent_application_pending');
  if (user.real_name_status !== 'verified') throw new ApiError(422, 'real_name_not_verified');
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO agent_applications (user_id, status, submitted_at) VALUES ($1, 'pending', $2) RETURNING id`,
    [userId, now],
  );
  if (!row) throw new Error('agent application insert returned nothing');
  return { id: String(row.id), status: 'pending' as const, submittedAt: now.toISOString() };
}

interface AgentApplicationRow {
  id: bigint;
  account: string;
  real_name: string | null;
  real_name_status: string;
  invitee_count: bigint;
  submitted_at: Date;
  status: 'pending' | 'approved' | 'rejected';
  rebate_ratio_bp: number | null;
  reject_reason: AgentRejectReason | null;
  note: string | null;
  reviewed_by: string | null;
  decided_at: Date | null;
}

const APPLICATION_SELECT = `SELECT a.id, u.account, u.real_name, u.real_name_status, a.submitted_at, a.status,
    a.rebate_ratio_bp, a.reject_reason, a.note, o.account AS reviewed_by, a.decided_at,
    (SELECT COUNT(*) FROM users i WHERE i.inviter_id = u.id)::bigint AS invitee_count
  FROM agent_applications a JOIN users u ON u.id = a.user_id LEFT JOIN users o ON o.id = a.decided_by`;

/** The contract's `AdminAgentApplication`. */
function applicationOf(row: AgentApplicationRow) {
  return {
    id: String(row.id),
    account: row.account,
    realName: row.real_name_status === 'verified' ? row.real_name : null,
    inviteeCount: Number(row.invitee_count),
    submittedAt: row.submitted_at.toISOString(),
    status: row.status,
    rebateRatio: row.rebate_ratio_bp === null ? null : percentOf(row.rebate_ratio_bp),
    rejectReason: row.reject_reason,
    note: row.note,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.decided_at?.toISOString() ?? null,
  };
}

export interface AgentApplicationFilter {
  /** A review state; `cancelled` matches nothing (an agent application cannot be withdrawn). */
  status?: string | undefined;
  account?: string | undefined;
}

/** The operator's queue: pending applications oldest first, then decided ones newest first. */
export async function listAgentApplications(
  tx: Tx,
  filter: AgentApplicationFilter,
  page: PageRequest,
): Promise<Page<unknown>> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.status !== undefined) {
    params.push(filter.status);
    conditions.push(`a.status = $${params.length}`);
  }
  if (filter.account !== undefined) {
    params.push(filter.account);
    conditions.push(`u.account = $${params.length}`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = await tx.query<AgentApplicationRow>(
    `${APPLICATION_SELECT} ${where}
     ORDER BY (a.status = 'pending') DESC, CASE WHEN a.status = 'pending' THEN a.id END ASC, a.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM agent_applications a JOIN users u ON u.id = a.user_id ${where}`,
    params,
  );
  return pageResult(page, rows.map(applicationOf), Number(count?.n ?? 0n));
}

async function applicationById(tx: Tx, id: bigint) {
  const [row] = await tx.query<AgentApplicationRow>(`${APPLICATION_SELECT} WHERE a.id = $1`, [id]);
  if (!row) throw new Error(`agent application ${id} vanished`);
  return applicationOf(row);
}

export type AgentApplicationDecision =
  | { approve: true; applicationId: string; ratio?: string | undefined }
  | { approve: false; applicationId: string; reason: AgentRejectReason; note?: string | undefined };

/**
 * An operator's decision on a pending agent application, all in `tx`: the application is decided (409
 * `review_already_decided` otherwise), an approved user becomes an agent at the given ratio or the configured one
 * (`referral_rebate_percent`), the user gets a message either way, and the audit log gets the decision.
 */
export async function decideAgentApplication(tx: Tx, operator: Operator, decision: AgentApplicationDecision) {
  let ratioBasisPoints: number | undefined;
  if (decision.approve) {
    const given = decision.ratio;
    const ratio =
      given === undefined
        ? ((await configValue(tx, 'referral_rebate_percent')) ?? '20.00')
        : percentWithin(given, REFERRAL_REBATE_BOUNDS.min, REFERRAL_REBATE_BOUNDS.max);
    if (ratio === undefined) throw invalidParameter([{ field: 'rebate_ratio', rule: 'pattern' }]);
    ratioBasisPoints = basisPointsOf(ratio);
  }
  const id = /^\d{1,18}$/.test(decision.applicationId) ? BigInt(decision.applicationId) : undefined;
  const [application] =
    id === undefined
      ? []
      : await tx.query<{ user_id: bigint; status: string }>(
          'SELECT user_id, status FROM agent_applications WHERE id = $1 FOR UPDATE',
          [id],
        );
  if (id === undefined || !application) throw new ApiError(404, 'not_found');
  if (application.status !== 'pending') throw new ApiError(409, 'review_already_decided');

  const status = decision.approve ? 'approved' : 'rejected';
  await tx.query(
    `UPDATE agent_applications SET status = $2, decided_at = $3, decided_by = $4, rebate_ratio_bp = $5,
       reject_reason = $6, note = $7
     WHERE id = $1`,
    [
      id,
      status,
      operator.now,
      operator.userId,
      ratioBasisPoints ?? null,
      decision.approve ? null : decision.reason,
      decision.approve ? null : (decision.note ?? null),
    ],
  );
  if (ratioBasisPoints !== undefined) {
    await tx.query('UPDATE users SET rebate_ratio_bp = $2 WHERE id = $1', [application.user_id, ratioBasisPoints]);
  }
  await sendInboxMessage(
    tx,
    application.user_id,
    agentApplicationDecided(
      decision.approve
        ? { approved: true, ratio: percentOf(ratioBasisPoints ?? 0) }
        : { approved: false, reason: decision.reason, note: decision.note },
    ),
    operator.now,
  );
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: decision.approve ? 'agent_application_approved' : 'agent_application_rejected',
    targetType: 'agent_application',
    targetId: String(id),
    before: { status: 'pending' },
    after: {
      status,
      ...(ratioBasisPoints !== undefined ? { rebateRatio: percentOf(ratioBasisPoints) } : {}),
      ...(!decision.approve && decision.note ? { note: decision.note } : {}),
    },
    reason: decision.approve ? null : decision.reason,
    ipAddress: operator.address,
    at: operator.now,
  });
  return applicationById(tx, id);
}

/** The users who registered with the user's code, newest first, masked; only the rebate earned from each. */
export async function listInvitees(tx: Tx, userId: bigint, page: PageRequest): Promise<Page<unknown>> {
  const rows = await tx.query<{ account: string; created_at: Date; earned: bigint }>(
    `SELECT u.account, u.created_at,
            (SELECT COALESCE(SUM(r.amount_jpy), 0) FROM referral_rebates r
             WHERE r.agent_id = $1 AND r.invitee_id = u.id)::bigint AS earned
     FROM users u WHERE u.inviter_id = $1 ORDER BY u.created_at DESC, u.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>('SELECT COUNT(*)::bigint AS n FROM users WHERE inviter_id = $1', [
    userId,
  ]);
  const items = rows.map((r) => ({
    account: maskAccount(r.account),
    registeredAt: r.created_at.toISOString(),
    rebateEarned: formatMinor(r.earned, 'JPY'),
  }));
  return pageResult(page, items, Number(count?.n ?? 0n));
}

/** The agent's rebates, newest first, each with its fee, ratio and `rebate` transaction record. */
export async function listRebates(tx: Tx, userId: bigint, range: DateRange, page: PageRequest): Promise<Page<unknown>> {
  const params: unknown[] = [userId];
  let where = 'r.agent_id = $1';
  if (range.from) {
    params.push(range.from);
    where += ` AND r.created_at >= $${params.length}`;
  }
  if (range.until) {
    params.push(range.until);
    where += ` AND r.created_at < $${params.length}`;
  }
  const rows = await tx.query<{
    id: bigint;
    invitee: string;
    fee_type: 'buy_fee' | 'sell_fee';
    stock_code: string | null;
    fee_jpy: bigint;
    ratio_bp: number;
    amount_jpy: bigint;
    record_id: bigint;
    created_at: Date;
  }>(
    `SELECT r.id, u.account AS invitee, r.fee_type, r.stock_code, r.fee_jpy, r.ratio_bp, r.amount_jpy, r.created_at,
            (SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
             WHERE e.transfer_id = r.transfer_id AND a.user_id = r.agent_id ORDER BY e.id LIMIT 1) AS record_id
     FROM referral_rebates r JOIN users u ON u.id = r.invitee_id
     WHERE ${where} ORDER BY r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM referral_rebates r WHERE ${where}`,
    params,
  );
  const items = rows.map((r) => ({
    id: String(r.id),
    invitee: maskAccount(r.invitee),
    feeType: r.fee_type,
    ...(r.stock_code ? { stockCode: r.stock_code } : {}),
    fee: formatMinor(r.fee_jpy, 'JPY'),
    rebateRatio: percentOf(r.ratio_bp),
    amount: formatMinor(r.amount_jpy, 'JPY'),
    currency: 'JPY' as const,
    recordId: String(r.record_id),
    createdAt: r.created_at.toISOString(),
  }));
  return pageResult(page, items, Number(count?.n ?? 0n));
}
