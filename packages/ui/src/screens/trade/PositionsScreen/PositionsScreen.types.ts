import type { PriceDecimals } from '../../../components/Price/Price.tsx';
import type { LiveSource, MarketKey } from '../../markets/shared/types.ts';
import type { PagedList } from '../../mine/shared/MineFrame.tsx';
import type { PriceColours } from '../../../tokens/index.ts';
import type { FollowMarket, FollowOrderView } from '../../follow/shared/types.ts';
import type { IpoApplicationView } from '../../offerings/shared/types.ts';
import type { OrderTerms, TradeShell, TradeStatus } from '../shared/types.ts';

/** The seed's tabs: new shares, follow orders, holding, sold. */
export const positionsTabs = ['newShares', 'follow', 'holding', 'sold'] as const;
export type PositionsTab = (typeof positionsTabs)[number];

/** `getPortfolioSummary` of one market, in its currency; exact decimal strings. */
export interface PortfolioSummaryView {
  currency: string;
  positionCount: number;
  holdingsValue: string;
  cost: string;
  unrealizedPnl: string;
  /** Percent with two decimals ("1.54"). */
  unrealizedPnlRate: string;
  originalMargin: string;
  /** 0 when nothing is leveraged: margin and borrowed are then not shown. */
  borrowed: string;
  /** ISO 8601 instant of the prices used. */
  asOf: string;
}

/** An open position in the holding list; prices live. */
export interface PositionRowView {
  id: string;
  code: string;
  /** In the user's language. */
  name: string;
  currency: string;
  decimals: PriceDecimals;
  quantity: number;
  buyPrice: string;
  currentPrice: string;
  marketValue: string;
  unrealizedPnl: string;
  unrealizedPnlRate: string;
  /** "1" for a cash position. */
  leverage: string;
  status: 'holding' | 'closing' | 'locked';
  /** The last day of lock-up (`YYYY-MM-DD`), for `locked`. */
  lockupUntil?: string | null;
  /** As in the detail: a row near or past a margin call says so. */
  marginStatus?: 'notApplicable' | 'ok' | 'warning' | 'call';
}

/** A working order (`listOrders` with status working, partially_filled). */
export interface WorkingOrderView extends OrderTerms {
  id: string;
  code: string;
  name: string;
  currency: string;
  decimals: PriceDecimals;
  status: 'working' | 'partiallyFilled';
  /** ISO 8601 instant it was placed. */
  createdAt: string;
}

/** A closed position (`listPositionHistory`, with the detail's sell figures). */
export interface ClosedPositionView {
  id: string;
  code: string;
  name: string;
  currency: string;
  decimals: PriceDecimals;
  quantity: number;
  buyPrice: string;
  sellPrice: string;
  /** ISO 8601 instant it closed. */
  sellTime: string;
  /** After fees and taxes. */
  realizedPnl: string;
  realizedPnlRate?: string | null;
}

export interface PositionsScreenProps {
  shell: TradeShell;
  tab: PositionsTab;
  onTabChange: (tab: PositionsTab) => void;
  market: MarketKey;
  onMarketChange: (market: MarketKey) => void;
  /** The chosen market's summary; moves with prices. */
  summary: { status: TradeStatus; value?: PortfolioSummaryView; onRetry?: () => void };
  /** Open positions of the market; a live source so only the list re-renders on a tick. */
  holdings: { status: TradeStatus; items: LiveSource<PositionRowView>; onRetry?: () => void };
  workingOrders: { status: TradeStatus; items: readonly WorkingOrderView[]; onRetry?: () => void };
  /**
   * Cancels what is left of an order, after the user confirms. Return the request's promise: the dialog stays
   * pending until it settles and stays open when it fails (with `cancelError`).
   */
  onCancelOrder: (orderId: string) => void | Promise<unknown>;
  /** A translated refusal of the last cancel (already filled, …), shown in its dialog. */
  cancelError?: { orderId: string; message: string };
  /** Closed positions, newest first, page by page. */
  sold: PagedList<ClosedPositionView>;
  /**
   * The new-shares tab: the user's IPO applications in the market (`listIpoApplications`), newest first, each with
   * its state, the amount held or released and the shares won.
   */
  newShares: { status: TradeStatus; items: readonly IpoApplicationView[]; onRetry?: () => void };
  /** /home/newShareInfo for one offering. */
  getOfferingHref: (offeringId: string) => string;
  /** /home/newShare: the offerings. */
  offeringsHref: string;
  /** /mine/newShareRecords: every application and allotment. */
  newShareRecordsHref: string;
  /**
   * The follow tab: the user's follow orders (`listFollowOrders`, following first), each with its units, value and
   * profit. Until the app passes it, the tab says copy trading is coming.
   */
  follow?: { status: TradeStatus; items: readonly FollowOrderView[]; onRetry?: () => void };
  /** /home/follow: the copy-trading products. */
  followProductsHref?: string;
  /** /mine/followOrder: every follow order, following and ended. */
  followOrdersHref?: string;
  /** Where one follow order's row leads (its product page, or the orders page); the orders page when not given. */
  getFollowOrderHref?: (order: FollowOrderView) => string;
  /**
   * The up/down colours of a market under the user's setting: each follow order is coloured by its product's market
   * (from its currency), as the tab mixes them; without it, the page's convention applies.
   */
  followPriceColoursOf?: (market: FollowMarket) => PriceColours;
  /** /position/info for one position. */
  getPositionHref: (id: string) => string;
  /** /position/order for one order: a working order then links to its page (executions so far). */
  getOrderHref?: (orderId: string) => string;
  /** Where to find stocks when there are no holdings (the market list). */
  marketsHref: string;
}
