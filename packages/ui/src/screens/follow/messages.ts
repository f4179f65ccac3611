import type { MessageDescriptor } from 'react-intl';
import { followCommonMessages } from './shared/followCommon.messages.ts';
import { followListScreenMessages } from './FollowListScreen/FollowListScreen.messages.ts';
import { followDetailScreenMessages } from './FollowDetailScreen/FollowDetailScreen.messages.ts';
import { followOrdersScreenMessages } from './FollowOrdersScreen/FollowOrdersScreen.messages.ts';
import {
  adminFollowProductsScreenMessages,
  adminFollowProductsScreenValueMessages,
} from '../admin/AdminFollowProductsScreen/AdminFollowProductsScreen.messages.ts';

/**
 * Every message group of the follow screens, the console's products screen included (its route loads the 'admin' and
 * 'follow' areas); registered once in intl/descriptors.ts.
 */
export const followMessageGroups: Record<string, MessageDescriptor>[] = [
  followCommonMessages,
  followListScreenMessages,
  followDetailScreenMessages,
  followOrdersScreenMessages,
  adminFollowProductsScreenMessages,
  adminFollowProductsScreenValueMessages,
];
