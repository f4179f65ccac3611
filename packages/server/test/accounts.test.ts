import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITE_CODE } from '../src/seed.ts';
import { assertAccountCan } from '../src/accounts/restrictions.ts';
import { engines } from './helpers/engines.ts';
import { assertLedgerInvariants, stateFingerprint } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { MINUTE } from './helpers/clock.ts';
import { accountsFingerprint, operatorHeaders, restrictDirectly } from './helpers/accounts.ts';

describe.each(engines())('accounts on $name', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t.close());
  afterEach(() => assertLedgerInvariants(t.db));

  const fingerprint = async () => ({ ledger: await stateFingerprint(t.db), accounts: await accountsFingerprint(t.db) });
  const login = async (account: string, password: string) => t.api.post('/user/login', { account, password });
  const inboxTitles = async (headers: Record<string, string>) =>
    ((await t.api.post('/message/list', {}, headers)).body.data as { items: { title: { us: string } }[] }).items.map(
      (m) => m.title.us,
    );

  describe('session and profile', () => {
    it('describes the session with its idle and absolute ends', async () => {
      const user = await t.newUser();
      const res = await t.api.post('/user/session', {}, user.headers);
      expect(res.body.data).toMatchObject({ account: user.account, role: 'user', idleTimeoutSeconds: 12 * 60 * 60 });
    });

    it('shows a fresh account unverified, without fund password, unable to trade or withdraw', async () => {
      const user = await t.newUser();
      const res = await t.api.post('/user/profile', {}, user.headers);
      expect(res.body.data).toMatchObject({
        account: user.account,
        language: 'jp',
        realNameStatus: 'unverified',
        fundPasswordSet: false,
        agent: false,
        canTrade: false,
        canWithdraw: false,
        restrictions: [],
      });
    });

    it('stores the language per user', async () => {
      const user = await t.newUser();
      expect((await t.api.post('/user/setLanguage', { language: 'cn' }, user.headers)).body.data).toEqual({
        language: 'cn',
      });
      expect((await t.api.post('/user/profile', {}, user.headers)).body.data).toMatchObject({ language: 'cn' });
      const other = await t.newUser();
      expect((await t.api.post('/user/profile', {}, other.headers)).body.data).toMatchObject({ language: 'jp' });
      const bad = await t.api.post('/user/setLanguage', { language: 'fr' }, user.headers);
      expect(bad.status).toBe(400);
    });
  });

  describe('login password', () => {
    it('changes it, keeps this session, ends every other one and says so in the inbox', async () => {
      const user = await t.newUser();
      const other = await login(user.account, user.password);
      const otherHeaders = { token: (other.body.data as { token: string }).token, account: user.account };
      const res = await t.api.post(
        '/user/changePassword',
        { old_password: user.password, new_password: 'Wd5pKx9rTb' },
        user.headers,
      );
      expect(res.body.data).toEqual({ changedAt: t.clock.now().toISOString(), revokedSessions: 1 });
      expect((await t.api.post('/user/session', {}, user.headers)).status).toBe(200);
      expect((await t.api.post('/user/session', {}, otherHeaders)).status).toBe(401);
      expect((await login(user.account, user.password)).status).toBe(422);
      expect((await login(user.account, 'Wd5pKx9rTb')).status).toBe(200);
      expect(await inboxTitles(user.headers)).toContain('Your login password was changed');
    });

    it('refuses a wrong current password and an unchanged one, changing nothing', async () => {
      const user = await t.newUser();
      const before = await fingerprint();
      const wrong = await t.api.post(
        '/user/changePassword',
        { old_password: 'wrong', new_password: 'Zr4mQw8yNc' },
        user.headers,
      );
      expect(wrong.status).toBe(422);
      expect(wrong.body.msg).toBe('wrong_original_password');
      const same = await t.api.post(
        '/user/changePassword',
        { old_password: user.password, new_password: user.password },
        user.headers,
      );
      expect(same.body.msg).toBe('password_unchanged');
      expect(await fingerprint()).toEqual(before);
    });

    it('throttles wrong current passwords per account like login, without locking login', async () => {
      const user = await t.newUser();
      for (let i = 0; i < 5; i += 1) {
        const res = await t.api.post(
          '/user/changePassword',
          { old_password: 'wrong', new_password: 'Zr4mQw8yNc' },
          user.headers,
        );
        expect(res.status).toBe(422);
      }
      const throttled = await t.api.post(
        '/user/changePassword',
        { old_password: user.password, new_password: 'Zr4mQw8yNc' },
        user.headers,
      );
      expect(throttled.status).toBe(429);
      expect(throttled.body.msg).toBe('too_frequent');
      expect(Number(throttled.headers.get('retry-after'))).toBe(15 * 60);
      // Its own budget: logging in still works.
      expect((await login(user.account, user.password)).status).toBe(200);
      t.clock.advance(15 * MINUTE + 1000);
      const after = await t.api.post(
        '/user/changePassword',
        { old_password: user.password, new_password: 'Zr4mQw8yNc' },
        user.headers,
      );
      expect(after.status).toBe(200);
    });
  });

  describe('fund password', () => {
    it('is set once with the login password, then changed with the old fund password', async () => {
      const user = await t.newUser();
      const notSet = await t.api.post(
        '/user/changeFundPassword',
        { old_fund_password: 'fund12345', new_fund_password: 'fund67890' },
        user.headers,
      );
      expect(notSet.body.msg).toBe('fund_password_not_set');
      const sameAsLogin = await t.api.post(
        '/user/setFundPassword',
        { login_password: user.password, fund_password: user.password },
        user.headers,
      );
      expect(sameAsLogin.body.msg).toBe('fund_password_same_as_login');
      const wrongLogin = await t.api.post(
        '/user/setFundPassword',
        { login_password: 'nope', fund_password: 'fund12345' },
        user.headers,
      );
      expect(wrongLogin.body.msg).toBe('wrong_original_password');

      const set = await t.api.post(
        '/user/setFundPassword',
        { login_password: user.password, fund_password: 'fund12345' },
        user.headers,
      );
      expect(set.body.data).toEqual({ fundPasswordSet: true, changedAt: t.clock.now().toISOString() });
      const again = await t.api.post(
        '/user/setFundPassword',
        { login_password: user.password, fund_password: 'fund99999' },
        user.headers,
      );
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('fund_password_already_set');

      const wrongOld = await t.api.post(
        '/user/changeFundPassword',
        { old_fund_password: 'nope12', new_fund_password: 'fund67890' },
        user.headers,
      );
      expect(wrongOld.body.msg).toBe('wrong_fund_password');
      const toLogin = await t.api.post(
        '/user/changeFundPassword',
        { old_fund_password: 'fund12345', new_fund_password: user.password },
        user.headers,
      );
      expect(toLogin.body.msg).toBe('fund_password_same_as_login');
      const changed = await t.api.post(
        '/user/changeFundPassword',
        { old_fund_password: 'fund12345', new_fund_password: 'fund67890' },
        user.headers,
      );
      expect(changed.status).toBe(200);
      const [row] = await t.db.query<{ fund_password_hash: string }>(
        'SELECT fund_password_hash FROM users WHERE account = $1',
        [user.account],
      );
      expect(row?.fund_password_hash).toMatch(/^\$argon2id\$/);
      expect((await t.api.post('/user/profile', {}, user.headers)).body.data).toMatchObject({ fundPasswordSet: true });
      expect(await inboxTitles(user.headers)).toEqual(['Your fund password was changed', 'Your fund password is set']);
    });
  });

  describe('inbox', () => {
    it('lists newest first, opens (marking read), marks by ids or all, and hides other users’ messages', async () => {
      const user = await t.newUser();
      const operator = await operatorHeaders(t);
      for (const n of [1, 2, 3]) {
        await t.api.post(
          '/admin/message/send',
          {
            audience: 'user',
            account: user.account,
            title_jp: `件名${n}`,
            title_cn: `标题${n}`,
            title_us: `Title ${n}`,
            body_jp: `本文${n}\n二行目`,
            body_cn: `正文${n}`,
            body_us: `Body ${n}`,
          },
          operator,
        );
      }
      expect((await t.api.post('/message/unreadCount', {}, user.headers)).body.data).toEqual({ unread: 3 });
      const list = (await t.api.post('/message/list', { size: '2' }, user.headers)).body.data as {
        items: { id: string; kind: string; title: { us: string }; preview: { jp: string }; read: boolean }[];
        total: number;
      };
      expect(list.total).toBe(3);
      expect(list.items.map((m) => m.title.us)).toEqual(['Title 3', 'Title 2']);
      expect(list.items[0]).toMatchObject({ kind: 'operator', read: false, preview: { jp: '本文3' } });

      const opened = await t.api.post('/message/detail', { id: list.items[0]!.id }, user.headers);
      expect(opened.body.data).toMatchObject({ read: true, body: { jp: '本文3\n二行目' } });
      const stranger = await t.newUser();
      const hidden = await t.api.post('/message/detail', { id: list.items[1]!.id }, stranger.headers);
      expect(hidden.status).toBe(404);
      expect((await t.api.post('/message/markRead', { ids: list.items[1]!.id }, stranger.headers)).body.data).toEqual({
        marked: 0,
        unread: 0,
      });

      expect((await t.api.post('/message/list', { unread: '1' }, user.headers)).body.data).toMatchObject({ total: 2 });
      expect((await t.api.post('/message/markRead', { ids: list.items[1]!.id }, user.headers)).body.data).toEqual({
        marked: 1,
        unread: 1,
      });
      expect((await t.api.post('/message/markRead', { all: '1' }, user.headers)).body.data).toEqual({
        marked: 1,
        unread: 0,
      });
      const both = await t.api.post('/message/markRead', { all: '1', ids: '1' }, user.headers);
      expect(both.status).toBe(400);
      expect((await t.api.post('/message/markRead', {}, user.headers)).status).toBe(400);
    });
  });

  describe('registration and the invite requirement', () => {
    it('refuses an unknown code while invites are required, and registers without an inviter when not', async () => {
      const operator = await operatorHeaders(t);
      const form = () => ({ account: t.nextAccount(), password: 'Tq8vLm3xRw', invite_code: 'NOBODY99', agree: '1' });
      const refused = await t.api.post('/user/register', form());
      expect(refused.body.msg).toBe('inviter_not_found');
      await t.api.post('/admin/config/update', { name: 'invite_required', value: '0' }, operator);
      try {
        const open = form();
        expect((await t.api.post('/user/register', open)).body.status).toBe(1);
        const [row] = await t.db.query<{ inviter_id: bigint | null }>(
          'SELECT inviter_id FROM users WHERE account = $1',
          [open.account],
        );
        expect(row?.inviter_id).toBeNull();
        // A real code still links the inviter.
        const invited = { ...form(), invite_code: DEMO_INVITE_CODE };
        expect((await t.api.post('/user/register', invited)).body.status).toBe(1);
      } finally {
        await t.api.post('/admin/config/update', { name: 'invite_required', value: '1' }, operator);
      }
      expect((await t.api.post('/user/register', form())).body.msg).toBe('inviter_not_found');
    });
  });

  describe('restrictions', () => {
    it('assertAccountCan refuses by action with the contact-support codes', () => {
      const can = (
        flags: Parameters<typeof assertAccountCan>[0]['flags'],
        action: Parameters<typeof assertAccountCan>[1],
      ) => {
        try {
          assertAccountCan({ flags }, action);
          return 'ok';
        } catch (error) {
          return (error as { code: string }).code;
        }
      };
      expect(can([], 'trade')).toBe('ok');
      expect(can(['frozen'], 'login')).toBe('ok');
      expect(can(['frozen'], 'trade')).toBe('account_frozen');
      expect(can(['frozen'], 'move_money')).toBe('account_frozen');
      expect(can(['trading_barred'], 'trade')).toBe('trading_barred');
      expect(can(['trading_barred'], 'withdraw')).toBe('ok');
      expect(can(['trading_barred'], 'move_money')).toBe('ok');
      expect(can(['withdrawal_barred'], 'withdraw')).toBe('withdrawal_barred');
      expect(can(['withdrawal_barred'], 'trade')).toBe('ok');
      expect(can(['trading_barred', 'withdrawal_barred'], 'trade')).toBe('trading_barred');
      expect(can(['trading_barred', 'withdrawal_barred'], 'withdraw')).toBe('withdrawal_barred');
      // The broader restriction is the one the user is told about.
      expect(can(['frozen', 'trading_barred'], 'trade')).toBe('account_frozen');
      expect(can(['frozen', 'withdrawal_barred'], 'withdraw')).toBe('account_frozen');
      expect(can(['disabled', 'trading_barred'], 'trade')).toBe('account_disabled');
      expect(can(['disabled'], 'login')).toBe('account_disabled');
      expect(can(['login_banned'], 'login')).toBe('account_banned');
    });

    it('a frozen user still signs in and sees why, but cannot redeem points', async () => {
      const user = await t.newUser();
      await restrictDirectly(t.db, user.account, 'frozen');
      const relogin = await login(user.account, user.password);
      expect(relogin.status).toBe(200);
      const profile = (await t.api.post('/user/profile', {}, user.headers)).body.data as {
        restrictions: { kind: string; reason: { us: string } }[];
        canTrade: boolean;
      };
      expect(profile.restrictions).toEqual([expect.objectContaining({ kind: 'frozen', reason: expect.any(Object) })]);
      const redeem = await t.api.post(
        '/checkin/redeem',
        { points: '500' },
        { ...user.headers, 'Idempotency-Key': 'frozen-1' },
      );
      expect(redeem.status).toBe(403);
      expect(redeem.body.msg).toBe('account_frozen');
    });
  });

  describe('documents and support', () => {
    it.each(['about', 'privacy', 'protocol'])(
      'serves %s in three languages, saying it is a simulator',
      async (name) => {
        const res = await t.api.post('/common/document', { name });
        const doc = res.body.data as { name: string; body: { jp: string; cn: string; us: string } };
        expect(doc.name).toBe(name);
        for (const text of Object.values(doc.body)) expect(text.length).toBeGreaterThan(50);
        if (name === 'about') expect(doc.body.us).toContain('paper money');
      },
    );

    it('serves the kefu link and the three anti-scam promises, and leaves kefu out when unset', async () => {
      const res = await t.api.post('/common/support');
      const data = res.body.data as { kefu?: string; antiScamNotice: { point: string }[] };
      expect(data.kefu).toBe('https://kabuto.example/support');
      expect(data.antiScamNotice.map((p) => p.point)).toEqual([
        'no_chat_app',
        'no_fee_to_withdraw',
        'no_personal_account',
      ]);
      await t.db.query(`UPDATE config SET value = '' WHERE name = 'kefu'`);
      try {
        expect((await t.api.post('/common/support')).body.data).not.toHaveProperty('kefu');
      } finally {
        await t.db.query(`UPDATE config SET value = 'https://kabuto.example/support' WHERE name = 'kefu'`);
      }
    });
  });
});
