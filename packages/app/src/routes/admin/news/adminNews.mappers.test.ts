import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { toAdminNewsRow, toCreateRequest, toNewsDraft, toUpdateRequest } from './adminNews.mappers.ts';
import { checkNewsArticle, type NewsArticleDraft, type NewsArticleForm } from './adminNews.schema.ts';

function parse(draft: NewsArticleDraft): NewsArticleForm {
  const result = checkNewsArticle(draft);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.form;
}

type AdminNewsArticle = ResponseData<'/admin/news/list'>['items'][number];

const article: AdminNewsArticle = {
  id: '1408',
  title: { jp: '年末年始の営業日のお知らせ', cn: '年末年初营业日通知', us: 'Year-end business days' },
  body: { jp: '本文', cn: '正文', us: 'Body' },
  market: 'jpy',
  category: 'announcements',
  status: 'unpublished',
  publishedAt: null,
  updatedAt: '2026-11-22 17:00:00+09:00',
  updatedBy: '0000000001',
};

describe('toAdminNewsRow', () => {
  it('keeps the three languages and reads the times as ISO 8601', () => {
    expect(toAdminNewsRow(article)).toEqual({
      id: '1408',
      title: article.title,
      body: article.body,
      market: 'jpy',
      category: 'announcements',
      status: 'unpublished',
      publishedAt: null,
      updatedAt: '2026-11-22T17:00:00+09:00',
      updatedBy: '0000000001',
    });
    expect(toAdminNewsRow({ ...article, publishedAt: '2026-11-22T16:30:00+09:00' }).publishedAt).toBe(
      '2026-11-22T16:30:00+09:00',
    );
  });
});

describe('requests', () => {
  const form = parse({
    ...toNewsDraft(article),
    titleUs: '  Year-end and New Year  ',
    bodyJp: '本文\n\n',
  });

  it('create: the contract’s field names, texts trimmed', () => {
    expect(toCreateRequest(form)).toEqual({
      type: 'jpy',
      category: 'announcements',
      title_jp: '年末年始の営業日のお知らせ',
      title_cn: '年末年初营业日通知',
      title_us: 'Year-end and New Year',
      body_jp: '本文',
      body_cn: '正文',
      body_us: 'Body',
    });
  });

  it('update: the id, the whole article, and publish=1 only when asked', () => {
    expect(toUpdateRequest('1408', form, false)).toEqual({ id: '1408', ...toCreateRequest(form) });
    expect(toUpdateRequest('1408', form, true)).toEqual({ id: '1408', ...toCreateRequest(form), publish: '1' });
  });

  it('an article’s draft round-trips through the form', () => {
    expect(parse(toNewsDraft(article))).toEqual(toNewsDraft(article));
  });
});
