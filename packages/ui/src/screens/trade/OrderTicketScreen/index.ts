export { OrderTicketScreen } from './OrderTicketScreen.tsx';
export { orderTicketModes } from './OrderTicketScreen.types.ts';
export { daytradeTicketFigures, loadDaytradePanel, type DaytradeTicketFigures } from './daytradeTicket.ts';
export type {
  DaytradeOrderIntent,
  OrderTicketDaytradeProps,
  OrderTicketMode,
  OrderInstrumentView,
  OrderPreviewState,
  OrderPreviewView,
  OrderTicketScreenProps,
  PlacedOrderView,
} from './OrderTicketScreen.types.ts';
