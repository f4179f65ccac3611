import { fieldBinding } from '../../FieldBinding.ts';
import {
  adminDistributionTextFields,
  type AdminDistributionEditor,
  type AdminDistributionRow,
  type AdminDistributionsScreenProps,
} from './AdminDistributionsScreen.types.ts';

const base: AdminDistributionRow = {
  id: '41',
  stockCode: '4755',
  market: 'jpy',
  stockName: { jp: '楽天グループ', cn: '乐天集团', us: 'Rakuten Group' },
  totalShares: 200000,
  minShares: 100,
  maxShares: 1000,
  unitShares: 100,
  discountPercent: '2.50',
  basePrice: '1038',
  price: '1012',
  currency: 'JPY',
  windowStart: '2026-11-25T08:20:00+09:00',
  windowEnd: '2026-11-25T08:45:00+09:00',
  status: 'closed',
  appliedShares: 254300,
  applications: 612,
  allottedShares: null,
  seedHash: '1c3e5a7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c',
  seed: null,
  updatedAt: '2026-11-22T15:00:00+09:00',
};

export const adminDistributionRows: AdminDistributionRow[] = [
  {
    ...base,
    id: '44',
    stockCode: '9432',
    stockName: { jp: '日本電信電話', cn: '日本电信电话', us: 'NTT' },
    status: 'announced',
    basePrice: null,
    price: null,
    discountPercent: '2.00',
    windowStart: '2026-11-27T08:20:00+09:00',
    windowEnd: '2026-11-27T08:45:00+09:00',
    appliedShares: 0,
    applications: 0,
    seedHash: null,
  },
  {
    ...base,
    id: '43',
    stockCode: '6501',
    stockName: { jp: '日立製作所', cn: '日立制作所', us: 'Hitachi' },
    status: 'open',
    appliedShares: 48200,
    applications: 131,
    totalShares: 100000,
  },
  base,
  {
    ...base,
    id: '38',
    stockCode: '8058',
    stockName: { jp: '三菱商事', cn: '三菱商事', us: 'Mitsubishi Corporation' },
    status: 'allotted',
    totalShares: 50000,
    appliedShares: 31200,
    applications: 88,
    allottedShares: 31200,
    seed: '7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d',
  },
];

export const adminDistributionAllotted: AdminDistributionRow = {
  ...base,
  status: 'allotted',
  allottedShares: 200000,
  seed: '7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d',
};

export const adminDistributionsProps: AdminDistributionsScreenProps = {
  status: 'ready',
  distributions: adminDistributionRows,
  pageInfo: { page: 1, size: 20, total: 4 },
  onPageChange: () => undefined,
  filter: 'all',
  onFilterChange: () => undefined,
  onRetry: () => undefined,
  onCreate: () => undefined,
  onSelect: () => undefined,
  onEdit: () => undefined,
  onClose: () => undefined,
  applicationsHref: (id) => `#/admin/reviews/blockApplications?distribution=${id}`,
};

const fields = Object.fromEntries(
  adminDistributionTextFields.map((name) => [name, fieldBinding(name)]),
) as AdminDistributionEditor['fields'];

export const adminDistributionCreate: AdminDistributionEditor = {
  mode: 'create',
  market: 'jpy',
  onMarketChange: () => undefined,
  fields,
  onSubmit: (event) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};

export const adminDistributionCreateInvalid: AdminDistributionEditor = {
  ...adminDistributionCreate,
  formError: '日付の順序が正しくありません。',
  fields: {
    ...fields,
    discountPercent: fieldBinding('discountPercent', { invalid: true, errorMessage: '0.01〜5.00で入力してください' }),
    maxShares: fieldBinding('maxShares', { invalid: true, errorMessage: '最低株数以上、分売株数以下にしてください' }),
  },
};
