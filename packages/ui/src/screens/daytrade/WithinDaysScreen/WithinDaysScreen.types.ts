import type { PriceColours } from '../../../tokens/index.ts';
import type {
  DaytradeAccountView,
  DaytradeApplicationView,
  DaytradeList,
  DaytradeOrderDetailView,
  DaytradeOrderType,
  DaytradeOrderView,
  DaytradePositionView,
  DaytradeShell,
  DaytradeStatus,
} from '../shared/types.ts';

/** The tabs under the account panel: today's open positions, closed positions, and orders. */
export const withinDaysTabs = ['open', 'closed', 'orders'] as const;
export type WithinDaysTab = (typeof withinDaysTabs)[number];

/**
 * The apply form (shown when the user never applied, or after a rejection, a withdrawal or a closed account). It is
 * controlled: the app keeps the amount and the tick (react-hook-form) and passes its zod messages back.
 */
export interface DaytradeApplyProps {
  /** The participation fund typed, in yen ('' when empty). */
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The rules-and-risks tick; the review button stays disabled until it is ticked. */
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** The app's translated message for the amount (zod); shown under the field instead of the screen's own check. */
  amountError?: string;
  /** The app's translated message for the tick. */
  agreeError?: string;
  /** Available cash in the account's currency, when known: shown beside the fund, and a shortfall is flagged. */
  availableCash?: string;
  /**
   * Applies (`applyDaytrade` with `agree=1`) after the user confirmed the amount held. The confirmation stays pending
   * until the returned promise settles and stays open when it fails (with `refusal`).
   */
  onSubmit: () => void | Promise<unknown>;
  /** Sending: the review and confirm buttons are disabled. */
  submitting: boolean;
  /** A refusal's message code (`daytrade_fund_below_minimum`, `insufficient_balance`, `real_name_not_verified`…). */
  refusal?: string;
}

/** What closing (part of) a position asks for: `closeDaytradePosition` without the client order id. */
export interface DaytradeCloseRequest {
  positionId: string;
  orderType: DaytradeOrderType;
  /** The limit price; null for a market order. */
  price: string | null;
  /** Shares to close: a multiple of 100, at most the open shares (all by default). */
  quantity: number;
}

/** Where the screen links to (the app's paths). */
export interface WithinDaysLinks {
  /** Where to trade once approved: the stock page or the market list (the order ticket has the day-trade mode). */
  tradeHref: string;
  /** /mine/deposit: when the cash is short of the fund. */
  depositHref: string;
  /** /mine/verified: identity verification, when an application needs it. */
  verifyHref: string;
  /** The stock page of a position's or order's stock (optional: the names then are plain text). */
  getStockHref?: (code: string) => string;
}

export interface WithinDaysScreenProps {
  shell: DaytradeShell;
  /**
   * The up/down colours of the Japan market under the user's setting (the app's `priceColoursFor('jpy')`); the
   * page's convention when not given.
   */
  priceColours?: PriceColours;
  /** The user's time zone (IANA name) for times; the device's when not given. */
  timeZone?: string;
  /** The account (`getDaytradeAccount`): loading, failed (retry) or ready. */
  status: DaytradeStatus;
  onRetry?: () => void;
  account?: DaytradeAccountView;
  /** False when identity is not verified yet: the form gives way to a link to verification. Default true. */
  identityVerified?: boolean;
  apply: DaytradeApplyProps;
  /**
   * Withdraws an application that is submitted or under review (`closeDaytradeAccount` with its id): the fund goes
   * back to cash. Confirmed first; pending until the promise settles, open with `closeRefusal` when it fails.
   */
  onWithdraw: (applicationId: string) => void | Promise<unknown>;
  /**
   * Closes the approved account (`closeDaytradeAccount` with its application id) and releases the fund. Confirmed
   * first; offered only while no position or order is open (`positionsOpen`).
   */
  onCloseAccount: (applicationId: string) => void | Promise<unknown>;
  /** A refusal of the last withdrawal or close (`daytrade_positions_open`, `order_not_in_review`…). */
  closeRefusal?: string;
  /** Day-trade positions or working orders are open: closing the account is disabled, with the reason. */
  positionsOpen: boolean;

  /** The tab shown under the account panel (approved accounts). */
  tab: WithinDaysTab;
  onTabChange: (tab: WithinDaysTab) => void;
  /** The positions of the chosen tab (`listDaytradePositions` with `state` open or closed), newest first. */
  positions: DaytradeList<DaytradePositionView>;
  /** The orders (`listDaytradeOrders`), newest first; for the orders tab. */
  orders: DaytradeList<DaytradeOrderView>;
  /**
   * Closes part or all of a position (`closeDaytradePosition`) after the user confirmed what and how. The dialog
   * stays pending until the returned promise settles, closes when it resolves and stays open (showing
   * `closePositionRefusal`) when it rejects.
   */
  onClosePosition: (request: DaytradeCloseRequest) => void | Promise<unknown>;
  /** A refusal of the last close, as a message code (`not_trading_time`, `order_not_holding`…). */
  closePositionRefusal?: { positionId: string; code: string };
  /** Opens an order's detail sheet (`getDaytradeOrder`). */
  onOpenOrder: (orderId: string) => void;
  /** The open order's detail; absent when no sheet is open. */
  orderDetail?: { status: DaytradeStatus | 'notFound'; detail?: DaytradeOrderDetailView; onRetry?: () => void };
  onCloseOrder: () => void;

  /** The user's applications (`listDaytradeApplications`), newest first. */
  applications: DaytradeList<DaytradeApplicationView>;
  links: WithinDaysLinks;
}
