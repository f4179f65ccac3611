// Public exports of the trading screens; re-exported from the package index.
export { orderSides, orderTypes, marketTimeZones } from './shared/types.ts';
export type { OrderSide, OrderType, TradeShell, TradeStatus } from './shared/types.ts';
export * from './OrderTicketScreen/index.ts';
export * from './PositionsScreen/index.ts';
export * from './PositionDetailScreen/index.ts';
export * from './OrderDetailScreen/index.ts';
