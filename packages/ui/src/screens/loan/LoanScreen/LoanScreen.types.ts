import type { CreditScoreView, LoanLimitView, LoanOrderView, LoanShell, LoanStatus } from '../shared/types.ts';

export interface LoanLinks {
  /** /mine/loanOrder: each draw, what is owed, repay. */
  ordersHref: string;
  /** /mine/withdraw: the withdrawable breakdown (the loan reduces it). */
  withdrawHref: string;
  /** /mine/verified: identity verification (a draw needs it). */
  verifyHref: string;
  /** /mine/fundPassword: a draw asks for the fund password. */
  fundPasswordHref: string;
}

/** What a draw needs first; each missing one links to where it is done. */
export interface LoanReadiness {
  identityVerified: boolean;
  fundPasswordSet: boolean;
}

/** What the user confirmed: sent as `applyLoan`'s `amount` and `fund_password`. */
export interface LoanDrawValues {
  /** Whole yen, as typed (`"300000"`). */
  amount: string;
  fundPassword: string;
}

/** The draw form: amount and fund password, then a confirmation of the rate and the interest on that amount. */
export interface LoanDrawProps {
  /** The amount field's text, whole yen. */
  amount: string;
  onAmountChange: (amount: string) => void;
  fundPassword: string;
  onFundPasswordChange: (fundPassword: string) => void;
  /**
   * Applies (`applyLoan`) after the user confirmed, with the values confirmed. The confirmation stays pending until
   * the returned promise settles and stays open when it fails (with `refusal`), so it cannot be sent twice.
   */
  onSubmit: (values: LoanDrawValues) => void | Promise<unknown>;
  submitting: boolean;
  /** A refusal of the draw as a message code (`wrong_fund_password`, `loan_limit_insufficient`…). */
  refusal?: string;
  /** The application just made (pending review): shown above the form, with the link to the loans. */
  applied?: LoanOrderView;
}

export interface LoanScreenProps {
  shell: LoanShell;
  /** The score and the limit (`getCreditScore`, `getLoanLimit`): loading, failed (retry) or ready. */
  status: LoanStatus;
  onRetry: () => void;
  /** The user's time zone (IANA name) for times; the device's when not given. */
  timeZone?: string;
  score?: CreditScoreView;
  limit?: LoanLimitView;
  readiness: LoanReadiness;
  draw: LoanDrawProps;
  links: LoanLinks;
}
