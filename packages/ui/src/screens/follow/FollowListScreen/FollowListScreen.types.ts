import type { PriceColours } from '../../../tokens/index.ts';
import type { FollowList, FollowMarket, FollowProductView, FollowShell } from '../shared/types.ts';

export interface FollowListScreenProps {
  shell: FollowShell;
  /** The user's time zone (IANA name) for deadlines; the device's when not given. */
  timeZone?: string;
  /** The products (`listFollowProducts`), open first. */
  products: FollowList<FollowProductView>;
  /** The products picked for comparison, in the order picked: at most two. */
  compareIds: readonly string[];
  /** A new selection: the screen never passes more than two ids. */
  onCompareIdsChange: (ids: string[]) => void;
  /** The product page of one product. */
  getProductHref: (productId: string) => string;
  /** /mine/followOrder: the user's follow orders. */
  ordersHref: string;
  /**
   * The up/down colours of a market under the user's setting (red up in Tokyo and Shanghai, green up in New York,
   * unless they chose one convention everywhere): each product is coloured by its own market, as the list mixes
   * them. Without it, the page's convention applies to every product.
   */
  priceColoursOf?: (market: FollowMarket) => PriceColours;
}
