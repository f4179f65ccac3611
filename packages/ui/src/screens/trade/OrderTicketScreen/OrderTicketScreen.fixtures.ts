import { fieldBinding } from '../../FieldBinding.ts';
import { tokyoOpen } from '../../markets/shared/fixtures.ts';
import type {
  OrderInstrumentView,
  OrderPreviewView,
  OrderTicketDaytradeProps,
  OrderTicketScreenProps,
  PlacedOrderView,
} from './OrderTicketScreen.types.ts';

/** Toyota at ¥2,995.5 (TOPIX500: tick 0.5), limits ±¥500 around the previous close of ¥2,980. */
export const toyotaInstrument: OrderInstrumentView = {
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  currency: 'JPY',
  decimals: 1,
  lastPrice: '2995.5',
  change: '15.5',
  changePercent: '0.52',
  limitUp: '3480.0',
  limitDown: '2480.0',
  tickSize: '0.5',
  lotSize: 100,
  minQuantity: 100,
  quantityStep: 100,
  sellableQuantity: 200,
};

/** A limit buy of 100 shares at ¥2,995.5 with 2× leverage: the figures of the contract's example. */
export const toyotaBuyPreview: OrderPreviewView = {
  price: '2995.5',
  principal: '299550',
  marginRequired: '149775',
  fee: '299',
  tax: '0',
  total: '150074',
  holdAmount: '150074',
  availableBalance: '1250000',
  availableAfter: '1099926',
  feeRule: { rate: '0.10', minimum: '100', stampDutyRate: '0.00' },
  withinPriceLimits: true,
  checks: [],
};

/** Selling 200 held shares at ¥2,995.5: proceeds are principal − fee. */
export const toyotaSellPreview: OrderPreviewView = {
  ...toyotaBuyPreview,
  principal: '599100',
  marginRequired: '0',
  fee: '599',
  total: '598501',
  holdAmount: '0',
  availableAfter: '1250000',
};

/** Kweichow Moutai (SSE main board, ±10 %), selling 100 shares: stamp duty 0.05 % on the sell. */
export const moutaiInstrument: OrderInstrumentView = {
  code: '600519',
  name: '贵州茅台',
  market: 'cny',
  currency: 'CNY',
  decimals: 2,
  lastPrice: '1528.00',
  change: '-12.40',
  changePercent: '-0.80',
  limitUp: '1694.44',
  limitDown: '1386.36',
  tickSize: '0.01',
  lotSize: 100,
  minQuantity: 100,
  quantityStep: 100,
  sellableQuantity: 100,
};

export const moutaiSellPreview: OrderPreviewView = {
  price: '1528.00',
  principal: '152800.00',
  marginRequired: '0.00',
  fee: '45.84',
  tax: '76.40',
  total: '152677.76',
  holdAmount: '0.00',
  availableBalance: '20000.00',
  availableAfter: '20000.00',
  feeRule: { rate: '0.03', minimum: '5.00', stampDutyRate: '0.05' },
  withinPriceLimits: true,
  checks: [],
};

/** A STAR-market stock: buys at least 200 shares, then steps of 1; ±20 %. */
export const starInstrument: OrderInstrumentView = {
  code: '688981',
  name: '中芯国际',
  market: 'cny',
  currency: 'CNY',
  decimals: 2,
  lastPrice: '86.20',
  change: '1.35',
  changePercent: '1.59',
  limitUp: '101.82',
  limitDown: '67.88',
  tickSize: '0.01',
  lotSize: 100,
  minQuantity: 200,
  quantityStep: 1,
};

/** Apple: no daily limits, 1-share lots, cent ticks; a market buy is collared at +5 %. */
export const appleInstrument: OrderInstrumentView = {
  code: 'AAPL',
  name: 'Apple',
  market: 'usd',
  currency: 'USD',
  decimals: 2,
  lastPrice: '228.52',
  change: '1.84',
  changePercent: '0.81',
  limitUp: null,
  limitDown: null,
  tickSize: '0.01',
  lotSize: 1,
  minQuantity: 1,
  quantityStep: 1,
};

export const appleMarketBuyPreview: OrderPreviewView = {
  price: '228.52',
  principal: '2285.20',
  marginRequired: '2285.20',
  fee: '2.28',
  tax: '0.00',
  total: '2287.48',
  holdAmount: '2401.79',
  availableBalance: '8000.00',
  availableAfter: '5598.21',
  feeRule: { rate: '0.10', minimum: '1.00', stampDutyRate: '0.00' },
  withinPriceLimits: true,
  checks: [],
};

export const placedWorking: PlacedOrderView = {
  orderNo: '880231',
  status: 'working',
  side: 'buy',
  orderType: 'limit',
  price: '2995.5',
  quantity: 100,
  filledQuantity: 0,
  averageFillPrice: null,
};

export const placedFilled: PlacedOrderView = {
  ...placedWorking,
  orderNo: '880232',
  status: 'filled',
  orderType: 'market',
  price: null,
  filledQuantity: 100,
  averageFillPrice: '2996.0',
};

export const orderTicketProps: OrderTicketScreenProps = {
  shell: { header: { backHref: '#/quotes/info?code=7203&type=jpy' } },
  status: 'ready',
  instrument: toyotaInstrument,
  onRetry: () => undefined,
  clock: tokyoOpen,
  side: 'buy',
  onSideChange: () => undefined,
  orderType: 'limit',
  onOrderTypeChange: () => undefined,
  priceField: fieldBinding('price'),
  quantityField: fieldBinding('quantity'),
  values: { price: '2995.5', quantity: '100' },
  leverage: { value: '2', onValueChange: () => undefined, choices: ['1', '2', '3'], marginEnabled: true },
  preview: { status: 'ready', figures: toyotaBuyPreview, onRetry: () => undefined },
  onSubmit: (event) => event.preventDefault(),
  confirmOpen: false,
  onConfirmOpenChange: () => undefined,
  onConfirm: () => undefined,
  submitting: false,
  onNewOrder: () => undefined,
  positionsHref: '#/position/index',
  getOrderHref: (orderNo) => `#/position/order?id=${orderNo}`,
  quoteHref: '#/quotes/info?code=7203&type=jpy',
  depositHref: '#/mine/deposit',
  marginHref: '#/mine/protocol?doc=margin',
};

/**
 * An approved one-day margin account in day-trade mode with 3× chosen: 100 Toyota at ¥2,995.5 is 299,550.0, the margin
 * ⌈299,550.0 ÷ 3⌉ = 99,850, the fee ⌊299,550.0 × 0.05 %⌋ = 149, and 246,247 − 99,850 − 149 = 146,248 is left.
 */
export const toyotaDaytrade: OrderTicketDaytradeProps = {
  approved: true,
  applyHref: '#/home/withinDays',
  mode: 'daytrade',
  onModeChange: () => undefined,
  leverage: 3,
  onLeverageChange: () => undefined,
  leverageOptions: [1, 2, 3],
  availableMargin: '246247',
  commissionPercent: '0.05',
  debt: '0',
  autoCloseAt: '2026-11-20T15:30:00+09:00',
  onConfirm: () => undefined,
};
