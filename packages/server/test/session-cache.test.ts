import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS, setSessionCacheMs } from '../src/auth/sessions.ts';
import { readEnv, repoRoot } from '../src/config/env.ts';
import { engines } from './helpers/engines.ts';
import { assertLedgerInvariants } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { MINUTE } from './helpers/clock.ts';
import { operatorHeaders } from './helpers/accounts.ts';

// auth/sessions.ts remembers each session lookup for SESSION_CACHE_MS. Every test here signs in and uses the session
// first, so its lookup is remembered when the change under test happens: the change must still apply to the very
// next request.
describe.each(engines())('remembered session lookups on $name', (engine) => {
  let t: TestServer;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(engine);
    operator = await operatorHeaders(t);
  });
  afterAll(() => t.close());
  afterEach(() => assertLedgerInvariants(t.db));

  const userinfo = (headers: Record<string, string>) => t.api.post('/user/getUserinfo', {}, headers);
  const login = async (account: string, password: string) => {
    const res = await t.api.post('/user/login', { account, password });
    return { token: (res.body.data as { token: string }).token, account };
  };
  const setFlag = (account: string, flag: string, value: '0' | '1') =>
    t.api.post(
      '/admin/user/setFlag',
      { account, flag, value, message_jp: '制限', message_cn: '限制', message_us: 'Restricted' },
      operator,
    );
  /** A new user whose session has just answered twice (so its lookup is remembered). */
  const activeUser = async () => {
    const user = await t.newUser();
    expect((await userinfo(user.headers)).status).toBe(200);
    expect((await userinfo(user.headers)).status).toBe(200);
    return user;
  };

  it('a logout refuses the token at once', async () => {
    const user = await activeUser();
    expect((await t.api.post('/user/logout', {}, user.headers)).status).toBe(200);
    expect((await userinfo(user.headers)).status).toBe(401);
  });

  it('a password change ends the other sessions at once, even one used a moment before', async () => {
    const user = await activeUser();
    const other = await login(user.account, user.password);
    expect((await userinfo(other)).status).toBe(200);
    const res = await t.api.post(
      '/user/changePassword',
      { old_password: user.password, new_password: 'Wd5pKx9rTb' },
      user.headers,
    );
    expect(res.body.data).toMatchObject({ revokedSessions: 1 });
    expect((await userinfo(other)).status).toBe(401);
    expect((await userinfo(user.headers)).status).toBe(200);
  });

  it('disabling, a login ban and the operator ending sessions apply at once', async () => {
    const disabled = await activeUser();
    await setFlag(disabled.account, 'disabled', '1');
    expect((await userinfo(disabled.headers)).status).toBe(401);

    const banned = await activeUser();
    await setFlag(banned.account, 'login_banned', '1');
    expect((await userinfo(banned.headers)).status).toBe(401);

    const lost = await activeUser();
    expect((await t.api.post('/admin/user/revokeSessions', { account: lost.account }, operator)).status).toBe(200);
    expect((await userinfo(lost.headers)).status).toBe(401);
  });

  it('a restriction that leaves the session open applies to its next request, and so does lifting it', async () => {
    const user = await activeUser();
    const redeem = () =>
      t.api.post('/checkin/redeem', { points: '100' }, { ...user.headers, 'Idempotency-Key': `r-${Date.now()}` });
    expect((await redeem()).body.msg).not.toBe('account_frozen');
    await setFlag(user.account, 'frozen', '1');
    const refused = await redeem();
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('account_frozen');
    await setFlag(user.account, 'frozen', '0');
    expect((await redeem()).body.msg).not.toBe('account_frozen');
  });

  it('still writes the last use once a minute, so the idle limit counts from the latest request', async () => {
    const user = await activeUser();
    const lastSeen = async () => {
      const [row] = await t.db.query<{ last_seen_at: Date }>(
        'SELECT last_seen_at FROM sessions WHERE token_hash = encode(sha256(convert_to($1, $2)), $3)',
        [user.token, 'UTF8', 'hex'],
      );
      return row?.last_seen_at.getTime();
    };
    const before = await lastSeen();
    t.clock.advance(2 * MINUTE);
    expect((await userinfo(user.headers)).status).toBe(200);
    expect(await lastSeen()).toBe(t.clock.now().getTime());
    expect(before).toBeLessThan(t.clock.now().getTime());
  });

  it('sees a revocation written by another process within SESSION_CACHE_MS', async () => {
    const user = await activeUser();
    // Another server process sharing the database ends the session: this one hears nothing of it.
    await t.db.query(
      'UPDATE sessions SET revoked_at = now() WHERE token_hash = encode(sha256(convert_to($1, $2)), $3)',
      [user.token, 'UTF8', 'hex'],
    );
    await sleep(SESSION_CACHE_MS + 50);
    expect((await userinfo(user.headers)).status).toBe(401);
  });

  it('remembers for as long as KABUTO_SESSION_CACHE_MS says, and nothing at 0', async () => {
    // Long enough that the remembered lookup cannot run out during the test on any host.
    setSessionCacheMs(60_000);
    try {
      const user = await activeUser();
      await t.db.query(
        'UPDATE sessions SET revoked_at = now() WHERE token_hash = encode(sha256(convert_to($1, $2)), $3)',
        [user.token, 'UTF8', 'hex'],
      );
      // A change by hand: remembered, so not seen yet…
      expect((await userinfo(user.headers)).status).toBe(200);
      // …and with nothing remembered, seen on the next request.
      setSessionCacheMs(0);
      expect((await userinfo(user.headers)).status).toBe(401);
    } finally {
      setSessionCacheMs(SESSION_CACHE_MS);
    }
  });
});

describe('KABUTO_SESSION_CACHE_MS', () => {
  it('is milliseconds from 0 to 60000, the default when unset', () => {
    expect(readEnv({}, repoRoot).sessionCacheMs).toBeUndefined();
    expect(readEnv({ KABUTO_SESSION_CACHE_MS: '0' }, repoRoot).sessionCacheMs).toBe(0);
    expect(readEnv({ KABUTO_SESSION_CACHE_MS: '30000' }, repoRoot).sessionCacheMs).toBe(30_000);
    for (const bad of ['-1', '2s', '60001', '1.5']) {
      expect(() => readEnv({ KABUTO_SESSION_CACHE_MS: bad }, repoRoot)).toThrow(/KABUTO_SESSION_CACHE_MS must be/);
    }
  });
});
