import type { IpoOfferingState, IpoOfferingView, OfferingsList, OfferingsShell } from '../shared/types.ts';

export interface IpoListScreenProps {
  shell: OfferingsShell;
  /** The user's time zone (IANA name) for the application window; the device's when not given. */
  timeZone?: string;
  /** The state whose offerings are shown (a tab each, in the order an offering lives through them). */
  tab: IpoOfferingState;
  onTabChange: (tab: IpoOfferingState) => void;
  /** The offerings of the chosen state (`listIpoOfferings` with `state`), newest application start first. */
  offerings: OfferingsList<IpoOfferingView>;
  /** /home/newShareInfo for one offering. */
  getOfferingHref: (offeringId: string) => string;
  /** /mine/newShareOrder?stockIndex=… for an offering open for applications. */
  getApplyHref: (offeringId: string) => string;
  /** The user's application and allotment records. */
  recordsHref: string;
}
