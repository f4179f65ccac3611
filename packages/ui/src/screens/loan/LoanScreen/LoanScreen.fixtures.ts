import { creditScore, fixtureTimeZone, loanLimit, loanShell } from '../shared/fixtures.ts';
import type { LoanScreenProps } from './LoanScreen.types.ts';

export const loanScreenProps: LoanScreenProps = {
  shell: loanShell('借入'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  score: creditScore,
  limit: loanLimit,
  readiness: { identityVerified: true, fundPasswordSet: true },
  draw: {
    amount: '',
    onAmountChange: () => undefined,
    fundPassword: '',
    onFundPasswordChange: () => undefined,
    onSubmit: () => undefined,
    submitting: false,
  },
  links: {
    ordersHref: '#/mine/loanOrder',
    withdrawHref: '#/mine/withdraw',
    verifyHref: '#/mine/verified',
    fundPasswordHref: '#/mine/fundPassword',
  },
};
