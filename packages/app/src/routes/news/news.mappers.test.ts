import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { pickNewsText, safeExternalUrl, toNewsArticle, toNewsSummaries } from './news.mappers.ts';

type NewsPage = ResponseData<'/news/list'>;
type NewsArticle = ResponseData<'/news/detail'>;

const summary = (id: string, overrides: Partial<NewsPage['items'][number]> = {}): NewsPage['items'][number] => ({
  id,
  title: { jp: `記事${id}`, cn: `文章${id}`, us: `Article ${id}` },
  summary: { jp: '要約', cn: '摘要', us: 'Summary' },
  category: 'notice',
  market: 'jpy',
  codes: [],
  source: 'Kabuto',
  imageUrl: null,
  publishedAt: '2026-11-22 16:30:00+09:00',
  ...overrides,
});

const article: NewsArticle = {
  id: '5012',
  title: { jp: 'トヨタ、通期見通しを上方修正', cn: '丰田上调全年业绩预期', us: 'Toyota raises its full-year outlook' },
  summary: { jp: '要約', cn: '摘要', us: 'Summary' },
  body: { jp: '本文。\n\n二段落目。', cn: '正文。', us: '' },
  category: 'company',
  market: 'jpy',
  codes: ['7203'],
  source: 'Kabuto News',
  sourceUrl: 'https://news.example.com/a',
  imageUrl: null,
  publishedAt: '2026-11-20T15:45:00+09:00',
  updatedAt: null,
};

describe('pickNewsText', () => {
  it('gives the reader’s language', () => {
    expect(pickNewsText({ jp: '日本語', cn: '中文', us: 'English' }, 'cn')).toEqual({ text: '中文' });
  });

  it('falls back to Japanese, then any language, and says which', () => {
    expect(pickNewsText({ jp: '日本語', cn: '中文', us: ' ' }, 'us')).toEqual({ text: '日本語', lang: 'ja-JP' });
    expect(pickNewsText({ jp: '', cn: '中文', us: '' }, 'us')).toEqual({ text: '中文', lang: 'zh-CN' });
    expect(pickNewsText({ jp: '', cn: '', us: '' }, 'jp')).toEqual({ text: '' });
  });
});

describe('toNewsSummaries', () => {
  it('flattens pages in order, in the reader’s language, with each article’s href and an ISO time', () => {
    const pages: NewsPage[] = [
      { items: [summary('3'), summary('2')], page: 1, size: 2, total: 3 },
      { items: [summary('1', { category: 'company' })], page: 2, size: 2, total: 3 },
    ];
    const rows = toNewsSummaries(pages, 'us', (id) => `#/news/info?id=${id}`);
    expect(rows.map((row) => row.title.text)).toEqual(['Article 3', 'Article 2', 'Article 1']);
    expect(rows[2]).toEqual({
      id: '1',
      title: { text: 'Article 1' },
      summary: { text: 'Summary' },
      category: 'company',
      publishedAt: '2026-11-22T16:30:00+09:00',
      source: 'Kabuto',
      href: '#/news/info?id=1',
    });
  });

  it('shows an article once when a newer one pushed it onto the next page too', () => {
    const pages: NewsPage[] = [
      { items: [summary('3'), summary('2')], page: 1, size: 2, total: 4 },
      { items: [summary('2'), summary('1')], page: 2, size: 2, total: 4 },
    ];
    expect(toNewsSummaries(pages, 'jp', (id) => id).map((row) => row.id)).toEqual(['3', '2', '1']);
  });
});

describe('toNewsArticle', () => {
  const quoteHref = (market: string, code: string) => `#/quotes/info?code=${code}&type=${market}`;

  it('maps the article with its stocks linked in its market and the body falling back to Japanese', () => {
    expect(toNewsArticle(article, 'us', quoteHref, 'usd')).toEqual({
      id: '5012',
      title: { text: 'Toyota raises its full-year outlook' },
      body: { text: '本文。\n\n二段落目。', lang: 'ja-JP' },
      category: 'company',
      publishedAt: '2026-11-20T15:45:00+09:00',
      updatedAt: null,
      source: 'Kabuto News',
      sourceUrl: 'https://news.example.com/a',
      codes: [{ code: '7203', href: '#/quotes/info?code=7203&type=jpy' }],
    });
  });

  it('links a market-wide article’s stocks in the reader’s market and drops a non-https source', () => {
    const view = toNewsArticle(
      { ...article, market: null, sourceUrl: 'javascript:alert(1)', updatedAt: '2026-11-21 09:00:00+09:00' },
      'jp',
      quoteHref,
      'cny',
    );
    expect(view.codes[0]?.href).toBe('#/quotes/info?code=7203&type=cny');
    expect(view.sourceUrl).toBeNull();
    expect(view.updatedAt).toBe('2026-11-21T09:00:00+09:00');
  });
});

describe('safeExternalUrl', () => {
  it('keeps https only', () => {
    expect(safeExternalUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(safeExternalUrl('http://example.com/x')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
