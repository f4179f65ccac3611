import {
  fixtureTimeZone,
  followList,
  followProducts,
  followShell,
  listProduct,
  marketPriceColours,
} from '../shared/fixtures.ts';
import type { FollowListScreenProps } from './FollowListScreen.types.ts';

/** The four products of the fixtures as the list shows them: open first, then closed, then ended. */
export const listProducts = followProducts.map(listProduct);

export const followListProps: FollowListScreenProps = {
  shell: followShell('コピートレード'),
  timeZone: fixtureTimeZone,
  products: followList(listProducts),
  compareIds: [],
  onCompareIdsChange: () => undefined,
  getProductHref: (id) => `#/home/followInfo?id=${id}`,
  ordersHref: '#/mine/followOrder',
  priceColoursOf: marketPriceColours,
};
