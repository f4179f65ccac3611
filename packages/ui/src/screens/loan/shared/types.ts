import type { MineShell } from '../../mine/shared/MineFrame.tsx';
import type { ScreenList } from '../../shared/parts.tsx';

// The view models of the credit-line screens. They follow the contract's `CreditScore`, `CreditScoreFactor`,
// `LoanLimit` and `LoanOrder` field by field, with each `LocalizedText` picked for the user's language by the app.
// Money is whole yen as exact decimal strings, percentages two-decimal strings. The ui keeps its own unions of the
// contract's values; the app's mappers are typed so that a drift fails to compile.

/** The chrome around a credit-line screen (the app shell: header, top bar, bottom menu). */
export type LoanShell = MineShell;

/** Where a screen or a list is: loading (skeleton), error (retry) or ready. */
export type LoanStatus = 'loading' | 'error' | 'ready';

/** A paginated list: the rows loaded so far, whether more pages exist, and its own load state. */
export type LoanList<T> = ScreenList<T>;

/** The contract's `CreditScoreFactor.key`: the visible factors of the score. */
export const creditFactorKeys = [
  'identity_verified',
  'account_age',
  'repayment_history',
  'overdue_history',
  'collateral_value',
] as const;
export type CreditFactorKey = (typeof creditFactorKeys)[number];

/** The contract's `CreditScoreFactor.unit`: how a factor's value reads. */
export const creditFactorUnits = ['flag', 'months', 'count', 'JPY'] as const;
export type CreditFactorUnit = (typeof creditFactorUnits)[number];

/** One factor of the score (`CreditScoreFactor`). */
export interface CreditFactorView {
  key: CreditFactorKey;
  /** In the user's language. */
  name: string;
  /** The factor's share of the maximum score in percent (`"25.00"`); the weights add up to 100.00. */
  weight: string;
  /** The user's value in `unit`: `"true"`/`"false"` for a flag, a whole count of months or events, yen. */
  value: string;
  unit: CreditFactorUnit;
  points: number;
  maxPoints: number;
  /** How the factor is scored and how to improve it, in the user's language. */
  hint: string;
}

/** The transparent credit score (`CreditScore`): the sum of its factors' points. */
export interface CreditScoreView {
  /** 0 to `maxScore`. */
  score: number;
  /** Always 1,000. */
  maxScore: number;
  /** Below this the limit is 0. */
  minimumToBorrow: number;
  /** The share of the collateral-based limit this score grants, in percent (`"80.00"`). */
  scoreMultiplier: string;
  /** ISO 8601 instant. */
  calculatedAt: string;
  factors: readonly CreditFactorView[];
}

/** The credit line (`LoanLimit`): how the limit is computed, what is drawn and available, the rate and terms. */
export interface LoanLimitView {
  /** Always JPY. */
  currency: string;
  /** Market value of the eligible holdings. */
  collateralValue: string;
  /** Percent of the collateral value that may be lent against (`"50.00"`). */
  advanceRate: string;
  creditScore: number;
  scoreMultiplier: string;
  /** The firm's cap on any one customer's limit. */
  houseMaximum: string;
  /** `min(houseMaximum, collateralValue × advanceRate × scoreMultiplier)`, rounded down to the yen; 0 below the minimum score. */
  totalLimit: string;
  /** Outstanding principal (`jpyyjed`). */
  usedLimit: string;
  /** Reserved by an application under review. */
  pendingLimit: string;
  /** `totalLimit − usedLimit − pendingLimit`, never below 0. */
  availableLimit: string;
  /** The disclosed annual rate in percent, at most `"15.00"`. */
  annualRate: string;
  /** Simple interest on the outstanding principal, accrued daily on an actual/365 basis, rounded down to the yen. */
  interestMethod: 'daily_simple_actual_365';
  /** Days from a draw to its due date. */
  termDays: number;
  minDrawAmount: string;
  /** Principal plus accrued unpaid interest over all active loans. */
  amountOwed: string;
  /** A draw is past its due date: new draws are refused (`unpaid_loan`) until it is repaid. */
  hasOverdueLoan: boolean;
}

/** The contract's `LoanStatus`. */
export const loanStates = ['pending', 'active', 'repaid', 'rejected'] as const;
export type LoanState = (typeof loanStates)[number];

/** The contract's `LoanRejectReason` (shown as `error.<code>` in the user's language). */
export const loanRejectReasons = [
  'loan_rejected_insufficient_collateral',
  'loan_rejected_score_below_minimum',
  'review_rejected_other',
] as const;
export type LoanRejectReason = (typeof loanRejectReasons)[number];

/** One application or draw (`LoanOrder`). */
export interface LoanOrderView {
  id: string;
  /** Always JPY. */
  currency: string;
  /** Applied for and, once approved, drawn. */
  principal: string;
  outstandingPrincipal: string;
  /** All interest accrued so far, paid or not. */
  interestAccrued: string;
  interestPaid: string;
  /** `outstandingPrincipal + interestAccrued − interestPaid`: the most a repayment may be. */
  amountOwed: string;
  annualRate: string;
  termDays: number;
  status: LoanState;
  /** Active and past `dueDate`. */
  overdue: boolean;
  /** ISO 8601 instants. */
  appliedAt: string;
  reviewedAt?: string;
  drawnAt?: string;
  /** `YYYY-MM-DD`. */
  dueDate?: string;
  repaidAt?: string;
  rejectReason?: LoanRejectReason;
  /** The operator's message to the user, if any. */
  reviewNote?: string;
}
