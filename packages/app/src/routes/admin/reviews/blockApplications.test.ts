import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { toBlockApplicationRow } from './reviews.mappers.ts';

type Item = ResponseData<'/admin/blockApplication/list'>['items'][number];

const item: Item = {
  id: '6120',
  account: '1234567890',
  distributionId: '41',
  stockCode: 'AAPL',
  stockName: { jp: 'アップル', cn: '苹果', us: 'Apple' },
  market: 'usd',
  price: '187.25',
  quantity: 15,
  heldAmount: '2808.750',
  allottedQuantity: null,
  appliedAt: '2026-11-25T08:31:00+09:00',
  status: 'approved',
  rejectReason: null,
  note: null,
  reviewedBy: '0000000001',
  reviewedAt: '2026-11-25T08:40:00+09:00',
};

describe('a distribution application in the queue', () => {
  it('carries its market’s currency and its held amount exactly', () => {
    const row = toBlockApplicationRow(item);
    expect(row.currency).toBe('USD');
    expect(row.heldAmount).toBe('2808.75');
    expect(row).toMatchObject({ distributionId: '41', quantity: 15, status: 'approved' });
  });
});
