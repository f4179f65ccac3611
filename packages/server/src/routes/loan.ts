import type { Operator } from '../admin/users.ts';
import { simulatedRateSource } from '../exchange/rates.ts';
import { pageOf } from '../http/lists.ts';
import { securedOperation } from '../http/operation.ts';
import type { SecuredContext } from '../http/operation.ts';
import {
  adminLoan,
  applyLoan,
  approveLoan,
  listAdminLoans,
  listLoans,
  loanDetail,
  loanLimit,
  rejectLoan,
  repayLoan,
  type LoanCall,
  type LoanDeps,
} from '../loan/loans.ts';
import { creditScore } from '../loan/score.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

const operatorOf = ({ user, address, now }: SecuredContext): Operator => ({
  userId: user.userId,
  account: user.account,
  address,
  now,
});

const callOf = ({ c, user, now, address }: SecuredContext): LoanCall => ({
  user,
  now,
  address,
  idempotencyKey: c.req.header('idempotency-key'),
});

/** The securities-backed credit line: score, limit, draws, repayments, and the operator's review of draws. */
export function loanRoutes(deps: RouteDeps): RouteDefinition[] {
  const loan: LoanDeps = {
    db: deps.db,
    marketData: deps.marketData,
    rates: simulatedRateSource(deps.marketSeed ?? 1),
  };
  const post = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  return [
    post(
      '/loan/creditScore',
      securedOperation(deps, 'getCreditScore', async ({ user, now }) => creditScore(deps.db, loan, user.userId, now)),
    ),
    post(
      '/loan/limit',
      securedOperation(deps, 'getLoanLimit', async ({ user, now }) => loanLimit(loan, user.userId, now)),
    ),
    post(
      '/loan/apply',
      securedOperation(deps, 'applyLoan', async (ctx) => applyLoan(loan, callOf(ctx), ctx.form)),
    ),
    post(
      '/loan/repay',
      securedOperation(deps, 'repayLoan', async (ctx) => repayLoan(loan, callOf(ctx), ctx.form)),
    ),
    post(
      '/loan/orders',
      securedOperation(deps, 'listLoans', async ({ form, user, now }) =>
        listLoans(deps.db, user.userId, form, pageOf(form), now),
      ),
    ),
    post(
      '/loan/detail',
      securedOperation(deps, 'getLoan', async ({ form, user, now }) => loanDetail(deps.db, user.userId, form.id, now)),
    ),
    post(
      '/admin/loan/list',
      securedOperation(deps, 'listAdminLoans', async ({ form, now }) =>
        listAdminLoans(loan, { status: form.status, account: form.account }, pageOf(form), now),
      ),
    ),
    post(
      '/admin/loan/detail',
      securedOperation(deps, 'getAdminLoan', async ({ form, now }) => adminLoan(loan, form.id, now)),
    ),
    post(
      '/admin/loan/approve',
      securedOperation(deps, 'approveLoan', async (ctx) =>
        approveLoan(loan, operatorOf(ctx), ctx.form, ctx.c.req.header('idempotency-key')),
      ),
    ),
    post(
      '/admin/loan/reject',
      securedOperation(deps, 'rejectLoan', async (ctx) =>
        rejectLoan(loan, operatorOf(ctx), ctx.form, ctx.c.req.header('idempotency-key')),
      ),
    ),
  ];
}
