import type { RequestForm, ResponseData } from '@kabuto/api-client';
import type { AdminDistributionRow } from '@kabuto/ui/console';
import { fromTokyoLocal, toTokyoLocal } from './adminIpos.mappers.ts';
import type { DistributionForm } from './adminDistributions.schema.ts';

type AdminDistribution = ResponseData<'/admin/distribution/list'>['items'][number];

const toIso = (timestamp: string) => timestamp.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');

/** The market's currency: a distribution's price is in it. */
const currencies = { jpy: 'JPY', usd: 'USD', cny: 'CNY' } as const;

export function toAdminDistributionRow(distribution: AdminDistribution): AdminDistributionRow {
  return {
    id: distribution.id,
    stockCode: distribution.stockCode,
    market: distribution.market,
    stockName: { ...distribution.stockName },
    totalShares: distribution.totalShares,
    minShares: distribution.minShares,
    maxShares: distribution.maxShares,
    unitShares: distribution.unitShares,
    discountPercent: distribution.discountPercent,
    basePrice: distribution.basePrice,
    price: distribution.price,
    currency: currencies[distribution.market],
    windowStart: toIso(distribution.windowStart),
    windowEnd: toIso(distribution.windowEnd),
    status: distribution.status,
    appliedShares: distribution.appliedShares,
    applications: distribution.applications,
    allottedShares: distribution.allottedShares,
    seedHash: distribution.seedHash,
    seed: distribution.seed,
    updatedAt: toIso(distribution.updatedAt),
  };
}

export function toDistributionForm(distribution: AdminDistribution): DistributionForm {
  return {
    market: distribution.market,
    stockCode: distribution.stockCode,
    totalShares: String(distribution.totalShares),
    minShares: String(distribution.minShares),
    maxShares: String(distribution.maxShares),
    discountPercent: distribution.discountPercent,
    windowStart: toTokyoLocal(distribution.windowStart),
    windowEnd: toTokyoLocal(distribution.windowEnd),
  };
}

export function toDistributionCreateRequest(form: DistributionForm): RequestForm<'/admin/distribution/create'> {
  return {
    stock_code: form.stockCode.trim(),
    type: form.market,
    total_shares: form.totalShares.trim(),
    min_shares: form.minShares.trim(),
    max_shares: form.maxShares.trim(),
    discount_percent: form.discountPercent.trim(),
    window_start: fromTokyoLocal(form.windowStart),
    window_end: fromTokyoLocal(form.windowEnd),
  };
}

export function toDistributionUpdateRequest(
  id: string,
  form: DistributionForm,
): RequestForm<'/admin/distribution/update'> {
  return { id, ...toDistributionCreateRequest(form) };
}
