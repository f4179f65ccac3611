import type { IpoAllotmentView, IpoApplicationView, OfferingsList, OfferingsShell } from '../shared/types.ts';

/** The two lists of the records screen. */
export const ipoRecordsTabs = ['applications', 'allotments'] as const;
export type IpoRecordsTab = (typeof ipoRecordsTabs)[number];

export interface IpoRecordsScreenProps {
  shell: OfferingsShell;
  /** The user's time zone (IANA name) for deadlines and times; the device's when not given. */
  timeZone?: string;
  tab: IpoRecordsTab;
  onTabChange: (tab: IpoRecordsTab) => void;
  /** The user's applications (`listIpoApplications`), newest first. */
  applications: OfferingsList<IpoApplicationView>;
  /** The user's allotments (`listIpoAllotments`), newest first. */
  allotments: OfferingsList<IpoAllotmentView>;
  /**
   * Cancels an application (`cancelIpoApplication`) after the user confirmed it; offered while `cancellable`. The
   * confirmation stays pending until the returned promise settles.
   */
  onCancelApplication: (applicationId: string) => void | Promise<unknown>;
  /** A refusal of the last cancel, as a message code (`ipo_deadline_passed`…). */
  cancelRefusal?: string;
  /** /home/newShareInfo for one offering. */
  getOfferingHref: (offeringId: string) => string;
  /** The draw's verification page of one offering (shown once the user's entry is in a draw). */
  getVerifyHref: (offeringId: string) => string;
  /** The holding the allotted shares went to. */
  getPositionHref: (positionId: string) => string;
}
