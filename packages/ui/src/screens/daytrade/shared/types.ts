import type { MineShell } from '../../mine/shared/MineFrame.tsx';
import type { ScreenList } from '../../shared/parts.tsx';

// The view models of the one-day margin (一日信用) screens. They follow the contract's `DaytradeAccount`,
// `DaytradeApplication`, `DaytradePosition`, `DaytradeOrder`, `DaytradeFill` and `DaytradeOrderDetail` field by
// field, with each `LocalizedText` picked for the user's language by the app. The ui keeps its own unions of the
// contract's values; the app's mappers are typed so that a drift fails to compile. Money and prices are exact decimal
// strings; share counts are whole numbers.

/** The chrome around a day-trade screen (the app shell: header, top bar, bottom menu). */
export type DaytradeShell = MineShell;

/** Where a screen or a list is: loading (skeleton), error (retry) or ready. */
export type DaytradeStatus = 'loading' | 'error' | 'ready';

/** A paginated list: the rows loaded so far, whether more pages exist, and its own load state. */
export type DaytradeList<T> = ScreenList<T>;

/** The contract's `Market` (one-day margin trades the Japan market; the field is kept as the contract has it). */
export const daytradeMarkets = ['jpy', 'usd', 'cny'] as const;
export type DaytradeMarket = (typeof daytradeMarkets)[number];

/** The contract's `DaytradeApplicationState`. */
export const daytradeApplicationStates = [
  'submitted',
  'reviewing',
  'approved',
  'rejected',
  'cancelled',
  'closed',
] as const;
export type DaytradeApplicationState = (typeof daytradeApplicationStates)[number];

/** The contract's `DaytradeRejectReason`: a message code the screen shows as `error.<code>`. */
export const daytradeRejectReasons = [
  'daytrade_rejected_insufficient_collateral',
  'daytrade_rejected_identity_not_verified',
  'daytrade_rejected_suitability_not_met',
  'daytrade_rejected_account_restricted',
] as const;
export type DaytradeRejectReason = (typeof daytradeRejectReasons)[number];

/** An application for one-day margin with its participation fund (`DaytradeApplication`). */
export interface DaytradeApplicationView {
  id: string;
  /** The participation fund held as collateral. */
  amount: string;
  currency: string;
  state: DaytradeApplicationState;
  /** The operator's reason code when rejected; null otherwise. */
  rejectReason: DaytradeRejectReason | null;
  /** The operator's note to the user, when the review left one (shown with the reason); null when none. */
  note: string | null;
  /** ISO 8601 instants. */
  submittedAt: string;
  reviewedAt: string | null;
  /** When the fund went back to available cash. */
  releasedAt: string | null;
}

/** The user's one-day margin standing, limits and disclosed costs (`DaytradeAccount`). */
export interface DaytradeAccountView {
  /** The latest application; null when the user never applied. */
  application: DaytradeApplicationView | null;
  /** True when day-trade orders may be placed. */
  approved: boolean;
  currency: string;
  /** Participation fund held as collateral now (each close's profit or loss settles to it). */
  fund: string;
  /** The leverage choices the broker allows (1 to 3). */
  leverageOptions: readonly number[];
  /** fund × the highest leverage. */
  buyingPower: string;
  /** Margin held by open positions and working orders. */
  marginInUse: string;
  /**
   * fund − marginInUse − the unrealized losses of open positions, never below 0 (realized profit and loss are already
   * in the fund; unrealized gains do not count until realized).
   */
  availableMargin: string;
  minParticipationFund: string;
  /** Commission per fill on the notional, in percent (`"0.00"` when free). */
  commissionPercent: string;
  /** Margin interest per year in percent, charged for the one day a position is held. */
  interestPercentPerYear: string;
  /** Today's net result of closed positions, signed, after commission and interest. */
  todayRealizedProfit: string;
  /**
   * Losses beyond the fund that cash could not cover (`"0"` normally). While above zero new orders are refused and
   * the screen says so plainly.
   */
  debt: string;
  sessionOpen: boolean;
  /** When today's open positions are closed automatically (the closing auction); null on closed days. */
  autoCloseAt: string | null;
  /** The rules and risks in the user's language (the server's `rules`). */
  rules: string;
}

/** The contract's `DaytradeSide` of an order: buy opens a long position (買建), sell a short one (売建). */
export const daytradeSides = ['buy', 'sell'] as const;
export type DaytradeSide = (typeof daytradeSides)[number];

/** A position's direction. */
export const daytradePositionSides = ['long', 'short'] as const;
export type DaytradePositionSide = (typeof daytradePositionSides)[number];

/** `closing`: a closing order is working; `closed`: nothing left open. */
export const daytradePositionStates = ['open', 'closing', 'closed'] as const;
export type DaytradePositionState = (typeof daytradePositionStates)[number];

/** A one-day margin position (`DaytradePosition`). It never stays open overnight. */
export interface DaytradePositionView {
  id: string;
  code: string;
  /** In the user's language. */
  name: string;
  market: DaytradeMarket;
  currency: string;
  side: DaytradePositionSide;
  /** Shares still open. */
  quantity: number;
  avgPrice: string;
  /** Live. */
  lastPrice: string;
  leverage: number;
  marginHeld: string;
  /** Signed, live: (last − average) × shares for a long, (average − last) × shares for a short. */
  unrealizedProfit: string;
  /** Signed, after fees: realized so far by closing orders. */
  realizedProfit: string;
  state: DaytradePositionState;
  /** ISO 8601 instants. */
  autoCloseAt: string;
  openedAt: string;
  closedAt: string | null;
}

/** The contract's `DaytradeOrderState`. */
export const daytradeOrderStates = ['submitted', 'in_progress', 'filled', 'failed'] as const;
export type DaytradeOrderState = (typeof daytradeOrderStates)[number];

/** Why an order failed (`DaytradeOrder.failReason`): message codes shown as `error.<code>`. */
export const daytradeFailReasons = [
  'price_limit_exceeded',
  'price_unavailable',
  'session_ended',
  'rejected_by_market',
  'daytrade_buying_power_exceeded',
] as const;
export type DaytradeFailReason = (typeof daytradeFailReasons)[number];

export const daytradeOrderEffects = ['open', 'close'] as const;
export type DaytradeOrderEffect = (typeof daytradeOrderEffects)[number];

export const daytradeOrderTypes = ['limit', 'market'] as const;
export type DaytradeOrderType = (typeof daytradeOrderTypes)[number];

/** A leveraged intraday order (`DaytradeOrder`). */
export interface DaytradeOrderView {
  id: string;
  /** The position it opened or closes; null until an opening order's first fill. */
  positionId: string | null;
  code: string;
  /** In the user's language. */
  name: string;
  market: DaytradeMarket;
  currency: string;
  side: DaytradeSide;
  effect: DaytradeOrderEffect;
  orderType: DaytradeOrderType;
  /** The limit price; null for market orders. */
  price: string | null;
  quantity: number;
  filledQuantity: number;
  avgFillPrice: string | null;
  leverage: number;
  marginHeld: string;
  fee: string;
  /** For closing orders: the profit or loss realized after fees; null otherwise. */
  realizedProfit: string | null;
  state: DaytradeOrderState;
  failReason: DaytradeFailReason | null;
  /** A closing order the broker placed at the session's end. */
  autoClose: boolean;
  /** ISO 8601 instants. */
  createdAt: string;
  updatedAt: string;
}

/** One execution of an order (`DaytradeFill`). */
export interface DaytradeFillView {
  id: string;
  price: string;
  quantity: number;
  fee: string;
  /** ISO 8601 instant. */
  time: string;
}

/** An order with its fills (`DaytradeOrderDetail`). */
export interface DaytradeOrderDetailView {
  order: DaytradeOrderView;
  fills: readonly DaytradeFillView[];
}
