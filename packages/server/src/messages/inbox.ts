import type { Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { LocalizedText, PageRequest, Page } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';
import { notifyUser } from '../events/user-events.ts';

export type InboxKind = 'system' | 'operator';

export interface OutgoingMessage {
  kind: InboxKind;
  title: LocalizedText;
  body: LocalizedText;
  /** The transaction record the message is about. */
  recordId?: bigint;
  operatorMessageId?: bigint;
}

/** Puts a message in one user's inbox, in the caller's transaction. */
export async function sendInboxMessage(tx: Tx, userId: bigint, message: OutgoingMessage, now: Date): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO inbox_messages
       (user_id, kind, title_jp, title_cn, title_us, body_jp, body_cn, body_us, created_at, record_id, operator_message_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      userId,
      message.kind,
      message.title.jp,
      message.title.cn,
      message.title.us,
      message.body.jp,
      message.body.cn,
      message.body.us,
      now,
      message.recordId ?? null,
      message.operatorMessageId ?? null,
    ],
  );
  if (!row) throw new Error('inbox insert returned nothing');
  await notifyUser(tx, userId, 'message');
  return row.id;
}

interface MessageRow {
  id: bigint;
  kind: InboxKind;
  title_jp: string;
  title_cn: string;
  title_us: string;
  body_jp: string;
  body_cn: string;
  body_us: string;
  created_at: Date;
  read_at: Date | null;
  record_id: bigint | null;
}

const PREVIEW_LENGTH = 80;

/** The first line of a body, at most 80 characters (by code point, so no character is cut in half). */
export function previewOf(body: string): string {
  const firstLine = body.split('\n', 1)[0] ?? '';
  const chars = [...firstLine];
  return chars.length <= PREVIEW_LENGTH ? firstLine : `${chars.slice(0, PREVIEW_LENGTH - 1).join('')}…`;
}

const title = (r: MessageRow): LocalizedText => ({ jp: r.title_jp, cn: r.title_cn, us: r.title_us });
const body = (r: MessageRow): LocalizedText => ({ jp: r.body_jp, cn: r.body_cn, us: r.body_us });

export async function listInbox(
  tx: Tx,
  userId: bigint,
  unreadOnly: boolean,
  page: PageRequest,
): Promise<Page<unknown>> {
  const filter = unreadOnly ? 'AND read_at IS NULL' : '';
  const rows = await tx.query<MessageRow>(
    `SELECT * FROM inbox_messages WHERE user_id = $1 ${filter} ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, page.size, page.offset],
  );
  const [count] = await tx.query<{ total: bigint }>(
    `SELECT COUNT(*)::bigint AS total FROM inbox_messages WHERE user_id = $1 ${filter}`,
    [userId],
  );
  const items = rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    title: title(r),
    preview: { jp: previewOf(r.body_jp), cn: previewOf(r.body_cn), us: previewOf(r.body_us) },
    createdAt: r.created_at.toISOString(),
    read: r.read_at !== null,
  }));
  return pageResult(page, items, Number(count?.total ?? 0n));
}

/** Ids travel as text; anything that is not a bigint the database could hold is nobody's. */
export function parseId(id: string): bigint | undefined {
  return /^[1-9]\d{0,17}$/.test(id) ? BigInt(id) : undefined;
}

/** Opens a message, marking it read; 404 `not_found` for an unknown id or another user's message. */
export async function openMessage(tx: Tx, userId: bigint, id: string, now: Date) {
  const messageId = parseId(id);
  if (messageId === undefined) throw new ApiError(404, 'not_found');
  const [row] = await tx.query<MessageRow>(
    `UPDATE inbox_messages SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING *`,
    [messageId, userId, now],
  );
  if (!row) throw new ApiError(404, 'not_found');
  return {
    id: String(row.id),
    kind: row.kind,
    title: title(row),
    body: body(row),
    createdAt: row.created_at.toISOString(),
    read: true,
    ...(row.read_at ? { readAt: row.read_at.toISOString() } : {}),
    ...(row.record_id !== null ? { recordId: String(row.record_id) } : {}),
  };
}

export async function unreadCount(tx: Tx, userId: bigint): Promise<number> {
  const [row] = await tx.query<{ unread: bigint }>(
    'SELECT COUNT(*)::bigint AS unread FROM inbox_messages WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return Number(row?.unread ?? 0n);
}

/** Marks the given ids (ignoring others' and unknown ones), or all; answers how many changed and what is left. */
export async function markRead(tx: Tx, userId: bigint, ids: 'all' | string[], now: Date) {
  let marked: unknown[];
  if (ids === 'all') {
    marked = await tx.query(
      'UPDATE inbox_messages SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id',
      [userId, now],
    );
  } else {
    const numeric = ids.map(parseId).filter((id): id is bigint => id !== undefined);
    marked =
      numeric.length === 0
        ? []
        : await tx.query(
            `UPDATE inbox_messages SET read_at = $2
             WHERE user_id = $1 AND read_at IS NULL AND id = ANY($3::bigint[]) RETURNING id`,
            [userId, now, numeric.map(String)],
          );
  }
  return { marked: marked.length, unread: await unreadCount(tx, userId) };
}
