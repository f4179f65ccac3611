import { login, register } from '../auth/users.ts';
import { IDLE_TIMEOUT_MS, revokeSession } from '../auth/sessions.ts';
import { publicOperation, securedOperation } from '../http/operation.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

/** Registration and sessions. */
export function authRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db } = deps;
  return [
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
      handler: publicOperation(deps, 'login', async ({ c, form, now, address }) => {
        const account = form.account ?? '';
        const device = await deps.devices.read(c, account, now);
        const userAgent = c.req.header('user-agent') ?? '';
        const done = await login(db, { account, password: form.password ?? '', address, userAgent, device, now }, now);
        await deps.devices.issue(c, account, device, now);
        return { token: done.session.token, account, expiresAt: done.session.expiresAt.toISOString() };
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
      path: '/user/session',
      handler: securedOperation(deps, 'getSession', async ({ user }) => ({
        account: user.account,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        expiresAt: user.expiresAt.toISOString(),
        idleExpiresAt: user.idleExpiresAt.toISOString(),
        idleTimeoutSeconds: IDLE_TIMEOUT_MS / 1000,
      })),
    },
  ];
}
