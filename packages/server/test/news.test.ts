import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../src/seed.ts';
import { SEED_ARTICLES } from '../src/news/seed-articles.ts';
import { summaryOf } from '../src/news/news.ts';
import { engines } from './helpers/engines.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { accountsFingerprint, operatorHeaders } from './helpers/accounts.ts';
import { marketsFingerprint } from './helpers/markets.ts';
import { MINUTE } from './helpers/clock.ts';

interface Text {
  jp: string;
  cn: string;
  us: string;
}
interface Summary {
  id: string;
  title: Text;
  summary: Text;
  category: string;
  market: string | null;
  codes: string[];
  source: string;
  publishedAt: string;
}
interface Article extends Summary {
  body: Text;
  updatedAt: string | null;
}
interface AdminArticle {
  id: string;
  title: Text;
  body: Text;
  market: string;
  category: string;
  status: 'published' | 'unpublished';
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string;
}
interface ListPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}
interface AuditItem {
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, string> | null;
  after: Record<string, string> | null;
}

const NEW_ARTICLE = {
  title_jp: '年末年始の営業日のお知らせ',
  title_cn: '年末年初营业日通知',
  title_us: 'Year-end business days',
  body_jp: '12月31日から1月3日までは東京証券取引所の休業日です。\n\n期間中は取引できません。',
  body_cn: '12月31日至1月3日为东京证券交易所休市日。\n\n期间无法交易。',
  body_us: 'The Tokyo Stock Exchange is closed from December 31 to January 3.\n\nThere is no trading meanwhile.',
  type: 'jpy',
  category: 'announcements',
};

describe.each(engines())('news on $name', (engine) => {
  let t: TestServer;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(engine);
    operator = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  const fingerprint = async () => ({
    ledger: await stateFingerprint(t.db),
    accounts: await accountsFingerprint(t.db),
    markets: await marketsFingerprint(t.db),
  });
  const news = async (form: Record<string, string> = {}) => {
    const res = await t.api.post('/news/list', form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as ListPage<Summary>;
  };
  const adminNews = async (form: Record<string, string> = {}) =>
    (await t.api.post('/admin/news/list', form, operator)).body.data as ListPage<AdminArticle>;
  const audit = async (targetId: string) =>
    (
      (await t.api.post('/admin/audit/list', { target_type: 'news', target_id: targetId }, operator)).body.data as {
        items: AuditItem[];
      }
    ).items;
  const create = async (form: Record<string, string> = NEW_ARTICLE) => {
    const res = await t.api.post('/admin/news/create', form, operator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as AdminArticle;
  };

  it('seeds the demo articles once, in three languages, and lists the published ones newest first without a session', async () => {
    const [count] = await t.db.query<{ n: bigint }>('SELECT COUNT(*)::bigint AS n FROM news_articles');
    expect(Number(count?.n)).toBe(SEED_ARTICLES.length);
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(12);

    const japan = await news({ size: '100' });
    const expected = SEED_ARTICLES.filter((a) => a.market === 'jpy');
    expect(japan.total).toBe(expected.length);
    expect(japan.items.map((a) => a.title.us)).toEqual(expected.map((a) => a.title.us));
    const times = japan.items.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of japan.items) {
      for (const lang of ['jp', 'cn', 'us'] as const) {
        expect(item.title[lang].length).toBeGreaterThan(0);
        expect(item.summary[lang].length).toBeGreaterThan(0);
      }
      expect(item).toMatchObject({ market: 'jpy', source: 'Kabuto', codes: [] });
    }

    expect((await news({ type: 'usd' })).items.map((a) => a.title.us)).toEqual(
      SEED_ARTICLES.filter((a) => a.market === 'usd').map((a) => a.title.us),
    );
    expect((await news({ type: 'cny' })).total).toBe(SEED_ARTICLES.filter((a) => a.market === 'cny').length);
    const notices = await news({ category: 'notice' });
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.items.every((a) => a.category === 'notice')).toBe(true);
    expect((await news({ category: 'economy' })).items).toEqual([]);
  });

  it('pages the list: pages join up into the whole list, and a page past the end is empty with the total', async () => {
    const all = await news({ size: '100' });
    const pages: Summary[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const res = await news({ page: String(page), size: '3' });
      expect(res).toMatchObject({ page, size: 3, total: all.total });
      expect(res.items.length).toBeLessThanOrEqual(3);
      pages.push(...res.items);
    }
    expect(pages.map((a) => a.id)).toEqual(all.items.map((a) => a.id));
    expect(await news({ page: '999', size: '3' })).toEqual({ items: [], page: 999, size: 3, total: all.total });
    const bad = await t.api.post('/news/list', { size: '101' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('invalid_parameter');
  });

  it('shows one article with its body in paragraphs; unknown ids are 404', async () => {
    const [first] = (await news()).items;
    const res = await t.api.post('/news/detail', { id: first!.id });
    const article = res.body.data as Article;
    expect(article).toMatchObject({ id: first!.id, title: first!.title, summary: first!.summary, updatedAt: null });
    const seeded = SEED_ARTICLES.find((a) => a.title.us === first!.title.us);
    expect(article.body).toEqual(seeded?.body);
    expect(article.body.us.split('\n\n').length).toBeGreaterThan(1);

    for (const id of ['999999999', 'abc', '99999999999999999999']) {
      const missing = await t.api.post('/news/detail', { id });
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe('not_found');
    }
  });

  it('an operator publishes an article: users see it first with a summary from the body, and the audit log has it', async () => {
    t.clock.advance(MINUTE);
    const created = await create();
    expect(created).toMatchObject({
      title: { us: 'Year-end business days' },
      body: { us: NEW_ARTICLE.body_us },
      market: 'jpy',
      category: 'announcements',
      status: 'published',
      publishedAt: t.clock.now().toISOString(),
      updatedBy: DEMO_OPERATOR.account,
    });
    const [top] = (await news()).items;
    expect(top).toMatchObject({
      id: created.id,
      category: 'notice',
      summary: {
        jp: '12月31日から1月3日までは東京証券取引所の休業日です。',
        cn: '12月31日至1月3日为东京证券交易所休市日。',
        us: 'The Tokyo Stock Exchange is closed from December 31 to January 3.',
      },
    });
    expect((await news({ category: 'notice' })).items[0]?.id).toBe(created.id);
    expect((await news({ type: 'usd' })).items.map((a) => a.id)).not.toContain(created.id);

    expect(await audit(created.id)).toEqual([
      expect.objectContaining({
        operator: DEMO_OPERATOR.account,
        action: 'news_created',
        targetType: 'news',
        before: null,
        after: expect.objectContaining({ title_us: 'Year-end business days', status: 'published', market: 'jpy' }),
      }),
    ]);
  });

  it('an update changes only the given fields, tells readers it was corrected, and audits before and after', async () => {
    const created = await create();
    t.clock.advance(MINUTE);
    const res = await t.api.post(
      '/admin/news/update',
      { id: created.id, title_us: 'Year-end and New Year business days', category: 'markets' },
      operator,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      title: { jp: NEW_ARTICLE.title_jp, us: 'Year-end and New Year business days' },
      body: { us: NEW_ARTICLE.body_us },
      category: 'markets',
      publishedAt: created.publishedAt,
      updatedAt: t.clock.now().toISOString(),
    });
    const article = (await t.api.post('/news/detail', { id: created.id })).body.data as Article;
    expect(article).toMatchObject({ category: 'market', updatedAt: t.clock.now().toISOString() });
    expect((await audit(created.id))[0]).toMatchObject({
      action: 'news_updated',
      before: { title_us: NEW_ARTICLE.title_us, category: 'announcements' },
      after: { title_us: 'Year-end and New Year business days', category: 'markets' },
    });

    // A new body renews that language's summary only.
    await t.api.post('/admin/news/update', { id: created.id, body_us: 'Closed over New Year.\n\nMore.' }, operator);
    const renewed = (await t.api.post('/news/detail', { id: created.id })).body.data as Article;
    expect(renewed.summary.us).toBe('Closed over New Year.');
    expect(renewed.summary.jp).toBe(article.summary.jp);

    // Moving it to another market moves it between the users' lists.
    await t.api.post('/admin/news/update', { id: created.id, type: 'usd' }, operator);
    expect((await news({ type: 'usd' })).items[0]?.id).toBe(created.id);
    expect((await news()).items.map((a) => a.id)).not.toContain(created.id);

    // The same values again change nothing: the audit row says so with null before and after.
    const before = await marketsFingerprint(t.db);
    await t.api.post('/admin/news/update', { id: created.id, type: 'usd' }, operator);
    expect(await marketsFingerprint(t.db)).toEqual(before);
    expect((await audit(created.id))[0]).toMatchObject({ action: 'news_updated', before: null, after: null });
  });

  it('unpublishing hides an article from users and keeps it for the console; republishing keeps the first time', async () => {
    const created = await create();
    t.clock.advance(MINUTE);
    const res = await t.api.post('/admin/news/unpublish', { id: created.id }, operator);
    expect(res.body.data).toMatchObject({ id: created.id, status: 'unpublished', publishedAt: created.publishedAt });
    expect((await news({ size: '100' })).items.map((a) => a.id)).not.toContain(created.id);
    const hidden = await t.api.post('/news/detail', { id: created.id });
    expect(hidden.status).toBe(404);
    expect(hidden.body.msg).toBe('not_found');

    const unpublished = await adminNews({ status: 'unpublished' });
    expect(unpublished.items.map((a) => a.id)).toContain(created.id);
    expect(unpublished.items.every((a) => a.status === 'unpublished')).toBe(true);
    expect((await adminNews({ status: 'published', size: '100' })).items.map((a) => a.id)).not.toContain(created.id);
    expect((await audit(created.id))[0]).toMatchObject({
      action: 'news_unpublished',
      before: { status: 'published' },
      after: { status: 'unpublished' },
    });

    t.clock.advance(MINUTE);
    const republished = await t.api.post('/admin/news/update', { id: created.id, publish: '1' }, operator);
    expect(republished.body.data).toMatchObject({ status: 'published', publishedAt: created.publishedAt });
    expect((await t.api.post('/news/detail', { id: created.id })).body.data).toMatchObject({
      publishedAt: created.publishedAt,
      // Publishing again is not a correction.
      updatedAt: null,
    });
    expect((await audit(created.id))[0]).toMatchObject({
      action: 'news_updated',
      before: { status: 'unpublished' },
      after: { status: 'published' },
    });
  });

  it('the console lists every article with filters and pages, newest first', async () => {
    const all = await adminNews({ size: '100' });
    const [count] = await t.db.query<{ n: bigint }>('SELECT COUNT(*)::bigint AS n FROM news_articles');
    expect(all.total).toBe(Number(count?.n));
    const seededMarkets = await adminNews({ category: 'markets', type: 'jpy', size: '100' });
    expect(seededMarkets.items.length).toBeGreaterThan(0);
    expect(seededMarkets.items.every((a) => a.category === 'markets' && a.market === 'jpy')).toBe(true);
    const second = await adminNews({ page: '2', size: '5' });
    expect(second.items.map((a) => a.id)).toEqual(all.items.slice(5, 10).map((a) => a.id));
  });

  it('users and visitors cannot use the console; refused and malformed requests change nothing', async () => {
    const user = await t.newUser();
    const [article] = (await news()).items;
    const before = await fingerprint();
    const attempts: [string, Record<string, string>][] = [
      ['/admin/news/list', {}],
      ['/admin/news/create', NEW_ARTICLE],
      ['/admin/news/update', { id: article!.id, title_us: 'Hijacked' }],
      ['/admin/news/unpublish', { id: article!.id }],
    ];
    for (const [path, form] of attempts) {
      const asUser = await t.api.post(path, form, user.headers);
      expect(asUser.status).toBe(403);
      expect(asUser.body.msg).toBe('operator_only');
      const anonymous = await t.api.post(path, form);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.msg).toBe('not_logged_in');
    }

    const malformed: [string, Record<string, string>][] = [
      ['/admin/news/create', { ...NEW_ARTICLE, title_us: '   ' }],
      ['/admin/news/create', { ...NEW_ARTICLE, body_cn: '\n\n' }],
      ['/admin/news/create', { ...NEW_ARTICLE, title_jp: 'あ'.repeat(121) }],
      ['/admin/news/create', { ...NEW_ARTICLE, category: 'economy' }],
      ['/admin/news/create', { ...NEW_ARTICLE, summary_us: 'not a field' }],
      ['/admin/news/update', { id: article!.id, body_us: ' ' }],
    ];
    for (const [path, form] of malformed) {
      const res = await t.api.post(path, form, operator);
      expect(res.status, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(res.body.msg).toBe('invalid_parameter');
    }
    for (const path of ['/admin/news/update', '/admin/news/unpublish']) {
      const missing = await t.api.post(path, { id: '999999999' }, operator);
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe('not_found');
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('cuts a long first paragraph into a summary at a character boundary', () => {
    expect(summaryOf('Short.\n\nSecond.')).toBe('Short.');
    expect(summaryOf('  One\nline  wrapped.  ')).toBe('One line wrapped.');
    const long = summaryOf('😀'.repeat(200));
    expect([...long]).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
    expect(long.startsWith('😀'.repeat(139))).toBe(true);
  });
});
