import { describe, expect, it } from 'vitest';
import { checkNewsArticle, emptyNewsArticle, newsArticleResolver, type NewsArticleDraft } from './adminNews.schema.ts';

const valid = {
  ...emptyNewsArticle,
  category: 'announcements',
  titleJp: '年末年始の営業日',
  titleCn: '年末年初营业日',
  titleUs: 'Year-end business days',
  bodyJp: '本文',
  bodyCn: '正文',
  bodyUs: 'Body',
};

function errors(input: unknown): Record<string, string> {
  const result = checkNewsArticle(input as NewsArticleDraft);
  return result.ok ? {} : (result.errors as Record<string, string>);
}

describe('checkNewsArticle', () => {
  it('accepts an article in three languages with a market and category', () => {
    expect(errors(valid)).toEqual({});
    const result = checkNewsArticle({ ...valid, market: 'usd' } as NewsArticleDraft);
    expect(result.ok && result.form.market).toBe('usd');
  });

  it('asks for a category to be chosen', () => {
    expect(errors({ ...valid, category: '' })).toEqual({ category: 'app.admin.validation.choice' });
    expect(errors({ ...valid, category: 'notice' })).toEqual({ category: 'app.admin.validation.choice' });
  });

  it('requires every title and body, spaces and line breaks alone counting as empty', () => {
    expect(errors({ ...valid, titleCn: '', bodyUs: ' \n\u3000 ' })).toEqual({
      titleCn: 'app.validation.required',
      bodyUs: 'app.validation.required',
    });
  });

  it('holds titles to 120 and bodies to 20,000 characters, counted as the server counts', () => {
    expect(errors({ ...valid, titleJp: 'あ'.repeat(120) })).toEqual({});
    expect(errors({ ...valid, titleJp: 'あ'.repeat(121) })).toEqual({ titleJp: 'app.admin.validation.tooLong' });
    // 120 characters outside the BMP are 240 UTF-16 units and still fit.
    expect(errors({ ...valid, titleUs: '𠮷'.repeat(120) })).toEqual({});
    expect(errors({ ...valid, bodyCn: '字'.repeat(20000) })).toEqual({});
    expect(errors({ ...valid, bodyCn: '字'.repeat(20001) })).toEqual({ bodyCn: 'app.admin.validation.tooLong' });
  });

  it('refuses a market outside the three', () => {
    expect(Object.keys(errors({ ...valid, market: 'hkd' }))).toEqual(['market']);
  });
});

describe('newsArticleResolver', () => {
  it('gives react-hook-form the values or each field’s message', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof newsArticleResolver>[2];
    const good = await newsArticleResolver(valid as NewsArticleDraft, undefined, options);
    expect(good).toEqual({ values: valid, errors: {} });
    const bad = await newsArticleResolver(
      { ...valid, category: '', titleJp: '' } as NewsArticleDraft,
      undefined,
      options,
    );
    expect(bad.values).toEqual({});
    expect(bad.errors).toEqual({
      category: { type: 'validate', message: 'app.admin.validation.choice' },
      titleJp: { type: 'validate', message: 'app.validation.required' },
    });
  });
});
