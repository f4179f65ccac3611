import type { BlockApplicationView, OfferingsList, OfferingsShell } from '../shared/types.ts';

/**
 * The public lottery of a distribution whose applications exceeded its shares: the committed seed hash, the entry
 * list's hash and (after the draw) the seed, the same verifiable lottery as the IPOs'.
 */
export interface BlockLotteryView {
  seedHash: string;
  entriesHash: string | null;
  /** Published after the draw. */
  seed: string | null;
}

/** A decided application, with its distribution's lottery when it went to one. */
export interface BlockResultView extends BlockApplicationView {
  /** Null when demand fitted the shares (no lottery). */
  lottery: BlockLotteryView | null;
}

export interface BlockResultsScreenProps {
  shell: OfferingsShell;
  /** The user's time zone (IANA name) for the times; the device's when not given. */
  timeZone?: string;
  /** The user's decided applications (`listBlockApplications`, `allotted` and `not_allotted`), newest first. */
  results: OfferingsList<BlockResultView>;
  /** /home/largeInfo for one distribution. */
  getDistributionHref: (distributionId: string) => string;
  /** The holding the allotted shares went to. */
  getPositionHref: (positionId: string) => string;
  /** /home/large2: my applications. */
  applicationsHref: string;
}
