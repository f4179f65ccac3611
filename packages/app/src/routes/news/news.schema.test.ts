import { describe, expect, it } from 'vitest';
// Only the list of values: the ui's index would bring its styles into a node test.
import { newsCategoryFilters } from '../../../../ui/src/screens/news/shared/news.types.ts';
import { readArticleId, readCategory } from './news.schema.ts';

const params = (query: string) => new URLSearchParams(query);

describe('readArticleId', () => {
  it('takes a positive decimal id', () => {
    expect(readArticleId(params('id=5012'))).toBe('5012');
    expect(readArticleId(params('id=%205012%20'))).toBe('5012');
    expect(readArticleId(params('id=999999999999999999'))).toBe('999999999999999999');
  });

  it('refuses what cannot name an article', () => {
    for (const query of [
      '',
      'id=',
      'id=0',
      'id=012',
      'id=-1',
      'id=1.5',
      'id=abc',
      'id=1e3',
      'id=1000000000000000000',
    ]) {
      expect(readArticleId(params(query)), query).toBeUndefined();
    }
  });
});

describe('readCategory', () => {
  it('keeps a category of the contract', () => {
    expect(readCategory(params('category=company'))).toBe('company');
    expect(readCategory(params('category=notice'))).toBe('notice');
  });

  it('falls back to all for a missing or unknown one', () => {
    expect(readCategory(params(''))).toBe('all');
    expect(readCategory(params('category=announcements'))).toBe('all');
    expect(readCategory(params('category=Company'))).toBe('all');
  });
});

describe('the category list', () => {
  it('is the ui’s, so a tab the ui offers is never read as all', () => {
    for (const category of newsCategoryFilters) {
      expect(readCategory(new URLSearchParams({ category }))).toBe(category);
    }
  });
});
