import type { Operator } from '../admin/users.ts';
import { pageOf } from '../http/lists.ts';
import { publicOperation, securedOperation } from '../http/operation.ts';
import type { SecuredContext } from '../http/operation.ts';
import type { Market } from '../market/types.ts';
import {
  adminBlockApplication,
  applyBlockDistribution,
  approveBlockApplication,
  blockApplicationDetail,
  blockDistributionDetail,
  cancelBlockApplication,
  closeDistribution,
  createDistribution,
  listAdminBlockApplications,
  listAdminDistributions,
  listBlockApplications,
  listBlockDistributions,
  listStockSubscriptions,
  openDueDistributions,
  rejectBlockApplication,
  updateDistribution,
} from '../offerings/distributions.ts';
import {
  allotIpo,
  cancelIpoApplication,
  commitIpoSeed,
  createIpo,
  ipoDraw,
  ipoDrawEntries,
  ipoOfferingDetail,
  listAdminIpos,
  listDueOfferings,
  listIpoAllotments,
  listIpoApplications,
  listIpoOfferings,
  listNewShareOrders,
  publishIpoSeed,
  runIpoDraw,
  subscribeIpo,
  updateIpo,
} from '../offerings/ipo.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

const operatorOf = ({ user, address, now }: SecuredContext): Operator => ({
  userId: user.userId,
  account: user.account,
  address,
  now,
});

/** IPOs and off-floor distributions: the user's calls, the public draw, and the operator's console. */
export function offeringsRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, trading } = deps;
  const post = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  // What the clock has made due (a listing, a distribution's window opening) happens before the call reads it.
  const catchUp = async (now: Date) => {
    await openDueDistributions(db, trading.marketData, now);
    await listDueOfferings(db, trading.marketData, now);
  };
  const market = ({ form }: SecuredContext) => (form.type ?? 'jpy') as Market;
  const filter = (ctx: SecuredContext) => ({ market: market(ctx), state: ctx.form.state });
  const call = ({ c, user, now }: SecuredContext) => ({ user, now, idempotencyKey: c.req.header('idempotency-key') });
  const key = ({ c }: SecuredContext) => c.req.header('idempotency-key');
  const adminFilter = ({ form }: SecuredContext) => ({ market: form.type, status: form.status });

  return [
    post(
      '/trade/usernewstocklist',
      securedOperation(deps, 'listNewShareOrders', async (ctx) =>
        listNewShareOrders(db, ctx.user.userId, market(ctx), pageOf(ctx.form)),
      ),
    ),
    post(
      '/trade/ustockslist',
      securedOperation(deps, 'listStockSubscriptions', async (ctx) =>
        listStockSubscriptions(db, ctx.user.userId, market(ctx), pageOf(ctx.form)),
      ),
    ),
    post(
      '/ipo/list',
      securedOperation(deps, 'listIpoOfferings', async (ctx) => {
        await catchUp(ctx.now);
        return listIpoOfferings(db, ctx.user.userId, filter(ctx), pageOf(ctx.form), ctx.now);
      }),
    ),
    post(
      '/ipo/detail',
      securedOperation(deps, 'getIpoOffering', async (ctx) => {
        await catchUp(ctx.now);
        return ipoOfferingDetail(db, ctx.user.userId, ctx.form.offering_id, ctx.now);
      }),
    ),
    post(
      '/ipo/subscribe',
      securedOperation(deps, 'subscribeIpo', async (ctx) => subscribeIpo(db, call(ctx), ctx.form)),
    ),
    post(
      '/ipo/cancel',
      securedOperation(deps, 'cancelIpoApplication', async (ctx) => cancelIpoApplication(db, call(ctx), ctx.form)),
    ),
    post(
      '/ipo/applications',
      securedOperation(deps, 'listIpoApplications', async (ctx) => {
        await catchUp(ctx.now);
        return listIpoApplications(db, ctx.user.userId, filter(ctx), pageOf(ctx.form), ctx.now);
      }),
    ),
    post(
      '/ipo/allotments',
      securedOperation(deps, 'listIpoAllotments', async (ctx) => {
        await catchUp(ctx.now);
        return listIpoAllotments(db, ctx.user.userId, filter(ctx), pageOf(ctx.form), ctx.now);
      }),
    ),
    post(
      '/ipo/draw',
      publicOperation(deps, 'getIpoDraw', async ({ form, now }) => ipoDraw(db, form.offering_id, now)),
    ),
    post(
      '/ipo/drawEntries',
      publicOperation(deps, 'listIpoDrawEntries', async ({ form, now }) => ipoDrawEntries(db, form, pageOf(form), now)),
    ),
    post(
      '/block/list',
      securedOperation(deps, 'listBlockDistributions', async (ctx) => {
        await catchUp(ctx.now);
        return listBlockDistributions(db, ctx.user.userId, filter(ctx), pageOf(ctx.form), ctx.now);
      }),
    ),
    post(
      '/block/detail',
      securedOperation(deps, 'getBlockDistribution', async (ctx) => {
        await catchUp(ctx.now);
        return blockDistributionDetail(db, ctx.user.userId, ctx.form.distribution_id, ctx.now);
      }),
    ),
    post(
      '/block/apply',
      securedOperation(deps, 'applyBlockDistribution', async (ctx) => {
        await catchUp(ctx.now);
        return applyBlockDistribution(db, call(ctx), ctx.form);
      }),
    ),
    post(
      '/block/cancel',
      securedOperation(deps, 'cancelBlockApplication', async (ctx) => cancelBlockApplication(db, call(ctx), ctx.form)),
    ),
    post(
      '/block/applications',
      securedOperation(deps, 'listBlockApplications', async (ctx) =>
        listBlockApplications(db, ctx.user.userId, filter(ctx), pageOf(ctx.form), ctx.now),
      ),
    ),
    post(
      '/block/applicationDetail',
      securedOperation(deps, 'getBlockApplication', async (ctx) =>
        blockApplicationDetail(db, ctx.user.userId, ctx.form.application_id, ctx.now),
      ),
    ),
    post(
      '/admin/ipo/list',
      securedOperation(deps, 'listAdminIpos', async (ctx) => {
        await catchUp(ctx.now);
        return listAdminIpos(db, adminFilter(ctx), pageOf(ctx.form), ctx.now);
      }),
    ),
    post(
      '/admin/ipo/create',
      securedOperation(deps, 'createIpo', async (ctx) =>
        db.transaction((tx) => createIpo(tx, operatorOf(ctx), ctx.form)),
      ),
    ),
    post(
      '/admin/ipo/update',
      securedOperation(deps, 'updateIpo', async (ctx) =>
        db.transaction((tx) => updateIpo(tx, operatorOf(ctx), ctx.form)),
      ),
    ),
    post(
      '/admin/ipo/commitSeed',
      securedOperation(deps, 'commitIpoSeed', async (ctx) =>
        db.transaction((tx) => commitIpoSeed(tx, operatorOf(ctx), ctx.form.id)),
      ),
    ),
    post(
      '/admin/ipo/draw',
      securedOperation(deps, 'runIpoDraw', async (ctx) =>
        db.transaction((tx) => runIpoDraw(tx, operatorOf(ctx), ctx.form.id)),
      ),
    ),
    post(
      '/admin/ipo/publishSeed',
      securedOperation(deps, 'publishIpoSeed', async (ctx) =>
        db.transaction((tx) => publishIpoSeed(tx, operatorOf(ctx), ctx.form.id)),
      ),
    ),
    post(
      '/admin/ipo/allot',
      securedOperation(deps, 'allotIpo', async (ctx) => allotIpo(db, operatorOf(ctx), ctx.form, key(ctx))),
    ),
    post(
      '/admin/distribution/list',
      securedOperation(deps, 'listAdminDistributions', async (ctx) => {
        await catchUp(ctx.now);
        return listAdminDistributions(db, adminFilter(ctx), pageOf(ctx.form), ctx.now);
      }),
    ),
    post(
      '/admin/distribution/create',
      securedOperation(deps, 'createDistribution', async (ctx) =>
        db.transaction((tx) => createDistribution(tx, operatorOf(ctx), ctx.form)),
      ),
    ),
    post(
      '/admin/distribution/update',
      securedOperation(deps, 'updateDistribution', async (ctx) => {
        await catchUp(ctx.now);
        return db.transaction((tx) => updateDistribution(tx, operatorOf(ctx), ctx.form));
      }),
    ),
    post(
      '/admin/distribution/close',
      securedOperation(deps, 'closeDistribution', async (ctx) => {
        await catchUp(ctx.now);
        return closeDistribution(db, operatorOf(ctx), ctx.form, key(ctx));
      }),
    ),
    post(
      '/admin/blockApplication/list',
      securedOperation(deps, 'listAdminBlockApplications', async ({ form }) =>
        listAdminBlockApplications(
          db,
          { status: form.status, distributionId: form.distribution_id, account: form.account },
          pageOf(form),
        ),
      ),
    ),
    post(
      '/admin/blockApplication/detail',
      securedOperation(deps, 'getAdminBlockApplication', async ({ form }) => adminBlockApplication(db, form.id)),
    ),
    post(
      '/admin/blockApplication/approve',
      securedOperation(deps, 'approveBlockApplication', async (ctx) =>
        db.transaction((tx) => approveBlockApplication(tx, operatorOf(ctx), ctx.form.id)),
      ),
    ),
    post(
      '/admin/blockApplication/reject',
      securedOperation(deps, 'rejectBlockApplication', async (ctx) =>
        rejectBlockApplication(db, operatorOf(ctx), ctx.form, key(ctx)),
      ),
    ),
  ];
}
