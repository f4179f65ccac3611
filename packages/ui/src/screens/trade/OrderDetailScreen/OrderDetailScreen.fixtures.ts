import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { OrderDetailScreenProps, OrderDetailView } from './OrderDetailScreen.types.ts';

/** A limit buy of 200 Toyota at ¥2,950, filled in two executions (100 + 100): the contract's example order. */
export const toyotaFilled: OrderDetailView = {
  id: '880198',
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  currency: 'JPY',
  decimals: 1,
  side: 'buy',
  orderType: 'limit',
  price: '2950.0',
  quantity: 200,
  filledQuantity: 200,
  averageFillPrice: '2949.5',
  leverage: '1',
  status: 'filled',
  heldAmount: '0',
  filledAmount: '589900',
  fee: '590',
  tax: '0',
  rejectReason: null,
  createdAt: '2026-11-18T00:14:40Z',
  updatedAt: '2026-11-18T00:16:02Z',
  expiresAt: '2026-11-18T06:30:00Z',
  fills: [
    {
      id: '51021',
      time: '2026-11-18T00:14:47Z',
      price: '2949.0',
      quantity: 100,
      amount: '294900',
      fee: '295',
      tax: '0',
      settlementDate: '2026-11-20',
    },
    {
      id: '51034',
      time: '2026-11-18T00:16:02Z',
      price: '2950.0',
      quantity: 100,
      amount: '295000',
      fee: '295',
      tax: '0',
      settlementDate: '2026-11-20',
    },
  ],
};

/** Half executed, the rest still working with its cash held. */
export const toyotaPartial: OrderDetailView = {
  ...toyotaFilled,
  status: 'partiallyFilled',
  filledQuantity: 100,
  averageFillPrice: '2949.0',
  heldAmount: '295295',
  filledAmount: '294900',
  fee: '295',
  updatedAt: '2026-11-18T00:14:47Z',
  fills: toyotaFilled.fills.slice(0, 1),
};

/** Placed below the market: nothing executed yet. */
export const toyotaWorking: OrderDetailView = {
  ...toyotaFilled,
  status: 'working',
  price: '2900.0',
  filledQuantity: 0,
  averageFillPrice: null,
  heldAmount: '580580',
  filledAmount: '0',
  fee: '0',
  updatedAt: '2026-11-18T00:14:40Z',
  fills: [],
};

/** A day order that found no seller by the close. */
export const toyotaExpired: OrderDetailView = { ...toyotaWorking, status: 'expired', heldAmount: '0' };

export const toyotaRejected: OrderDetailView = {
  ...toyotaWorking,
  status: 'rejected',
  heldAmount: '0',
  rejectReason: '値幅制限を超える価格のため、注文は成立しませんでした。',
};

/** A Shanghai sell: stamp duty on each execution, settled T+1, 2× leverage. */
export const moutaiSell: OrderDetailView = {
  id: '880311',
  code: '600519',
  name: '貴州茅台',
  market: 'cny',
  currency: 'CNY',
  decimals: 2,
  side: 'sell',
  orderType: 'market',
  price: null,
  quantity: 100,
  filledQuantity: 100,
  averageFillPrice: '1688.88',
  leverage: '2',
  status: 'filled',
  heldAmount: '0',
  filledAmount: '168888.00',
  fee: '50.67',
  tax: '84.44',
  rejectReason: null,
  createdAt: '2026-11-18T02:01:10Z',
  updatedAt: '2026-11-18T02:01:11Z',
  expiresAt: '2026-11-18T07:00:00Z',
  fills: [
    {
      id: '51102',
      time: '2026-11-18T02:01:11Z',
      price: '1688.88',
      quantity: 100,
      amount: '168888.00',
      fee: '50.67',
      tax: '84.44',
      settlementDate: '2026-11-19',
    },
  ],
};

export const orderDetailProps: OrderDetailScreenProps = {
  shell: { ...shellProps, header: { backHref: '#/position/index' }, bottomNav: undefined },
  status: 'ready',
  order: toyotaFilled,
  onRetry: () => undefined,
  positionsHref: '#/position/index',
  quoteHref: '#/quotes/info?code=7203&type=jpy',
};
