import type { MessageDescriptor } from 'react-intl';
import { daytradeCommonMessages } from './shared/daytradeCommon.messages.ts';
import { withinDaysScreenMessages } from './WithinDaysScreen/WithinDaysScreen.messages.ts';

/** Every message group of the day-trade (一日信用) screens; registered once in intl/descriptors.ts. */
export const daytradeMessageGroups: Record<string, MessageDescriptor>[] = [
  daytradeCommonMessages,
  withinDaysScreenMessages,
];
