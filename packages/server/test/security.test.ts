import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITE_CODE, DEMO_SECOND_OPERATOR, DEMO_USER } from '../src/seed.ts';
import { smtpSender } from '../src/security/mail.ts';
import { operatorHeaders, userIdOf } from './helpers/accounts.ts';
import { SoftAuthenticator } from './helpers/authenticator.ts';
import { MINUTE } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import { FUND_PASSWORD, fundingFingerprint, readyToWithdraw, secondOperator } from './helpers/funding.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { startSmtpSink, type SmtpSink } from './helpers/mail.ts';
import { checkedResponse, startTestServer, STRONG_PASSWORD, TEST_ORIGIN } from './helpers/server.ts';
import type { ApiResponse, TestServer } from './helpers/server.ts';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const data = <T>(res: ApiResponse) => res.body.data as T;
let keys = 0;
const idem = (headers: Record<string, string>) => ({ ...headers, 'Idempotency-Key': `security-${(keys += 1)}` });

interface User {
  account: string;
  password: string;
  headers: Record<string, string>;
}
interface Options {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  rpId: string;
  allowCredentials: { id: string }[];
}
interface Pending {
  pendingToken: string;
  account: string;
  expiresAt: string;
}
interface Overview {
  passkeyCount: number;
  recoveryCodesLeft: number;
  stepUpValidUntil: string | null;
  factorChangeAllowedUntil: string | null;
  passkeyRequiredForMoney: boolean;
  signInNeedsPasskey: boolean;
}

/** `name=value` of the device cookie a response set. */
const deviceCookieOf = (res: ApiResponse) => res.headers.get('set-cookie')?.split(';')[0];

describe.each(engines())('account protection on $name', (engine) => {
  let t: TestServer;
  let smtp: SmtpSink;
  let op: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestServer(engine, { mail: smtpSender(smtp.url, 'Kabuto <alerts@kabuto.test>') });
    op = await operatorHeaders(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (path: string, form: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.api.post(path, form, headers);
  /** An in-process request: it has no socket, so it comes from the address 'unknown' (the attacker's here). */
  const postFromElsewhere = async (
    path: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.request(`/api/vue${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
    return checkedResponse(path, 'post', res);
  };
  const setMoneyStepUp = async (on: boolean) => {
    const res = await post(
      '/admin/config/update',
      { name: 'security_passkey_required_for_money', value: on ? '1' : '0' },
      op,
    );
    expect(res.status).toBe(200);
  };
  const overview = async (headers: Record<string, string>) =>
    data<Overview>(await post('/security/overview', {}, headers));
  const inboxTitles = async (headers: Record<string, string>) => {
    const list = await post('/message/list', { size: '100' }, headers);
    return data<{ items: { title: { us: string } }[] }>(list).items.map((m) => m.title.us);
  };

  /** Registers a passkey on the user's session (the first needs the password). */
  async function enrol(user: User, authenticator = new SoftAuthenticator({ origin: TEST_ORIGIN }), name = 'iPhone') {
    const options = await post('/security/passkey/registerOptions', { password: user.password }, user.headers);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const credential = authenticator.register(data<Options>(options));
    const registered = await post('/security/passkey/register', { name, credential }, user.headers);
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    return { authenticator, passkey: data<{ id: string; name: string }>(registered) };
  }

  /** Password, then the passkey: answers the new session's headers. */
  async function signInWithPasswordThenPasskey(user: User, authenticator: SoftAuthenticator, cookie?: string) {
    const cookies: Record<string, string> = cookie ? { cookie } : {};
    const login = await post('/user/login', { account: user.account, password: user.password }, cookies);
    expect(login.status).toBe(403);
    expect(login.body.msg).toBe('passkey_sign_in_required');
    const pending = data<Pending>(login);
    const options = await post(
      '/security/signIn/secondFactorOptions',
      { pending_token: pending.pendingToken },
      cookies,
    );
    const credential = authenticator.assert(data<Options>(options));
    const done = await post(
      '/security/signIn/secondFactor',
      { pending_token: pending.pendingToken, credential },
      cookies,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return { headers: { token: data<{ token: string }>(done).token, account: user.account }, response: done };
  }

  async function stepUp(headers: Record<string, string>, authenticator: SoftAuthenticator) {
    const options = await post('/security/stepUp/options', {}, headers);
    expect(options.status).toBe(200);
    const res = await post(
      '/security/stepUp/verify',
      { credential: authenticator.assert(data<Options>(options)) },
      headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  }

  describe('passwords', () => {
    it.each(['password', 'secret123', 'qwerty123456', 'kabuto2026'])(
      'refuses the common password %s',
      async (password) => {
        const before = await stateFingerprint(t.db);
        const res = await post('/user/register', {
          account: t.nextAccount(),
          password,
          invite_code: DEMO_INVITE_CODE,
          agree: '1',
        });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ status: 0, msg: 'password_too_common', data: null });
        expect(await stateFingerprint(t.db)).toEqual(before);
      },
    );

    it('refuses the account number inside the password, and a common new login password', async () => {
      const account = t.nextAccount();
      const res = await post('/user/register', {
        account,
        password: `${account}a`,
        invite_code: DEMO_INVITE_CODE,
        agree: '1',
      });
      expect(res.body.msg).toBe('password_too_common');
      const user = await t.newUser();
      const change = await post(
        '/user/changePassword',
        { old_password: user.password, new_password: 'password1' },
        user.headers,
      );
      expect(change.status).toBe(422);
      expect(change.body.msg).toBe('password_too_common');
      const strong = await post(
        '/user/changePassword',
        { old_password: user.password, new_password: 'Hq4wZr8nTp2' },
        user.headers,
      );
      expect(strong.status).toBe(200);
    });
  });

  describe('passkeys', () => {
    it('enrols a passkey (the first with the password), then signs in with password then passkey', async () => {
      const user = await t.newUser();
      const noPassword = await post('/security/passkey/registerOptions', {}, user.headers);
      expect(noPassword.body).toEqual({
        status: 0,
        msg: 'invalid_parameter',
        data: [{ field: 'password', rule: 'required' }],
      });
      const wrong = await post('/security/passkey/registerOptions', { password: 'Wrong12345' }, user.headers);
      expect(wrong.body.msg).toBe('wrong_original_password');

      const { authenticator, passkey } = await enrol(user);
      expect(passkey.name).toBe('iPhone');
      expect(await inboxTitles(user.headers)).toContain('A passkey was added');
      const list = data<{ items: { id: string }[]; total: number }>(await post('/security/passkeys', {}, user.headers));
      expect(list.total).toBe(1);
      expect((await overview(user.headers)).signInNeedsPasskey).toBe(true);

      const { headers } = await signInWithPasswordThenPasskey(user, authenticator);
      expect((await post('/user/getUserinfo', {}, headers)).status).toBe(200);
      // The passkey step counts as a step-up for five minutes.
      const fresh = await overview(headers);
      expect(Date.parse(fresh.stepUpValidUntil ?? '') - t.clock.now().getTime()).toBe(5 * MINUTE);
      const history = data<{ items: { method: string; outcome: string; browser: string | null }[] }>(
        await post('/security/signIns', {}, headers),
      ).items;
      expect(history.slice(0, 2).map((e) => `${e.method}:${e.outcome}`)).toEqual([
        'passkey:success',
        'password:second_factor_required',
      ]);
    });

    it('signs in with a passkey alone (discoverable, no account typed)', async () => {
      const user = await t.newUser();
      const { authenticator } = await enrol(user);
      const options = data<Options>(await post('/security/signIn/passkeyOptions'));
      expect(options.allowCredentials).toEqual([]);
      expect(options.rpId).toBe('localhost');
      const res = await post(
        '/security/signIn/passkey',
        { credential: authenticator.assert(options) },
        { 'user-agent': PHONE_UA },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(data<{ account: string }>(res).account).toBe(user.account);
      expect(deviceCookieOf(res)).toMatch(new RegExp(`^kabuto_device_${user.account}=`));
      const sessions = data<{
        items: { current: boolean; method: string; browser: string | null; os: string | null }[];
      }>(
        await post('/security/sessions', {}, { token: data<{ token: string }>(res).token, account: user.account }),
      ).items;
      expect(sessions.find((s) => s.current)).toMatchObject({ method: 'passkey', browser: 'Safari', os: 'iOS' });
    });

    it('uses each challenge once, and refuses another origin, an unverified user and a stranger’s passkey', async () => {
      const user = await t.newUser();
      const { authenticator } = await enrol(user);
      const options = data<Options>(await post('/security/signIn/passkeyOptions'));
      const credential = authenticator.assert(options);
      expect((await post('/security/signIn/passkey', { credential })).status).toBe(200);
      const replay = await post('/security/signIn/passkey', { credential });
      expect(replay.status).toBe(422);
      expect(replay.body.msg).toBe('passkey_verification_failed');

      const phishing = authenticator.assert(data<Options>(await post('/security/signIn/passkeyOptions')), {
        origin: 'https://kabuto-login.example',
      });
      expect((await post('/security/signIn/passkey', { credential: phishing })).body.msg).toBe(
        'passkey_verification_failed',
      );

      const made = authenticator.assert({ ...options, challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVyLWF0LWFsbA' });
      expect((await post('/security/signIn/passkey', { credential: made })).body.msg).toBe(
        'passkey_verification_failed',
      );

      const noPin = new SoftAuthenticator({ origin: TEST_ORIGIN, userVerified: false });
      const other = await t.newUser();
      const regOptions = data<Options>(
        await post('/security/passkey/registerOptions', { password: other.password }, other.headers),
      );
      const refused = await post(
        '/security/passkey/register',
        { name: 'key', credential: noPin.register(regOptions) },
        other.headers,
      );
      expect(refused.body.msg).toBe('passkey_verification_failed');

      // A step-up answered with someone else's passkey.
      const stepOptions = data<Options>(await post('/security/stepUp/options', {}, user.headers));
      const stranger = await enrol(other);
      const wrongKey = stranger.authenticator.assert({ ...stepOptions, allowCredentials: [] });
      expect((await post('/security/stepUp/verify', { credential: wrongKey }, user.headers)).body.msg).toBe(
        'passkey_verification_failed',
      );
      expect(
        await t.db.query('SELECT 1 FROM webauthn_challenges WHERE challenge = $1', [stepOptions.challenge]),
      ).toEqual([]);
    });

    it('renames, removes after a step-up, and alerts each change', async () => {
      const user = await t.newUser();
      const { authenticator, passkey } = await enrol(user);
      const renamed = await post('/security/passkey/rename', { id: passkey.id, name: ' Pixel 9 ' }, user.headers);
      expect(data<{ name: string }>(renamed).name).toBe('Pixel 9');
      const other = await t.newUser();
      expect((await post('/security/passkey/rename', { id: passkey.id, name: 'x' }, other.headers)).status).toBe(404);
      // Registration counted as a step-up; five minutes on it does not any more.
      t.clock.advance(6 * MINUTE);
      const stale = await post('/security/passkey/remove', { id: passkey.id }, user.headers);
      expect(stale.status).toBe(403);
      expect(stale.body.msg).toBe('step_up_required');
      await stepUp(user.headers, authenticator);
      const removed = await post('/security/passkey/remove', { id: passkey.id }, user.headers);
      expect(data<{ passkeysLeft: number }>(removed).passkeysLeft).toBe(0);
      expect(await inboxTitles(user.headers)).toContain('A passkey was removed');
      // Without a passkey the password alone signs in again.
      expect((await post('/user/login', { account: user.account, password: user.password })).status).toBe(200);
    });
  });

  describe('money behind a passkey step-up', () => {
    const withdraw = (headers: Record<string, string>, cardId: string) =>
      post('/withdrawal/request', { amount: '1000', card_id: cardId, fund_password: FUND_PASSWORD }, idem(headers));
    const addCard = (headers: Record<string, string>) =>
      post(
        '/bank/addCard',
        {
          holder_name: 'シケン ハナコ',
          bank_name: 'みずほ銀行',
          branch_name: '本店',
          branch_code: '100',
          account_type: 'ordinary',
          account_number: '7654321',
          fund_password: FUND_PASSWORD,
        },
        headers,
      );

    it('is on by default, as the JSDA guideline asks', async () => {
      const [row] = await t.db.query<{ value: string }>(
        "SELECT value FROM config WHERE name = 'security_passkey_required_for_money'",
      );
      expect(row?.value).toBe('1');
      const user = await t.newUser();
      expect(await overview(user.headers)).toMatchObject({ passkeyRequiredForMoney: true, demoAccount: false });
    });

    it('a seeded demo user may keep the password alone until it registers a passkey', async () => {
      const demo = { account: DEMO_USER.account, password: DEMO_USER.password };
      const signIn = async () => {
        const login = data<{ token: string }>(await post('/user/login', demo));
        return { token: login.token, account: demo.account };
      };
      const headers = await signIn();
      const cardId = await readyToWithdraw(t.db, demo.account);
      expect(await overview(headers)).toMatchObject({ demoAccount: true, passkeyRequiredForMoney: false });
      expect((await withdraw(headers, cardId)).status).toBe(200);
      expect((await addCard(headers)).status).toBe(200);
      // With a passkey, the demo user is asked like anyone: a session without a fresh step-up cannot withdraw.
      const older = await signIn();
      await enrol({ ...demo, headers });
      expect(await overview(older)).toMatchObject({ demoAccount: true, passkeyRequiredForMoney: true });
      const refused = await withdraw(older, cardId);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('step_up_required');
    });

    it('refuses a customer without a passkey (passkey_required), changing nothing', async () => {
      const user = await t.newUser();
      const cardId = await readyToWithdraw(t.db, user.account);
      expect((await overview(user.headers)).passkeyRequiredForMoney).toBe(true);
      const before = { ledger: await stateFingerprint(t.db), funding: await fundingFingerprint(t.db) };
      for (const res of [
        await withdraw(user.headers, cardId),
        await addCard(user.headers),
        await post('/bank/removeCard', { card_id: cardId, fund_password: FUND_PASSWORD }, user.headers),
        await post('/security/stepUp/options', {}, user.headers),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.msg).toBe('passkey_required');
      }
      expect({ ledger: await stateFingerprint(t.db), funding: await fundingFingerprint(t.db) }).toEqual(before);
    });

    it('a stolen session token without the passkey can neither withdraw nor change a bank card', async () => {
      const user = await t.newUser();
      const cardId = await readyToWithdraw(t.db, user.account);
      // The thief holds a session the customer opened (with the password, before enrolling).
      const stolen = data<{ token: string }>(
        await post('/user/login', { account: user.account, password: user.password }),
      );
      const thief = { token: stolen.token, account: user.account };
      await enrol(user);
      const before = { ledger: await stateFingerprint(t.db), funding: await fundingFingerprint(t.db) };
      for (const res of [
        await withdraw(thief, cardId),
        await addCard(thief),
        await post('/bank/removeCard', { card_id: cardId, fund_password: FUND_PASSWORD }, thief),
        // Nor enrol a passkey of its own, make recovery codes, or redirect the alerts.
        await post('/security/passkey/registerOptions', { password: user.password }, thief),
        await post('/security/recoveryCodes/generate', {}, thief),
        await post('/security/email/set', { email: 'thief@example.com' }, thief),
      ]) {
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.msg).toBe('step_up_required');
      }
      // The step-up needs the customer's authenticator: the thief's own passkey does not do.
      const options = data<Options>(await post('/security/stepUp/options', {}, thief));
      const thiefKey = new SoftAuthenticator({ origin: TEST_ORIGIN });
      thiefKey.register({
        ...options,
        rp: { id: 'localhost', name: 'Kabuto' },
        user: { id: 'AAAA', name: user.account },
      });
      const forged = await post(
        '/security/stepUp/verify',
        { credential: thiefKey.assert({ ...options, allowCredentials: [] }) },
        thief,
      );
      expect(forged.body.msg).toBe('passkey_verification_failed');
      expect((await withdraw(thief, cardId)).body.msg).toBe('step_up_required');
      expect({ ledger: await stateFingerprint(t.db), funding: await fundingFingerprint(t.db) }).toEqual(before);
    });

    it('a step-up lasts five minutes on the clock', async () => {
      const user = await t.newUser();
      const cardId = await readyToWithdraw(t.db, user.account);
      const { authenticator } = await enrol(user);
      const { headers } = await signInWithPasswordThenPasskey(user, authenticator);
      expect((await withdraw(headers, cardId)).status).toBe(200);
      t.clock.advance(5 * MINUTE - 1000);
      expect((await withdraw(headers, cardId)).status).toBe(200);
      t.clock.advance(2000);
      const stale = await withdraw(headers, cardId);
      expect(stale.status).toBe(403);
      expect(stale.body.msg).toBe('step_up_required');
      const verified = data<{ stepUpAt: string; validUntil: string }>(await stepUp(headers, authenticator));
      expect(Date.parse(verified.validUntil) - Date.parse(verified.stepUpAt)).toBe(5 * MINUTE);
      expect((await withdraw(headers, cardId)).status).toBe(200);
      expect((await addCard(headers)).status).toBe(200);
      t.clock.advance(6 * MINUTE);
      expect((await addCard(headers)).body.msg).toBe('step_up_required');
    });

    it('with the setting off, a withdrawal needs only what it did before', async () => {
      await setMoneyStepUp(false);
      try {
        const user = await t.newUser();
        const cardId = await readyToWithdraw(t.db, user.account);
        expect((await overview(user.headers)).passkeyRequiredForMoney).toBe(false);
        expect((await withdraw(user.headers, cardId)).status).toBe(200);
        expect((await addCard(user.headers)).status).toBe(200);
      } finally {
        await setMoneyStepUp(true);
      }
    });
  });

  describe('recovery codes', () => {
    it('are single use, alert the customer, cannot withdraw, and let them enrol a new passkey for 15 minutes', async () => {
      await recoveryJourney();
    });

    async function recoveryJourney() {
      const user = await t.newUser();
      const cardId = await readyToWithdraw(t.db, user.account);
      const { authenticator } = await enrol(user);
      const generated = data<{ codes: string[] }>(await post('/security/recoveryCodes/generate', {}, user.headers));
      expect(generated.codes).toHaveLength(10);
      expect(new Set(generated.codes).size).toBe(10);
      const stored = await t.db.query<{ code_hash: string }>(
        'SELECT code_hash FROM recovery_codes WHERE user_id = $1',
        [await userIdOf(t.db, user.account)],
      );
      expect(stored.map((r) => r.code_hash)).not.toContain(generated.codes[0]);
      const code = generated.codes[3] ?? '';

      const pendingOf = async () =>
        data<Pending>(await post('/user/login', { account: user.account, password: user.password })).pendingToken;
      const recovered = await post('/security/signIn/recovery', {
        pending_token: await pendingOf(),
        code: code.toLowerCase(),
      });
      expect(recovered.status, JSON.stringify(recovered.body)).toBe(200);
      const session = data<{ token: string; recoveryCodesLeft: number; factorChangeAllowedUntil: string }>(recovered);
      expect(session.recoveryCodesLeft).toBe(9);
      const headers = { token: session.token, account: user.account };
      expect(await inboxTitles(headers)).toContain('A recovery code was used to sign in');

      const again = await post('/security/signIn/recovery', { pending_token: await pendingOf(), code });
      expect(again.status).toBe(422);
      expect(again.body.msg).toBe('recovery_code_invalid');

      // Not a step-up: it cannot withdraw.
      const withdrawal = await post(
        '/withdrawal/request',
        { amount: '1000', card_id: cardId, fund_password: FUND_PASSWORD },
        idem(headers),
      );
      expect(withdrawal.body.msg).toBe('step_up_required');
      // It may register a new passkey (the phone was lost) within 15 minutes.
      t.clock.advance(10 * MINUTE);
      const replacement = new SoftAuthenticator({ origin: TEST_ORIGIN });
      await enrol({ ...user, headers }, replacement, 'New phone');
      expect(authenticator.credentials).toHaveLength(1);
      // After 15 minutes it may not any more.
      t.clock.advance(6 * MINUTE);
      expect((await post('/security/passkey/registerOptions', {}, headers)).body.msg).toBe('step_up_required');
    }

    it('needs a passkey and a step-up to be made', async () => {
      const user = await t.newUser();
      expect((await post('/security/recoveryCodes/generate', {}, user.headers)).body.msg).toBe('passkey_required');
      await enrol(user);
      t.clock.advance(6 * MINUTE);
      expect((await post('/security/recoveryCodes/generate', {}, user.headers)).body.msg).toBe('step_up_required');
    });

    it('end a pending login after five wrong codes', async () => {
      const user = await t.newUser();
      await enrol(user);
      const pending = data<Pending>(await post('/user/login', { account: user.account, password: user.password }));
      for (let i = 0; i < 5; i += 1) {
        const res = await post('/security/signIn/recovery', {
          pending_token: pending.pendingToken,
          code: 'AAAA-BBBB-CCCC-DDDD',
        });
        expect(res.body.msg).toBe('recovery_code_invalid');
        t.clock.advance(MINUTE);
      }
      const expired = await post('/security/signIn/secondFactorOptions', { pending_token: pending.pendingToken });
      expect(expired.body.msg).toBe('sign_in_expired');
    });
  });

  describe('throttling that cannot lock a customer out', () => {
    it('an attacker sending a wrong password every minute for an hour is throttled; the customer always signs in', async () => {
      // One customer signs in from a browser that signed in before (the device cookie), one with a passkey.
      const withCookie = await t.newUser();
      const cookie = deviceCookieOf(
        await post('/user/login', { account: withCookie.account, password: withCookie.password }),
      );
      expect(cookie).toBeDefined();
      const withPasskey = await t.newUser();
      const { authenticator } = await enrol(withPasskey);

      const attacker = { ok: 0, throttled: 0 };
      for (let minute = 0; minute < 60; minute += 1) {
        for (const target of [withCookie.account, withPasskey.account]) {
          const res = await postFromElsewhere('/user/login', { account: target, password: `Guess${minute}x9Q` });
          if (res.status === 429) {
            attacker.throttled += 1;
            expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
            expect(res.body.msg).toBe('too_frequent');
          } else {
            attacker.ok += 1;
            expect(res.body.msg).toBe('wrong_account_or_password');
          }
        }
        if (minute % 10 === 5) {
          // From the attacker's own address, even: the device cookie has its own budget.
          const mine = await postFromElsewhere(
            '/user/login',
            { account: withCookie.account, password: withCookie.password },
            { cookie: cookie ?? '' },
          );
          expect(mine.status, JSON.stringify(mine.body)).toBe(200);
          const options = data<Options>(await post('/security/signIn/passkeyOptions'));
          const passkey = await post('/security/signIn/passkey', { credential: authenticator.assert(options) });
          expect(passkey.status).toBe(200);
          const passwordThenPasskey = await signInWithPasswordThenPasskey(withPasskey, authenticator);
          expect(passwordThenPasskey.response.status).toBe(200);
        }
        t.clock.advance(MINUTE);
      }
      expect(attacker.throttled).toBeGreaterThan(60);
      expect(attacker.ok).toBeLessThan(60);
      // Nothing is a lock: fifteen quiet minutes later the attacker's address may try again.
      t.clock.advance(16 * MINUTE);
      expect(
        (await postFromElsewhere('/user/login', { account: withCookie.account, password: 'Guess99x9Q' })).status,
      ).toBe(422);
    });

    it('backs off exponentially per account and address, and a success forgives only its own failures', async () => {
      const user = await t.newUser();
      const attempt = (password: string) => post('/user/login', { account: user.account, password });
      for (let i = 0; i < 3; i += 1) expect((await attempt('Wrong12345')).status).toBe(422);
      // Three free failures, then 30 s, 1 min, 2 min… between attempts.
      const first = await attempt(user.password);
      expect(first.status).toBe(429);
      expect(Number(first.headers.get('retry-after'))).toBe(30);
      t.clock.advance(30_000);
      expect((await attempt('Wrong12345')).status).toBe(422);
      const second = await attempt(user.password);
      expect(Number(second.headers.get('retry-after'))).toBe(60);
      t.clock.advance(MINUTE);
      expect((await attempt(user.password)).status).toBe(200);
      // The success forgave this address's failures on the account.
      expect((await attempt('Wrong12345')).status).toBe(422);
      expect((await attempt(user.password)).status).toBe(200);
    });
  });

  describe('alerts, history and sessions', () => {
    it('a sign-in from a new browser is told in the inbox and by email; one that signed in before is not', async () => {
      const user = await t.newUser();
      await post('/user/setLanguage', { language: 'us' }, user.headers);
      const email = `${user.account}@kabuto.test`;
      expect((await post('/security/email/set', { email }, user.headers)).status).toBe(200);
      const first = await post(
        '/user/login',
        { account: user.account, password: user.password },
        { 'user-agent': PHONE_UA },
      );
      expect(first.status).toBe(200);
      const headers = { token: data<{ token: string }>(first).token, account: user.account };
      expect(await inboxTitles(headers)).toContain('New sign-in from a new browser');
      const mail = await smtp.waitFor(email, 'New sign-in from a new browser');
      expect(mail.raw).toContain('Safari (iOS)');
      const cookie = deviceCookieOf(first) ?? '';
      const count = (await inboxTitles(headers)).length;
      const again = await post('/user/login', { account: user.account, password: user.password }, { cookie });
      expect(again.status).toBe(200);
      expect((await inboxTitles(headers)).length).toBe(count);
      const history = data<{ items: { newBrowser: boolean; browser: string | null }[] }>(
        await post('/security/signIns', {}, headers),
      ).items;
      expect(history.slice(0, 2).map((e) => e.newBrowser)).toEqual([false, true]);
      // A client that names no browser or system (a script) is "an unknown device" in each language, not a bare "?".
      expect(
        (await post('/user/login', { account: user.account, password: user.password }, { 'user-agent': 'curl/8.5.0' }))
          .status,
      ).toBe(200);
      const list = await post('/message/list', { size: '1' }, headers);
      const [latest] = data<{ items: { preview: { jp: string; cn: string; us: string } }[] }>(list).items;
      expect(latest?.preview.us).toContain('from an unknown device (127.0.0.1)');
      expect(latest?.preview.jp).toContain('不明な端末（127.0.0.1）');
      expect(latest?.preview.cn).toContain('未知设备（127.0.0.1）');
    });

    it('a device cookie that is forged, or another account’s, counts for nothing', async () => {
      const user = await t.newUser();
      const other = await t.newUser();
      const signIn = (cookie: string) =>
        post('/user/login', { account: user.account, password: user.password }, { cookie });
      const mine = deviceCookieOf(await signIn('')) ?? '';
      const theirs = deviceCookieOf(await post('/user/login', { account: other.account, password: other.password }));
      const [name = '', value = ''] = mine.split('=');
      const [id = '', issued = '', signature = ''] = value.split('.');
      const forged = [
        `${name}=${'A'.repeat(22)}.${issued}.${signature}`,
        `${name}=${(theirs ?? '').split('=')[1] ?? ''}`,
        `${name}=${id}.${issued}.${'A'.repeat(43)}`,
      ];
      const headers = { token: user.headers.token ?? '', account: user.account };
      for (const cookie of forged) {
        const before = (await inboxTitles(headers)).length;
        expect((await signIn(cookie)).status).toBe(200);
        expect(await inboxTitles(headers)).toHaveLength(before + 1);
      }
      const before = (await inboxTitles(headers)).length;
      expect((await signIn(mine)).status).toBe(200);
      expect(await inboxTitles(headers)).toHaveLength(before);
    });

    it('emails each withdrawal request, and the old address when the notification email changes', async () => {
      const user = await t.newUser();
      await post('/user/setLanguage', { language: 'us' }, user.headers);
      const cardId = await readyToWithdraw(t.db, user.account);
      // Registering the passkey is this session's step-up: the withdrawal and the email changes go through.
      await enrol(user);
      const old = `old-${user.account}@kabuto.test`;
      expect((await post('/security/email/set', { email: old }, user.headers)).status).toBe(200);
      const requested = await post(
        '/withdrawal/request',
        { amount: '1000', card_id: cardId, fund_password: FUND_PASSWORD },
        idem(user.headers),
      );
      expect(requested.status, JSON.stringify(requested.body)).toBe(200);
      await smtp.waitFor(old, 'Subject: [Kabuto] We received your withdrawal request');
      const next = `new-${user.account}@kabuto.test`;
      await post('/security/email/set', { email: next }, user.headers);
      await smtp.waitFor(old, `Security alerts now go to ${next}`);
      const cleared = await post('/security/email/clear', {}, user.headers);
      expect(data<{ email: string | null }>(cleared).email).toBeNull();
      await smtp.waitFor(next, 'no longer emailed');
    });

    it('lists live sessions with this device marked, ends one and all others', async () => {
      const user = await t.newUser();
      const other = data<{ token: string }>(
        await post('/user/login', { account: user.account, password: user.password }),
      );
      const third = data<{ token: string }>(
        await post('/user/login', { account: user.account, password: user.password }),
      );
      const list = data<{ items: { id: string; current: boolean }[]; total: number }>(
        await post('/security/sessions', {}, user.headers),
      );
      expect(list.total).toBe(3);
      expect(list.items.filter((s) => s.current)).toHaveLength(1);
      const target = list.items.find((s) => !s.current)?.id ?? '';
      expect(
        data<{ current: boolean }>(await post('/security/sessions/end', { id: target }, user.headers)).current,
      ).toBe(false);
      expect((await post('/security/sessions/end', { id: target }, user.headers)).status).toBe(404);
      expect(data<{ ended: number }>(await post('/security/sessions/endOthers', {}, user.headers)).ended).toBe(1);
      for (const token of [other.token, third.token]) {
        expect((await post('/user/getUserinfo', {}, { token, account: user.account })).status).toBe(401);
      }
      expect((await post('/user/getUserinfo', {}, user.headers)).status).toBe(200);
      const stranger = await t.newUser();
      const mine =
        data<{ items: { id: string }[] }>(await post('/security/sessions', {}, user.headers)).items[0]?.id ?? '';
      expect((await post('/security/sessions/end', { id: mine }, stranger.headers)).status).toBe(404);
    });
  });

  describe('the console', () => {
    it('shows a user’s factors and sign-ins, and resets them only with a second operator', async () => {
      const user = await t.newUser();
      await enrol(user);
      await post('/security/recoveryCodes/generate', {}, user.headers);
      const factors = await post('/admin/user/security', { account: user.account }, op);
      expect(data<{ passkeys: { name: string }[]; recoveryCodesLeft: number }>(factors)).toMatchObject({
        passkeys: [{ name: 'iPhone' }],
        recoveryCodesLeft: 10,
      });
      const signIns = await post('/admin/user/signIns', { account: user.account }, op);
      expect(data<{ total: number }>(signIns).total).toBeGreaterThan(0);
      expect((await post('/admin/user/security', { account: user.account }, user.headers)).status).toBe(403);

      const requested = await post(
        '/admin/security/resetRequest',
        { account: user.account, reason: 'lost_device', memo: 'ID re-checked by video call' },
        op,
      );
      const reset = data<{ id: string; status: string }>(requested);
      expect(reset.status).toBe('awaiting_second_approval');
      const duplicate = await post(
        '/admin/security/resetRequest',
        { account: user.account, reason: 'other', memo: 'x' },
        op,
      );
      expect(duplicate.body.msg).toBe('factor_reset_pending');
      const self = await post('/admin/security/resetApprove', { id: reset.id }, op);
      expect(self.status).toBe(403);
      expect(self.body.msg).toBe('four_eyes_required');
      expect((await overview(user.headers)).passkeyCount).toBe(1);

      const op2 = await secondOperator(t);
      const applied = await post('/admin/security/resetApprove', { id: reset.id }, op2);
      expect(data<{ status: string; removedPasskeys: number; removedRecoveryCodes: number }>(applied)).toMatchObject({
        status: 'applied',
        removedPasskeys: 1,
        removedRecoveryCodes: 10,
      });
      expect((await post('/user/getUserinfo', {}, user.headers)).status).toBe(401);
      const login = await post('/user/login', { account: user.account, password: user.password });
      expect(login.status).toBe(200);
      const headers = { token: data<{ token: string }>(login).token, account: user.account };
      expect(await inboxTitles(headers)).toContain('Your passkeys and recovery codes were reset');
      const audit = await t.db.query<{ action: string; operator: string }>(
        `SELECT a.action, o.account AS operator FROM audit_log a JOIN users o ON o.id = a.operator_id
         WHERE a.target_type = 'factor_reset' AND a.target_id = $1 ORDER BY a.id`,
        [reset.id],
      );
      expect(audit).toEqual([
        { action: 'factor_reset_requested', operator: op.account },
        { action: 'factor_reset_applied', operator: DEMO_SECOND_OPERATOR.account },
      ]);
      expect((await post('/admin/security/resetReject', { id: reset.id }, op)).body.msg).toBe('review_already_decided');
      const none = await post(
        '/admin/security/resetRequest',
        { account: user.account, reason: 'other', memo: 'x' },
        op,
      );
      expect(none.body.msg).toBe('no_factors_to_reset');
    });
  });

  it('registration with a strong password still works', async () => {
    const res = await post('/user/register', {
      account: t.nextAccount(),
      password: STRONG_PASSWORD,
      invite_code: DEMO_INVITE_CODE,
      agree: '1',
    });
    expect(res.status).toBe(200);
  });
});
