import type { Operator } from '../admin/users.ts';
import {
  adminApplication,
  applyDaytrade,
  approveApplication,
  closeDaytradeAccount,
  listAdminApplications,
  listApplications,
  rejectApplication,
} from '../daytrade/applications.ts';
import {
  closeDaytradePosition,
  daytradeAccount,
  daytradeOrderDetail,
  listDaytradeOrders,
  listDaytradePositions,
  placeDaytradeOrder,
} from '../daytrade/orders.ts';
import { pageOf } from '../http/lists.ts';
import { securedOperation } from '../http/operation.ts';
import type { SecuredContext } from '../http/operation.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

const operatorOf = ({ user, address, now }: SecuredContext): Operator => ({
  userId: user.userId,
  account: user.account,
  address,
  now,
});

/** One-day margin (一日信用): the users' account, applications, orders and positions, and the operator's review. */
export function daytradeRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, trading } = deps;
  const daytrade = { ...trading, engine: deps.daytrade };
  const post = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  const call = ({ c, user, now }: SecuredContext) => ({ user, now, idempotencyKey: c.req.header('idempotency-key') });
  const key = ({ c }: SecuredContext) => c.req.header('idempotency-key');

  return [
    post(
      '/daytrade/account',
      securedOperation(deps, 'getDaytradeAccount', async ({ user, now }) => daytradeAccount(trading, user.userId, now)),
    ),
    post(
      '/daytrade/apply',
      securedOperation(deps, 'applyDaytrade', async (ctx) => applyDaytrade(db, call(ctx), ctx.form)),
    ),
    post(
      '/daytrade/close',
      securedOperation(deps, 'closeDaytradeAccount', async (ctx) => closeDaytradeAccount(db, call(ctx), ctx.form)),
    ),
    post(
      '/daytrade/applications',
      securedOperation(deps, 'listDaytradeApplications', async ({ form, user }) =>
        listApplications(db, user.userId, pageOf(form)),
      ),
    ),
    post(
      '/daytrade/order',
      securedOperation(deps, 'placeDaytradeOrder', async (ctx) => placeDaytradeOrder(daytrade, call(ctx), ctx.form)),
    ),
    post(
      '/daytrade/closePosition',
      securedOperation(deps, 'closeDaytradePosition', async (ctx) =>
        closeDaytradePosition(daytrade, call(ctx), ctx.form),
      ),
    ),
    post(
      '/daytrade/orders',
      securedOperation(deps, 'listDaytradeOrders', async ({ form, user }) =>
        listDaytradeOrders(db, user.userId, { state: form.state, date: form.date }, pageOf(form)),
      ),
    ),
    post(
      '/daytrade/orderDetail',
      securedOperation(deps, 'getDaytradeOrder', async ({ form, user }) =>
        daytradeOrderDetail(db, user.userId, form.order_id),
      ),
    ),
    post(
      '/daytrade/positions',
      securedOperation(deps, 'listDaytradePositions', async ({ form, user, now }) =>
        listDaytradePositions(trading, user.userId, form.state === 'closed' ? 'closed' : 'open', pageOf(form), now),
      ),
    ),
    post(
      '/admin/dayTrade/list',
      securedOperation(deps, 'listAdminDayTradeApplications', async ({ form }) =>
        listAdminApplications(db, { status: form.status, account: form.account }, pageOf(form)),
      ),
    ),
    post(
      '/admin/dayTrade/detail',
      securedOperation(deps, 'getAdminDayTradeApplication', async ({ form }) => adminApplication(db, form.id)),
    ),
    post(
      '/admin/dayTrade/approve',
      securedOperation(deps, 'approveDayTradeApplication', async (ctx) =>
        approveApplication(db, operatorOf(ctx), ctx.form, key(ctx)),
      ),
    ),
    post(
      '/admin/dayTrade/reject',
      securedOperation(deps, 'rejectDayTradeApplication', async (ctx) =>
        rejectApplication(db, operatorOf(ctx), ctx.form, key(ctx)),
      ),
    ),
  ];
}
