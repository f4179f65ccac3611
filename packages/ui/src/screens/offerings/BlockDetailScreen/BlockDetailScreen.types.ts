import type { BlockApplicationView, BlockDistributionView, OfferingsShell, OfferingsStatus } from '../shared/types.ts';

export interface BlockDetailLinks {
  /** /mine/verified: identity verification. */
  verifyHref: string;
  /** /mine/deposit: to add cash. */
  depositHref: string;
  /** /home/large2: my distribution applications. */
  applicationsHref: string;
}

export interface BlockDetailScreenProps {
  shell: OfferingsShell;
  /** The distribution and the cash (`getBlockDistribution`, the asset summary): loading, failed (retry) or ready. */
  status: OfferingsStatus;
  onRetry: () => void;
  /** The user's time zone (IANA name) for the window; the device's when not given. */
  timeZone?: string;
  distribution?: BlockDistributionView;
  /** Available cash, an exact decimal string in the distribution's currency. */
  availableCash?: string;
  /** Applications need a verified identity; without it the screen links to verification instead of the form. */
  identityVerified: boolean;
  /** The user's live application to this distribution (`distribution.myApplicationId`), if any: shown instead of the form. */
  myApplication?: BlockApplicationView | null;
  /** The shares field's text (a multiple of the lot, from minShares to maxShares). */
  shares: string;
  onSharesChange: (shares: string) => void;
  /**
   * Sends the application (`applyBlockDistribution`) after the user confirmed it. The confirmation stays pending
   * until the returned promise settles, so it cannot be sent twice.
   */
  onSubmit: (shares: number) => void | Promise<unknown>;
  /** Sending: the confirm button is disabled. */
  submitting: boolean;
  /** A refusal's message code (`block_trade_closed`, `daily_limit_reached`, `insufficient_balance`…). */
  refusal?: string;
  /** The application once accepted: the screen shows what is held and where to follow it. */
  result?: BlockApplicationView;
  links: BlockDetailLinks;
}
