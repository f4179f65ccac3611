import type { MineShell } from '../../mine/shared/MineFrame.tsx';

// The view models the follow (copy-trading) screens share. They follow the contract's `FollowProduct`,
// `FollowNavPoint`, `FollowBuyPreview` and `FollowOrder` field by field, with each `LocalizedText` picked for the
// user's language by the app, plus what the product page needs that the app derives (the strategy's kind, the
// maximum drawdown, what followers realised after fees). The ui keeps its own unions of the contract's values; the
// app's mappers are typed so that a drift fails to compile. Money, NAVs, units and percentages are exact decimal
// strings; nothing here is a promise of a return.

/** The chrome around a follow screen (the app shell: header, top bar, bottom menu). */
export type FollowShell = MineShell;

/** Where a screen or a list is: loading (skeleton), error (retry) or ready. */
export type FollowStatus = 'loading' | 'error' | 'ready';

/** A paginated list: the rows loaded so far, whether more pages exist, and its own load state. */
export interface FollowList<T> {
  status: FollowStatus;
  items: readonly T[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
}

/** The contract's `Market`: where the basket's stocks trade. */
export const followMarkets = ['jpy', 'usd', 'cny'] as const;
export type FollowMarket = (typeof followMarkets)[number];

/**
 * What the product follows: a named leader's strategy portfolio (the seed's "mentor"), or a quantitative rule
 * computed from the simulator's prices (the seed's quantitative trading), stated in plain words.
 */
export const followStrategyKinds = ['leader', 'rule'] as const;
export type FollowStrategyKind = (typeof followStrategyKinds)[number];

/** The contract's `FollowProductState`. */
export const followProductStates = ['open', 'closed', 'ended'] as const;
export type FollowProductState = (typeof followProductStates)[number];

/** The contract's `FollowOrderState`. */
export const followOrderStates = ['following', 'ended'] as const;
export type FollowOrderState = (typeof followOrderStates)[number];

/** The ranges of the product page's NAV chart (the contract's `FollowNavHistory.range`, the ones the page offers). */
export const followNavRanges = ['1w', '1m', '3m', '6m'] as const;
export type FollowNavRange = (typeof followNavRanges)[number];

/** One stock of the basket (`FollowBasketItem`). */
export interface FollowBasketItemView {
  code: string;
  market: FollowMarket;
  /** The stock's name in the user's language. */
  name: string;
  /** Target weight in percent (`"30.00"`); the weights sum to 100.00. */
  weightPercent: string;
}

/** One product (`FollowProduct`) as the list and the product page show it. */
export interface FollowProductView {
  id: string;
  /** In the user's language. */
  name: string;
  strategyKind: FollowStrategyKind;
  /** Who publishes the strategy: the leader's display name, or for a rule the team that runs it. */
  leaderName: string;
  /** The strategy, or the rule, in plain words in the user's language. */
  strategy: string;
  market: FollowMarket;
  currency: string;
  minInvestment: string;
  /** NAV per unit now, computed from the basket's market prices. */
  nav: string;
  /** ISO 8601 instant of `nav`. */
  navAt: string;
  /** Percent since the previous close, realised from prices (`"-0.62"`). */
  dailyReturnPercent: string;
  /** Percent since inception, realised from prices. */
  cumulativeReturnPercent: string;
  /** The largest fall from a peak since inception, in percent (`"-8.41"`; `"0.00"` when it never fell). */
  maxDrawdownPercent: string;
  /** Recent closing NAVs, oldest first, for the list's sparkline (e.g. the last month). */
  sparkline: readonly string[];
  entryFeePercent: string;
  earlyExitFeePercent: string;
  /** Days after buying during which the early-exit fee applies; 0 when none. */
  earlyExitFeeDays: number;
  /** Share of a gain (never of a loss) paid to the leader when an order ends. */
  profitSharePercent: string;
  /** ISO 8601 instant after which new buys are refused; null when open-ended. */
  subscriptionDeadline: string | null;
  state: FollowProductState;
  followerCount: number;
}

/** One closing NAV of the chart (`FollowNavPoint`). */
export interface FollowNavPointView {
  /** The trading day, `YYYY-MM-DD`. */
  date: string;
  nav: string;
  dailyReturnPercent: string;
}

/** The product page's product: the list's fields and the rest of `FollowProduct`, with what followers realised. */
export interface FollowProductDetailView extends FollowProductView {
  /** The leader's profile in the user's language (for a rule: who runs it); empty when none. */
  leaderProfile: string;
  /** The first day the strategy was published here (`YYYY-MM-DD`). */
  leaderSince: string;
  basket: readonly FollowBasketItemView[];
  /** ISO 8601 instant of the last rebalance. */
  rebalancedAt: string;
  inceptionNav: string;
  /** `YYYY-MM-DD`. */
  inceptionDate: string;
  /** The risk statement in the user's language: values move with prices, past results promise nothing, stop any time. */
  disclosure: string;
  /**
   * What followers actually realised after every fee (entry fee, early-exit fee, profit share), in percent of what
   * they paid, over the orders that have ended; null before any has.
   */
  followersRealizedPercent: string | null;
  /** How many ended orders `followersRealizedPercent` is computed over. */
  followersEndedCount: number;
}

/** What a buy of an amount would cost and give at the current NAV (`FollowBuyPreview`). Moves nothing. */
export interface FollowBuyPreviewView {
  currency: string;
  /** What the user pays. */
  amount: string;
  entryFeePercent: string;
  /** amount × entryFeePercent, rounded down to the minor unit. */
  entryFee: string;
  /** amount − entryFee: what buys units. */
  investedAmount: string;
  nav: string;
  /** investedAmount ÷ nav, four decimals, rounded down. */
  units: string;
  earlyExitFeePercent: string;
  earlyExitFeeDays: number;
  /** Stopping after this day (`YYYY-MM-DD`) costs no early-exit fee; null when there is none. */
  earlyExitUntil: string | null;
  profitSharePercent: string;
  minInvestment: string;
  availableBalance: string;
  /** The risk statement in the user's language. */
  disclosure: string;
}

/** Why an order ended (`FollowOrder.endReason`). */
export const followEndReasons = ['stopped', 'productEnded'] as const;
export type FollowEndReason = (typeof followEndReasons)[number];

/** One of the user's follow orders (`FollowOrder`). */
export interface FollowOrderView {
  id: string;
  productId: string;
  /** In the user's language. */
  productName: string;
  currency: string;
  state: FollowOrderState;
  /** Paid when buying (the entry fee included). */
  amount: string;
  entryFee: string;
  units: string;
  buyNav: string;
  /** ISO 8601 instant. */
  boughtAt: string;
  /** The NAV now (the exit NAV once ended). */
  nav: string;
  /** units × nav, rounded down. */
  value: string;
  /** Change of value since the previous close, from prices. */
  dailyProfit: string;
  /** value − amount (proceeds − amount once ended), from prices. */
  cumulativeProfit: string;
  cumulativeProfitPercent: string;
  /** The last day of the early-exit fee (`YYYY-MM-DD`); null when the product has none. */
  earlyExitUntil: string | null;
  /** What stopping now would cost: the early-exit fee (within its period) plus the profit share (on a gain). */
  exitFeeNow: string;
  /** The early-exit fee if stopped now (0 after its period, and once ended). */
  earlyExitFeeNow: string;
  /** The profit share if stopped now (0 without a gain after the early-exit fee, and once ended). */
  profitShareNow: string;
  /** This order's fees as disclosed when it was bought. */
  earlyExitFeePercent: string;
  profitSharePercent: string;
  endReason: FollowEndReason | null;
  /** ISO 8601 instant; null while following. */
  endedAt: string | null;
  exitNav: string | null;
  exitFee: string | null;
  profitShare: string | null;
  /** Paid to available cash when the order ended. */
  proceeds: string | null;
}
