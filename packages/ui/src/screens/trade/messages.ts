import type { MessageDescriptor } from 'react-intl';
import { orderDetailScreenMessages } from './OrderDetailScreen/OrderDetailScreen.messages.ts';
import { orderTicketScreenMessages } from './OrderTicketScreen/OrderTicketScreen.messages.ts';
import { orderTicketDaytradeMessages } from './OrderTicketScreen/OrderTicketDaytrade.messages.ts';
import { orderTicketDaytradePanelMessages } from './OrderTicketScreen/OrderTicketDaytradePanel.messages.ts';
import { positionDetailScreenMessages } from './PositionDetailScreen/PositionDetailScreen.messages.ts';
import { positionsScreenMessages } from './PositionsScreen/PositionsScreen.messages.ts';
import { tradeCommonMessages } from './shared/tradeCommon.messages.ts';

/** Every message group of the trading screens; registered once in intl/descriptors.ts. */
export const tradeMessageGroups: Record<string, MessageDescriptor>[] = [
  tradeCommonMessages,
  orderTicketScreenMessages,
  orderTicketDaytradeMessages,
  orderTicketDaytradePanelMessages,
  positionsScreenMessages,
  positionDetailScreenMessages,
  orderDetailScreenMessages,
];
