import type { FieldErrors, Resolver } from 'react-hook-form';
import { markets, type Market } from '@kabuto/api-client';

// The distribution form's rules, checked without zod like the news desk's (the 60 KiB route budget). Each error is
// a message id; the route translates it. They mirror openapi.yaml (AdminDistributionCreateRequest) and the server's
// checks: shares in whole lots, min ≤ max ≤ total, a discount of 0.01–5.00 %, a window that ends after it starts.

export interface DistributionForm {
  market: Market;
  stockCode: string;
  totalShares: string;
  minShares: string;
  maxShares: string;
  discountPercent: string;
  /** YYYY-MM-DDTHH:mm in Japan time (a datetime-local input). */
  windowStart: string;
  windowEnd: string;
}

export const emptyDistribution: DistributionForm = {
  market: 'jpy',
  stockCode: '',
  totalShares: '',
  minShares: '100',
  maxShares: '',
  discountPercent: '',
  windowStart: '',
  windowEnd: '',
};

const stockCode = /^[A-Z0-9.]{1,10}$/;
const shares = /^[1-9]\d{0,9}$/;
const discount = /^(0\.(0[1-9]|[1-9]\d)|[1-4]\.\d{2}|5\.00)$/;
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Shares per trading unit: 100 in Japan and China, 1 in the US. */
export const lotOf = (market: DistributionForm['market']) => (market === 'usd' ? 1 : 100);

/** Compares two whole-number strings (up to ten digits) exactly. */
function compareWhole(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

export type DistributionCheck =
  { ok: true; form: DistributionForm } | { ok: false; errors: Partial<Record<keyof DistributionForm, string>> };

export function checkDistribution(form: DistributionForm): DistributionCheck {
  const errors: Partial<Record<keyof DistributionForm, string>> = {};
  const required = 'app.validation.required';
  if (!(markets as readonly string[]).includes(form.market)) errors.market = 'app.admin.validation.choice';
  const code = form.stockCode.trim();
  if (code === '') errors.stockCode = required;
  else if (!stockCode.test(code)) errors.stockCode = 'app.admin.validation.stockCode';
  const lot = lotOf(form.market);
  for (const field of ['totalShares', 'minShares', 'maxShares'] as const) {
    const value = form[field].trim();
    if (value === '') errors[field] = required;
    else if (!shares.test(value)) errors[field] = 'app.admin.validation.shares';
    else if (lot > 1 && !value.endsWith('00')) errors[field] = 'app.admin.validation.lot';
  }
  if (!errors.minShares && !errors.maxShares && compareWhole(form.minShares.trim(), form.maxShares.trim()) > 0)
    errors.maxShares = 'app.admin.validation.minAboveMaxShares';
  else if (!errors.maxShares && !errors.totalShares && compareWhole(form.maxShares.trim(), form.totalShares.trim()) > 0)
    errors.maxShares = 'app.admin.validation.maxAboveTotal';
  const percent = form.discountPercent.trim();
  if (percent === '') errors.discountPercent = required;
  else if (!discount.test(percent)) errors.discountPercent = 'app.admin.validation.discount';
  for (const field of ['windowStart', 'windowEnd'] as const) {
    if (form[field] === '') errors[field] = required;
    else if (!dateTime.test(form[field])) errors[field] = 'app.admin.validation.date';
  }
  if (!errors.windowStart && !errors.windowEnd && form.windowEnd <= form.windowStart)
    errors.windowEnd = 'app.admin.validation.dateOrder';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, form };
}

export const distributionResolver: Resolver<DistributionForm> = (values) => {
  const result = checkDistribution(values);
  if (result.ok) return { values: result.form, errors: {} };
  const errors: FieldErrors<DistributionForm> = {};
  for (const [name, message] of Object.entries(result.errors)) {
    errors[name as keyof DistributionForm] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** Field names of the server's `invalid_parameter` answer, mapped to the form's. */
export const distributionFieldNames: Record<string, keyof DistributionForm> = {
  type: 'market',
  stock_code: 'stockCode',
  total_shares: 'totalShares',
  min_shares: 'minShares',
  max_shares: 'maxShares',
  discount_percent: 'discountPercent',
  window_start: 'windowStart',
  window_end: 'windowEnd',
};
