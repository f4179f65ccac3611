import { API_BASE } from '../app.ts';
import type { Operator } from '../admin/users.ts';
import { pageOf } from '../http/lists.ts';
import { securedOperation } from '../http/operation.ts';
import type { SecuredContext } from '../http/operation.ts';
import { decideIdentity, identityReview, listIdentityReviews } from '../identity/identity.ts';
import { confirmAdjustment, listAdjustments, rejectAdjustment, requestAdjustment } from '../funding/adjustments.ts';
import { approveDeposit, depositReview, listDepositReviews, rejectDeposit } from '../funding/deposits.ts';
import type { DepositRejectReason, IdentityRejectReason } from '../funding/messages.ts';
import {
  approveWithdrawal,
  confirmWithdrawal,
  listWithdrawalReviews,
  rejectWithdrawal,
  withdrawalReview,
} from '../funding/withdrawals.ts';
import { ImageLinks } from '../uploads/store.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

const operatorOf = ({ user, address, now }: SecuredContext): Operator => ({
  userId: user.userId,
  account: user.account,
  address,
  now,
});

/**
 * The operator's review queues for identity checks, deposits and withdrawals, and manual adjustments (operators
 * only: the contract's `x-roles`). Every decision writes the audit log and tells the user, in its transaction.
 */
export function fundingAdminRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db } = deps;
  const links = new ImageLinks(db, API_BASE);
  const post = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  // Image links are issued to the operator's own session: they end when it does.
  const viewerOf = ({ user, now }: SecuredContext) => ({ links, sessionId: user.sessionId, now });
  const filterOf = ({ form }: SecuredContext) => ({ status: form.status, account: form.account });
  const key = ({ c }: SecuredContext) => c.req.header('idempotency-key');

  return [
    post(
      '/admin/identity/list',
      securedOperation(deps, 'listAdminIdentityVerifications', async (ctx) =>
        listIdentityReviews(db, viewerOf(ctx), filterOf(ctx), pageOf(ctx.form)),
      ),
    ),
    post(
      '/admin/identity/detail',
      securedOperation(deps, 'getAdminIdentityVerification', async (ctx) =>
        db.transaction((tx) => identityReview(tx, operatorOf(ctx), viewerOf(ctx), ctx.form.id)),
      ),
    ),
    post(
      '/admin/identity/approve',
      securedOperation(deps, 'approveIdentityVerification', async (ctx) =>
        db.transaction((tx) => decideIdentity(tx, operatorOf(ctx), viewerOf(ctx), { approve: true, id: ctx.form.id })),
      ),
    ),
    post(
      '/admin/identity/reject',
      securedOperation(deps, 'rejectIdentityVerification', async (ctx) =>
        db.transaction((tx) =>
          decideIdentity(tx, operatorOf(ctx), viewerOf(ctx), {
            approve: false,
            id: ctx.form.id,
            // The contract's enum has checked it.
            reason: ctx.form.reason as IdentityRejectReason,
            note: ctx.form.note,
          }),
        ),
      ),
    ),
    post(
      '/admin/deposit/list',
      securedOperation(deps, 'listAdminDeposits', async (ctx) =>
        listDepositReviews(db, viewerOf(ctx), filterOf(ctx), pageOf(ctx.form)),
      ),
    ),
    post(
      '/admin/deposit/detail',
      securedOperation(deps, 'getAdminDeposit', async (ctx) => depositReview(db, viewerOf(ctx), ctx.form.id)),
    ),
    post(
      '/admin/deposit/approve',
      securedOperation(deps, 'approveDeposit', async (ctx) =>
        approveDeposit(db, operatorOf(ctx), viewerOf(ctx), ctx.form, key(ctx)),
      ),
    ),
    post(
      '/admin/deposit/reject',
      securedOperation(deps, 'rejectDeposit', async (ctx) =>
        db.transaction((tx) =>
          rejectDeposit(tx, operatorOf(ctx), viewerOf(ctx), {
            id: ctx.form.id,
            reason: ctx.form.reason as DepositRejectReason,
            note: ctx.form.note,
          }),
        ),
      ),
    ),
    post(
      '/admin/withdrawal/list',
      securedOperation(deps, 'listAdminWithdrawals', async (ctx) =>
        listWithdrawalReviews(db, filterOf(ctx), pageOf(ctx.form)),
      ),
    ),
    post(
      '/admin/withdrawal/detail',
      securedOperation(deps, 'getAdminWithdrawal', async (ctx) => withdrawalReview(db, ctx.form.id)),
    ),
    post(
      '/admin/withdrawal/approve',
      securedOperation(deps, 'approveWithdrawal', async (ctx) =>
        approveWithdrawal(db, operatorOf(ctx), ctx.form, key(ctx)),
      ),
    ),
    post(
      '/admin/withdrawal/confirm',
      securedOperation(deps, 'confirmWithdrawal', async (ctx) =>
        confirmWithdrawal(db, operatorOf(ctx), ctx.form, key(ctx)),
      ),
    ),
    post(
      '/admin/withdrawal/reject',
      securedOperation(deps, 'rejectWithdrawal', async (ctx) =>
        rejectWithdrawal(db, operatorOf(ctx), ctx.form, key(ctx)),
      ),
    ),
    post(
      '/admin/adjustment/list',
      securedOperation(deps, 'listAdminAdjustments', async (ctx) =>
        listAdjustments(db, filterOf(ctx), pageOf(ctx.form)),
      ),
    ),
    post(
      '/admin/adjustment/create',
      securedOperation(deps, 'requestAdjustment', async (ctx) =>
        requestAdjustment(db, operatorOf(ctx), ctx.form, key(ctx)),
      ),
    ),
    post(
      '/admin/adjustment/confirm',
      securedOperation(deps, 'confirmAdjustment', async (ctx) =>
        confirmAdjustment(db, operatorOf(ctx), ctx.form, key(ctx)),
      ),
    ),
    post(
      '/admin/adjustment/reject',
      securedOperation(deps, 'rejectAdjustment', async (ctx) =>
        db.transaction((tx) => rejectAdjustment(tx, operatorOf(ctx), ctx.form.id)),
      ),
    ),
  ];
}
