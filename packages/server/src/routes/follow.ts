import type { Operator } from '../admin/users.ts';
import {
  createFollowProduct,
  listAdminFollowProducts,
  setFollowProductStatus,
  updateFollowProduct,
} from '../follow/admin.ts';
import {
  buyFollowProduct,
  listFollowOrders,
  listProductOrders,
  previewFollowBuy,
  stopFollowOrder,
} from '../follow/orders.ts';
import { followNavHistory, followProductDetail, listFollowProducts } from '../follow/products.ts';
import { pageOf } from '../http/lists.ts';
import { securedOperation } from '../http/operation.ts';
import type { SecuredContext } from '../http/operation.ts';
import type { Market } from '../market/types.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

const operatorOf = ({ user, address, now }: SecuredContext): Operator => ({
  userId: user.userId,
  account: user.account,
  address,
  now,
});

/** Follow products (copy trading and quantitative rules): the users' calls and the operator's console. */
export function followRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db } = deps;
  const nav = { marketData: deps.trading.marketData, alwaysOpen: deps.trading.alwaysOpen };
  const post = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  const call = ({ c, user, now }: SecuredContext) => ({ user, now, idempotencyKey: c.req.header('idempotency-key') });

  return [
    post(
      '/trade/userproductlist',
      securedOperation(deps, 'listProductOrders', async ({ form, user }) =>
        listProductOrders(db, user.userId, (form.type ?? 'jpy') as Market, pageOf(form)),
      ),
    ),
    post(
      '/follow/products',
      securedOperation(deps, 'listFollowProducts', async ({ form, now }) =>
        listFollowProducts(db, nav, { state: form.state }, pageOf(form), now),
      ),
    ),
    post(
      '/follow/detail',
      securedOperation(deps, 'getFollowProduct', async ({ form, now }) =>
        followProductDetail(db, nav, form.product_id, now),
      ),
    ),
    post(
      '/follow/navHistory',
      securedOperation(deps, 'getFollowNavHistory', async ({ form, now }) => followNavHistory(db, nav, form, now)),
    ),
    post(
      '/follow/preview',
      securedOperation(deps, 'previewFollowBuy', async ({ form, user, now }) =>
        previewFollowBuy(db, nav, user.userId, form, now),
      ),
    ),
    post(
      '/follow/buy',
      securedOperation(deps, 'buyFollowProduct', async (ctx) => buyFollowProduct(db, nav, call(ctx), ctx.form)),
    ),
    post(
      '/follow/stop',
      securedOperation(deps, 'stopFollowOrder', async (ctx) => stopFollowOrder(db, nav, call(ctx), ctx.form)),
    ),
    post(
      '/follow/orders',
      securedOperation(deps, 'listFollowOrders', async ({ form, user, now }) =>
        listFollowOrders(db, nav, user.userId, { state: form.state }, pageOf(form), now),
      ),
    ),
    post(
      '/admin/follow/list',
      securedOperation(deps, 'listAdminFollowProducts', async ({ form, now }) =>
        listAdminFollowProducts(db, nav, { market: form.type, state: form.state }, pageOf(form), now),
      ),
    ),
    post(
      '/admin/follow/create',
      securedOperation(deps, 'createFollowProduct', async (ctx) =>
        db.transaction((tx) => createFollowProduct(tx, nav, operatorOf(ctx), ctx.form)),
      ),
    ),
    post(
      '/admin/follow/update',
      securedOperation(deps, 'updateFollowProduct', async (ctx) =>
        db.transaction((tx) => updateFollowProduct(tx, nav, operatorOf(ctx), ctx.form)),
      ),
    ),
    post(
      '/admin/follow/setStatus',
      securedOperation(deps, 'setFollowProductStatus', async (ctx) =>
        setFollowProductStatus(db, nav, operatorOf(ctx), ctx.form, ctx.c.req.header('idempotency-key')),
      ),
    ),
  ];
}
