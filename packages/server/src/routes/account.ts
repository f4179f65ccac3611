import type { Context } from 'hono';
import { userInfoBalances } from '../ledger/balances.ts';
import { idempotent, requestHash } from '../ledger/idempotency.ts';
import { accountProfile, setLanguage } from '../accounts/profile.ts';
import type { Locale } from '../accounts/profile.ts';
import { changeFundPassword, changeLoginPassword, setFundPassword } from '../accounts/passwords.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { listInbox, markRead, openMessage, unreadCount } from '../messages/inbox.ts';
import { checkIn, checkinHistory, checkinStatus, redeemPoints } from '../checkin/checkin.ts';
import { applyForAgent, listInvitees, listRebates, referralSummary } from '../referral/referral.ts';
import { getRecord, listRecords } from '../records/records.ts';
import type { RecordType } from '../records/records.ts';
import { invalidParameter } from '../http/errors.ts';
import { pageOf, tokyoDateRange } from '../http/lists.ts';
import { securedOperation } from '../http/operation.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

/** The app's own origin, for links it shares (the invite link). */
const originOf = (c: Context) => new URL(c.req.url).origin;

/** Profile, passwords, language, inbox, check-in, referrals and transaction records of the signed-in user. */
export function accountRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db } = deps;
  const route = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });

  return [
    route(
      '/user/getUserinfo',
      securedOperation(deps, 'getUserInfo', async ({ user }) => {
        const info = await userInfoBalances(db, user.userId);
        return {
          account: user.account,
          jpy: info.jpy,
          jpyyjed: info.jpyyjed,
          inviteCode: info.inviteCode,
          currency: 'JPY',
        };
      }),
    ),
    route(
      '/user/profile',
      securedOperation(deps, 'getProfile', async ({ user }) => accountProfile(db, user)),
    ),
    route(
      '/user/changePassword',
      securedOperation(deps, 'changeLoginPassword', async ({ form, user, now, address }) =>
        changeLoginPassword(db, { user, now, address }, form.old_password ?? '', form.new_password ?? ''),
      ),
    ),
    route(
      '/user/setFundPassword',
      securedOperation(deps, 'setFundPassword', async ({ form, user, now, address }) =>
        setFundPassword(db, { user, now, address }, form.login_password ?? '', form.fund_password ?? ''),
      ),
    ),
    route(
      '/user/changeFundPassword',
      securedOperation(deps, 'changeFundPassword', async ({ form, user, now, address }) =>
        changeFundPassword(db, { user, now, address }, form.old_fund_password ?? '', form.new_fund_password ?? ''),
      ),
    ),
    route(
      '/user/setLanguage',
      securedOperation(deps, 'setLanguage', async ({ form, user }) =>
        setLanguage(db, user.userId, (form.language ?? 'jp') as Locale),
      ),
    ),
    route(
      '/message/list',
      securedOperation(deps, 'listMessages', async ({ form, user }) =>
        listInbox(db, user.userId, form.unread === '1', pageOf(form)),
      ),
    ),
    route(
      '/message/detail',
      securedOperation(deps, 'getMessage', async ({ form, user, now }) =>
        openMessage(db, user.userId, form.id ?? '', now),
      ),
    ),
    route(
      '/message/markRead',
      securedOperation(deps, 'markMessagesRead', async ({ form, user, now }) => {
        // Exactly one of `ids` and `all`.
        if ((form.ids === undefined) === (form.all === undefined)) {
          throw invalidParameter([{ field: form.ids === undefined ? 'ids' : 'all', rule: 'required' }]);
        }
        return markRead(db, user.userId, form.all === '1' ? 'all' : (form.ids ?? '').split(','), now);
      }),
    ),
    route(
      '/message/unreadCount',
      securedOperation(deps, 'getUnreadMessageCount', async ({ user }) => ({
        unread: await unreadCount(db, user.userId),
      })),
    ),
    route(
      '/checkin/status',
      securedOperation(deps, 'getCheckinStatus', async ({ user, now }) =>
        db.transaction((tx) => checkinStatus(tx, user.userId, now)),
      ),
    ),
    route(
      '/checkin/checkIn',
      securedOperation(deps, 'checkIn', async ({ user, now }) => db.transaction((tx) => checkIn(tx, user.userId, now))),
    ),
    route(
      '/checkin/redeem',
      securedOperation(deps, 'redeemCheckinPoints', async ({ c, form, user, now }) => {
        assertAccountCan(user, 'move_money');
        const points = Number(form.points);
        return db.transaction((tx) =>
          idempotent(
            tx,
            {
              userId: user.userId,
              operationId: 'redeemCheckinPoints',
              key: c.req.header('idempotency-key'),
              requestHash: requestHash(form),
              at: now,
            },
            () => redeemPoints(tx, user.userId, points, now),
          ),
        );
      }),
    ),
    route(
      '/checkin/history',
      securedOperation(deps, 'listCheckinHistory', async ({ form, user, now }) =>
        db.transaction((tx) => checkinHistory(tx, user.userId, now, pageOf(form))),
      ),
    ),
    route(
      '/referral/summary',
      securedOperation(deps, 'getReferralSummary', async ({ c, user }) =>
        referralSummary(db, user.userId, originOf(c)),
      ),
    ),
    route(
      '/referral/applyAgent',
      securedOperation(deps, 'applyForAgent', async ({ user, now }) =>
        db.transaction((tx) => applyForAgent(tx, user.userId, now)),
      ),
    ),
    route(
      '/referral/invitees',
      securedOperation(deps, 'listReferralInvitees', async ({ form, user }) =>
        listInvitees(db, user.userId, pageOf(form)),
      ),
    ),
    route(
      '/referral/rebates',
      securedOperation(deps, 'listReferralRebates', async ({ form, user }) =>
        listRebates(db, user.userId, tokyoDateRange(form, 'date_from', 'date_to', 366), pageOf(form)),
      ),
    ),
    route(
      '/record/list',
      securedOperation(deps, 'listTransactionRecords', async ({ form, user }) =>
        listRecords(
          db,
          user.userId,
          {
            types: form.type === undefined ? undefined : (form.type.split(',') as RecordType[]),
            currency: form.currency,
            range: tokyoDateRange(form, 'date_from', 'date_to', 366),
          },
          pageOf(form),
        ),
      ),
    ),
    route(
      '/record/detail',
      securedOperation(deps, 'getTransactionRecord', async ({ form, user }) =>
        getRecord(db, user.userId, form.id ?? ''),
      ),
    ),
  ];
}
