import type { Context } from 'hono';
import type { Operator } from '../admin/users.ts';
import { targetUser } from '../admin/users.ts';
import { hashToken } from '../auth/sessions.ts';
import { pageOf } from '../http/lists.ts';
import { publicOperation, securedOperation } from '../http/operation.ts';
import type { OperationContext, SecuredContext } from '../http/operation.ts';
import {
  endOtherSessions,
  endSession,
  generateRecoveryCodes,
  listActiveSessions,
  listPasskeys,
  listSignInEvents,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  securityOverview,
  setNotificationEmail,
} from '../security/account.ts';
import {
  approveFactorReset,
  listFactorResets,
  rejectFactorReset,
  requestFactorReset,
  userSecurity,
} from '../security/factor-resets.ts';
import {
  passkeySignInOptions,
  secondFactorOptions,
  signInWithPasskey,
  signInWithRecoveryCode,
  signInWithSecondFactor,
} from '../security/sign-in.ts';
import type { CompletedSignIn, SignInRequest } from '../security/sign-in.ts';
import { stepUpOptions, verifyStepUp } from '../security/step-up.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

const operatorOf = ({ user, address, now }: SecuredContext): Operator => ({
  userId: user.userId,
  account: user.account,
  address,
  now,
});

/**
 * Account protection: passkeys, step-up, recovery codes, the sign-in history, sessions and the notification email of
 * the signed-in user; the passkey sign-ins (public); and the console's view of a user's factors and the four-eyes
 * factor resets.
 */
export function securityRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, rp, devices } = deps;
  const post = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  const userAgentOf = (c: Context) => c.req.header('user-agent') ?? '';
  const request = async ({ c, now, address }: OperationContext, account?: string): Promise<SignInRequest> => ({
    address,
    now,
    userAgent: userAgentOf(c),
    device: account === undefined ? undefined : await devices.read(c, account, now),
  });
  /** The session a sign-in opened, with the device cookie set (or renewed) for its account. */
  const session = async (c: Context, done: CompletedSignIn, device: string | undefined, now: Date) => {
    await devices.issue(c, done.account, device, now);
    return { token: done.session.token, account: done.account, expiresAt: done.session.expiresAt.toISOString() };
  };
  /** The account a pending login is for, so its device cookie can be read. */
  const pendingAccount = async (token: string | undefined) => {
    const [row] = await db.query<{ account: string }>(
      'SELECT u.account FROM pending_logins p JOIN users u ON u.id = p.user_id WHERE p.token_hash = $1',
      [hashToken(token ?? '')],
    );
    return row?.account;
  };

  return [
    post(
      '/security/overview',
      securedOperation(deps, 'getSecurityOverview', async (ctx) => securityOverview(db, ctx)),
    ),
    post(
      '/security/passkey/registerOptions',
      securedOperation(deps, 'getPasskeyRegistrationOptions', async (ctx) =>
        passkeyRegistrationOptions(db, rp, ctx, ctx.form.password),
      ),
    ),
    post(
      '/security/passkey/register',
      securedOperation(deps, 'registerPasskey', async (ctx) =>
        registerPasskey(db, rp, ctx, { name: ctx.form.name, credential: ctx.form.credential }),
      ),
    ),
    post(
      '/security/passkeys',
      securedOperation(deps, 'listPasskeys', async ({ form, user }) => listPasskeys(db, user.userId, pageOf(form))),
    ),
    post(
      '/security/passkey/rename',
      securedOperation(deps, 'renamePasskey', async ({ form, user }) =>
        db.transaction((tx) => renamePasskey(tx, user.userId, { id: form.id, name: form.name })),
      ),
    ),
    post(
      '/security/passkey/remove',
      securedOperation(deps, 'removePasskey', async (ctx) => removePasskey(db, ctx, ctx.form.id)),
    ),
    post(
      '/security/stepUp/options',
      securedOperation(deps, 'getStepUpOptions', async ({ user, address, now }) =>
        stepUpOptions(db, rp, user, address, now),
      ),
    ),
    post(
      '/security/stepUp/verify',
      securedOperation(deps, 'verifyStepUp', async ({ form, user, now }) =>
        verifyStepUp(db, rp, user, form.credential, now),
      ),
    ),
    post(
      '/security/recoveryCodes/generate',
      securedOperation(deps, 'generateRecoveryCodes', async (ctx) => generateRecoveryCodes(db, ctx)),
    ),
    post(
      '/security/signIns',
      securedOperation(deps, 'listSignIns', async ({ form, user }) => listSignInEvents(db, user.userId, pageOf(form))),
    ),
    post(
      '/security/sessions',
      securedOperation(deps, 'listActiveSessions', async ({ form, user, now }) =>
        listActiveSessions(db, user, now, pageOf(form)),
      ),
    ),
    post(
      '/security/sessions/end',
      securedOperation(deps, 'endSession', async ({ form, user, now }) =>
        db.transaction((tx) => endSession(tx, user, form.id, now)),
      ),
    ),
    post(
      '/security/sessions/endOthers',
      securedOperation(deps, 'endOtherSessions', async ({ user, now }) =>
        db.transaction((tx) => endOtherSessions(tx, user, now)),
      ),
    ),
    post(
      '/security/email/set',
      securedOperation(deps, 'setNotificationEmail', async (ctx) =>
        setNotificationEmail(db, ctx, (ctx.form.email ?? '').trim()),
      ),
    ),
    post(
      '/security/email/clear',
      securedOperation(deps, 'clearNotificationEmail', async (ctx) => setNotificationEmail(db, ctx, null)),
    ),
    post(
      '/security/signIn/passkeyOptions',
      publicOperation(deps, 'getPasskeySignInOptions', async (ctx) => passkeySignInOptions(deps, await request(ctx))),
    ),
    post(
      '/security/signIn/passkey',
      publicOperation(deps, 'signInWithPasskey', async (ctx) => {
        let device: string | undefined;
        const done = await signInWithPasskey(deps, ctx.form.credential, await request(ctx), async (account) => {
          device = await devices.read(ctx.c, account, ctx.now);
          return device;
        });
        return session(ctx.c, done, device, ctx.now);
      }),
    ),
    post(
      '/security/signIn/secondFactorOptions',
      publicOperation(deps, 'getSecondFactorOptions', async (ctx) =>
        secondFactorOptions(deps, ctx.form.pending_token, await request(ctx)),
      ),
    ),
    post(
      '/security/signIn/secondFactor',
      publicOperation(deps, 'signInWithSecondFactor', async (ctx) => {
        const signIn = await request(ctx, await pendingAccount(ctx.form.pending_token));
        const done = await signInWithSecondFactor(
          deps,
          { pendingToken: ctx.form.pending_token, credential: ctx.form.credential },
          signIn,
        );
        return session(ctx.c, done, signIn.device, ctx.now);
      }),
    ),
    post(
      '/security/signIn/recovery',
      publicOperation(deps, 'signInWithRecoveryCode', async (ctx) => {
        const signIn = await request(ctx, await pendingAccount(ctx.form.pending_token));
        const done = await signInWithRecoveryCode(
          db,
          { pendingToken: ctx.form.pending_token, code: ctx.form.code },
          signIn,
        );
        return {
          ...(await session(ctx.c, done, signIn.device, ctx.now)),
          recoveryCodesLeft: done.recoveryCodesLeft,
          factorChangeAllowedUntil: done.factorChangeAllowedUntil.toISOString(),
        };
      }),
    ),
    post(
      '/admin/user/security',
      securedOperation(deps, 'getAdminUserSecurity', async ({ form }) => userSecurity(db, form.account ?? '')),
    ),
    post(
      '/admin/user/signIns',
      securedOperation(deps, 'listAdminUserSignIns', async ({ form }) => {
        const user = await targetUser(db, form.account ?? '');
        return listSignInEvents(db, user.id, pageOf(form));
      }),
    ),
    post(
      '/admin/security/resets',
      securedOperation(deps, 'listFactorResets', async ({ form }) =>
        listFactorResets(db, { status: form.status, account: form.account }, pageOf(form)),
      ),
    ),
    post(
      '/admin/security/resetRequest',
      securedOperation(deps, 'requestFactorReset', async (ctx) =>
        db.transaction((tx) => requestFactorReset(tx, operatorOf(ctx), ctx.form)),
      ),
    ),
    post(
      '/admin/security/resetApprove',
      securedOperation(deps, 'approveFactorReset', async (ctx) => approveFactorReset(db, operatorOf(ctx), ctx.form.id)),
    ),
    post(
      '/admin/security/resetReject',
      securedOperation(deps, 'rejectFactorReset', async (ctx) =>
        db.transaction((tx) => rejectFactorReset(tx, operatorOf(ctx), ctx.form.id)),
      ),
    ),
  ];
}
