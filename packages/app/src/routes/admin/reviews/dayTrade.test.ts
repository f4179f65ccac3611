import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { toDayTradeRow } from './reviews.mappers.ts';

type Item = ResponseData<'/admin/dayTrade/list'>['items'][number];

const item: Item = {
  id: '212',
  account: '1234567890',
  participationFund: '1000000.00',
  currency: 'JPY',
  identityVerified: false,
  appliedAt: '2026-11-25T07:55:00+09:00',
  status: 'pending',
  rejectReason: null,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
};

describe('a day-trading application in the queue', () => {
  it('carries its participation fund exactly and whether the applicant is verified', () => {
    const row = toDayTradeRow(item);
    expect(row.participationFund).toBe('1000000');
    expect(row.currency).toBe('JPY');
    expect(row.identityVerified).toBe(false);
    expect(row).toMatchObject({ id: '212', account: '1234567890', status: 'pending', reviewedAt: null });
  });

  it('keeps a decision’s reason, note and operator for the list', () => {
    const row = toDayTradeRow({
      ...item,
      participationFund: '300000',
      identityVerified: true,
      status: 'rejected',
      rejectReason: 'daytrade_rejected_suitability_not_met',
      note: '経験を積まれた後に再度お申し込みください。',
      reviewedBy: '0000000002',
      reviewedAt: '2026-11-25T08:12:00+09:00',
    });
    expect(row.participationFund).toBe('300000');
    expect(row).toMatchObject({
      status: 'rejected',
      rejectReason: 'daytrade_rejected_suitability_not_met',
      note: '経験を積まれた後に再度お申し込みください。',
      reviewedBy: '0000000002',
      reviewedAt: '2026-11-25T08:12:00+09:00',
    });
  });
});
