import { defineMessages } from 'react-intl';

/** Words shared by the credit-line screens (/mine/loan, /mine/loanOrder); ids `ui.loan.<key>`. */
export const loanCommonMessages = defineMessages({
  loading: { id: 'ui.loan.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen loads' },
  loadMore: { id: 'ui.loan.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.loan.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
  // Loan states (LoanStatus)
  pending: {
    id: 'ui.loan.pending',
    defaultMessage: '審査中',
    description: 'Loan state: applied, awaiting the operator’s review (the amount is reserved against the limit)',
  },
  active: {
    id: 'ui.loan.active',
    defaultMessage: '返済中',
    description: 'Loan state: drawn, interest accruing, repay any time',
  },
  repaid: { id: 'ui.loan.repaid', defaultMessage: '完済', description: 'Loan state: nothing owed any more' },
  rejected: {
    id: 'ui.loan.rejected',
    defaultMessage: '否認',
    description: 'Loan state: the operator rejected the application; nothing was lent',
  },
  overdue: {
    id: 'ui.loan.overdue',
    defaultMessage: '期日超過',
    description: 'Badge: an active loan past its due date',
  },
  // Terms used on both screens
  annualRate: { id: 'ui.loan.annualRate', defaultMessage: '年率', description: 'Label: the annual interest rate' },
  principal: { id: 'ui.loan.principal', defaultMessage: '元本', description: 'Label: the amount borrowed' },
  interest: { id: 'ui.loan.interest', defaultMessage: '利息', description: 'Label: interest' },
  amountOwed: {
    id: 'ui.loan.amountOwed',
    defaultMessage: '返済額',
    description: 'Label: what is owed now (outstanding principal + unpaid interest); the most a repayment may be',
  },
  dayCount: {
    id: 'ui.loan.dayCount',
    defaultMessage: '利息は毎日、元本 × 年率 ÷ 365（1円未満切り捨て）を計上します（単利）。',
    description:
      'How interest accrues: simple interest on the outstanding principal, daily on an actual/365 basis, rounded down to the yen',
  },
  noFee: {
    id: 'ui.loan.noFee',
    defaultMessage: 'いつでも一部または全額を返済でき、手数料はかかりません。',
    description: 'Repay any amount at any time, without a fee',
  },
  perDay: {
    id: 'ui.loan.perDay',
    defaultMessage: '1日あたりの利息',
    description: 'Label: the interest of one day on an amount',
  },
  forTerm: {
    id: 'ui.loan.forTerm',
    defaultMessage: '{days, number}日間の利息',
    description: 'Label: the interest for the whole term, e.g. 180 days',
  },
  fee: { id: 'ui.loan.fee', defaultMessage: '手数料', description: 'Label: a fee' },
  none: { id: 'ui.loan.none', defaultMessage: 'なし', description: 'A fee that does not apply' },
});
