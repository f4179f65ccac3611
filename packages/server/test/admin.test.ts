import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR, DEMO_USER, DEMO_VERIFIED_USER } from '../src/seed.ts';
import { engines } from './helpers/engines.ts';
import { assertLedgerInvariants, stateFingerprint } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { accountsFingerprint, operatorHeaders } from './helpers/accounts.ts';

interface AuditItem {
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, string> | null;
  after: Record<string, string> | null;
}

describe.each(engines())('operator console on $name', (engine) => {
  let t: TestServer;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(engine);
    operator = await operatorHeaders(t);
  });
  afterAll(() => t.close());
  afterEach(() => assertLedgerInvariants(t.db));

  const fingerprint = async () => ({ ledger: await stateFingerprint(t.db), accounts: await accountsFingerprint(t.db) });
  const audit = async (form: Record<string, string> = {}) =>
    ((await t.api.post('/admin/audit/list', form, operator)).body.data as { items: AuditItem[] }).items;
  const setFlag = (account: string, flag: string, value: '0' | '1', message = 'Please contact support.') =>
    t.api.post('/admin/user/setFlag', { account, flag, value, message }, operator);

  it('knows the operator and writes each operator sign-in to the audit log', async () => {
    expect((await t.api.post('/admin/self', {}, operator)).body.data).toEqual({
      account: DEMO_OPERATOR.account,
      displayName: DEMO_OPERATOR.displayName,
      role: 'operator',
    });
    expect((await audit({ action: 'operator_login' }))[0]).toMatchObject({
      operator: DEMO_OPERATOR.account,
      targetType: 'operator',
      targetId: DEMO_OPERATOR.account,
    });
  });

  it('freezes a user: the user is told, the audit log has it, the user still signs in; unfreezing likewise', async () => {
    const user = await t.newUser();
    const res = await t.api.post(
      '/admin/user/setFlag',
      {
        account: user.account,
        flag: 'frozen',
        value: '1',
        message_jp: '凍結',
        message_cn: '冻结',
        message_us: 'Frozen',
      },
      operator,
    );
    expect(res.body.data).toEqual({
      account: user.account,
      flags: { frozen: true, disabled: false, loginBanned: false, tradingBarred: false, withdrawalBarred: false },
      revokedSessions: 0,
    });
    const inbox = (await t.api.post('/message/list', {}, user.headers)).body.data as {
      items: { kind: string; title: { us: string }; preview: { us: string } }[];
    };
    expect(inbox.items[0]).toMatchObject({
      kind: 'operator',
      title: { us: 'Your account is frozen' },
      preview: { us: 'Frozen' },
    });
    expect((await t.api.post('/user/profile', {}, user.headers)).body.data).toMatchObject({
      restrictions: [{ kind: 'frozen', reason: { jp: '凍結', cn: '冻结', us: 'Frozen' } }],
    });
    expect((await audit({ target_type: 'user', target_id: user.account }))[0]).toMatchObject({
      action: 'user_flag_set',
      before: { frozen: '0' },
      after: { frozen: '1' },
    });

    expect((await setFlag(user.account, 'frozen', '0', 'Unfrozen')).body.data).toMatchObject({
      flags: { frozen: false },
    });
    const titles = (
      (await t.api.post('/message/list', {}, user.headers)).body.data as { items: { title: { us: string } }[] }
    ).items.map((m) => m.title.us);
    expect(titles.slice(0, 2)).toEqual(['Your account is no longer frozen', 'Your account is frozen']);
    expect(await audit({ target_id: user.account })).toHaveLength(2);
  });

  it('disabling ends every session at once and refuses sign-in until lifted', async () => {
    const user = await t.newUser();
    const res = await setFlag(user.account, 'disabled', '1');
    expect(res.body.data).toMatchObject({ flags: { disabled: true }, revokedSessions: 1 });
    expect((await t.api.post('/user/session', {}, user.headers)).status).toBe(401);
    const refused = await t.api.post('/user/login', { account: user.account, password: user.password });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('account_disabled');
    await setFlag(user.account, 'disabled', '0');
    expect((await t.api.post('/user/login', { account: user.account, password: user.password })).status).toBe(200);
  });

  it('banning from login refuses with account_banned', async () => {
    const user = await t.newUser();
    expect((await setFlag(user.account, 'login_banned', '1')).body.data).toMatchObject({ revokedSessions: 1 });
    expect((await t.api.post('/user/login', { account: user.account, password: user.password })).body.msg).toBe(
      'account_banned',
    );
  });

  it('refuses to restrict an operator or an unknown account, changing nothing', async () => {
    const before = await fingerprint();
    const locked = await setFlag(DEMO_OPERATOR.account, 'frozen', '1');
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe('admin_item_locked');
    const unknown = await setFlag('0811111111', 'frozen', '1');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('account_not_found');
    const mixed = await t.api.post(
      '/admin/user/setFlag',
      { account: DEMO_USER.account, flag: 'frozen', value: '1', message: 'x', message_jp: 'y' },
      operator,
    );
    expect(mixed.status).toBe(400);
    expect(await fingerprint()).toEqual(before);
  });

  it('logs a user out everywhere', async () => {
    const user = await t.newUser();
    await t.api.post('/user/login', { account: user.account, password: user.password });
    const res = await t.api.post('/admin/user/revokeSessions', { account: user.account }, operator);
    expect(res.body.data).toMatchObject({ revokedSessions: 2 });
    expect((await t.api.post('/user/session', {}, user.headers)).status).toBe(401);
    expect((await audit({ action: 'user_sessions_revoked' }))[0]).toMatchObject({ targetId: user.account });
  });

  it('lists and searches users with balances and flags, and shows one with sessions and ledger', async () => {
    const user = await t.newUser();
    await setFlag(user.account, 'withdrawal_barred', '1');
    const found = (await t.api.post('/admin/user/list', { q: user.account.slice(0, 9) }, operator)).body.data as {
      items: { account: string; availableJpy: string; flags: { withdrawalBarred: boolean } }[];
    };
    expect(found.items.map((u) => u.account)).toContain(user.account);
    const barred = (await t.api.post('/admin/user/list', { flag: 'withdrawal_barred' }, operator)).body.data as {
      items: { account: string }[];
    };
    expect(barred.items.map((u) => u.account)).toEqual([user.account]);
    const richest = (await t.api.post('/admin/user/list', { sort: 'available_desc', size: '1' }, operator)).body
      .data as { items: { account: string; availableJpy: string }[] };
    // Both demo users hold ¥10,000,000; the newer one sorts first among equals.
    expect(richest.items[0]).toMatchObject({ account: DEMO_VERIFIED_USER.account, availableJpy: '10000000' });

    const detail = (await t.api.post('/admin/user/detail', { account: user.account }, operator)).body.data as {
      invitedBy: string;
      balances: unknown[];
      sessions: { ipAddress: string }[];
    };
    expect(detail.invitedBy).toBe(DEMO_OPERATOR.account);
    expect(detail.balances).toEqual([
      { currency: 'CNY', available: '100000.00', held: '0.00', total: '100000.00' },
      { currency: 'JPY', available: '1000000', held: '0', total: '1000000' },
      { currency: 'USD', available: '10000.00', held: '0.00', total: '10000.00' },
    ]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]?.ipAddress).toMatch(/127\.0\.0\.1/);

    const ledger = (await t.api.post('/admin/user/ledger', { account: user.account }, operator)).body.data as {
      items: unknown[];
    };
    expect(ledger.items).toEqual([
      expect.objectContaining({ type: 'opening_credit', amount: '100000.00', currency: 'CNY' }),
      expect.objectContaining({ type: 'opening_credit', amount: '10000.00', currency: 'USD' }),
      expect.objectContaining({
        type: 'opening_credit',
        amount: '1000000',
        availableAfter: '1000000',
        currency: 'JPY',
      }),
    ]);
    const none = await t.api.post('/admin/user/ledger', { account: user.account, entry_type: 'withdrawal' }, operator);
    expect(none.body.data).toMatchObject({ items: [], total: 0 });
    expect((await t.api.post('/admin/user/detail', { account: '0811111111' }, operator)).body.msg).toBe(
      'account_not_found',
    );
  });

  it('edits config within bounds, audits old and new, and refuses a bad value changing nothing', async () => {
    const res = await t.api.post('/admin/config/update', { name: 'title', value: 'Kabuto Demo' }, operator);
    expect(res.body.data).toMatchObject({
      name: 'title',
      value: 'Kabuto Demo',
      editable: true,
      updatedBy: DEMO_OPERATOR.account,
    });
    const pairs = (await t.api.post('/common/config', { type: 'all' })).body.data as { name: string; value: string }[];
    expect(pairs).toContainEqual({ name: 'title', value: 'Kabuto Demo' });
    expect((await audit({ action: 'config_updated' }))[0]).toMatchObject({
      targetId: 'title',
      before: { value: 'Kabuto' },
      after: { value: 'Kabuto Demo' },
    });
    expect(
      (await t.api.post('/admin/config/update', { name: 'fee_buy_percent', value: '0.5' }, operator)).body.data,
    ).toMatchObject({
      value: '0.50',
    });
    expect(
      (await t.api.post('/admin/config/update', { name: 'fee_min_usd', value: '1.5' }, operator)).body.data,
    ).toMatchObject({ value: '1.50' });
    expect(
      (await t.api.post('/admin/config/update', { name: 'paper_opening_credit_cny', value: '200000' }, operator)).body
        .data,
    ).toMatchObject({ value: '200000.00' });
    await t.api.post('/admin/config/update', { name: 'paper_opening_credit_cny', value: '100000' }, operator);

    const before = await fingerprint();
    for (const [name, value] of [
      ['loan_rate_percent', '15.01'],
      ['withdrawal_max', '5000001'],
      ['withdrawal_min', '99'],
      ['leverage_choices', '1,4'],
      ['leverage_choices', '2,3'],
      ['leverage_choices', '1,3.4'],
      ['margin_trading_enabled', 'yes'],
      ['fee_min_usd', '1.001'],
      ['paper_opening_credit_usd', '-5'],
      ['kefu', 'http://insecure.example'],
      ['deposit_hours', '17:00-09:00'],
      ['invite_required', 'yes'],
    ]) {
      const bad = await t.api.post('/admin/config/update', { name: name!, value: value! }, operator);
      expect(bad.body, `${name}=${value}`).toEqual({
        status: 0,
        msg: 'invalid_parameter',
        data: [{ field: 'value', rule: 'pattern' }],
      });
    }
    const readOnly = await t.api.post('/admin/config/update', { name: 'mode', value: 'live' }, operator);
    expect(readOnly.status).toBe(400);
    expect(await fingerprint()).toEqual(before);

    const list = (await t.api.post('/admin/config/list', {}, operator)).body.data as {
      name: string;
      editable: boolean;
      visibility: string;
    }[];
    expect(list.find((e) => e.name === 'mode')).toMatchObject({ editable: false });
    expect(list.find((e) => e.name === 'withdrawal_second_approval_threshold')).toMatchObject({
      visibility: 'private',
    });
  });

  it('sends a message to everyone and lists what was sent', async () => {
    const user = await t.newUser();
    const sent = await t.api.post(
      '/admin/message/send',
      {
        audience: 'all',
        title_jp: 'お知らせ',
        title_cn: '通知',
        title_us: 'Notice',
        body_jp: '本文',
        body_cn: '正文',
        body_us: 'Body',
      },
      operator,
    );
    const [{ n }] = (await t.db.query<{ n: bigint }>(
      `SELECT COUNT(*)::bigint AS n FROM users WHERE role = 'user'`,
    )) as [{ n: bigint }];
    expect(sent.body.data).toMatchObject({
      audience: 'all',
      account: null,
      recipients: Number(n),
      sentBy: DEMO_OPERATOR.account,
    });
    expect((await t.api.post('/message/unreadCount', {}, user.headers)).body.data).toEqual({ unread: 1 });
    const refused = await t.api.post(
      '/admin/message/send',
      {
        audience: 'all',
        account: user.account,
        title_jp: 'a',
        title_cn: 'a',
        title_us: 'a',
        body_jp: 'b',
        body_cn: 'b',
        body_us: 'b',
      },
      operator,
    );
    expect(refused.status).toBe(400);
    const list = (await t.api.post('/admin/message/list', { audience: 'all' }, operator)).body.data as {
      total: number;
    };
    expect(list.total).toBe(1);
    expect((await audit({ action: 'message_sent' }))[0]).toMatchObject({ targetType: 'message' });
  });

  describe('agent applications', () => {
    interface Application {
      id: string;
      account: string;
      status: string;
      rebateRatio: string | null;
      rejectReason: string | null;
      note: string | null;
      reviewedBy: string | null;
      reviewedAt: string | null;
    }
    type Applicant = Awaited<ReturnType<TestServer['newUser']>>;
    const apply = async (): Promise<{ user: Applicant; id: string }> => {
      const user = await t.newUser();
      await t.db.query(`UPDATE users SET real_name_status = 'verified', real_name = '山田 太郎' WHERE account = $1`, [
        user.account,
      ]);
      const res = await t.api.post('/referral/applyAgent', { agree: '1' }, user.headers);
      return { user, id: (res.body.data as { id: string }).id };
    };
    const queue = async (form: Record<string, string> = {}) =>
      (await t.api.post('/admin/agent/list', form, operator)).body.data as { items: Application[]; total: number };
    const summary = async (user: Applicant) =>
      (await t.api.post('/referral/summary', {}, user.headers)).body.data as Record<string, unknown>;
    const inbox = async (user: Applicant) =>
      (
        (await t.api.post('/message/list', {}, user.headers)).body.data as {
          items: { id: string; title: { us: string } }[];
        }
      ).items;

    it('lists pending applications oldest first, filtered by state and user', async () => {
      const first = await apply();
      const second = await apply();
      const pending = await queue({ status: 'pending' });
      const ids = pending.items.map((item) => item.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
      expect((await queue({ account: second.user.account })).items).toEqual([
        expect.objectContaining({
          id: second.id,
          account: second.user.account,
          realName: '山田 太郎',
          inviteeCount: 0,
          status: 'pending',
          rebateRatio: null,
          reviewedBy: null,
        }),
      ]);
      expect((await queue({ status: 'cancelled' })).total).toBe(0);
    });

    it('approves at the configured ratio: the user is an agent, is told, and the audit log has it', async () => {
      const { user, id } = await apply();
      const res = await t.api.post('/admin/agent/approve', { id }, operator);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id,
        status: 'approved',
        rebateRatio: '20.00',
        rejectReason: null,
        reviewedBy: DEMO_OPERATOR.account,
        reviewedAt: t.clock.now().toISOString(),
      });
      expect(await summary(user)).toMatchObject({ agentStatus: 'agent', rebateRatio: '20.00' });
      expect((await inbox(user))[0]?.title.us).toBe('Your agent application was approved');
      expect((await audit({ target_type: 'agent_application', target_id: id }))[0]).toMatchObject({
        action: 'agent_application_approved',
        operator: DEMO_OPERATOR.account,
        before: { status: 'pending' },
        after: { status: 'approved', rebateRatio: '20.00' },
      });
    });

    it('approves at a ratio the operator sets within the bounds, and refuses one outside them changing nothing', async () => {
      const { user, id } = await apply();
      const before = await fingerprint();
      for (const ratio of ['50.01', '99', '-1', '12.345']) {
        const refused = await t.api.post('/admin/agent/approve', { id, rebate_ratio: ratio }, operator);
        expect(refused.status, ratio).toBe(400);
        expect(refused.body.msg).toBe('invalid_parameter');
      }
      expect(await fingerprint()).toEqual(before);
      const res = await t.api.post('/admin/agent/approve', { id, rebate_ratio: '12.5' }, operator);
      expect(res.body.data).toMatchObject({ status: 'approved', rebateRatio: '12.50' });
      expect(await summary(user)).toMatchObject({ agentStatus: 'agent', rebateRatio: '12.50' });
      const message = (await inbox(user))[0]!;
      const detail = (await t.api.post('/message/detail', { id: message.id }, user.headers)).body.data as {
        body: { us: string };
      };
      expect(detail.body.us).toContain('12.50%');
    });

    it('rejects with a reason code and note the user reads; the user may apply again', async () => {
      const { user, id } = await apply();
      const res = await t.api.post(
        '/admin/agent/reject',
        { id, reason: 'agent_rejected_eligibility_not_met', note: 'Please apply again after a month.' },
        operator,
      );
      expect(res.body.data).toMatchObject({
        status: 'rejected',
        rebateRatio: null,
        rejectReason: 'agent_rejected_eligibility_not_met',
        note: 'Please apply again after a month.',
        reviewedBy: DEMO_OPERATOR.account,
      });
      expect(await summary(user)).toMatchObject({ agentStatus: 'rejected' });
      expect((await summary(user)).rebateRatio).toBeUndefined();
      const message = (await inbox(user))[0]!;
      expect(message.title.us).toBe('Your agent application was not approved');
      const detail = (await t.api.post('/message/detail', { id: message.id }, user.headers)).body.data as {
        body: { jp: string; us: string };
      };
      expect(detail.body.us).toContain('does not meet the agent programme');
      expect(detail.body.us).toContain('Please apply again after a month.');
      expect(detail.body.jp).toContain('条件を満たしていません');
      expect((await audit({ action: 'agent_application_rejected' }))[0]).toMatchObject({
        targetId: id,
        reason: 'agent_rejected_eligibility_not_met',
        after: { status: 'rejected', note: 'Please apply again after a month.' },
      });
      const again = await t.api.post('/referral/applyAgent', { agree: '1' }, user.headers);
      expect(again.body.data).toMatchObject({ status: 'pending' });
    });

    it('refuses a second decision with 409 review_already_decided, changing nothing', async () => {
      const { user, id } = await apply();
      await t.api.post('/admin/agent/approve', { id, rebate_ratio: '10' }, operator);
      const before = await fingerprint();
      const messages = (await inbox(user)).length;
      const twice = await t.api.post('/admin/agent/approve', { id, rebate_ratio: '30' }, operator);
      expect(twice.status).toBe(409);
      expect(twice.body.msg).toBe('review_already_decided');
      const reject = await t.api.post('/admin/agent/reject', { id, reason: 'review_rejected_other' }, operator);
      expect(reject.status).toBe(409);
      expect(reject.body.msg).toBe('review_already_decided');
      expect(await fingerprint()).toEqual(before);
      expect(await inbox(user)).toHaveLength(messages);
      expect(await summary(user)).toMatchObject({ rebateRatio: '10.00' });
    });

    it('lets exactly one of two racing decisions through', async () => {
      const { id } = await apply();
      const results = await Promise.all([
        t.api.post('/admin/agent/approve', { id }, operator),
        t.api.post('/admin/agent/reject', { id, reason: 'review_rejected_other' }, operator),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await audit({ target_type: 'agent_application', target_id: id })).toHaveLength(1);
    });

    it('refuses users (403 operator_only) and unknown ids (404), changing nothing', async () => {
      const { user, id } = await apply();
      const before = await fingerprint();
      for (const [path, form] of [
        ['/admin/agent/list', {}],
        ['/admin/agent/approve', { id }],
        ['/admin/agent/reject', { id, reason: 'review_rejected_other' }],
      ] as const) {
        const res = await t.api.post(path, form, user.headers);
        expect(res.status, path).toBe(403);
        expect(res.body.msg).toBe('operator_only');
      }
      const unknown = await t.api.post('/admin/agent/approve', { id: '999999999' }, operator);
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe('not_found');
      const badReason = await t.api.post('/admin/agent/reject', { id, reason: 'pay_a_fee' }, operator);
      expect(badReason.status).toBe(400);
      expect(await fingerprint()).toEqual(before);
      expect(await summary(user)).toMatchObject({ agentStatus: 'pending' });
    });
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(t.db.query(`UPDATE audit_log SET reason = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });

  it('writes no audit row when the action fails', async () => {
    const before = (await audit()).length;
    await t.api.post('/admin/config/update', { name: 'title', value: '' }, operator);
    await setFlag('0811111111', 'frozen', '1');
    expect((await audit()).length).toBe(before);
  });
});
