import { fixtureTimeZone, loanList, loanShell, loans } from '../shared/fixtures.ts';
import type { LoanOrdersScreenProps } from './LoanOrdersScreen.types.ts';

export const loanOrdersProps: LoanOrdersScreenProps = {
  shell: loanShell('借入の明細', '#/mine/loan'),
  timeZone: fixtureTimeZone,
  loans: loanList(loans),
  repay: {
    loanId: null,
    onLoanIdChange: () => undefined,
    amount: '',
    onAmountChange: () => undefined,
    availableCash: '1250000',
    onSubmit: () => undefined,
    submitting: false,
  },
  loanHref: '#/mine/loan',
  depositHref: '#/mine/deposit',
};
