export { OrderDetailScreen } from './OrderDetailScreen.tsx';
export { orderDetailStatuses } from './OrderDetailScreen.types.ts';
export type {
  OrderDetailScreenProps,
  OrderDetailStatus,
  OrderDetailView,
  OrderFillView,
} from './OrderDetailScreen.types.ts';
