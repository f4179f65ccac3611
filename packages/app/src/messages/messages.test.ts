import { describe, expect, it } from 'vitest';
import jp from './jp.ts';
import cn from './cn.ts';
import us from './us.ts';

describe('app catalogues', () => {
  it.each([
    ['cn', cn],
    ['us', us],
  ])('%s has exactly the keys of jp', (_locale, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(jp).sort());
  });

  it.each([
    ['jp', jp],
    ['cn', cn],
    ['us', us],
  ])('%s has no empty message', (_locale, catalogue) => {
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
