import type { Market, ResponseData } from '@kabuto/api-client';
import type { Queryable, Tx } from '../db/db.ts';
import { writeAudit } from '../admin/audit.ts';
import type { AdminAuditAction } from '../admin/audit.ts';
import type { Operator } from '../admin/users.ts';
import { ApiError } from '../http/errors.ts';
import type { LocalizedText, Page, PageRequest } from '../http/lists.ts';
import { pageResult } from '../http/lists.ts';

export type NewsSummary = ResponseData<'/news/list'>['items'][number];
export type NewsArticle = ResponseData<'/news/detail'>;
export type AdminNewsArticle = ResponseData<'/admin/news/create'>;

/** The users' categories (what is stored). */
export type NewsCategory = NewsArticle['category'];
/** The console's categories. */
export type AdminNewsCategory = AdminNewsArticle['category'];

/**
 * The console names categories in the plural and calls the broker's notices announcements. `economy` has no
 * console name of its own: the console shows it, and filters it, as `markets`.
 */
const FROM_ADMIN: Record<AdminNewsCategory, NewsCategory> = {
  markets: 'market',
  companies: 'company',
  ipo: 'ipo',
  announcements: 'notice',
};
const TO_ADMIN: Record<NewsCategory, AdminNewsCategory> = {
  market: 'markets',
  economy: 'markets',
  company: 'companies',
  ipo: 'ipo',
  notice: 'announcements',
};
const ADMIN_FILTER: Record<AdminNewsCategory, NewsCategory[]> = {
  markets: ['market', 'economy'],
  companies: ['company'],
  ipo: ['ipo'],
  announcements: ['notice'],
};

/** Who supplies the articles the console publishes. */
export const HOUSE_SOURCE = 'Kabuto';

const LANGUAGES = ['jp', 'cn', 'us'] as const;
const SUMMARY_LENGTH = 140;

/**
 * A summary from a body: its first paragraph, cut at a code-point boundary with an ellipsis when longer than
 * fits a list row.
 */
export function summaryOf(body: string): string {
  const firstParagraph = body.trim().split(/\r?\n\s*\r?\n/)[0] ?? '';
  const flat = firstParagraph.replace(/\s+/g, ' ').trim();
  const points = [...flat];
  if (points.length <= SUMMARY_LENGTH) return flat;
  return `${points
    .slice(0, SUMMARY_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

interface ArticleRow {
  id: bigint;
  market: Market;
  category: NewsCategory;
  title_jp: string;
  title_cn: string;
  title_us: string;
  summary_jp: string;
  summary_cn: string;
  summary_us: string;
  body_jp: string;
  body_cn: string;
  body_us: string;
  codes: string[];
  source: string;
  source_url: string | null;
  image_url: string | null;
  status: 'published' | 'unpublished';
  published_at: Date | null;
  edited_at: Date | null;
  updated_at: Date;
  updated_by: string;
}

const SELECT = `SELECT a.*, u.account AS updated_by FROM news_articles a JOIN users u ON u.id = a.updated_by`;

const text = (r: ArticleRow, field: 'title' | 'summary' | 'body'): LocalizedText => ({
  jp: r[`${field}_jp`],
  cn: r[`${field}_cn`],
  us: r[`${field}_us`],
});

function summaryView(r: ArticleRow): NewsSummary {
  return {
    id: String(r.id),
    title: text(r, 'title'),
    summary: text(r, 'summary'),
    category: r.category,
    market: r.market,
    codes: r.codes,
    source: r.source,
    imageUrl: r.image_url,
    // Only published rows reach a user, and those have a time (a table constraint).
    publishedAt: (r.published_at ?? r.updated_at).toISOString(),
  };
}

function articleView(r: ArticleRow): NewsArticle {
  const { imageUrl, ...rest } = summaryView(r);
  return {
    ...rest,
    body: text(r, 'body'),
    sourceUrl: r.source_url,
    imageUrl,
    updatedAt: r.edited_at?.toISOString() ?? null,
  };
}

function adminView(r: ArticleRow): AdminNewsArticle {
  return {
    id: String(r.id),
    title: text(r, 'title'),
    body: text(r, 'body'),
    market: r.market,
    category: TO_ADMIN[r.category],
    status: r.status,
    publishedAt: r.published_at?.toISOString() ?? null,
    updatedAt: r.updated_at.toISOString(),
    updatedBy: r.updated_by,
  };
}

/** Ids are bigint identities; anything else cannot name an article. */
const articleId = (id: string): bigint | null => (/^\d{1,18}$/.test(id) ? BigInt(id) : null);

async function page(db: Queryable, where: string[], params: unknown[], order: string, request: PageRequest) {
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await db.query<ArticleRow>(
    `${SELECT} ${clause} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, request.size, request.offset],
  );
  const [count] = await db.query<{ total: bigint }>(
    `SELECT COUNT(*)::bigint AS total FROM news_articles a ${clause}`,
    params,
  );
  return { rows, total: Number(count?.total ?? 0n) };
}

export interface NewsFilter {
  market: Market;
  category?: NewsCategory | undefined;
}

/** Published news of a market, newest first. */
export async function listNews(db: Queryable, filter: NewsFilter, request: PageRequest): Promise<Page<NewsSummary>> {
  const params: unknown[] = [filter.market];
  const where = [`a.status = 'published'`, 'a.market = $1'];
  if (filter.category !== undefined) {
    params.push(filter.category);
    where.push(`a.category = $${params.length}`);
  }
  const { rows, total } = await page(db, where, params, 'a.published_at DESC, a.id DESC', request);
  return pageResult(request, rows.map(summaryView), total);
}

/** One published article; unknown and unpublished ids are both 404 `not_found`. */
export async function newsArticle(db: Queryable, id: string): Promise<NewsArticle> {
  const key = articleId(id);
  if (key === null) throw new ApiError(404, 'not_found');
  const [row] = await db.query<ArticleRow>(`${SELECT} WHERE a.id = $1 AND a.status = 'published'`, [key]);
  if (!row) throw new ApiError(404, 'not_found');
  return articleView(row);
}

export interface AdminNewsFilter {
  status?: 'published' | 'unpublished' | undefined;
  market?: Market | undefined;
  category?: AdminNewsCategory | undefined;
}

/** Every article for the console, published or not, newest first. */
export async function listAdminNews(
  db: Queryable,
  filter: AdminNewsFilter,
  request: PageRequest,
): Promise<Page<AdminNewsArticle>> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.status !== undefined) add('a.status = ?', filter.status);
  if (filter.market !== undefined) add('a.market = ?', filter.market);
  if (filter.category !== undefined) add('a.category = ANY(?::text[])', ADMIN_FILTER[filter.category]);
  const { rows, total } = await page(db, where, params, 'a.created_at DESC, a.id DESC', request);
  return pageResult(request, rows.map(adminView), total);
}

export interface NewArticle {
  market: Market;
  category: NewsCategory;
  title: LocalizedText;
  /** Derived from the body when absent (the console writes no summary). */
  summary?: LocalizedText;
  body: LocalizedText;
  codes?: string[];
  source?: string;
}

type NewsAuditAction = Extract<AdminAuditAction, `news_${string}`>;

/** One audit row for a news action, in the transaction of the action. */
function writeNewsAudit(
  tx: Tx,
  operator: Operator,
  action: NewsAuditAction,
  id: bigint,
  before: Record<string, string> | null,
  after: Record<string, string> | null,
) {
  return writeAudit(tx, {
    operatorId: operator.userId,
    action,
    targetType: 'news',
    targetId: String(id),
    before,
    after,
    ipAddress: operator.address,
    at: operator.now,
  });
}

async function articleForUpdate(tx: Tx, id: string): Promise<ArticleRow> {
  const key = articleId(id);
  const [row] = key === null ? [] : await tx.query<ArticleRow>(`${SELECT} WHERE a.id = $1 FOR UPDATE OF a`, [key]);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

async function reread(tx: Tx, id: bigint): Promise<ArticleRow> {
  const [row] = await tx.query<ArticleRow>(`${SELECT} WHERE a.id = $1`, [id]);
  if (!row) throw new Error(`news article ${id} vanished`);
  return row;
}

/** Inserts a published article; no audit row (the seed and createNewsArticle both use it). */
export async function insertPublishedArticle(tx: Tx, authorId: bigint, article: NewArticle, at: Date) {
  const summary = article.summary ?? {
    jp: summaryOf(article.body.jp),
    cn: summaryOf(article.body.cn),
    us: summaryOf(article.body.us),
  };
  const [row] = await tx.query<{ id: bigint }>(
    `INSERT INTO news_articles (market, category, title_jp, title_cn, title_us, summary_jp, summary_cn, summary_us,
       body_jp, body_cn, body_us, codes, source, status, published_at, created_at, created_by, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'published', $14, $14, $15, $14, $15)
     RETURNING id`,
    [
      article.market,
      article.category,
      article.title.jp,
      article.title.cn,
      article.title.us,
      summary.jp,
      summary.cn,
      summary.us,
      article.body.jp,
      article.body.cn,
      article.body.us,
      article.codes ?? [],
      article.source ?? HOUSE_SOURCE,
      at,
      authorId,
    ],
  );
  if (!row) throw new Error('news insert returned nothing');
  return row.id;
}

/** The console's create: the article is published at once; audited in the same transaction. */
export async function createNewsArticle(
  tx: Tx,
  operator: Operator,
  input: { market: Market; category: AdminNewsCategory; title: LocalizedText; body: LocalizedText },
): Promise<AdminNewsArticle> {
  const category = FROM_ADMIN[input.category];
  const id = await insertPublishedArticle(tx, operator.userId, { ...input, category }, operator.now);
  const after: Record<string, string> = { market: input.market, category: input.category, status: 'published' };
  for (const lang of LANGUAGES) after[`title_${lang}`] = input.title[lang];
  await writeNewsAudit(tx, operator, 'news_created', id, null, after);
  return adminView(await reread(tx, id));
}

export interface NewsChange {
  id: string;
  market?: Market | undefined;
  category?: AdminNewsCategory | undefined;
  title?: Partial<LocalizedText>;
  body?: Partial<LocalizedText>;
  publish?: boolean;
}

/**
 * The console's update: absent fields keep their value; a new body also renews that language's summary.
 * `publish` (re)publishes after the change; the first publication time is kept. Audited with the changed
 * fields before and after (both null when nothing changed).
 */
export async function updateNewsArticle(tx: Tx, operator: Operator, change: NewsChange): Promise<AdminNewsArticle> {
  const row = await articleForUpdate(tx, change.id);
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  const sets: string[] = [];
  const params: unknown[] = [row.id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  const track = (field: string, old: string, next: string | undefined) => {
    if (next === undefined || next === old) return false;
    before[field] = old;
    after[field] = next;
    return true;
  };

  if (track('market', row.market, change.market)) set('market', change.market);
  if (change.category !== undefined && FROM_ADMIN[change.category] !== row.category) {
    // `economy` shows as `markets`: choosing `markets` for it again is no change.
    if (TO_ADMIN[row.category] !== change.category) {
      before.category = TO_ADMIN[row.category];
      after.category = change.category;
      set('category', FROM_ADMIN[change.category]);
    }
  }
  let contentChanged = false;
  for (const lang of LANGUAGES) {
    const title = change.title?.[lang];
    if (track(`title_${lang}`, row[`title_${lang}`], title)) {
      set(`title_${lang}`, title);
      contentChanged = true;
    }
    const body = change.body?.[lang];
    if (track(`body_${lang}`, row[`body_${lang}`], body) && body !== undefined) {
      set(`body_${lang}`, body);
      set(`summary_${lang}`, summaryOf(body));
      contentChanged = true;
    }
  }
  if (change.publish && row.status !== 'published') {
    before.status = row.status;
    after.status = 'published';
    set('status', 'published');
    if (row.published_at === null) set('published_at', operator.now);
  }

  const changed = sets.length > 0;
  if (changed) {
    // A correction of something readers could already see is shown to them as `updatedAt`.
    if (contentChanged && row.published_at !== null) set('edited_at', operator.now);
    set('updated_at', operator.now);
    set('updated_by', operator.userId);
    await tx.query(`UPDATE news_articles SET ${sets.join(', ')} WHERE id = $1`, params);
  }
  await writeNewsAudit(tx, operator, 'news_updated', row.id, changed ? before : null, changed ? after : null);
  return adminView(await reread(tx, row.id));
}

/** Hides an article from users; kept for republishing. Unpublishing twice changes nothing (still audited). */
export async function unpublishNewsArticle(tx: Tx, operator: Operator, id: string): Promise<AdminNewsArticle> {
  const row = await articleForUpdate(tx, id);
  const changed = row.status === 'published';
  if (changed) {
    await tx.query(`UPDATE news_articles SET status = 'unpublished', updated_at = $2, updated_by = $3 WHERE id = $1`, [
      row.id,
      operator.now,
      operator.userId,
    ]);
  }
  await writeNewsAudit(
    tx,
    operator,
    'news_unpublished',
    row.id,
    changed ? { status: 'published' } : null,
    changed ? { status: 'unpublished' } : null,
  );
  return adminView(await reread(tx, row.id));
}
