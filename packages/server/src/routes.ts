import { streamSSE } from 'hono/streaming';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { login, register } from './auth/users.ts';
import { revokeSession } from './auth/sessions.ts';
import { configValue, publicConfig } from './config/site-config.ts';
import { yenBalances } from './ledger/balances.ts';
import { indexSnapshot } from './market/indices.ts';
import type { Market } from './market/indices.ts';
import { ApiError } from './http/errors.ts';
import { publicOperation, securedOperation } from './http/operation.ts';
import type { Deps } from './http/operation.ts';
import type { Handler } from 'hono';
import type { AppConfig } from './config/env.ts';

export const HEARTBEAT_INTERVAL_MS = 15_000;

export interface RouteDefinition {
  method: 'GET' | 'POST';
  path: string;
  handler: Handler;
}

export interface RouteDeps extends Deps, AppConfig {
  appVersion: string;
  heartbeatMs?: number | undefined;
}

/** The client's address from the socket; 'unknown' when there is none (in-process `app.request()`). */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const marketOf = (form: Record<string, string>): Market => (form.type as Market | undefined) ?? 'jpy';

/** Every operation of the contract, by path. Handlers stay thin: the rules live in the area modules. */
export function apiRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db } = deps;
  const emptyList = (operationId: string): RouteDefinition['handler'] =>
    // The features behind these lists land later; the market is validated already.
    securedOperation(deps, operationId, async () => []);

  return [
    {
      method: 'POST',
      path: '/common/config',
      handler: publicOperation(deps, 'getConfig', async ({ form }) => {
        if (form.type === 'all') {
          const entries = await publicConfig(db);
          return entries.map((e) => (e.name === 'version' ? { ...e, value: deps.appVersion } : e));
        }
        const kefu = await configValue(db, 'kefu');
        if (!kefu) throw new ApiError(422, 'kefu_unavailable');
        return { kefu };
      }),
    },
    {
      method: 'POST',
      path: '/market/snapshot',
      handler: publicOperation(deps, 'getMarketSnapshot', async ({ form, now }) => indexSnapshot(marketOf(form), now)),
    },
    {
      method: 'GET',
      path: '/stream',
      handler: publicOperation(deps, 'openStream', async ({ c }) =>
        streamSSE(c, async (stream) => {
          let open = true;
          stream.onAbort(() => {
            open = false;
          });
          const serverTime = () => JSON.stringify({ serverTime: deps.clock.now().toISOString() });
          await stream.writeSSE({ event: 'hello', data: serverTime() });
          while (open) {
            await stream.sleep(deps.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);
            if (open) await stream.writeSSE({ event: 'heartbeat', data: serverTime() });
          }
        }),
      ),
    },
    {
      method: 'POST',
      path: '/user/register',
      handler: publicOperation(deps, 'register', async ({ form, now }) => {
        const account = form.account ?? '';
        await register(db, { account, password: form.password ?? '', inviteCode: form.invite_code ?? '' }, now);
        return { account };
      }),
    },
    {
      method: 'POST',
      path: '/user/login',
      handler: publicOperation(deps, 'login', async ({ c, form, now }) => {
        const account = form.account ?? '';
        const session = await login(db, { account, password: form.password ?? '', address: clientAddress(c) }, now);
        return { token: session.token, account, expiresAt: session.expiresAt.toISOString() };
      }),
    },
    {
      method: 'POST',
      path: '/user/logout',
      handler: securedOperation(deps, 'logout', async ({ user, now }) => {
        await revokeSession(db, user.sessionId, now);
        return null;
      }),
    },
    {
      method: 'POST',
      path: '/user/getUserinfo',
      handler: securedOperation(deps, 'getUserInfo', async ({ user }) => {
        const [row] = await db.query<{ invite_code: string }>('SELECT invite_code FROM users WHERE id = $1', [
          user.userId,
        ]);
        const balances = await yenBalances(db, user.userId);
        return { account: user.account, ...balances, inviteCode: row?.invite_code ?? '', currency: 'JPY' };
      }),
    },
    { method: 'POST', path: '/trade/usernewstocklist', handler: emptyList('listNewShareOrders') },
    { method: 'POST', path: '/user/withdrawallist', handler: emptyList('listWithdrawals') },
    { method: 'POST', path: '/trade/userproductlist', handler: emptyList('listProductOrders') },
    { method: 'POST', path: '/trade/ustockslist', handler: emptyList('listStockSubscriptions') },
    { method: 'POST', path: '/trade/userstocklist', handler: emptyList('listPositions') },
    { method: 'POST', path: '/trade/userstocklists', handler: emptyList('listPositionHistory') },
  ];
}
