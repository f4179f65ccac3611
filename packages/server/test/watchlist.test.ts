import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedByMarket } from '../src/market/universe/index.ts';
import { WATCHLIST_LIMIT } from '../src/watchlist/watchlist.ts';
import { engines } from './helpers/engines.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { accountsFingerprint, userIdOf } from './helpers/accounts.ts';
import { marketsFingerprint } from './helpers/markets.ts';
import { MINUTE } from './helpers/clock.ts';

interface Entry {
  code: string;
  market: string;
  sortOrder: number;
  addedAt: string;
}
interface Item extends Entry {
  quote: { code: string; market: string; price: string; name: { us: string } };
}
interface ListPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}
type User = Awaited<ReturnType<TestServer['newUser']>>;

describe.each(engines())('watchlist on $name', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t.close());

  const fingerprint = async () => ({
    ledger: await stateFingerprint(t.db),
    accounts: await accountsFingerprint(t.db),
    markets: await marketsFingerprint(t.db),
  });
  const list = async (user: User, form: Record<string, string> = {}) => {
    const res = await t.api.post('/watchlist/list', form, user.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as ListPage<Item>;
  };
  const codes = async (user: User, type = 'jpy') => (await list(user, { type, size: '100' })).items.map((i) => i.code);
  const add = (user: User, stock_code: string, type = 'jpy') =>
    t.api.post('/watchlist/add', { type, stock_code }, user.headers);

  it('adds symbols at the top, each with its live quote, per market', async () => {
    const alice = await t.newUser();
    expect(await list(alice)).toEqual({ items: [], page: 1, size: 20, total: 0 });

    const first = await add(alice, '7203');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      code: '7203',
      market: 'jpy',
      sortOrder: 0,
      addedAt: t.clock.now().toISOString(),
    });
    t.clock.advance(MINUTE);
    await add(alice, '6758');
    await add(alice, '9984');
    expect(await codes(alice)).toEqual(['9984', '6758', '7203']);

    const page = await list(alice);
    expect(page.items.map((i) => i.sortOrder)).toEqual([0, 1, 2]);
    for (const item of page.items) {
      expect(item.quote).toMatchObject({ code: item.code, market: 'jpy' });
      expect(item.quote.price).toMatch(/^\d+(\.\d+)?$/);
    }
    expect(page.items.find((i) => i.code === '7203')?.quote.name.us).toMatch(/Toyota/);

    // Another market's list is separate, and the default market is Japan's.
    const apple = await add(alice, 'AAPL', 'usd');
    expect(apple.body.data).toMatchObject({ code: 'AAPL', market: 'usd', sortOrder: 0 });
    expect(await codes(alice, 'usd')).toEqual(['AAPL']);
    expect((await list(alice)).total).toBe(3);

    // And another user's list is theirs alone.
    const bob = await t.newUser();
    expect((await list(bob)).total).toBe(0);
  });

  it('refuses unknown codes, codes of another market, repeats and a 101st symbol, changing nothing', async () => {
    const alice = await t.newUser();
    await add(alice, '7203');
    const before = await fingerprint();
    const refusals: [string, string, number, string][] = [
      ['ZZZZ', 'jpy', 404, 'instrument_not_found'],
      ['AAPL', 'jpy', 404, 'instrument_not_found'],
      ['7203', 'usd', 404, 'instrument_not_found'],
      ['N225', 'jpy', 404, 'instrument_not_found'],
      ['7203', 'jpy', 409, 'watchlist_exists'],
      ['7203 ', 'jpy', 400, 'invalid_parameter'],
      ['toyota', 'jpy', 400, 'invalid_parameter'],
    ];
    for (const [code, type, status, msg] of refusals) {
      const res = await add(alice, code, type);
      expect(res.status, `${code} in ${type}`).toBe(status);
      expect(res.body.msg).toBe(msg);
    }
    expect(await fingerprint()).toEqual(before);

    const japan = listedByMarket('jpy').map((e) => e.instrument.code);
    expect(japan.length).toBeGreaterThan(WATCHLIST_LIMIT / 2);
    const userId = await userIdOf(t.db, alice.account);
    // Fill the list to the limit directly (the universe has fewer Japanese codes than the limit).
    await t.db.query('DELETE FROM watchlist_entries WHERE user_id = $1', [userId]);
    await t.db.query(
      `INSERT INTO watchlist_entries (user_id, market, code, sort_order, added_at)
       SELECT $1, 'jpy', 'X' || n, n, now() FROM generate_series(0, ${WATCHLIST_LIMIT - 1}) AS n`,
      [userId],
    );
    const full = await fingerprint();
    const res = await add(alice, '7203');
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('watchlist_full');
    expect(await fingerprint()).toEqual(full);
    await t.db.query('DELETE FROM watchlist_entries WHERE user_id = $1', [userId]);
  });

  it('removes one or many; the rest keep their order; a repeat or unknown code changes nothing', async () => {
    const alice = await t.newUser();
    for (const code of ['7203', '6758', '9984', '8306', '6861']) await add(alice, code);
    expect(await codes(alice)).toEqual(['6861', '8306', '9984', '6758', '7203']);

    const removed = await t.api.post('/watchlist/remove', { stock_codes: '9984,7203,9984' }, alice.headers);
    expect(removed.body.data).toEqual({ removed: 2, remaining: 3 });
    const after = await list(alice);
    expect(after.items.map((i) => [i.code, i.sortOrder])).toEqual([
      ['6861', 0],
      ['8306', 1],
      ['6758', 2],
    ]);

    const before = await fingerprint();
    const again = await t.api.post('/watchlist/remove', { stock_codes: '9984,AAPL' }, alice.headers);
    expect(again.body.data).toEqual({ removed: 0, remaining: 3 });
    // Another market's list is not touched by a Japanese removal, nor the other way round.
    const usd = await t.api.post('/watchlist/remove', { type: 'usd', stock_codes: '6861' }, alice.headers);
    expect(usd.body.data).toEqual({ removed: 0, remaining: 0 });
    expect(await fingerprint()).toEqual(before);

    // Select all, delete.
    const all = await t.api.post('/watchlist/remove', { stock_codes: (await codes(alice)).join(',') }, alice.headers);
    expect(all.body.data).toEqual({ removed: 3, remaining: 0 });
    expect(await codes(alice)).toEqual([]);
  });

  it('reorders with every symbol once; a stale, partial or repeated order is 409 and changes nothing', async () => {
    const alice = await t.newUser();
    for (const code of ['7203', '6758', '9984']) await add(alice, code);
    const res = await t.api.post('/watchlist/reorder', { stock_codes: '6758,7203,9984' }, alice.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Entry[]).map((e) => [e.code, e.sortOrder])).toEqual([
      ['6758', 0],
      ['7203', 1],
      ['9984', 2],
    ]);
    expect(await codes(alice)).toEqual(['6758', '7203', '9984']);

    const before = await fingerprint();
    for (const stale of ['6758,7203', '6758,7203,9984,8306', '6758,7203,7203', '6758,7203,8306']) {
      const refused = await t.api.post('/watchlist/reorder', { stock_codes: stale }, alice.headers);
      expect(refused.status, stale).toBe(409);
      expect(refused.body.msg).toBe('watchlist_changed');
    }
    expect(await fingerprint()).toEqual(before);

    // An added symbol goes on top of the new order.
    await add(alice, '8306');
    expect(await codes(alice)).toEqual(['8306', '6758', '7203', '9984']);
  });

  it('pages the list in the user order', async () => {
    const alice = await t.newUser();
    const japan = listedByMarket('jpy')
      .slice(0, 7)
      .map((e) => e.instrument.code);
    for (const code of japan) await add(alice, code);
    const whole = await codes(alice);
    expect(whole).toEqual([...japan].reverse());
    const second = await list(alice, { page: '2', size: '3' });
    expect(second).toMatchObject({ page: 2, size: 3, total: 7 });
    expect(second.items.map((i) => i.code)).toEqual(whole.slice(3, 6));
    expect((await list(alice, { page: '3', size: '3' })).items.map((i) => i.code)).toEqual(whole.slice(6));
  });

  it('keeps a list of at most 100 and a dense order when adds race', async () => {
    const alice = await t.newUser();
    const japan = listedByMarket('jpy')
      .slice(0, 20)
      .map((e) => e.instrument.code);
    const results = await Promise.all([...japan, ...japan].map((code) => add(alice, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(japan.length);
    expect(results.filter((r) => r.status === 409)).toHaveLength(japan.length);
    const page = await list(alice, { size: '100' });
    expect(page.items.map((i) => i.sortOrder)).toEqual(japan.map((_, i) => i));
    expect(new Set(page.items.map((i) => i.code))).toEqual(new Set(japan));
  });

  it('needs a session of the account it names', async () => {
    const alice = await t.newUser();
    const bob = await t.newUser();
    await add(alice, '7203');
    const before = await fingerprint();
    const anonymous = await t.api.post('/watchlist/add', { stock_code: '6758' });
    expect(anonymous.status).toBe(401);
    const mismatch = await t.api.post(
      '/watchlist/remove',
      { stock_codes: '7203' },
      { token: alice.headers.token!, account: bob.account },
    );
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.msg).toBe('account_mismatch');
    expect(await fingerprint()).toEqual(before);
  });
});
