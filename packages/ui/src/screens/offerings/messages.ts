import type { MessageDescriptor } from 'react-intl';
import { offeringsCommonMessages } from './shared/offeringsCommon.messages.ts';
import { ipoListScreenMessages } from './IpoListScreen/IpoListScreen.messages.ts';
import { ipoDetailScreenMessages } from './IpoDetailScreen/IpoDetailScreen.messages.ts';
import { ipoApplyScreenMessages } from './IpoApplyScreen/IpoApplyScreen.messages.ts';

/** Every message group of the offerings screens; registered once in intl/descriptors.ts. */
export const offeringsMessageGroups: Record<string, MessageDescriptor>[] = [
  offeringsCommonMessages,
  ipoListScreenMessages,
  ipoDetailScreenMessages,
  ipoApplyScreenMessages,
];
