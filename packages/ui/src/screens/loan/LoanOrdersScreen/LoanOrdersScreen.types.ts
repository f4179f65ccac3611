import type { LoanList, LoanOrderView, LoanShell } from '../shared/types.ts';

/** What the user confirmed: sent as `repayLoan`'s `loan_id` and `amount`. */
export interface LoanRepayValues {
  loanId: string;
  /** Whole yen, as typed (`"503758"`), never more than owed. */
  amount: string;
}

/** The repay sheet of one active loan: any amount up to what is owed, "repay all", no fee, then a confirmation. */
export interface LoanRepayProps {
  /** The loan whose sheet is open, or null when none is. */
  loanId: string | null;
  onLoanIdChange: (loanId: string | null) => void;
  /** The amount field's text, whole yen. */
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The user's available cash in yen, when known: a repayment cannot be more. */
  availableCash?: string;
  /**
   * Repays (`repayLoan`) after the user confirmed, with the values confirmed. The confirmation stays pending until
   * the returned promise settles and stays open when it fails (with `refusal`), so it cannot be sent twice.
   */
  onSubmit: (values: LoanRepayValues) => void | Promise<unknown>;
  submitting: boolean;
  /** A refusal of the repayment as a message code (`insufficient_balance`, `repayment_exceeds_loan`…). */
  refusal?: string;
}

export interface LoanOrdersScreenProps {
  shell: LoanShell;
  /** The user's time zone (IANA name) for times; the device's when not given. */
  timeZone?: string;
  /** The user's loans, newest first (`listLoans`): pending review, active, repaid, rejected. */
  loans: LoanList<LoanOrderView>;
  repay: LoanRepayProps;
  /** The last repayment: what it paid and the loan after it (`repayLoan`'s answer), shown above the list. */
  repaid?: { amount: string; loan: LoanOrderView };
  /** /mine/loan: the credit line and the draw form. */
  loanHref: string;
  /** /mine/deposit: to add cash for a repayment. */
  depositHref: string;
}
