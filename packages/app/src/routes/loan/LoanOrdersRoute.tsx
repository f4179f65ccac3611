import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { LoanOrdersScreen, loanOrdersScreenMessages, type LoanOrderView } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { userInfoQuery } from '../home/home.queries.ts';
import { pagedList, useMineRoute } from '../mine/useMine.ts';
import { toLoanOrderView } from './loan.mappers.ts';
import { loansQuery, useRepayLoan } from './loan.queries.ts';

/**
 * /mine/loanOrder: each loan (in review, repaying with principal, accrued interest and what is owed, repaid,
 * rejected) and the repay sheet of one (`?repay=<loan id>`): any amount up to what is owed, from available cash, no
 * fee. The last repayment shows above the list.
 */
export function Component() {
  const { account, shell } = useMineRoute(loanOrdersScreenMessages.title, { back: 'loan' });
  const [params, setParams] = useSearchParams();
  const loanId = params.get('repay');
  const loans = useInfiniteQuery(loansQuery(account));
  const cash = useQuery(userInfoQuery(account));
  const repay = useRepayLoan(account);
  const [amount, setAmount] = useState('');
  const [repaid, setRepaid] = useState<{ amount: string; loan: LoanOrderView } | undefined>(undefined);

  const openSheet = (id: string | null) => {
    setAmount('');
    repay.reset();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('repay');
        else next.set('repay', id);
        return next;
      },
      { replace: true },
    );
  };
  const refusal = isApiError(repay.error) ? repay.error.code : undefined;
  const items = (loans.data?.pages ?? []).flatMap((page) => page.items.map(toLoanOrderView));

  return (
    <LoanOrdersScreen
      shell={shell}
      // Interest accrues per Tokyo day and the due date is a Tokyo date: the times are Tokyo's too, so a draw credited
      // at 00:18 JST does not read as the day before its term began.
      timeZone="Asia/Tokyo"
      loans={pagedList(loans, items)}
      repay={{
        loanId,
        onLoanIdChange: (id) => {
          if (id !== null) setRepaid(undefined);
          openSheet(id);
        },
        amount,
        onAmountChange: setAmount,
        ...(cash.data ? { availableCash: cash.data.jpy } : {}),
        onSubmit: (values) =>
          repay.mutateAsync({ loanId: values.loanId, amount: values.amount.trim() }).then((loan) => {
            setRepaid({ amount: values.amount.trim(), loan: toLoanOrderView(loan) });
            openSheet(null);
          }),
        submitting: repay.isPending,
        ...(refusal ? { refusal } : {}),
      }}
      {...(repaid ? { repaid } : {})}
      loanHref={getHref('loan')}
      depositHref={getHref('deposit')}
    />
  );
}
