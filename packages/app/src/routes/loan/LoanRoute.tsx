import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@kabuto/api-client';
import { LoanScreen, loanScreenMessages, type LoanOrderView, type LoanStatus } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { identityQuery } from '../funding/identity.queries.ts';
import { profileQuery } from '../mine/mine.queries.ts';
import { useMineRoute } from '../mine/useMine.ts';
import { toCreditScoreView, toLoanLimitView, toLoanOrderView } from './loan.mappers.ts';
import { creditScoreQuery, loanLimitQuery, useApplyLoan } from './loan.queries.ts';

const links = {
  ordersHref: getHref('loanOrders'),
  withdrawHref: getHref('withdraw'),
  verifyHref: getHref('verified'),
  fundPasswordHref: getHref('fundPassword'),
};

/**
 * /mine/loan: the securities-backed credit line — the transparent credit score with every factor, the limit as a
 * worked line, the disclosed rate and how interest accrues, and the draw with the fund password (an application the
 * operator reviews). What a draw still needs (identity, the fund password) comes from the identity check and the
 * profile, each linking to where it is done.
 */
export function Component() {
  const { account, locale, shell } = useMineRoute(loanScreenMessages.title);
  const score = useQuery(creditScoreQuery(account));
  const limit = useQuery(loanLimitQuery(account));
  const identity = useQuery(identityQuery(account));
  const profile = useQuery(profileQuery(account));
  const apply = useApplyLoan(account);
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [applied, setApplied] = useState<LoanOrderView | undefined>(undefined);

  const parts = [score, limit, identity, profile];
  // The screen waits for what a draw needs as well as the figures, so the form never flashes before a block.
  const status: LoanStatus = parts.some((query) => query.isError)
    ? 'error'
    : parts.every((query) => query.data !== undefined)
      ? 'ready'
      : 'loading';
  const refusal = isApiError(apply.error) ? apply.error.code : undefined;

  return (
    <LoanScreen
      shell={shell}
      // Interest accrues per Tokyo day and the due date is a Tokyo date: the times are Tokyo's too, so a draw credited
      // at 00:18 JST does not read as the day before its term began.
      timeZone="Asia/Tokyo"
      status={status}
      onRetry={() => {
        for (const query of parts) if (query.isError) void query.refetch();
      }}
      {...(score.data ? { score: toCreditScoreView(score.data, locale) } : {})}
      {...(limit.data ? { limit: toLoanLimitView(limit.data) } : {})}
      readiness={{
        identityVerified: identity.data?.status === 'verified',
        fundPasswordSet: profile.data?.fundPasswordSet ?? false,
      }}
      draw={{
        amount,
        onAmountChange: (next) => {
          setAmount(next);
          setApplied(undefined);
        },
        fundPassword,
        onFundPasswordChange: setFundPassword,
        onSubmit: (values) =>
          apply.mutateAsync({ amount: values.amount.trim(), fundPassword: values.fundPassword }).then((loan) => {
            setApplied(toLoanOrderView(loan));
            setAmount('');
            setFundPassword('');
          }),
        submitting: apply.isPending,
        ...(refusal ? { refusal } : {}),
        ...(applied ? { applied } : {}),
      }}
      links={links}
    />
  );
}
