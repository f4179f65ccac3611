// Public exports of the follow screens (copy trading and quantitative products, issue 14); re-exported from the
// package index. Their messages are the `follow` area's.
export {
  followEndReasons,
  followMarkets,
  followNavRanges,
  followOrderStates,
  followProductStates,
  followStrategyKinds,
  type FollowBasketItemView,
  type FollowBuyPreviewView,
  type FollowEndReason,
  type FollowList,
  type FollowMarket,
  type FollowNavPointView,
  type FollowNavRange,
  type FollowOrderState,
  type FollowOrderView,
  type FollowProductDetailView,
  type FollowProductState,
  type FollowProductView,
  type FollowShell,
  type FollowStatus,
  type FollowStrategyKind,
} from './shared/types.ts';
export {
  followAmountProblem,
  maxDrawdown,
  percentChange,
  receiveNow,
  type Drawdown,
  type FollowAmountProblem,
} from './shared/format.ts';
export * from './FollowListScreen/index.ts';
export * from './FollowDetailScreen/index.ts';
export * from './FollowOrdersScreen/index.ts';
