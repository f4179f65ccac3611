import type { PriceColours } from '../../../tokens/index.ts';
import type { FollowList, FollowMarket, FollowOrderState, FollowOrderView, FollowShell } from '../shared/types.ts';

export interface FollowOrdersScreenProps {
  shell: FollowShell;
  /** The user's time zone (IANA name) for times; the device's when not given. */
  timeZone?: string;
  /** Following or ended: a tab each (`listFollowOrders` with `state`). */
  tab: FollowOrderState;
  onTabChange: (tab: FollowOrderState) => void;
  /** The orders of the chosen tab, newest first. */
  orders: FollowList<FollowOrderView>;
  /**
   * Stops an order (`stopFollowOrder`) after the user confirmed what it pays now. The confirmation stays pending
   * until the returned promise settles and stays open when it fails (with `stopRefusal`).
   */
  onStop: (orderId: string) => void | Promise<unknown>;
  /** A refusal of the last stop, as a message code (`order_not_holding`…), shown in its confirmation. */
  stopRefusal?: { orderId: string; code: string };
  /** The order just stopped: what it paid is shown above the list. */
  stopped?: FollowOrderView;
  /** The product page of one product. */
  getProductHref: (productId: string) => string;
  /** /home/follow: the products. */
  productsHref: string;
  /**
   * The up/down colours of a market under the user's setting: each order is coloured by its product's market (from
   * its currency), as the list mixes them. Without it, the page's convention applies to every order.
   */
  priceColoursOf?: (market: FollowMarket) => PriceColours;
}
