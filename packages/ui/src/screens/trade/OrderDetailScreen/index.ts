export { OrderDetailScreen } from './OrderDetailScreen.tsx';
export { orderDetailStatuses } from './OrderDetailScreen.types.ts';
export type {
  OrderDetailScreenProps,
  OrderDetailStatus,
  OrderDetailView,
  OrderFillView,
} from './OrderDetailScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { orderDetailScreenMessages } from './OrderDetailScreen.messages.ts';
