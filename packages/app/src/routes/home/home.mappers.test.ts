import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@kabuto/api-client';
import { toAssetSummary, type AssetLists } from './home.mappers.ts';

const user: UserInfo = {
  account: '0900000001',
  jpy: '1000000',
  jpyyjed: '25000',
  inviteCode: 'ABCD2345',
  currency: 'JPY',
};

const empty: AssetLists = {
  newShareOrders: [],
  withdrawals: [],
  productOrders: [],
  stockSubscriptions: [],
  positions: [],
};

describe('toAssetSummary', () => {
  it('shows only available cash when nothing is held', () => {
    expect(toAssetSummary(user, empty)).toEqual({
      currency: 'JPY',
      totalAssets: '1000000',
      holdingsValue: '0',
      available: '1000000',
      frozen: '0',
      loanOutstanding: '25000',
      floatingProfit: '0',
    });
  });

  it('adds every frozen source of the seed, and only the active ones', () => {
    const summary = toAssetSummary(user, {
      newShareOrders: [
        { id: '1', status: 1, rjmoney: '150000' },
        { id: '2', status: 1, rjmoney: '-' },
        { id: '3', status: 2, rjmoney: '99999' },
      ],
      withdrawals: [
        { id: '1', status: 0, money: '20000' },
        { id: '2', status: 1, money: '77777' },
      ],
      productOrders: [{ id: '1', status: 0, money: '30000.50' }],
      stockSubscriptions: [{ id: '1', status: 0, credit: '1000' }],
      positions: [
        { id: '1', status: 0, nowprice: '3010.5', stock_num: 100, buy_price: '2990.1', yingkui: '2040' },
        { id: '2', status: 1, nowprice: '500', stock_num: 100, buy_price: '400', yingkui: '10000' },
      ],
    });

    // 150000 + 20000 + 30000.50 + 1000 + 2990.1 × 100
    expect(summary.frozen).toBe('500010.5');
    expect(summary.totalAssets).toBe('1500010.5');
    expect(summary.holdingsValue).toBe('351050');
    expect(summary.floatingProfit).toBe('12040');
  });

  it('is exact where binary floats are not', () => {
    const summary = toAssetSummary(
      { ...user, jpy: '0.1' },
      { ...empty, withdrawals: [{ id: '1', status: 0, money: '0.2' }] },
    );
    expect(summary.totalAssets).toBe('0.3');
  });

  it('counts a blank or non-numeric amount as 0', () => {
    const summary = toAssetSummary({ ...user, jpy: '', jpyyjed: 'n/a' }, empty);
    expect(summary.available).toBe('0');
    expect(summary.loanOutstanding).toBe('0');
  });
});
