import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITE_CODE, DEMO_USER } from '../src/seed.ts';
import { engines } from './helpers/engines.ts';
import { assertLedgerInvariants, stateFingerprint } from './helpers/invariants.ts';
import { checkedResponse, startTestServer, STRONG_PASSWORD } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { DAY, HOUR, MINUTE } from './helpers/clock.ts';
import { restrictDirectly } from './helpers/accounts.ts';

const LISTS = [
  '/trade/usernewstocklist',
  '/user/withdrawallist',
  '/trade/userproductlist',
  '/trade/ustockslist',
  '/trade/userstocklist',
  '/trade/userstocklists',
];

describe.each(engines())('registration and sessions on $name', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t.close());
  afterEach(() => assertLedgerInvariants(t.db));

  const registration = (overrides: Record<string, string> = {}) => ({
    account: t.nextAccount(),
    password: STRONG_PASSWORD,
    invite_code: DEMO_INVITE_CODE,
    agree: '1',
    ...overrides,
  });

  describe('register', () => {
    it('creates the account and credits the opening paper cash', async () => {
      const form = registration({ invite_code: DEMO_INVITE_CODE.toLowerCase() });
      const res = await t.api.post('/user/register', form);
      expect(res.body).toEqual({ status: 1, data: { account: form.account } });
      const login = await t.api.post('/user/login', { account: form.account, password: form.password });
      const token = (login.body.data as { token: string }).token;
      const info = await t.api.post('/user/getUserinfo', {}, { token, account: form.account });
      expect(info.body.data).toMatchObject({ account: form.account, jpy: '1000000', jpyyjed: '0', currency: 'JPY' });
      expect((info.body.data as { inviteCode: string }).inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    });

    it('refuses an invite code nobody has', async () => {
      const before = await stateFingerprint(t.db);
      const res = await t.api.post('/user/register', registration({ invite_code: 'NOBODY99' }));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ status: 0, msg: 'inviter_not_found', data: null });
      expect(await stateFingerprint(t.db)).toEqual(before);
    });

    it('accepts another user’s referral code', async () => {
      const inviter = await t.newUser();
      const info = await t.api.post('/user/getUserinfo', {}, inviter.headers);
      const code = (info.body.data as { inviteCode: string }).inviteCode;
      expect((await t.api.post('/user/register', registration({ invite_code: code }))).body.status).toBe(1);
    });

    it('refuses an existing account with 409 account_exists', async () => {
      const before = await stateFingerprint(t.db);
      const res = await t.api.post('/user/register', registration({ account: DEMO_USER.account }));
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('account_exists');
      expect(await stateFingerprint(t.db)).toEqual(before);
    });

    it.each([
      ['a 9-digit account', { account: '090000000' }, [{ field: 'account', rule: 'pattern' }]],
      ['an account with letters', { account: '09000000ab' }, [{ field: 'account', rule: 'pattern' }]],
      ['a full-width password', { password: 'ｓｅｃｒｅｔ１２３' }, [{ field: 'password', rule: 'pattern' }]],
      ['a 5-character password', { password: 'abc12' }, [{ field: 'password', rule: 'pattern' }]],
      ['a 33-character password', { password: 'a'.repeat(33) }, [{ field: 'password', rule: 'pattern' }]],
      ['a password with symbols', { password: 'secret!23' }, [{ field: 'password', rule: 'pattern' }]],
      ['a malformed invite code', { invite_code: 'AB-' }, [{ field: 'invite_code', rule: 'pattern' }]],
      ['agree other than 1', { agree: '0' }, [{ field: 'agree', rule: 'enum' }]],
      ['an unknown field', { role: 'operator' }, [{ field: 'role', rule: 'unknown' }]],
      // Found by the fuzz test: a `__proto__` field once slipped past the unknown-field check.
      ['a __proto__ field', { ['__proto__']: 'x' }, [{ field: '__proto__', rule: 'unknown' }]],
    ])('refuses %s', async (_name, overrides, fields) => {
      const before = await stateFingerprint(t.db);
      const res = await t.api.post('/user/register', registration(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, msg: 'invalid_parameter', data: fields });
      expect(await stateFingerprint(t.db)).toEqual(before);
    });

    it.each(['account', 'password', 'invite_code', 'agree'])('refuses a missing %s', async (field) => {
      const form: Record<string, string> = registration();
      delete form[field];
      const res = await t.api.post('/user/register', form);
      expect(res.body).toEqual({ status: 0, msg: 'invalid_parameter', data: [{ field, rule: 'required' }] });
    });
  });

  describe('login', () => {
    it('opens a session that expires in seven days', async () => {
      const res = await t.api.post('/user/login', { account: DEMO_USER.account, password: DEMO_USER.password });
      expect(res.status).toBe(200);
      const data = res.body.data as { token: string; account: string; expiresAt: string };
      expect(data.account).toBe(DEMO_USER.account);
      expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
      expect(Date.parse(data.expiresAt) - t.clock.now().getTime()).toBe(7 * DAY);
      const info = await t.api.post('/user/getUserinfo', {}, { token: data.token, account: DEMO_USER.account });
      expect(info.body.data).toMatchObject({ jpy: '10000000', inviteCode: expect.any(String) });
    });

    it('stores only the token hash', async () => {
      const user = await t.newUser();
      const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
      expect(rows.map((r) => r.token_hash)).not.toContain(user.token);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    });

    it('gives the same answer for a wrong password and an unknown account', async () => {
      const user = await t.newUser();
      const wrong = await t.api.post('/user/login', { account: user.account, password: 'wrong123' });
      const unknown = await t.api.post('/user/login', { account: t.nextAccount(), password: 'wrong123' });
      expect(wrong.status).toBe(422);
      expect(unknown.status).toBe(422);
      expect(wrong.body).toEqual({ status: 0, msg: 'wrong_account_or_password', data: null });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses banned and disabled accounts, lets frozen ones in', async () => {
      for (const [flag, expected] of [
        ['login_banned', 'account_banned'],
        ['disabled', 'account_disabled'],
      ] as const) {
        const user = await t.newUser();
        await restrictDirectly(t.db, user.account, flag);
        const res = await t.api.post('/user/login', { account: user.account, password: user.password });
        expect(res.status).toBe(403);
        expect(res.body.msg).toBe(expected);
        // The live session ends too.
        const info = await t.api.post('/user/getUserinfo', {}, user.headers);
        expect(info.status).toBe(403);
      }
      const frozen = await t.newUser();
      await restrictDirectly(t.db, frozen.account, 'frozen');
      expect((await t.api.post('/user/login', { account: frozen.account, password: frozen.password })).status).toBe(
        200,
      );
    });

    it('backs off an account from one address, then lets it in; never a lock', async () => {
      const user = await t.newUser();
      for (let i = 0; i < 3; i += 1) {
        expect((await t.api.post('/user/login', { account: user.account, password: 'wrong123' })).status).toBe(422);
      }
      const refused = await t.api.post('/user/login', { account: user.account, password: user.password });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ status: 0, msg: 'too_frequent', data: null });
      expect(Number(refused.headers.get('retry-after'))).toBe(30);
      t.clock.advance(10 * 1000);
      const still = await t.api.post('/user/login', { account: user.account, password: user.password });
      expect(Number(still.headers.get('retry-after'))).toBe(20);
      t.clock.advance(20 * 1000);
      expect((await t.api.post('/user/login', { account: user.account, password: user.password })).status).toBe(200);
    });

    it('backs off an address after ten failures across accounts, not the same account elsewhere', async () => {
      // In process there is no socket: every request comes from the address 'unknown'.
      const login = async (account: string, password: string) => {
        const res = await t.app.request('/api/vue/user/login', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ account, password }).toString(),
        });
        return checkedResponse('/user/login', 'post', res);
      };
      for (let i = 0; i < 10; i += 1) expect((await login(t.nextAccount(), 'wrong123')).status).toBe(422);
      const user = await t.newUser();
      expect((await login(user.account, user.password)).status).toBe(429);
      // The same account from the real socket address is not throttled.
      expect((await t.api.post('/user/login', { account: user.account, password: user.password })).status).toBe(200);
      t.clock.advance(MINUTE);
      expect((await login(user.account, user.password)).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('logout revokes the token', async () => {
      const user = await t.newUser();
      expect((await t.api.post('/user/logout', {}, user.headers)).body).toEqual({ status: 1, data: null });
      const after = await t.api.post('/user/getUserinfo', {}, user.headers);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ status: 0, msg: 'not_logged_in', data: null });
    });

    it('ends a session idle for twelve hours', async () => {
      const user = await t.newUser();
      t.clock.advance(11 * HOUR);
      expect((await t.api.post('/user/getUserinfo', {}, user.headers)).status).toBe(200);
      t.clock.advance(11 * HOUR); // 11 h since the last use: still alive
      expect((await t.api.post('/user/getUserinfo', {}, user.headers)).status).toBe(200);
      t.clock.advance(12 * HOUR);
      expect((await t.api.post('/user/getUserinfo', {}, user.headers)).status).toBe(401);
    });

    it('ends a session seven days after login however busy it is', async () => {
      const user = await t.newUser();
      for (let elapsed = 0; elapsed < 7 * DAY - 10 * HOUR; elapsed += 10 * HOUR) {
        t.clock.advance(10 * HOUR);
        expect((await t.api.post('/user/getUserinfo', {}, user.headers)).status).toBe(200);
      }
      t.clock.advance(10 * HOUR);
      expect((await t.api.post('/user/getUserinfo', {}, user.headers)).status).toBe(401);
    });

    it('refuses a token sent with another user’s account header', async () => {
      const alice = await t.newUser();
      const bob = await t.newUser();
      const res = await t.api.post('/user/getUserinfo', {}, { token: alice.token, account: bob.account });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 0, msg: 'account_mismatch', data: null });
    });

    it('refuses made-up and missing tokens', async () => {
      expect((await t.api.post('/user/getUserinfo', {}, { token: 'made-up', account: DEMO_USER.account })).status).toBe(
        401,
      );
      expect((await t.api.post('/user/getUserinfo')).status).toBe(401);
    });
  });

  describe('lists', () => {
    it.each(LISTS)('%s answers [] when logged in, 401 without a token', async (path) => {
      const user = await t.newUser();
      for (const type of ['jpy', 'usd', 'cny']) {
        expect((await t.api.post(path, { type }, user.headers)).body).toEqual({ status: 1, data: [] });
      }
      expect((await t.api.post(path, {}, user.headers)).body).toEqual({ status: 1, data: [] });
      expect((await t.api.post(path, { type: 'eur' }, user.headers)).body).toEqual({
        status: 0,
        msg: 'invalid_parameter',
        data: [{ field: 'type', rule: 'enum' }],
      });
      expect((await t.api.post(path, { type: 'jpy' })).status).toBe(401);
    });
  });
});
