import { describe, expect, it } from 'vitest';
import type { PositionRowView } from '@kabuto/ui';
import type { StreamQuote } from '../../app/stream.ts';
import {
  applyPriceToDetail,
  applyPriceToRow,
  sellableOf,
  snapToTick,
  tickAt,
  toOrderDetail,
  toPlacedOrder,
  toPositionDetail,
  type Position,
  type PositionDetail,
  type TradeOrder,
  type TradeOrderDetail,
} from './trade.mappers.ts';

const table = [
  { upTo: '1000', tick: '0.1' },
  { upTo: '3000', tick: '0.5' },
  { upTo: '10000', tick: '1' },
  { upTo: null, tick: '10' },
];

function event(code: string, price: string, time = '2026-11-24T10:00:01+09:00'): StreamQuote {
  return { code, price, time } as StreamQuote;
}

describe('ticks', () => {
  it('takes the first band the price does not exceed', () => {
    expect(tickAt(table, '1000')).toBe('0.1');
    expect(tickAt(table, '1000.5')).toBe('0.5');
    expect(tickAt(table, '10000')).toBe('1');
    expect(tickAt(table, '10001')).toBe('10');
    expect(tickAt(table, 'not a price')).toBe('10');
  });

  it('snaps down onto the tick with the tick’s decimals', () => {
    expect(snapToTick(table, '2496.7')).toBe('2496.5');
    expect(snapToTick(table, '2496')).toBe('2496.0');
    expect(snapToTick(table, '3929')).toBe('3929');
    expect(snapToTick(table, '40755')).toBe('40750');
  });
});

describe('holdings at live prices', () => {
  const row: PositionRowView = {
    id: '1',
    code: '9984',
    name: 'ソフトバンクグループ',
    currency: 'JPY',
    decimals: 0,
    quantity: 300,
    buyPrice: '5097',
    currentPrice: '5097',
    marketValue: '1529100',
    unrealizedPnl: '0',
    unrealizedPnlRate: '0.00',
    leverage: '1',
    status: 'holding',
  };

  it('recomputes value, profit and rate exactly, to the yen', () => {
    const next = applyPriceToRow(row, event('9984', '5094'));
    expect(next).toMatchObject({ currentPrice: '5094', marketValue: '1528200', unrealizedPnl: '-900' });
    expect(next.unrealizedPnlRate).toBe('-0.06');
  });

  it('keeps the same row when the price did not move (memoised rows do not re-render)', () => {
    expect(applyPriceToRow(row, event('9984', '5097'))).toBe(row);
  });

  it('rounds cents half-up in dollars', () => {
    const us = { ...row, currency: 'USD', quantity: 3, buyPrice: '10.005', currentPrice: '10.005' };
    expect(applyPriceToRow(us, event('X', '10.115'))).toMatchObject({ marketValue: '30.35', unrealizedPnl: '0.33' });
  });

  it('sums the sellable shares of a code', () => {
    const positions = [
      { code: '9984', sellableQuantity: 100 },
      { code: '9984', sellableQuantity: 200 },
      { code: '7203', sellableQuantity: 500 },
    ] as Position[];
    expect(sellableOf(positions, '9984')).toBe(300);
    expect(sellableOf(undefined, '9984')).toBe(0);
  });
});

describe('position detail', () => {
  const open: PositionDetail = {
    id: '7',
    orderNo: '12',
    code: '9984',
    name: { jp: 'ソフトバンクグループ', cn: '软银集团', us: 'SoftBank Group' },
    market: 'jpy',
    currency: 'JPY',
    status: 'holding',
    buyTime: '2026-11-24T10:00:00+09:00',
    buyPrice: '5000',
    quantity: 200,
    sellableQuantity: 200,
    cost: '1000000',
    currentPrice: '5000',
    marketValue: '1000000',
    leverage: '2',
    originalMargin: '500000',
    borrowed: '500000',
    equity: '500000',
    maintenanceMargin: '200000',
    marginStatus: 'ok',
    unrealizedPnl: '0',
    unrealizedPnlRate: '0.00',
    buyFee: '1000',
    lockupDays: 0,
    lockupUntil: null,
    sellableFrom: '2026-11-24',
    sellPrice: null,
    sellTime: null,
    realizedPnl: null,
    originalQuantity: 200,
    originalCost: '1000000',
    realizedPnlRate: null,
  };

  it('moves value, equity and profit with the price; the margin status stays the server’s', () => {
    const view = applyPriceToDetail(toPositionDetail(open, 'us'), event('9984', '4900'));
    expect(view).toMatchObject({
      name: 'SoftBank Group',
      currentPrice: '4900',
      marketValue: '980000',
      equity: '480000',
      unrealizedPnl: '-20000',
      unrealizedPnlRate: '-2.00',
      marginStatus: 'ok',
    });
  });

  it('shows a closed position with what it held, and ignores prices after the close', () => {
    const closed: PositionDetail = {
      ...open,
      status: 'closed',
      quantity: 0,
      sellableQuantity: 0,
      cost: '0',
      sellPrice: '5100',
      sellTime: '2026-11-24T11:00:00+09:00',
      realizedPnl: '17980',
      realizedPnlRate: '1.80',
    };
    const view = toPositionDetail(closed, 'jp');
    expect(view).toMatchObject({ quantity: 200, cost: '1000000', realizedPnl: '17980', realizedPnlRate: '1.80' });
    expect(applyPriceToDetail(view, event('9984', '6000'))).toBe(view);
  });
});

describe('placed order', () => {
  const order = {
    id: '5',
    side: 'buy',
    orderType: 'limit',
    price: '5000',
    quantity: 100,
    filledQuantity: 0,
    averageFillPrice: null,
    status: 'working',
    rejectReason: null,
  } as unknown as TradeOrder;
  const translate = (code: string) => `«${code}»`;

  it('names the status the ticket shows', () => {
    expect(toPlacedOrder(order, translate).status).toBe('working');
    expect(toPlacedOrder({ ...order, status: 'partially_filled' }, translate).status).toBe('partiallyFilled');
  });

  it('translates a rejection, and says when an order was cancelled or expired', () => {
    expect(
      toPlacedOrder({ ...order, status: 'rejected', rejectReason: 'insufficient_balance' }, translate),
    ).toMatchObject({ status: 'rejected', rejectReason: '«insufficient_balance»' });
    expect(toPlacedOrder({ ...order, status: 'expired' }, translate)).toMatchObject({
      status: 'rejected',
      rejectReason: '«order_expired»',
    });
  });
});

describe('toOrderDetail', () => {
  const order = {
    id: '880311',
    clientOrderId: 'c-1',
    code: '600519',
    name: { jp: '貴州茅台', cn: '贵州茅台', us: 'Kweichow Moutai' },
    market: 'cny',
    currency: 'CNY',
    side: 'sell',
    orderType: 'limit',
    price: '1688.8',
    quantity: 200,
    filledQuantity: 100,
    averageFillPrice: '1688.88',
    leverage: '2',
    status: 'partially_filled',
    heldAmount: '0.00',
    filledAmount: '168888.00',
    fee: '50.67',
    tax: '84.44',
    rejectReason: null,
    createdAt: '2026-11-18T02:01:10Z',
    updatedAt: '2026-11-18T02:01:11Z',
    expiresAt: '2026-11-18T07:00:00Z',
    positionIds: [],
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
  } as unknown as TradeOrderDetail;
  const translate = (code: string) => `«${code}»`;

  it('keeps every figure exact, names the status and the stock in the user’s language', () => {
    const view = toOrderDetail(order, 'cn', translate);
    expect(view).toMatchObject({
      name: '贵州茅台',
      status: 'partiallyFilled',
      price: '1688.8',
      averageFillPrice: '1688.88',
      filledAmount: '168888.00',
      fee: '50.67',
      tax: '84.44',
      leverage: '2',
      rejectReason: null,
    });
    expect(view.fills).toEqual([
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
    ]);
  });

  it('shows prices at the finest precision any of the order’s prices has', () => {
    expect(toOrderDetail(order, 'jp', translate).decimals).toBe(2);
    expect(toOrderDetail({ ...order, price: null, averageFillPrice: null, fills: [] }, 'jp', translate).decimals).toBe(
      0,
    );
  });

  it('translates a rejection', () => {
    const rejected = { ...order, status: 'rejected', rejectReason: 'price_limit_exceeded' } as TradeOrderDetail;
    expect(toOrderDetail(rejected, 'jp', translate)).toMatchObject({
      status: 'rejected',
      rejectReason: '«price_limit_exceeded»',
    });
  });
});
