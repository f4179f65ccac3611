import type {
  IpoApplicationView,
  IpoDrawView,
  IpoOfferingView,
  OfferingsShell,
  OfferingsStatus,
} from '../shared/types.ts';

export interface IpoDetailScreenProps {
  shell: OfferingsShell;
  /** The offering (`getIpoOffering`): loading, failed (retry) or ready. */
  status: OfferingsStatus;
  onRetry: () => void;
  /** The user's time zone (IANA name) for the application window and the draw's times. */
  timeZone?: string;
  offering?: IpoOfferingView;
  /** What the company does, in the user's language. */
  businessSummary?: string;
  /** The user's latest application for this IPO, if any. */
  myApplication?: IpoApplicationView | null;
  /** The verifiable draw: its commitment, entries and (after the draw) seed. */
  draw?: IpoDrawView;
  /** /mine/newShareOrder?stockIndex=… (shown while applications are open and the user has none). */
  applyHref: string;
  /** The draw's verification page. */
  verifyHref: string;
  /** The user's application and allotment records. */
  recordsHref: string;
}
