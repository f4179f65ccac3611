import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import { fieldBinding } from '../../FieldBinding.ts';
import type { ClosePositionForm, PositionDetailScreenProps, PositionDetailView } from './PositionDetailScreen.types.ts';

/** 200 Toyota shares bought at ¥2,950 with 2× leverage, at ¥2,995.5 now: the contract's example. */
export const toyotaPosition: PositionDetailView = {
  id: '40117',
  orderNo: '880198',
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  currency: 'JPY',
  decimals: 1,
  status: 'holding',
  buyTime: '2026-11-18T00:14:47Z',
  buyPrice: '2950.0',
  quantity: 200,
  sellableQuantity: 200,
  cost: '590000',
  currentPrice: '2995.5',
  marketValue: '599100',
  leverage: '2',
  originalMargin: '295000',
  borrowed: '295000',
  equity: '304100',
  maintenanceMargin: '119820',
  marginStatus: 'ok',
  unrealizedPnl: '9100',
  unrealizedPnlRate: '1.54',
  buyFee: '590',
  lockupDays: 0,
  lockupUntil: null,
  sellableFrom: '2026-11-18',
  sellPrice: null,
  sellTime: null,
  realizedPnl: null,
};

/** The same position after a fall to ¥1,900: equity ¥85,000 is within the buffer above maintenance (¥76,000). */
export const toyotaWarning: PositionDetailView = {
  ...toyotaPosition,
  currentPrice: '1900.0',
  marketValue: '380000',
  equity: '85000',
  maintenanceMargin: '76000',
  marginStatus: 'warning',
  unrealizedPnl: '-210000',
  unrealizedPnlRate: '-35.59',
};

/** At ¥1,800: equity ¥65,000 is below maintenance (¥72,000): a margin call. */
export const toyotaMarginCall: PositionDetailView = {
  ...toyotaPosition,
  currentPrice: '1800.0',
  marketValue: '360000',
  equity: '65000',
  maintenanceMargin: '72000',
  marginStatus: 'call',
  unrealizedPnl: '-230000',
  unrealizedPnlRate: '-38.98',
};

/** A cash position in lock-up: nothing sellable until the 28th. */
export const lockedPosition: PositionDetailView = {
  ...toyotaPosition,
  id: '40125',
  orderNo: '880215',
  code: '6920',
  name: 'レーザーテック',
  decimals: 0,
  status: 'locked',
  buyTime: '2026-11-20T01:02:03Z',
  buyPrice: '16450',
  quantity: 100,
  sellableQuantity: 0,
  cost: '1645000',
  currentPrice: '16450',
  marketValue: '1645000',
  leverage: '1',
  originalMargin: '1645000',
  borrowed: '0',
  equity: '1645000',
  maintenanceMargin: '0',
  marginStatus: 'notApplicable',
  unrealizedPnl: '0',
  unrealizedPnlRate: '0.00',
  buyFee: '1645',
  lockupDays: 7,
  lockupUntil: '2026-11-27',
  sellableFrom: '2026-11-28',
};

/** Nintendo, bought at ¥8,450 and sold at ¥8,710; realized after both fees. */
export const closedPosition: PositionDetailView = {
  ...lockedPosition,
  id: '40001',
  orderNo: '880101',
  code: '7974',
  name: '任天堂',
  status: 'closed',
  buyTime: '2026-11-12T00:31:20Z',
  buyPrice: '8450',
  quantity: 0,
  sellableQuantity: 0,
  cost: '0',
  currentPrice: '8710',
  marketValue: '0',
  originalMargin: '845000',
  equity: '0',
  buyFee: '845',
  lockupDays: 0,
  lockupUntil: null,
  sellableFrom: '2026-11-12',
  sellPrice: '8710',
  sellTime: '2026-11-19T01:15:40Z',
  realizedPnl: '24284',
  realizedPnlRate: '2.87',
};

export const closeForm: ClosePositionForm = {
  open: false,
  onOpenChange: () => undefined,
  orderType: 'market',
  onOrderTypeChange: () => undefined,
  quantityField: fieldBinding('quantity'),
  priceField: fieldBinding('price'),
  values: { quantity: '200', price: '2995.5' },
  tickSize: '0.5',
  lotSize: 100,
  limitUp: '3480.0',
  limitDown: '2480.0',
  onSubmit: (event) => event.preventDefault(),
  submitting: false,
};

export const positionDetailProps: PositionDetailScreenProps = {
  shell: { ...shellProps, header: { backHref: '#/position/index' }, bottomNav: undefined },
  status: 'ready',
  position: toyotaPosition,
  onRetry: () => undefined,
  close: closeForm,
  positionsHref: '#/position/index',
  quoteHref: '#/quotes/info?code=7203&type=jpy',
  depositHref: '#/mine/deposit',
};
