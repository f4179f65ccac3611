import type { RestrictionFlag } from '../auth/sessions.ts';
import { listAudit } from '../admin/audit.ts';
import { listConfig, updateConfig } from '../admin/config.ts';
import { listOperatorMessages, sendOperatorMessage } from '../admin/messages.ts';
import { listUsers, operatorSelf, revokeSessionsOf, setUserFlag, targetUser, userDetail } from '../admin/users.ts';
import type { Operator } from '../admin/users.ts';
import { listCashLedger } from '../records/records.ts';
import { decideAgentApplication, listAgentApplications } from '../referral/referral.ts';
import type { AgentRejectReason } from '../messages/templates.ts';
import type { LocalizedText } from '../http/lists.ts';
import { pageOf, tokyoDateRange } from '../http/lists.ts';
import { securedOperation } from '../http/operation.ts';
import { invalidParameter } from '../http/errors.ts';
import type { SecuredContext } from '../http/operation.ts';
import type { Form } from '../http/validation.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

const operatorOf = ({ user, address, now }: SecuredContext): Operator => ({
  userId: user.userId,
  account: user.account,
  address,
  now,
});

/** The message a restriction sends: one text for every language, or one per language (the schema allows no mix). */
function flagMessage(form: Form): LocalizedText {
  const perLanguage = (['message_jp', 'message_cn', 'message_us'] as const).filter((f) => form[f] !== undefined);
  if (form.message !== undefined && perLanguage.length > 0) {
    throw invalidParameter(perLanguage.map((field) => ({ field, rule: 'unknown' as const })));
  }
  if (form.message !== undefined) return { jp: form.message, cn: form.message, us: form.message };
  return { jp: form.message_jp ?? '', cn: form.message_cn ?? '', us: form.message_us ?? '' };
}

const localized = (form: Form, field: 'title' | 'body'): LocalizedText => ({
  jp: form[`${field}_jp`] ?? '',
  cn: form[`${field}_cn`] ?? '',
  us: form[`${field}_us`] ?? '',
});

/** The operator console: operators only (the contract's `x-roles`; users get 403 `operator_only`). */
export function adminRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db } = deps;
  const route = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });

  return [
    route(
      '/admin/self',
      securedOperation(deps, 'getOperatorSelf', async ({ user }) => operatorSelf(db, user.userId)),
    ),
    route(
      '/admin/user/list',
      securedOperation(deps, 'listAdminUsers', async ({ form }) =>
        listUsers(
          db,
          { q: form.q, flag: form.flag, realNameStatus: form.real_name_status, sort: form.sort },
          pageOf(form),
        ),
      ),
    ),
    route(
      '/admin/user/detail',
      securedOperation(deps, 'getAdminUser', async ({ form, now }) => userDetail(db, form.account ?? '', now)),
    ),
    route(
      '/admin/user/ledger',
      securedOperation(deps, 'listAdminUserLedger', async ({ form }) => {
        const range = tokyoDateRange(form, 'from', 'to');
        const user = await targetUser(db, form.account ?? '');
        return listCashLedger(
          db,
          user.id,
          { currency: form.currency, entryType: form.entry_type, range },
          pageOf(form),
        );
      }),
    ),
    route(
      '/admin/user/setFlag',
      securedOperation(deps, 'setUserFlag', async (ctx) =>
        db.transaction((tx) =>
          setUserFlag(tx, operatorOf(ctx), {
            account: ctx.form.account ?? '',
            flag: ctx.form.flag as RestrictionFlag,
            value: ctx.form.value === '1',
            message: flagMessage(ctx.form),
          }),
        ),
      ),
    ),
    route(
      '/admin/user/revokeSessions',
      securedOperation(deps, 'revokeUserSessions', async (ctx) =>
        db.transaction((tx) => revokeSessionsOf(tx, operatorOf(ctx), ctx.form.account ?? '')),
      ),
    ),
    route(
      '/admin/agent/list',
      securedOperation(deps, 'listAdminAgentApplications', async ({ form }) =>
        listAgentApplications(db, { status: form.status, account: form.account }, pageOf(form)),
      ),
    ),
    route(
      '/admin/agent/approve',
      securedOperation(deps, 'approveAgentApplication', async (ctx) =>
        db.transaction((tx) =>
          decideAgentApplication(tx, operatorOf(ctx), {
            approve: true,
            applicationId: ctx.form.id ?? '',
            ratio: ctx.form.rebate_ratio,
          }),
        ),
      ),
    ),
    route(
      '/admin/agent/reject',
      securedOperation(deps, 'rejectAgentApplication', async (ctx) =>
        db.transaction((tx) =>
          decideAgentApplication(tx, operatorOf(ctx), {
            approve: false,
            applicationId: ctx.form.id ?? '',
            // The contract's enum has checked it.
            reason: ctx.form.reason as AgentRejectReason,
            note: ctx.form.note,
          }),
        ),
      ),
    ),
    route(
      '/admin/config/list',
      securedOperation(deps, 'listAdminConfig', async () => listConfig(db, deps.appVersion)),
    ),
    route(
      '/admin/config/update',
      securedOperation(deps, 'updateConfig', async (ctx) =>
        db.transaction((tx) =>
          updateConfig(tx, operatorOf(ctx), ctx.form.name ?? '', ctx.form.value ?? '', deps.appVersion),
        ),
      ),
    ),
    route(
      '/admin/message/send',
      securedOperation(deps, 'sendUserMessage', async (ctx) =>
        db.transaction((tx) =>
          sendOperatorMessage(tx, operatorOf(ctx), {
            audience: ctx.form.audience === 'all' ? 'all' : 'user',
            account: ctx.form.account,
            title: localized(ctx.form, 'title'),
            body: localized(ctx.form, 'body'),
          }),
        ),
      ),
    ),
    route(
      '/admin/message/list',
      securedOperation(deps, 'listAdminMessages', async ({ form }) =>
        listOperatorMessages(db, { audience: form.audience, account: form.account }, pageOf(form)),
      ),
    ),
    route(
      '/admin/audit/list',
      securedOperation(deps, 'listAuditLog', async ({ form }) =>
        listAudit(
          db,
          {
            operator: form.operator,
            action: form.action,
            targetType: form.target_type,
            targetId: form.target_id,
            range: tokyoDateRange(form, 'from', 'to'),
          },
          pageOf(form),
        ),
      ),
    ),
  ];
}
