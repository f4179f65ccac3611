import type { MineShell } from '../../mine/shared/MineFrame.tsx';

// The view models the offerings screens (IPO subscription and off-floor distributions) share. They follow the
// contract's `IpoOffering`, `IpoApplication`, `IpoAllotment`, `IpoDraw`, `BlockDistribution` and `BlockApplication`
// field by field, with each `LocalizedText` picked for the user's language by the app. The ui keeps its own unions
// of the contract's values; the app's mappers are typed so that a drift fails to compile.

/** The chrome around an offerings screen (the app shell: header, top bar, bottom menu). */
export type OfferingsShell = MineShell;

/** Where a screen or a list is: loading (skeleton), error (retry) or ready. */
export type OfferingsStatus = 'loading' | 'error' | 'ready';

/** A paginated list: the rows loaded so far, whether more pages exist, and its own load state. */
export interface OfferingsList<T> {
  status: OfferingsStatus;
  items: readonly T[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
}

/** The contract's `Market`. */
export const offeringMarkets = ['jpy', 'usd', 'cny'] as const;
export type OfferingMarket = (typeof offeringMarkets)[number];

/** The contract's `IpoOfferingState`, in the order an offering lives through them. */
export const ipoOfferingStates = ['upcoming', 'subscribing', 'awaiting_lottery', 'allotted', 'listed'] as const;
export type IpoOfferingState = (typeof ipoOfferingStates)[number];

/** The contract's `IpoListingSegment`. */
export const ipoListingSegments = [
  'tse_prime',
  'tse_standard',
  'tse_growth',
  'nyse',
  'nasdaq',
  'sse_main',
  'szse_main',
  'star',
  'chinext',
] as const;
export type IpoListingSegment = (typeof ipoListingSegments)[number];

/**
 * One IPO (`IpoOffering`). Prices, money and percentages are exact decimal strings; dates (`YYYY-MM-DD`) are the
 * exchange's calendar days; timestamps are ISO 8601 instants shown in the user's time zone.
 */
export interface IpoOfferingView {
  id: string;
  code: string;
  /** The stock's name in the user's language. */
  name: string;
  market: OfferingMarket;
  segment: IpoListingSegment;
  currency: string;
  state: IpoOfferingState;
  provisionalPrice: string | null;
  priceRangeLow: string | null;
  priceRangeHigh: string | null;
  /** The final offering price: the application price. Null while only the range is known. */
  offeringPrice: string | null;
  per: string | null;
  sharesOffered: number;
  sharesForLottery: number;
  lotSize: number;
  minQuantity: number;
  maxLotsPerAccount: number;
  minAmount: string | null;
  /** The lead underwriter in the user's language. */
  leadUnderwriter: string;
  /** Published with the draw; null before it (never forecast). */
  winningRate: string | null;
  bookBuildingStart: string | null;
  bookBuildingEnd: string | null;
  applicationStart: string;
  applicationDeadline: string;
  lotteryDate: string;
  paymentDate: string;
  listingDate: string;
  /** The first traded price; null before listing. */
  listingPrice: string | null;
  /** Realized listing premium; null before listing. */
  premiumPercent: string | null;
  seedHash: string | null;
  myApplicationId: string | null;
}

/** The contract's `IpoApplicationState`. */
export const ipoApplicationStates = ['applied', 'cancelled', 'lost', 'won', 'paid', 'listed', 'sold'] as const;
export type IpoApplicationState = (typeof ipoApplicationStates)[number];

/** One IPO application of the user (`IpoApplication`). */
export interface IpoApplicationView {
  id: string;
  offeringId: string;
  code: string;
  name: string;
  market: OfferingMarket;
  currency: string;
  lots: number;
  quantity: number;
  price: string;
  heldAmount: string;
  releasedAmount: string;
  state: IpoApplicationState;
  cancellable: boolean;
  drawEntryId: string | null;
  allottedLots: number | null;
  allottedQuantity: number | null;
  amountDue: string | null;
  applicationDeadline: string;
  lotteryDate: string;
  paymentDate: string;
  listingDate: string;
  appliedAt: string;
  cancelledAt: string | null;
  drawnAt: string | null;
}

/** The contract's `IpoAllotmentState`. */
export const ipoAllotmentStates = ['won', 'paid', 'listed', 'sold'] as const;
export type IpoAllotmentState = (typeof ipoAllotmentStates)[number];

/** One allotment of the user (`IpoAllotment`): an application that won lots. */
export interface IpoAllotmentView {
  applicationId: string;
  offeringId: string;
  code: string;
  name: string;
  market: OfferingMarket;
  currency: string;
  drawEntryId: string;
  appliedLots: number;
  allottedLots: number;
  allottedQuantity: number;
  price: string;
  amountDue: string;
  releasedAmount: string;
  state: IpoAllotmentState;
  paymentDate: string;
  paidAt: string | null;
  listingDate: string;
  listingPrice: string | null;
  premiumPercent: string | null;
  positionId: string | null;
  soldAt: string | null;
}

/** The contract's `IpoDrawState`. */
export const ipoDrawStates = ['pending', 'committed', 'entries_published', 'drawn'] as const;
export type IpoDrawState = (typeof ipoDrawStates)[number];

/** The verifiable draw of one IPO (`IpoDraw`). */
export interface IpoDrawView {
  state: IpoDrawState;
  /** `kabuto-lottery-v1`. */
  algorithmId: string;
  /** The exact public description of the draw (the contract's text). */
  algorithm: string;
  /** `SHA-256`. */
  hashAlgorithm: string;
  seedHash: string | null;
  committedAt: string | null;
  entriesHash: string | null;
  entriesPublishedAt: string | null;
  /** Published only after the draw. */
  seed: string | null;
  drawnAt: string | null;
  entryCount: number;
  lotsRequested: number;
  lotsAvailable: number;
  winnerCount: number | null;
}

/** The contract's `BlockDistributionState`. */
export const blockDistributionStates = ['announced', 'open', 'closed', 'allotted', 'cancelled'] as const;
export type BlockDistributionState = (typeof blockDistributionStates)[number];

/** One off-floor distribution (`BlockDistribution`). No key or code is ever needed to apply. */
export interface BlockDistributionView {
  id: string;
  code: string;
  name: string;
  market: OfferingMarket;
  currency: string;
  state: BlockDistributionState;
  previousClose: string | null;
  /** The disclosed discount to the previous close, e.g. `2.50`. */
  discountPercent: string;
  /** Null until fixed. */
  price: string | null;
  lotSize: number;
  minShares: number;
  maxShares: number;
  totalShares: number;
  appliedShares: number | null;
  feePercent: string;
  distributionDate: string;
  applicationStart: string;
  applicationEnd: string;
  deliveryDate: string;
  /** How oversubscription is allocated, in the user's language. */
  allocationRule: string;
  myApplicationId: string | null;
}

/** The contract's `BlockApplicationState`. */
export const blockApplicationStates = ['pending', 'allotted', 'not_allotted', 'cancelled'] as const;
export type BlockApplicationState = (typeof blockApplicationStates)[number];

/** The contract's `BlockApplication.allocation`. */
export const blockAllocations = ['full', 'partial', 'none'] as const;
export type BlockAllocation = (typeof blockAllocations)[number];

/** One application of the user to a distribution (`BlockApplication`). */
export interface BlockApplicationView {
  id: string;
  distributionId: string;
  code: string;
  name: string;
  market: OfferingMarket;
  currency: string;
  price: string;
  quantity: number;
  amount: string;
  fee: string;
  heldAmount: string;
  releasedAmount: string;
  state: BlockApplicationState;
  allocation: BlockAllocation | null;
  allottedQuantity: number | null;
  cancellable: boolean;
  appliedAt: string;
  decidedAt: string | null;
  cancelledAt: string | null;
  positionId: string | null;
}
