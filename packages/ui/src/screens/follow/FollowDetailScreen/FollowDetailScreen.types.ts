import type {
  FollowBuyPreviewView,
  FollowNavPointView,
  FollowNavRange,
  FollowOrderView,
  FollowProductDetailView,
  FollowShell,
  FollowStatus,
} from '../shared/types.ts';

export interface FollowDetailLinks {
  /** /mine/followOrder: the user's follow orders. */
  ordersHref: string;
  /** /mine/verified: identity verification (buying needs it). */
  verifyHref: string;
  /** /mine/deposit: to add cash. */
  depositHref: string;
}

/** The NAV chart's data: one range of `getFollowNavHistory`, with its own load state. */
export interface FollowNavHistoryProps {
  range: FollowNavRange;
  onRangeChange: (range: FollowNavRange) => void;
  status: FollowStatus;
  /** Closing NAV per trading day, oldest first. */
  points: readonly FollowNavPointView[];
  onRetry?: () => void;
}

/** `previewFollowBuy` for the amount typed: nothing asked yet, asking, failed, or the preview. */
export interface FollowBuyPreviewState {
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** The preview of `amount` (the sheet checks it is for the amount now typed). */
  value?: FollowBuyPreviewView;
  /** A refusal of the preview as a message code (`follow_below_minimum`, `product_closed`…). */
  refusal?: string;
  onRetry?: () => void;
}

/** The buy sheet: amount, preview, the risk disclosure ticked, then a confirmation. */
export interface FollowBuyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The amount field's text, in the product's currency. */
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The user's available cash in the product's currency, when known before a preview. */
  availableBalance?: string;
  preview: FollowBuyPreviewState;
  /** The user ticked the risk disclosure and the fees (sent as `agree=1`). */
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /**
   * Buys (`buyFollowProduct`) after the user confirmed. The confirmation stays pending until the returned promise
   * settles, so it cannot be sent twice.
   */
  onSubmit: () => void | Promise<unknown>;
  submitting: boolean;
  /** A refusal of the buy, as a message code (`insufficient_balance`, `product_closed`, `real_name_not_verified`…). */
  refusal?: string;
  /** The order once bought: the sheet shows what was bought and where to follow it. */
  result?: FollowOrderView;
}

export interface FollowDetailScreenProps {
  shell: FollowShell;
  /** The product (`getFollowProduct`): loading, failed (retry) or ready. */
  status: FollowStatus;
  onRetry: () => void;
  /** The user's time zone (IANA name) for times; the device's when not given. */
  timeZone?: string;
  product?: FollowProductDetailView;
  history: FollowNavHistoryProps;
  /** Buying needs a verified identity; without it the page links to verification instead of the buy sheet. */
  identityVerified: boolean;
  /** How many of the user's orders follow this product now (a link to them when any). */
  myFollowingCount?: number;
  buy: FollowBuyProps;
  links: FollowDetailLinks;
}
