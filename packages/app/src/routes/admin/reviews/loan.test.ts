import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { toLoanRow } from './reviews.mappers.ts';

type Item = ResponseData<'/admin/loan/list'>['items'][number];

const item: Item = {
  id: '880',
  account: '0901234567',
  amount: '500000',
  currency: 'JPY',
  rateAnnualPercent: '8.50',
  creditScore: 712,
  collateralValue: '3012500',
  creditLimit: '1280312',
  outstanding: '200000',
  availableLimit: '1080312',
  requestedAt: '2026-11-22T11:03:00+09:00',
  status: 'pending',
  rejectReason: null,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
};

describe('a credit-line draw in the queue', () => {
  it('carries the amount and every figure of the limit exactly, and the score and rate', () => {
    const row = toLoanRow(item);
    expect(row).toEqual({
      id: '880',
      account: '0901234567',
      amount: '500000',
      currency: 'JPY',
      rateAnnualPercent: '8.5',
      creditScore: 712,
      collateralValue: '3012500',
      creditLimit: '1280312',
      outstanding: '200000',
      availableLimit: '1080312',
      requestedAt: '2026-11-22T11:03:00+09:00',
      status: 'pending',
      rejectReason: null,
      note: null,
      reviewedBy: null,
      reviewedAt: null,
    });
  });

  it('keeps amounts beyond a float’s precision to the last digit', () => {
    // 2^53 + 1 yen: a Number would round it to …992.
    const row = toLoanRow({
      ...item,
      amount: '9007199254740993',
      collateralValue: '123456789012345678.00',
      creditLimit: '0010000000',
      availableLimit: '0',
    });
    expect(row.amount).toBe('9007199254740993');
    expect(row.collateralValue).toBe('123456789012345678');
    expect(row.creditLimit).toBe('10000000');
    expect(row.availableLimit).toBe('0');
  });

  it('keeps a decision’s reason, note and operator for the list', () => {
    const row = toLoanRow({
      ...item,
      status: 'rejected',
      rejectReason: 'loan_rejected_insufficient_collateral',
      note: '今の担保評価額では 875,000 円までお借り入れいただけます。',
      reviewedBy: '0800000001',
      reviewedAt: '2026-11-22T11:20:00+09:00',
    });
    expect(row).toMatchObject({
      status: 'rejected',
      rejectReason: 'loan_rejected_insufficient_collateral',
      note: '今の担保評価額では 875,000 円までお借り入れいただけます。',
      reviewedBy: '0800000001',
      reviewedAt: '2026-11-22T11:20:00+09:00',
    });
  });
});
