export { OrderTicketScreen } from './OrderTicketScreen.tsx';
export type {
  OrderInstrumentView,
  OrderPreviewState,
  OrderPreviewView,
  OrderTicketScreenProps,
  PlacedOrderView,
} from './OrderTicketScreen.types.ts';
