import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import {
  fromTokyoLocal,
  isIpoLocked,
  toAdminIpoRow,
  toIpoCreateRequest,
  toIpoForm,
  toIpoUpdateRequest,
  toTokyoLocal,
} from './adminIpos.mappers.ts';
import { checkIpo, compareDecimal, type IpoForm } from './adminIpos.schema.ts';

type AdminIpo = ResponseData<'/admin/ipo/list'>['items'][number];

const ipo: AdminIpo = {
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
  updatedAt: '2026-11-22 14:00:00+09:00',
};

const form: IpoForm = toIpoForm(ipo);

describe('the IPO form', () => {
  it('reads an IPO into the form in Japan time, and writes it back as the contract asks', () => {
    expect(form.subscriptionStart).toBe('2026-12-08T09:00');
    expect(toTokyoLocal('2026-12-11T06:00:00Z')).toBe('2026-12-11T15:00');
    expect(fromTokyoLocal('2026-12-11T15:00')).toBe('2026-12-11T15:00:00+09:00');
    const request = toIpoCreateRequest({ ...form, stockCode: ' 5597 ', offerPrice: '' });
    expect(request).toMatchObject({
      stock_code: '5597',
      type: 'jpy',
      per: '24.30',
      shares_offered: '50000',
      unit_shares: '100',
      subscription_start: '2026-12-08T09:00:00+09:00',
      subscription_end: '2026-12-11T15:00:00+09:00',
    });
    expect(request).not.toHaveProperty('offer_price');
    expect(toAdminIpoRow(ipo).updatedAt).toBe('2026-11-22T14:00:00+09:00');
  });

  it('after applications open, sends only what may still change', () => {
    expect(isIpoLocked(ipo)).toBe(false);
    expect(isIpoLocked({ status: 'subscribing' })).toBe(true);
    expect(toIpoUpdateRequest('77', { ...form, offerPrice: '1400' }, true)).toEqual({
      id: '77',
      offer_price: '1400',
      lottery_date: '2026-12-12',
      allotment_date: '2026-12-12',
      listing_date: '2026-12-17',
    });
  });

  it('accepts a complete IPO and refuses each bad field with its message', () => {
    expect(checkIpo(form).ok).toBe(true);
    const bad = checkIpo({
      ...form,
      stockCode: '55-97',
      nameCn: ' ',
      per: '12.345',
      sharesOffered: '0',
      priceBandHigh: '1200',
      subscriptionEnd: '',
    });
    expect(bad.ok ? {} : bad.errors).toEqual({
      stockCode: 'app.admin.validation.stockCode',
      nameCn: 'app.validation.required',
      per: 'app.admin.validation.per',
      sharesOffered: 'app.admin.validation.shares',
      priceBandHigh: 'app.admin.validation.bandOrder',
      subscriptionEnd: 'app.validation.required',
    });
  });

  it('keeps the offer price within the band, compared exactly', () => {
    expect(compareDecimal('1400', '1400.0')).toBe(0);
    expect(compareDecimal('999.9999', '1000')).toBe(-1);
    expect(compareDecimal('10.5', '9.75')).toBe(1);
    const above = checkIpo({ ...form, offerPrice: '1400.0001' });
    expect(above.ok ? {} : above.errors).toEqual({ offerPrice: 'app.admin.validation.offerInBand' });
    expect(checkIpo({ ...form, offerPrice: '1300' }).ok).toBe(true);
  });

  it('keeps the dates in the server’s order', () => {
    const drawOnLastDay = checkIpo({ ...form, lotteryDate: '2026-12-11', allotmentDate: '2026-12-11' });
    expect(drawOnLastDay.ok ? {} : drawOnLastDay.errors).toEqual({ lotteryDate: 'app.admin.validation.ipoDateOrder' });
    const opensInBookBuilding = checkIpo({ ...form, subscriptionStart: '2026-12-05T09:00' });
    expect(opensInBookBuilding.ok ? {} : opensInBookBuilding.errors).toEqual({
      subscriptionStart: 'app.admin.validation.ipoDateOrder',
    });
    const listsOnAllotment = checkIpo({ ...form, listingDate: '2026-12-12' });
    expect(listsOnAllotment.ok ? {} : listsOnAllotment.errors).toEqual({
      listingDate: 'app.admin.validation.ipoDateOrder',
    });
  });
});
