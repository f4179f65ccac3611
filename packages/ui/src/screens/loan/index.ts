// Public exports of the credit-line screens (issue 16); re-exported from the package index. Their messages are the
// `loan` area's.
export {
  creditFactorKeys,
  creditFactorUnits,
  loanRejectReasons,
  loanStates,
  type CreditFactorKey,
  type CreditFactorUnit,
  type CreditFactorView,
  type CreditScoreView,
  type LoanLimitView,
  type LoanList,
  type LoanOrderView,
  type LoanRejectReason,
  type LoanShell,
  type LoanState,
  type LoanStatus,
} from './shared/types.ts';
export {
  drawAmountProblem,
  interestFor,
  repayAmountProblem,
  repaymentSplit,
  uncappedLimit,
  type DrawAmountProblem,
  type RepayAmountProblem,
  type RepaymentSplit,
} from './shared/format.ts';
export * from './LoanScreen/index.ts';
export * from './LoanOrdersScreen/index.ts';
