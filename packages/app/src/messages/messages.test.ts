import { describe, expect, it } from 'vitest';
import jp from './jp.ts';
import cn from './cn.ts';
import us from './us.ts';
import { coreCn } from './core.cn.ts';
import { coreJp } from './core.jp.ts';
import { coreUs } from './core.us.ts';
import { adminCn } from './admin.cn.ts';
import { adminJp } from './admin.jp.ts';
import { adminUs } from './admin.us.ts';
import { marketsCn } from './markets.cn.ts';
import { marketsJp } from './markets.jp.ts';
import { marketsUs } from './markets.us.ts';
import { mineCn } from './mine.cn.ts';
import { mineJp } from './mine.jp.ts';
import { mineUs } from './mine.us.ts';
import { newsCn } from './news.cn.ts';
import { newsJp } from './news.jp.ts';
import { newsUs } from './news.us.ts';
import { tradeCn } from './trade.cn.ts';
import { fundingCn } from './funding.cn.ts';
import { fundingJp } from './funding.jp.ts';
import { fundingUs } from './funding.us.ts';
import { offeringsCn } from './offerings.cn.ts';
import { offeringsJp } from './offerings.jp.ts';
import { offeringsUs } from './offerings.us.ts';
import { securityCn } from './security.cn.ts';
import { securityJp } from './security.jp.ts';
import { securityUs } from './security.us.ts';
import { tradeJp } from './trade.jp.ts';
import { tradeUs } from './trade.us.ts';

const keys = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

describe('app catalogues', () => {
  it.each([
    ['cn', cn],
    ['us', us],
  ])('%s has exactly the keys of jp', (_locale, catalogue) => {
    expect(keys(catalogue)).toEqual(keys(jp));
  });

  // Each part loads on its own (the core at start, an area with its routes): a key in another part than jp's would
  // leave a Chinese or English screen showing Japanese.
  it.each([
    ['core', coreJp, coreCn, coreUs],
    ['admin', adminJp, adminCn, adminUs],
    ['markets', marketsJp, marketsCn, marketsUs],
    ['mine', mineJp, mineCn, mineUs],
    ['news', newsJp, newsCn, newsUs],
    ['trade', tradeJp, tradeCn, tradeUs],
    ['funding', fundingJp, fundingCn, fundingUs],
    ['security', securityJp, securityCn, securityUs],
    ['offerings', offeringsJp, offeringsCn, offeringsUs],
  ])('the %s catalogue has the same keys in every language', (_part, partJp, partCn, partUs) => {
    expect(keys(partCn)).toEqual(keys(partJp));
    expect(keys(partUs)).toEqual(keys(partJp));
  });

  it.each([
    ['jp', jp],
    ['cn', cn],
    ['us', us],
  ])('%s has no empty message', (_locale, catalogue) => {
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
