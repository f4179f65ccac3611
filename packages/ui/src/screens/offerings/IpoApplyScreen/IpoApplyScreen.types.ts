import type { IpoApplicationView, IpoOfferingView, OfferingsShell, OfferingsStatus } from '../shared/types.ts';

export interface IpoApplyLinks {
  /** /mine/verified: identity verification. */
  verifyHref: string;
  /** /mine/deposit: to add cash. */
  depositHref: string;
  /** The user's IPO application records. */
  recordsHref: string;
  /** The offering's detail page. */
  offeringHref: string;
}

export interface IpoApplyScreenProps {
  shell: OfferingsShell;
  /** The offering and the cash (`getIpoOffering`, the asset summary): loading, failed (retry) or ready. */
  status: OfferingsStatus;
  onRetry: () => void;
  timeZone?: string;
  offering?: IpoOfferingView;
  /** Available cash, an exact decimal string in the offering's currency. */
  availableCash?: string;
  /** Applications need a verified identity; without it the screen links to verification instead of the form. */
  identityVerified: boolean;
  /** The lots field's text (1 to maxLotsPerAccount). */
  lots: string;
  onLotsChange: (lots: string) => void;
  /**
   * Sends the application (`subscribeIpo`) after the user confirmed it. The confirmation stays pending until the
   * returned promise settles, so it cannot be sent twice.
   */
  onSubmit: (lots: number) => void | Promise<unknown>;
  /** Sending: the confirm button is disabled. */
  submitting: boolean;
  /** A refusal's message code (`ipo_already_applied`, `insufficient_balance`, `real_name_not_verified`…). */
  refusal?: string;
  /** The application once accepted: the screen shows what is held and where to follow it. */
  result?: IpoApplicationView;
  links: IpoApplyLinks;
}
