import { fieldBinding } from '../../FieldBinding.ts';
import {
  adminIpoTextFields,
  type AdminIpoEditor,
  type AdminIpoRow,
  type AdminIposScreenProps,
} from './AdminIposScreen.types.ts';

const hash = '9f2c5a1e7b3d4c6f8a0b2d4e6f8a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a';
const seed = '3a1f0c9e8d7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a10';

const base: AdminIpoRow = {
  id: '77',
  stockCode: '5597',
  market: 'jpy',
  name: { jp: 'ブルーイノベーション', cn: '蓝色创新', us: 'Blue Innovation' },
  leadUnderwriter: 'SMBC日興証券',
  per: '24.30',
  sharesOffered: 50000,
  unitShares: 100,
  priceBandLow: '1300',
  priceBandHigh: '1400',
  offerPrice: null,
  currency: 'JPY',
  bookBuildingStart: '2026-12-01',
  bookBuildingEnd: '2026-12-05',
  subscriptionStart: '2026-12-08T09:00:00+09:00',
  subscriptionEnd: '2026-12-11T15:00:00+09:00',
  lotteryDate: '2026-12-12',
  allotmentDate: '2026-12-12',
  listingDate: '2026-12-17',
  status: 'upcoming',
  drawState: 'pending',
  seedHash: null,
  seed: null,
  applications: 0,
  winners: null,
  drawnAt: null,
  allottedAt: null,
  updatedAt: '2026-11-22T14:00:00+09:00',
};

export const adminIpoRows: AdminIpoRow[] = [
  base,
  {
    ...base,
    id: '76',
    stockCode: '4419',
    name: { jp: 'ファインデックス・ラボ', cn: '芬德克斯实验室', us: 'Findex Labs' },
    status: 'subscribing',
    drawState: 'committed',
    seedHash: hash,
    offerPrice: '2100',
    priceBandLow: '1900',
    priceBandHigh: '2100',
    applications: 214,
  },
  {
    ...base,
    id: '74',
    stockCode: '7071',
    name: { jp: 'アンビスホールディングス', cn: '安比斯控股', us: 'Ambis Holdings' },
    status: 'drawn',
    drawState: 'drawn',
    seedHash: hash,
    offerPrice: '1350',
    applications: 1843,
    winners: 500,
    drawnAt: '2026-11-20T10:00:00+09:00',
  },
  {
    ...base,
    id: '71',
    stockCode: '9552',
    name: { jp: 'M&A総研ホールディングス', cn: 'M&A综研控股', us: 'M&A Research Institute' },
    status: 'allotted',
    drawState: 'drawn',
    seedHash: hash,
    seed,
    offerPrice: '1200',
    applications: 912,
    winners: 300,
    drawnAt: '2026-11-18T10:00:00+09:00',
    allottedAt: '2026-11-18T11:00:00+09:00',
  },
];

export const adminIpoHash = hash;
export const adminIpoSeed = seed;

export const adminIposProps: AdminIposScreenProps = {
  status: 'ready',
  ipos: adminIpoRows,
  pageInfo: { page: 1, size: 20, total: 4 },
  onPageChange: () => undefined,
  filter: 'all',
  onFilterChange: () => undefined,
  onRetry: () => undefined,
  onCreate: () => undefined,
  onSelect: () => undefined,
  onEdit: () => undefined,
  onStep: () => undefined,
};

const fields = Object.fromEntries(
  adminIpoTextFields.map((name) => [name, fieldBinding(name)]),
) as AdminIpoEditor['fields'];

export const adminIpoCreate: AdminIpoEditor = {
  mode: 'create',
  locked: false,
  market: 'jpy',
  onMarketChange: () => undefined,
  unitShares: '100',
  onUnitSharesChange: () => undefined,
  fields,
  onSubmit: (event) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};

export const adminIpoEditLocked: AdminIpoEditor = { ...adminIpoCreate, mode: 'edit', ipoId: '76', locked: true };

export const adminIpoCreateInvalid: AdminIpoEditor = {
  ...adminIpoCreate,
  formError: '入力内容を確認してください。',
  fields: {
    ...fields,
    stockCode: fieldBinding('stockCode', { invalid: true, errorMessage: '英大文字と数字で入力してください' }),
    priceBandHigh: fieldBinding('priceBandHigh', { invalid: true, errorMessage: '下限以上にしてください' }),
    listingDate: fieldBinding('listingDate', { invalid: true, errorMessage: '入力してください' }),
  },
};
