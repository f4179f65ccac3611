import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import {
  toAdminDistributionRow,
  toDistributionCreateRequest,
  toDistributionForm,
} from './adminDistributions.mappers.ts';
import { checkDistribution } from './adminDistributions.schema.ts';

type AdminDistribution = ResponseData<'/admin/distribution/list'>['items'][number];

const distribution: AdminDistribution = {
  id: '41',
  stockCode: '4755',
  market: 'jpy',
  stockName: { jp: '楽天グループ', cn: '乐天集团', us: 'Rakuten Group' },
  totalShares: 200000,
  minShares: 100,
  maxShares: 1000,
  unitShares: 100,
  discountPercent: '2.50',
  basePrice: null,
  price: null,
  windowStart: '2026-11-25T08:20:00+09:00',
  windowEnd: '2026-11-25T08:45:00+09:00',
  status: 'announced',
  appliedShares: 0,
  applications: 0,
  allottedShares: null,
  seedHash: null,
  seed: null,
  updatedAt: '2026-11-22 15:00:00+09:00',
};

describe('the distribution form', () => {
  it('round-trips a distribution through the form in Japan time', () => {
    const form = toDistributionForm(distribution);
    expect(form.windowStart).toBe('2026-11-25T08:20');
    expect(toDistributionCreateRequest(form)).toEqual({
      stock_code: '4755',
      type: 'jpy',
      total_shares: '200000',
      min_shares: '100',
      max_shares: '1000',
      discount_percent: '2.50',
      window_start: '2026-11-25T08:20:00+09:00',
      window_end: '2026-11-25T08:45:00+09:00',
    });
    expect(toAdminDistributionRow(distribution)).toMatchObject({ currency: 'JPY', price: null });
    expect(checkDistribution(form).ok).toBe(true);
  });

  it('refuses shares out of lots or order, a discount over 5 % and a window that ends first', () => {
    const form = toDistributionForm(distribution);
    const bad = checkDistribution({
      ...form,
      minShares: '150',
      maxShares: '300000',
      discountPercent: '5.5',
      windowEnd: '2026-11-25T08:20',
    });
    expect(bad.ok ? {} : bad.errors).toEqual({
      minShares: 'app.admin.validation.lot',
      maxShares: 'app.admin.validation.maxAboveTotal',
      discountPercent: 'app.admin.validation.discount',
      windowEnd: 'app.admin.validation.dateOrder',
    });
    const inverted = checkDistribution({ ...form, minShares: '2000', maxShares: '1000' });
    expect(inverted.ok ? {} : inverted.errors).toEqual({ maxShares: 'app.admin.validation.minAboveMaxShares' });
    // The US trades in single shares.
    expect(checkDistribution({ ...form, market: 'usd', minShares: '1', maxShares: '15' }).ok).toBe(true);
  });
});
