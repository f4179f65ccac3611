import {
  endedOrders,
  fixtureTimeZone,
  followList,
  followShell,
  followingOrders,
  marketPriceColours,
} from '../shared/fixtures.ts';
import type { FollowOrdersScreenProps } from './FollowOrdersScreen.types.ts';

export const followOrdersProps: FollowOrdersScreenProps = {
  shell: followShell('フォロー注文', '#/mine/menu'),
  timeZone: fixtureTimeZone,
  tab: 'following',
  onTabChange: () => undefined,
  orders: followList(followingOrders),
  onStop: () => undefined,
  getProductHref: (id) => `#/home/followInfo?id=${id}`,
  productsHref: '#/home/follow',
  priceColoursOf: marketPriceColours,
};

/** The ended tab. */
export const endedTab: Pick<FollowOrdersScreenProps, 'tab' | 'orders'> = {
  tab: 'ended',
  orders: followList(endedOrders),
};
