import type { Tx } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { LocalizedText, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import { writeAudit } from './audit.ts';
import { targetUser } from './users.ts';
import type { Operator } from './users.ts';
import { notifyUser } from '../events/user-events.ts';

export interface OperatorMessage {
  audience: 'user' | 'all';
  account: string | undefined;
  title: LocalizedText;
  body: LocalizedText;
}

interface SentRow {
  id: bigint;
  audience: 'user' | 'all';
  account: string | null;
  title_jp: string;
  title_cn: string;
  title_us: string;
  body_jp: string;
  body_cn: string;
  body_us: string;
  recipients: number;
  sent_at: Date;
  sent_by: string;
}

function sentOf(r: SentRow) {
  return {
    id: String(r.id),
    audience: r.audience,
    account: r.account,
    title: { jp: r.title_jp, cn: r.title_cn, us: r.title_us },
    body: { jp: r.body_jp, cn: r.body_cn, us: r.body_us },
    recipients: r.recipients,
    sentAt: r.sent_at.toISOString(),
    sentBy: r.sent_by,
  };
}

const SELECT = `SELECT m.*, u.account, o.account AS sent_by
  FROM operator_messages m LEFT JOIN users u ON u.id = m.user_id JOIN users o ON o.id = m.sent_by`;

/** Puts an operator's message in one user's inbox or every investor's; audited. */
export async function sendOperatorMessage(tx: Tx, operator: Operator, message: OperatorMessage) {
  if (message.audience === 'user' && message.account === undefined) {
    throw invalidParameter([{ field: 'account', rule: 'required' }]);
  }
  if (message.audience === 'all' && message.account !== undefined) {
    throw invalidParameter([{ field: 'account', rule: 'unknown' }]);
  }
  const recipient = message.account === undefined ? undefined : await targetUser(tx, message.account);
  const { title, body } = message;
  const [sent] = await tx.query<{ id: bigint }>(
    `INSERT INTO operator_messages
       (audience, user_id, title_jp, title_cn, title_us, body_jp, body_cn, body_us, recipients, sent_at, sent_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10) RETURNING id`,
    [
      message.audience,
      recipient?.id ?? null,
      title.jp,
      title.cn,
      title.us,
      body.jp,
      body.cn,
      body.us,
      operator.now,
      operator.userId,
    ],
  );
  if (!sent) throw new Error('operator message insert returned nothing');
  const delivered = await tx.query(
    `INSERT INTO inbox_messages
       (user_id, kind, title_jp, title_cn, title_us, body_jp, body_cn, body_us, created_at, operator_message_id)
     SELECT u.id, 'operator', m.title_jp, m.title_cn, m.title_us, m.body_jp, m.body_cn, m.body_us, m.sent_at, m.id
     FROM operator_messages m JOIN users u ON (m.user_id IS NULL AND u.role = 'user') OR u.id = m.user_id
     WHERE m.id = $1 RETURNING id`,
    [sent.id],
  );
  await tx.query('UPDATE operator_messages SET recipients = $2 WHERE id = $1', [sent.id, delivered.length]);
  await notifyUser(tx, recipient?.id ?? 'all', 'message');
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'message_sent',
    targetType: 'message',
    targetId: String(sent.id),
    before: null,
    after: {
      audience: message.audience,
      recipients: String(delivered.length),
      ...(recipient ? { account: recipient.account } : {}),
    },
    ipAddress: operator.address,
    at: operator.now,
  });
  const [row] = await tx.query<SentRow>(`${SELECT} WHERE m.id = $1`, [sent.id]);
  if (!row) throw new ApiError(404, 'not_found');
  return sentOf(row);
}

export async function listOperatorMessages(
  tx: Tx,
  filter: { audience?: string | undefined; account?: string | undefined },
  page: PageRequest,
): Promise<Page<unknown>> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.audience !== undefined) {
    params.push(filter.audience);
    conditions.push(`m.audience = $${params.length}`);
  }
  if (filter.account !== undefined) {
    params.push(filter.account);
    conditions.push(`u.account = $${params.length}`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = await tx.query<SentRow>(
    `${SELECT} ${where} ORDER BY m.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.size, page.offset],
  );
  const [count] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM operator_messages m LEFT JOIN users u ON u.id = m.user_id ${where}`,
    params,
  );
  return pageResult(page, rows.map(sentOf), Number(count?.n ?? 0n));
}
