import type { BlockApplicationView, OfferingsList, OfferingsShell } from '../shared/types.ts';

export interface BlockApplicationsScreenProps {
  shell: OfferingsShell;
  /** The user's time zone (IANA name) for the times; the device's when not given. */
  timeZone?: string;
  /** The user's applications (`listBlockApplications`), newest first. */
  applications: OfferingsList<BlockApplicationView>;
  /**
   * Cancels an application (`cancelBlockApplication`) after the user confirmed it; offered while `cancellable`. The
   * confirmation stays pending until the returned promise settles.
   */
  onCancelApplication: (applicationId: string) => void | Promise<unknown>;
  /** A refusal of the last cancel, as a message code (`block_trade_closed`…). */
  cancelRefusal?: string;
  /** /home/largeInfo for one distribution. */
  getDistributionHref: (distributionId: string) => string;
  /** /home/large3: the results. */
  resultsHref: string;
}
