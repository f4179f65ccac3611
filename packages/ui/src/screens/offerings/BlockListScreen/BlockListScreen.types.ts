import type { BlockDistributionView, OfferingsList, OfferingsShell } from '../shared/types.ts';

/** Distributions open today, and announced ones to come. */
export const blockListTabs = ['today', 'upcoming'] as const;
export type BlockListTab = (typeof blockListTabs)[number];

export interface BlockListScreenProps {
  shell: OfferingsShell;
  /** The user's time zone (IANA name) for the application window; the device's when not given. */
  timeZone?: string;
  tab: BlockListTab;
  onTabChange: (tab: BlockListTab) => void;
  /** The tab's distributions (`listBlockDistributions`, state `open` or `announced`), soonest first. */
  distributions: OfferingsList<BlockDistributionView>;
  /** /home/largeInfo for one distribution. */
  getDistributionHref: (distributionId: string) => string;
  /** /home/large2: my applications. */
  applicationsHref: string;
  /** /home/large3: my results. */
  resultsHref: string;
}
