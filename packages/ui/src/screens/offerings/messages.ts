import type { MessageDescriptor } from 'react-intl';
import { offeringsCommonMessages } from './shared/offeringsCommon.messages.ts';
import { ipoListScreenMessages } from './IpoListScreen/IpoListScreen.messages.ts';
import { ipoDetailScreenMessages } from './IpoDetailScreen/IpoDetailScreen.messages.ts';
import { ipoApplyScreenMessages } from './IpoApplyScreen/IpoApplyScreen.messages.ts';
import { ipoRecordsScreenMessages } from './IpoRecordsScreen/IpoRecordsScreen.messages.ts';
import { drawVerifyScreenMessages } from './DrawVerifyScreen/DrawVerifyScreen.messages.ts';
import { blockListScreenMessages } from './BlockListScreen/BlockListScreen.messages.ts';
import { blockDetailScreenMessages } from './BlockDetailScreen/BlockDetailScreen.messages.ts';
import { blockApplicationsScreenMessages } from './BlockApplicationsScreen/BlockApplicationsScreen.messages.ts';
import { blockResultsScreenMessages } from './BlockResultsScreen/BlockResultsScreen.messages.ts';

/** Every message group of the offerings screens; registered once in intl/descriptors.ts. */
export const offeringsMessageGroups: Record<string, MessageDescriptor>[] = [
  offeringsCommonMessages,
  ipoListScreenMessages,
  ipoDetailScreenMessages,
  ipoApplyScreenMessages,
  ipoRecordsScreenMessages,
  drawVerifyScreenMessages,
  blockListScreenMessages,
  blockDetailScreenMessages,
  blockApplicationsScreenMessages,
  blockResultsScreenMessages,
];
