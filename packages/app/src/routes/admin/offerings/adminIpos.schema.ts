import type { FieldErrors, Resolver } from 'react-hook-form';
import { markets, type Market } from '@kabuto/api-client';

// The IPO form's rules, checked without zod like the news desk's (zod and its resolver would put this console
// route over its 60 KiB budget). Each error is a message id; the route translates it. The rules mirror openapi.yaml
// (AdminIpoCreateRequest) and the server's date order, which the server enforces too.

const units = ['100', '1'] as const;

export interface IpoForm {
  market: Market;
  unitShares: (typeof units)[number];
  stockCode: string;
  nameJp: string;
  nameCn: string;
  nameUs: string;
  leadUnderwriter: string;
  /** Optional: '' when not disclosed. */
  per: string;
  sharesOffered: string;
  priceBandLow: string;
  priceBandHigh: string;
  /** Optional: '' until book-building decides it. */
  offerPrice: string;
  /** YYYY-MM-DD. */
  bookBuildingStart: string;
  bookBuildingEnd: string;
  /** YYYY-MM-DDTHH:mm in Japan time (a datetime-local input). */
  subscriptionStart: string;
  subscriptionEnd: string;
  lotteryDate: string;
  allotmentDate: string;
  listingDate: string;
}

export type IpoTextField = Exclude<keyof IpoForm, 'market' | 'unitShares'>;

export const emptyIpo: IpoForm = {
  market: 'jpy',
  unitShares: '100',
  stockCode: '',
  nameJp: '',
  nameCn: '',
  nameUs: '',
  leadUnderwriter: '',
  per: '',
  sharesOffered: '',
  priceBandLow: '',
  priceBandHigh: '',
  offerPrice: '',
  bookBuildingStart: '',
  bookBuildingEnd: '',
  subscriptionStart: '',
  subscriptionEnd: '',
  lotteryDate: '',
  allotmentDate: '',
  listingDate: '',
};

const stockCode = /^[A-Z0-9.]{1,10}$/;
const per = /^\d{1,4}(\.\d{1,2})?$/;
const shares = /^[1-9]\d{0,9}$/;
const price = /^\d+(\.\d{1,4})?$/;
const date = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Compares two non-negative decimal strings exactly (no float): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const aInt = ai.replace(/^0+(?=\d)/, '');
  const bInt = bi.replace(/^0+(?=\d)/, '');
  if (aInt.length !== bInt.length) return aInt.length < bInt.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const left = aInt + af.padEnd(width, '0');
  const right = bInt + bf.padEnd(width, '0');
  return left === right ? 0 : left < right ? -1 : 1;
}

const texts = ['nameJp', 'nameCn', 'nameUs', 'leadUnderwriter'] as const;
const length = (text: string) => [...text.trim()].length;

export type IpoCheck = { ok: true; form: IpoForm } | { ok: false; errors: Partial<Record<keyof IpoForm, string>> };

/** Every rule of the form: codes and numbers in their patterns, the band in order, and the dates in order. */
export function checkIpo(form: IpoForm): IpoCheck {
  const errors: Partial<Record<keyof IpoForm, string>> = {};
  const required = 'app.validation.required';
  if (!(markets as readonly string[]).includes(form.market)) errors.market = 'app.admin.validation.choice';
  if (!(units as readonly string[]).includes(form.unitShares)) errors.unitShares = 'app.admin.validation.choice';
  const code = form.stockCode.trim();
  if (code === '') errors.stockCode = required;
  else if (!stockCode.test(code)) errors.stockCode = 'app.admin.validation.stockCode';
  for (const field of texts) {
    const size = length(form[field]);
    if (size === 0) errors[field] = required;
    else if (size > 80) errors[field] = 'app.admin.validation.tooLong';
  }
  if (form.per.trim() !== '' && !per.test(form.per.trim())) errors.per = 'app.admin.validation.per';
  if (form.sharesOffered.trim() === '') errors.sharesOffered = required;
  else if (!shares.test(form.sharesOffered.trim())) errors.sharesOffered = 'app.admin.validation.shares';
  for (const field of ['priceBandLow', 'priceBandHigh'] as const) {
    if (form[field].trim() === '') errors[field] = required;
    else if (!price.test(form[field].trim())) errors[field] = 'app.admin.validation.price';
  }
  const offer = form.offerPrice.trim();
  if (offer !== '' && !price.test(offer)) errors.offerPrice = 'app.admin.validation.price';
  if (!errors.priceBandLow && !errors.priceBandHigh) {
    const low = form.priceBandLow.trim();
    const high = form.priceBandHigh.trim();
    if (compareDecimal(low, high) > 0) errors.priceBandHigh = 'app.admin.validation.bandOrder';
    else if (offer !== '' && !errors.offerPrice && (compareDecimal(offer, low) < 0 || compareDecimal(offer, high) > 0))
      errors.offerPrice = 'app.admin.validation.offerInBand';
  }
  for (const field of [
    'bookBuildingStart',
    'bookBuildingEnd',
    'lotteryDate',
    'allotmentDate',
    'listingDate',
  ] as const) {
    if (form[field] === '') errors[field] = required;
    else if (!date.test(form[field])) errors[field] = 'app.admin.validation.date';
  }
  for (const field of ['subscriptionStart', 'subscriptionEnd'] as const) {
    if (form[field] === '') errors[field] = required;
    else if (!dateTime.test(form[field])) errors[field] = 'app.admin.validation.date';
  }
  if (Object.keys(errors).length === 0) {
    // The server's order: book-building start ≤ end < subscription start < end < draw ≤ allotment < listing
    // (days of the subscription compared as days).
    const startDay = form.subscriptionStart.slice(0, 10);
    const endDay = form.subscriptionEnd.slice(0, 10);
    const order = 'app.admin.validation.ipoDateOrder';
    if (form.bookBuildingEnd < form.bookBuildingStart) errors.bookBuildingEnd = order;
    else if (startDay <= form.bookBuildingEnd) errors.subscriptionStart = order;
    else if (form.subscriptionEnd <= form.subscriptionStart) errors.subscriptionEnd = order;
    else if (form.lotteryDate <= endDay) errors.lotteryDate = order;
    else if (form.allotmentDate < form.lotteryDate) errors.allotmentDate = order;
    else if (form.listingDate <= form.allotmentDate) errors.listingDate = order;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, form };
}

/** checkIpo as react-hook-form's resolver. */
export const ipoResolver: Resolver<IpoForm> = (values) => {
  const result = checkIpo(values);
  if (result.ok) return { values: result.form, errors: {} };
  const errors: FieldErrors<IpoForm> = {};
  for (const [name, message] of Object.entries(result.errors)) {
    errors[name as keyof IpoForm] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** Field names of the server's `invalid_parameter` answer, mapped to the form's. */
export const ipoFieldNames: Record<string, keyof IpoForm> = {
  type: 'market',
  unit_shares: 'unitShares',
  stock_code: 'stockCode',
  name_jp: 'nameJp',
  name_cn: 'nameCn',
  name_us: 'nameUs',
  lead_underwriter: 'leadUnderwriter',
  per: 'per',
  shares_offered: 'sharesOffered',
  price_band_low: 'priceBandLow',
  price_band_high: 'priceBandHigh',
  offer_price: 'offerPrice',
  book_building_start: 'bookBuildingStart',
  book_building_end: 'bookBuildingEnd',
  subscription_start: 'subscriptionStart',
  subscription_end: 'subscriptionEnd',
  lottery_date: 'lotteryDate',
  allotment_date: 'allotmentDate',
  listing_date: 'listingDate',
};
