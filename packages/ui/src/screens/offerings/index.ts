// Public exports of the offerings screens (IPO subscription and off-floor distributions, issue 20); re-exported from
// the package index. Their messages are the `offerings` area's.
export {
  blockAllocations,
  blockApplicationStates,
  blockDistributionStates,
  ipoAllotmentStates,
  ipoApplicationStates,
  ipoDrawStates,
  ipoListingSegments,
  ipoOfferingStates,
  offeringMarkets,
  type BlockAllocation,
  type BlockApplicationState,
  type BlockApplicationView,
  type BlockDistributionState,
  type BlockDistributionView,
  type IpoAllotmentState,
  type IpoAllotmentView,
  type IpoApplicationState,
  type IpoApplicationView,
  type IpoDrawState,
  type IpoDrawView,
  type IpoListingSegment,
  type IpoOfferingState,
  type IpoOfferingView,
  type OfferingMarket,
  type OfferingsList,
  type OfferingsShell,
  type OfferingsStatus,
} from './shared/types.ts';
export { blockApplicationAmounts, blockQuantityProblem, ipoHoldAmount } from './shared/format.ts';
export * from './IpoListScreen/index.ts';
export * from './IpoDetailScreen/index.ts';
export * from './IpoApplyScreen/index.ts';
export * from './IpoRecordsScreen/index.ts';
export * from './DrawVerifyScreen/index.ts';
export * from './BlockListScreen/index.ts';
export * from './BlockDetailScreen/index.ts';
export * from './BlockApplicationsScreen/index.ts';
export * from './BlockResultsScreen/index.ts';
