import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divide, parsePrice } from '../src/market/price.ts';
import { isOnTick, tickSizeScaled } from '../src/market/rules/ticks.ts';
import { findListed } from '../src/market/universe/index.ts';
import { runDraw, seedHashOf } from '../src/offerings/lottery.ts';
import { operatorHeaders } from './helpers/accounts.ts';
import { HOUR, MINUTE } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import { verifyDirectly } from './helpers/funding.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { dataOf, key, offeringsFingerprint } from './helpers/offerings.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/** Tuesday 24 November 2026, 09:00 in Tokyo. */
const TUESDAY_9AM = Date.parse('2026-11-24T00:00:00Z');
/** Mitsubishi UFJ: about ¥2,350 a share, so a new user's ¥1,000,000 buys a few hundred. */
const CODE = '8306';

interface Distribution {
  id: string;
  state: string;
  previousClose: string | null;
  discountPercent: string;
  price: string | null;
  lotSize: number;
  myApplicationId: string | null;
}
interface Application {
  id: string;
  state: string;
  quantity: number;
  amount: string;
  heldAmount: string;
  releasedAmount: string;
  allocation: string | null;
  allottedQuantity: number | null;
  positionId: string | null;
}
interface AdminDistribution {
  id: string;
  status: string;
  price: string | null;
  seedHash: string | null;
  seed: string | null;
  allottedShares: number | null;
}

describe.each(engines())('off-floor distributions on $name', (engine) => {
  let t: TestServer;
  let op: Record<string, string>;
  const signedIn: { account: string; password: string; headers: Record<string, string> }[] = [];
  beforeAll(async () => {
    t = await startTestServer(engine, { clockStart: TUESDAY_9AM });
    op = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  const cash = async (headers: Record<string, string>) =>
    BigInt(dataOf<{ jpy: string }>(await t.api.post('/user/getUserinfo', {}, headers)).jpy);
  const verifiedUser = async () => {
    const user = await t.newUser();
    await verifyDirectly(t.db, user.account);
    signedIn.push(user);
    return user;
  };
  /** Moves the clock; everyone signs in again (sessions idle that long have ended). */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    Object.assign(op, await operatorHeaders(t));
    for (const user of signedIn) {
      const res = await t.api.post('/user/login', { account: user.account, password: user.password });
      user.headers.token = dataOf<{ token: string }>(res).token;
    }
  };
  const everything = async () => ({
    ledger: await stateFingerprint(t.db),
    offerings: await offeringsFingerprint(t.db),
  });
  const apply = (headers: Record<string, string>, distribution_id: string, quantity: string, k = key()) =>
    t.api.post('/block/apply', { distribution_id, quantity }, { ...headers, 'Idempotency-Key': k });
  const detail = async (id: string, headers: Record<string, string>) =>
    dataOf<Distribution>(await t.api.post('/block/detail', { distribution_id: id }, headers));
  const mine = async (id: string, headers: Record<string, string>) =>
    dataOf<Application>(await t.api.post('/block/applicationDetail', { application_id: id }, headers));
  const approve = (id: string) => t.api.post('/admin/blockApplication/approve', { id }, op);
  const close = (id: string, k = key()) =>
    t.api.post('/admin/distribution/close', { id }, { ...op, 'Idempotency-Key': k });

  /** A distribution through the console whose window opens in a minute and lasts two hours. */
  const createDistribution = async (terms: { total: string; min?: string; max: string; discount?: string }) => {
    const now = t.clock.now().getTime();
    const res = await t.api.post(
      '/admin/distribution/create',
      {
        stock_code: CODE,
        type: 'jpy',
        total_shares: terms.total,
        min_shares: terms.min ?? '100',
        max_shares: terms.max,
        discount_percent: terms.discount ?? '2.50',
        window_start: new Date(now + MINUTE).toISOString(),
        window_end: new Date(now + 2 * HOUR).toISOString(),
      },
      op,
    );
    if (res.body.status !== 1) throw new Error(`createDistribution failed: ${JSON.stringify(res.body)}`);
    return dataOf<AdminDistribution>(res).id;
  };
  /** Opens the window (the first call after its start fixes the price). */
  const openWindow = async (id: string, headers: Record<string, string>) => {
    await advance(2 * MINUTE);
    return detail(id, headers);
  };

  it('opens its window at the previous close less the disclosed discount, rounded down to the tick', async () => {
    const id = await createDistribution({ total: '100000', max: '10000', discount: '3.35' });
    const alice = await verifiedUser();
    const announced = await detail(id, alice.headers);
    expect(announced).toMatchObject({ state: 'announced', price: null, previousClose: null, discountPercent: '3.35' });
    expect((await apply(alice.headers, id, '100')).body.msg).toBe('block_trade_closed');

    t.clock.advance(2 * MINUTE);
    const quote = await t.app.marketData.quote('jpy', CODE, t.clock.now());
    const opened = await detail(id, alice.headers);
    expect(opened.state).toBe('open');
    expect(opened.previousClose).toBe(quote?.previousClose);
    // price ≤ close × (1 − 3.35 %) < price + one tick, and on a tick.
    const instrument = findListed(CODE, 'jpy')!.instrument;
    const close = parsePrice(opened.previousClose ?? '0');
    const exact = divide(close * 9665n, 10_000n, 'floor');
    const price = parsePrice(opened.price ?? '0');
    expect(isOnTick(instrument, price)).toBe(true);
    expect(price <= exact).toBe(true);
    expect(price + tickSizeScaled(instrument, price) > exact).toBe(true);
    // The operator sees the price and the seed's commitment, never the seed before the close.
    const admin = dataOf<{ items: AdminDistribution[] }>(
      await t.api.post('/admin/distribution/list', { type: 'jpy' }, op),
    ).items.find((d) => d.id === id);
    expect(admin).toMatchObject({ status: 'open', price: opened.price, seed: null });
    expect(admin?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const updated = await t.api.post('/admin/distribution/update', { id, max_shares: '200' }, op);
    expect(updated.body.msg).toBe('admin_item_locked');
  });

  it('takes one application per stock and day: the same account at once gets one', async () => {
    const id = await createDistribution({ total: '100000', max: '1000' });
    const alice = await verifiedUser();
    await openWindow(id, alice.headers);
    const start = await cash(alice.headers);
    const results = await Promise.all(Array.from({ length: 8 }, () => apply(alice.headers, id, '100')));
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.msg).toBe('daily_limit_reached');
    const application = dataOf<Application>(accepted[0]!);
    expect(await cash(alice.headers)).toBe(start - BigInt(application.amount));
    // A cancelled application still counts for the day.
    const cancelled = await t.api.post(
      '/block/cancel',
      { application_id: application.id },
      { ...alice.headers, 'Idempotency-Key': key() },
    );
    expect(dataOf<Application>(cancelled)).toMatchObject({ state: 'cancelled', heldAmount: '0' });
    expect(await cash(alice.headers)).toBe(start);
    expect((await apply(alice.headers, id, '100')).body.msg).toBe('daily_limit_reached');
  });

  it('100 concurrent applications that together exceed the cash never hold more than it', async () => {
    const alice = await verifiedUser();
    const start = await cash(alice.headers);
    // 100 distributions of 100 stocks open now, straight in the table: 100 shares at ¥1,000 hold ¥100,000 each.
    const now = t.clock.now();
    const rows = await t.db.query<{ id: bigint }>(
      `INSERT INTO block_distributions (market, code, total_shares, min_shares, max_shares, unit_shares, discount_bp,
         window_start, window_end, status, base_price, price, seed, seed_hash, opened_at, created_at, updated_at)
       SELECT 'jpy', 'B' || n, 10000, 100, 1000, 100, 250, $1::timestamptz - interval '1 minute',
              $1::timestamptz + interval '1 hour', 'open', 10250000, 10000000, repeat('c', 64), repeat('d', 64), $1, $1, $1
         FROM generate_series(1, 100) AS n RETURNING id`,
      [now],
    );
    const results = await Promise.all(rows.map((r) => apply(alice.headers, String(r.id), '100')));
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBe(Number(start / 100_000n));
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.msg).toBe('insufficient_balance');
    expect(await cash(alice.headers)).toBe(start - BigInt(accepted) * 100_000n);
    // Out of the way of the other tests: these windows are over and nothing is left held.
    for (const r of results.filter((x) => x.status === 200)) {
      const { id } = dataOf<Application>(r);
      await t.api.post('/block/cancel', { application_id: id }, { ...alice.headers, 'Idempotency-Key': key() });
    }
    await t.db.query(`UPDATE block_distributions SET status = 'cancelled' WHERE code LIKE 'B%'`);
    expect(await cash(alice.headers)).toBe(start);
  });

  it('the operator approves or rejects an application; a rejection releases the whole hold', async () => {
    const id = await createDistribution({ total: '100000', max: '1000' });
    const alice = await verifiedUser();
    const bob = await verifiedUser();
    await openWindow(id, alice.headers);
    const start = { alice: await cash(alice.headers), bob: await cash(bob.headers) };
    const a = dataOf<Application>(await apply(alice.headers, id, '300'));
    const b = dataOf<Application>(await apply(bob.headers, id, '200'));
    expect(a).toMatchObject({ state: 'pending', heldAmount: a.amount });

    const approved = await approve(a.id);
    expect(dataOf<{ status: string }>(approved).status).toBe('approved');
    expect((await approve(a.id)).body.msg).toBe('review_already_decided');
    const rejected = await t.api.post(
      '/admin/blockApplication/reject',
      { id: b.id, reason: 'block_rejected_eligibility_not_met', note: 'insider' },
      { ...op, 'Idempotency-Key': key() },
    );
    expect(dataOf<{ status: string; rejectReason: string }>(rejected)).toMatchObject({
      status: 'rejected',
      rejectReason: 'block_rejected_eligibility_not_met',
    });
    expect(await mine(b.id, bob.headers)).toMatchObject({
      state: 'cancelled',
      heldAmount: '0',
      releasedAmount: b.amount,
    });
    expect(await cash(bob.headers)).toBe(start.bob);
    expect(await cash(alice.headers)).toBe(start.alice - BigInt(a.amount));
    const again = await t.api.post(
      '/admin/blockApplication/reject',
      { id: b.id, reason: 'review_rejected_other' },
      { ...op, 'Idempotency-Key': key() },
    );
    expect(again.body.msg).toBe('review_already_decided');
    await advance(2 * HOUR);
    await close(id);
  });

  it('closes with demand that fits: every approved application gets all it asked, at the distribution price', async () => {
    const id = await createDistribution({ total: '100000', max: '1000' });
    const alice = await verifiedUser();
    const bob = await verifiedUser();
    const opened = await openWindow(id, alice.headers);
    const start = { alice: await cash(alice.headers), bob: await cash(bob.headers) };
    const a = dataOf<Application>(await apply(alice.headers, id, '300'));
    const b = dataOf<Application>(await apply(bob.headers, id, '100'));
    await approve(a.id);
    await advance(2 * HOUR);
    // Still waiting for review: the close is refused and changes nothing.
    const waiting = await everything();
    expect((await close(id)).body.msg).toBe('pending_reviews_exist');
    expect(await everything()).toEqual(waiting);
    await approve(b.id);

    const closed = dataOf<AdminDistribution>(await close(id));
    expect(closed).toMatchObject({ status: 'allotted', allottedShares: 400 });
    for (const [user, application, shares, before] of [
      [alice, a, 300, start.alice],
      [bob, b, 100, start.bob],
    ] as const) {
      const after = await mine(application.id, user.headers);
      expect(after).toMatchObject({ state: 'allotted', allocation: 'full', allottedQuantity: shares, heldAmount: '0' });
      expect(await cash(user.headers)).toBe(before - BigInt(application.amount));
      const [position] = await t.db.query<{ buy_price: bigint; quantity: bigint; cost: bigint }>(
        'SELECT buy_price, quantity, cost FROM trade_positions WHERE id = $1',
        [after.positionId],
      );
      expect(position).toMatchObject({
        buy_price: parsePrice(opened.price ?? '0'),
        quantity: BigInt(shares),
        cost: BigInt(application.amount),
      });
    }
  });

  it('closes with demand over the shares: a lottery in trading units anyone can re-run from the published seed', async () => {
    // 3 lots for 4 applicants asking 2 lots each.
    const id = await createDistribution({ total: '300', max: '300' });
    const users = [await verifiedUser(), await verifiedUser(), await verifiedUser(), await verifiedUser()];
    const opened = await openWindow(id, users[0]!.headers);
    const price = parsePrice(opened.price ?? '0');
    const starts = await Promise.all(users.map((u) => cash(u.headers)));
    const applications = [];
    for (const user of users) applications.push(dataOf<Application>(await apply(user.headers, id, '200')));
    for (const a of applications) await approve(a.id);
    const committed = dataOf<{ items: AdminDistribution[] }>(
      await t.api.post('/admin/distribution/list', { type: 'jpy' }, op),
    ).items.find((d) => d.id === id);
    await advance(2 * HOUR);

    const closeKey = key();
    const closedRes = await close(id, closeKey);
    const closed = dataOf<AdminDistribution>(closedRes);
    expect(closed).toMatchObject({ status: 'allotted', allottedShares: 300 });
    expect((await close(id, closeKey)).body).toEqual(closedRes.body);
    expect(seedHashOf(closed.seed ?? '')).toBe(committed?.seedHash);

    const allotted: number[] = [];
    for (const [i, user] of users.entries()) {
      const after = await mine(applications[i]!.id, user.headers);
      const shares = after.allottedQuantity ?? -1;
      allotted.push(shares);
      expect(shares % 100).toBe(0);
      // What 200 shares held, pro rata (shares come in lots of 100, so it is exact).
      const cost = (BigInt(applications[i]!.amount) * BigInt(shares)) / 200n;
      expect(await cash(user.headers)).toBe(starts[i]! - cost);
      expect(after.heldAmount).toBe('0');
      if (shares === 0) {
        expect(after).toMatchObject({ state: 'not_allotted', allocation: 'none', positionId: null });
        expect(after.releasedAmount).toBe(applications[i]!.amount);
      } else {
        expect(after).toMatchObject({ state: 'allotted', allocation: shares === 200 ? 'full' : 'partial' });
        const [position] = await t.db.query<{ buy_price: bigint; quantity: bigint }>(
          'SELECT buy_price, quantity FROM trade_positions WHERE id = $1',
          [after.positionId],
        );
        expect(position).toMatchObject({ buy_price: price, quantity: BigInt(shares) });
      }
    }
    expect(allotted.reduce((x, y) => x + y, 0)).toBe(300);
    expect(allotted.filter((s) => s === 0).length).toBeGreaterThanOrEqual(1);

    // The published seed re-runs the allocation from the entries (entry id and lots asked).
    const entries = await t.db.query<{ id: bigint; entry_id: string; quantity: bigint }>(
      'SELECT id, entry_id, quantity FROM block_applications WHERE distribution_id = $1 ORDER BY id',
      [id],
    );
    const rerun = runDraw(
      closed.seed ?? '',
      entries.map((e) => ({ entryId: e.entry_id, lots: Number(e.quantity / 100n) })),
      3,
    );
    const lotsOf = new Map(rerun.entries.map((e) => [e.entryId, e.allottedLots]));
    expect(entries.map((e) => (lotsOf.get(e.entry_id) ?? -1) * 100)).toEqual(allotted);
  });

  it('refuses what the state does not allow, changing nothing', async () => {
    const id = await createDistribution({ total: '1000', min: '200', max: '500' });
    const alice = await verifiedUser();
    const stranger = await t.newUser();
    signedIn.push(stranger);
    let before = await everything();
    // Announced: no applications, no approvals.
    expect((await apply(alice.headers, id, '200')).body.msg).toBe('block_trade_closed');
    expect(await everything()).toEqual(before);

    await openWindow(id, alice.headers);
    before = await everything();
    expect((await apply(alice.headers, id, '100')).body.msg).toBe('block_min_shares');
    expect((await apply(alice.headers, id, '600')).body.msg).toBe('block_max_shares');
    expect((await apply(alice.headers, id, '250')).body.msg).toBe('block_lot_multiple');
    expect((await apply(stranger.headers, id, '200')).body.msg).toBe('real_name_not_verified');
    const unknown = await apply(alice.headers, '999999', '200');
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'not_found']);
    expect((await t.api.post('/admin/distribution/update', { id, max_shares: '300' }, op)).body.msg).toBe(
      'admin_item_locked',
    );
    expect(await everything()).toEqual(before);

    const a = dataOf<Application>(await apply(alice.headers, id, '200'));
    await approve(a.id);
    await advance(2 * HOUR);
    before = await everything();
    // The window is over: no application, no cancellation; the operator closes it.
    expect((await apply(alice.headers, id, '200')).body.msg).toBe('block_trade_closed');
    const late = await t.api.post(
      '/block/cancel',
      { application_id: a.id },
      { ...alice.headers, 'Idempotency-Key': key() },
    );
    expect(late.body.msg).toBe('block_trade_closed');
    expect(await everything()).toEqual(before);

    await close(id);
    before = await everything();
    expect((await close(id)).body.msg).toBe('block_trade_closed');
    expect((await approve(a.id)).body.msg).toBe('review_already_decided');
    const reject = await t.api.post(
      '/admin/blockApplication/reject',
      { id: a.id, reason: 'review_rejected_other' },
      { ...op, 'Idempotency-Key': key() },
    );
    expect(reject.body.msg).toBe('review_already_decided');
    expect(await everything()).toEqual(before);
  });
});
