import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import { productIdOf, toFollowOrderView, toFollowProductDetailView, toFollowProductView } from './follow.mappers.ts';

type FollowProduct = ResponseData<'/follow/detail'>;
type FollowOrder = ResponseData<'/follow/orders'>['items'][number];

const name = { jp: '米国モメンタム', cn: '美国动量', us: 'US Momentum' };
const product = {
  id: '21',
  name,
  leader: {
    id: '3',
    name: 'Kabuto Quant',
    profile: { jp: 'ルール運用', cn: '规则运作', us: 'Rule-run' },
    since: '2026-01-05',
  },
  strategy: { jp: '過去60日の上昇率上位3銘柄', cn: '过去60天涨幅前三', us: 'The top 3 by 60-day return' },
  rule: { kind: 'momentum', rebalance: 'monthly', universe: ['NVDA', 'AAPL'], lookbackDays: 60, top: 3 },
  basket: [
    { code: 'NVDA', market: 'usd', name: { jp: 'エヌビディア', cn: '英伟达', us: 'NVIDIA' }, weightPercent: '100.00' },
  ],
  currency: 'USD',
  disclosure: { jp: '元本保証なし', cn: '不保本', us: 'Not guaranteed' },
  followerResults: { endedOrders: 4, invested: '4000.00', paidOut: '4100.00', returnPercent: '2.50' },
} as unknown as FollowProduct;

describe('follow mappers', () => {
  it('names a rule a rule and a leader basket a leader, in the user’s language, in the basket’s market', () => {
    const view = toFollowProductView(product, 'us');
    expect(view).toMatchObject({ id: '21', name: 'US Momentum', strategyKind: 'rule', market: 'usd' });
    expect(view.strategy).toBe('The top 3 by 60-day return');
    const leader = toFollowProductView({ ...product, rule: { ...product.rule, kind: 'leader_basket' } }, 'jp');
    expect(leader.strategyKind).toBe('leader');
  });

  it('carries what followers realised after fees and the basket’s names', () => {
    const detail = toFollowProductDetailView(product, 'cn');
    expect(detail).toMatchObject({
      followersRealizedPercent: '2.50',
      followersEndedCount: 4,
      leaderProfile: '规则运作',
    });
    expect(detail.basket[0]).toMatchObject({ code: 'NVDA', name: '英伟达', weightPercent: '100.00' });
  });

  it('drops the client order id and spells the end reason as the screens do', () => {
    const order = {
      id: '9',
      productName: name,
      clientOrderId: 'fol-1',
      endReason: 'product_ended',
    } as unknown as FollowOrder;
    const view = toFollowOrderView(order, 'jp');
    expect(view).toMatchObject({ id: '9', productName: '米国モメンタム', endReason: 'productEnded' });
    expect(view).not.toHaveProperty('clientOrderId');
    expect(toFollowOrderView({ ...order, endReason: null }, 'jp').endReason).toBeNull();
  });

  it('reads the product from ?id= of the contract’s shape only', () => {
    expect(productIdOf(new URLSearchParams('id=21'))).toBe('21');
    expect(productIdOf(new URLSearchParams('id=1%3Bdrop'))).toBe('');
    expect(productIdOf(new URLSearchParams(''))).toBe('');
  });
});
