import type { Tx } from '../db/db.ts';
import type { DateRange, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';

/** The audit actions this server writes so far (the contract's `AdminAuditAction` lists the later ones). */
export type AdminAuditAction =
  | 'operator_login'
  | 'user_flag_set'
  | 'user_sessions_revoked'
  | 'config_updated'
  | 'message_sent'
  | 'agent_application_approved'
  | 'agent_application_rejected'
  | 'news_created'
  | 'news_updated'
  | 'news_unpublished'
  | 'identity_document_viewed'
  | 'identity_approved'
  | 'identity_rejected'
  | 'deposit_approved'
  | 'deposit_rejected'
  | 'withdrawal_first_approved'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'adjustment_requested'
  | 'adjustment_applied'
  | 'adjustment_rejected'
  | 'factor_reset_requested'
  | 'factor_reset_applied'
  | 'factor_reset_rejected'
  | 'ipo_created'
  | 'ipo_updated'
  | 'ipo_seed_committed'
  | 'ipo_drawn'
  | 'ipo_seed_published'
  | 'ipo_allotted'
  | 'distribution_created'
  | 'distribution_updated'
  | 'distribution_closed'
  | 'block_application_approved'
  | 'block_application_rejected'
  | 'daytrade_approved'
  | 'daytrade_rejected'
  | 'loan_approved'
  | 'loan_rejected'
  | 'follow_product_created'
  | 'follow_product_updated'
  | 'follow_product_status_set';
export type AdminAuditTargetType =
  | 'operator'
  | 'user'
  | 'config'
  | 'message'
  | 'agent_application'
  | 'news'
  | 'identity'
  | 'deposit'
  | 'withdrawal'
  | 'adjustment'
  | 'factor_reset'
  | 'ipo'
  | 'distribution'
  | 'block_application'
  | 'daytrade_application'
  | 'loan'
  | 'follow_product';

export interface AuditEntry {
  operatorId: bigint;
  action: AdminAuditAction;
  targetType: AdminAuditTargetType;
  targetId: string;
  /** The changed fields before and after, as strings; null when created or unchanged. */
  before: Record<string, string> | null;
  after: Record<string, string> | null;
  reason?: string | null;
  ipAddress: string;
  at: Date;
}

/**
 * Appends one row to the audit log. Call it in the same transaction as the action it records: an action that
 * rolls back leaves no row, and a row cannot be written without its action.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, operator_id, action, target_type, target_id, before, after, reason, ip_address)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      entry.at,
      entry.operatorId,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
      entry.reason ?? null,
      entry.ipAddress,
    ],
  );
}

export interface AuditFilter {
  operator?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  range: DateRange;
}

interface AuditRow {
  id: bigint;
  at: Date;
  operator: string;
  action: AdminAuditAction;
  target_type: AdminAuditTargetType;
  target_id: string;
  before: Record<string, string> | string | null;
  after: Record<string, string> | string | null;
  reason: string | null;
  ip_address: string;
}

/** jsonb comes back parsed from both drivers; a string means a driver that did not parse it. */
const json = (value: Record<string, string> | string | null) =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : value;

export async function listAudit(tx: Tx, filter: AuditFilter, page: PageRequest): Promise<Page<unknown>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.operator !== undefined) add('o.account = ?', filter.operator);
  if (filter.action !== undefined) add('a.action = ?', filter.action);
  if (filter.targetType !== undefined) add('a.target_type = ?', filter.targetType);
  if (filter.targetId !== undefined) add('a.target_id = ?', filter.targetId);
  if (filter.range.from) add('a.at >= ?', filter.range.from);
  if (filter.range.until) add('a.at < ?', filter.range.until);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const from = `FROM audit_log a JOIN users o ON o.id = a.operator_id ${where}`;
  const rows = await tx.query<AuditRow>(
    `SELECT a.id, a.at, o.account AS operator, a.action, a.target_type, a.target_id, a.before, a.after, a.reason,
            a.ip_address
     ${from} ORDER BY a.at DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ total: bigint }>(`SELECT COUNT(*)::bigint AS total ${from}`, params);
  const items = rows.map((r) => ({
    id: String(r.id),
    time: r.at.toISOString(),
    operator: r.operator,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: json(r.before),
    after: json(r.after),
    reason: r.reason,
    ipAddress: r.ip_address,
  }));
  return pageResult(page, items, Number(count?.total ?? 0n));
}
