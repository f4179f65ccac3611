import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_BACKOFF } from '../src/auth/throttle.ts';
import { engines } from './helpers/engines.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// Sign-in throttling counts an attempt before its password is hashed, in one step with the check under a lock every
// process on the database shares (auth/throttle.ts): a burst sent at once cannot all pass the check while the first
// hashes are still running — with one process or several.
describe.each(engines())('sign-in attempts sent at once on $name', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t.close());

  // First: the address has no failure yet (the burst below leaves three).
  it('12 people behind one address signing in at once are not held up', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => t.newUser()));
    const answers = await Promise.all(
      users.map((user) => t.api.post('/user/login', { account: user.account, password: user.password })),
    );
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 200));
  });

  it('12 wrong passwords for one account at once: only the free ones are judged, the rest wait', async () => {
    const user = await t.newUser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.api.post('/user/login', { account: user.account, password: 'Wrong9pass' })),
    );
    const tally = answers.map((a) => `${a.status} ${a.body.msg}`);
    expect(tally.filter((a) => a === '422 wrong_account_or_password')).toHaveLength(SIGN_IN_BACKOFF.pair.free);
    expect(tally.filter((a) => a === '429 too_frequent')).toHaveLength(12 - SIGN_IN_BACKOFF.pair.free);
    const [row] = await t.db.query<{ n: bigint }>(
      "SELECT COUNT(*)::bigint AS n FROM login_failures WHERE scope = 'login' AND account = $1",
      [user.account],
    );
    expect(row?.n).toBe(BigInt(SIGN_IN_BACKOFF.pair.free));
  });

  it('a right password is not left counted as a failure', async () => {
    const user = await t.newUser();
    const res = await t.api.post('/user/login', { account: user.account, password: user.password });
    expect(res.status).toBe(200);
    const [row] = await t.db.query<{ n: bigint }>(
      'SELECT COUNT(*)::bigint AS n FROM login_failures WHERE account = $1',
      [user.account],
    );
    expect(row?.n).toBe(0n);
  });
});
