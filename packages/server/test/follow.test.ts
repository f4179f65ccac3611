import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitFigures } from '../src/follow/orders.ts';
import { operatorHeaders } from './helpers/accounts.ts';
import { DAY, HOUR } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import { demoProducts, followFingerprint, insertFollowProduct } from './helpers/follow.ts';
import { verifyDirectly } from './helpers/funding.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { dataOf, key, tokyoDay } from './helpers/offerings.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

interface Product {
  id: string;
  state: string;
  currency: string;
  nav: string;
  navAt: string;
  inceptionNav: string;
  inceptionDate: string;
  dailyReturnPercent: string;
  cumulativeReturnPercent: string;
  maxDrawdownPercent: string;
  sparkline: string[];
  rule: { kind: string; universe: string[]; lookbackDays: number | null; top: number | null };
  basket: { code: string; weightPercent: string }[];
  followerCount: number;
  followerResults: { endedOrders: number; invested: string; paidOut: string; returnPercent: string | null };
  strategy: { jp: string; cn: string; us: string };
}
interface Order {
  id: string;
  state: string;
  amount: string;
  entryFee: string;
  units: string;
  buyNav: string;
  nav: string;
  value: string;
  dailyProfit: string;
  cumulativeProfit: string;
  earlyExitUntil: string | null;
  earlyExitFeeNow: string;
  profitShareNow: string;
  exitFeeNow: string;
  endReason: string | null;
  exitNav: string | null;
  exitFee: string | null;
  profitShare: string | null;
  proceeds: string | null;
  clientOrderId: string | null;
}
interface Preview {
  amount: string;
  entryFee: string;
  investedAmount: string;
  nav: string;
  units: string;
  earlyExitUntil: string | null;
  availableBalance: string;
}
interface User {
  account: string;
  password: string;
  headers: Record<string, string>;
}

/** A decimal with up to four places as an integer of ten-thousandths (the NAV and units scale). */
const scaled = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(4, '0'));
};
/** The test's own figures, straight from the contract's words (FollowBuyPreview, FollowOrder). */
const unitsFor = (invested: bigint, nav: bigint) => (invested * 100_000_000n) / nav;
const valueOf = (units: bigint, nav: bigint) => (units * nav) / 100_000_000n;
const pct = (amount: bigint, bp: bigint) => (amount * bp) / 10_000n;

describe.each(engines())('follow products on $name', (engine) => {
  let t: TestServer;
  let op: Record<string, string>;
  const signedIn: User[] = [];
  beforeAll(async () => {
    t = await startTestServer(engine);
    op = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  const verifiedUser = async (): Promise<User> => {
    const user = await t.newUser();
    await verifyDirectly(t.db, user.account);
    signedIn.push(user);
    return user;
  };
  /** Moves the clock; sessions idle that long have ended, so everyone signs in again. */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    Object.assign(op, await operatorHeaders(t));
    for (const user of signedIn) {
      const res = await t.api.post('/user/login', { account: user.account, password: user.password });
      user.headers.token = dataOf<{ token: string }>(res).token;
    }
  };
  const cash = async (headers: Record<string, string>) =>
    BigInt(dataOf<{ jpy: string }>(await t.api.post('/user/getUserinfo', {}, headers)).jpy);
  const detail = async (id: string, headers: Record<string, string>) =>
    dataOf<Product>(await t.api.post('/follow/detail', { product_id: id }, headers));
  const buy = (headers: Record<string, string>, form: Record<string, string>, k = key()) =>
    t.api.post('/follow/buy', { agree: '1', ...form }, { ...headers, 'Idempotency-Key': k });
  const stop = (headers: Record<string, string>, orderId: string, k = key()) =>
    t.api.post('/follow/stop', { order_id: orderId }, { ...headers, 'Idempotency-Key': k });
  const everything = async () => ({ ledger: await stateFingerprint(t.db), follow: await followFingerprint(t.db) });

  it('lists the demo products — a leader basket and two rules — each with a record computed from prices', async () => {
    const user = await verifiedUser();
    const ids = await demoProducts(t.db);
    const list = dataOf<{ items: Product[]; total: number }>(await t.api.post('/follow/products', {}, user.headers));
    const demo = list.items.filter((p) => Object.values(ids).includes(p.id));
    expect(demo.map((p) => [p.currency, p.rule.kind, p.state]).sort()).toEqual([
      ['CNY', 'equal_weight', 'open'],
      ['JPY', 'leader_basket', 'open'],
      ['USD', 'momentum', 'open'],
    ]);
    for (const p of demo) {
      expect(p.inceptionNav).toBe(p.currency === 'JPY' ? '10000.0000' : '100.0000');
      expect(p.sparkline.length).toBeGreaterThan(15);
      expect(p.maxDrawdownPercent.startsWith('-') || p.maxDrawdownPercent === '0.00').toBe(true);
      expect(p.followerResults).toEqual({
        endedOrders: 0,
        invested: p.currency === 'JPY' ? '0' : '0.00',
        paidOut: p.currency === 'JPY' ? '0' : '0.00',
        returnPercent: null,
      });
      const weights = p.basket.reduce((sum, b) => sum + scaled(b.weightPercent), 0n);
      expect(weights).toBe(1_000_000n);
      expect(await detail(p.id, user.headers)).toEqual(p);
    }
    const momentum = demo.find((p) => p.rule.kind === 'momentum')!;
    expect(momentum.rule).toMatchObject({ lookbackDays: 60, top: 3 });
    expect(momentum.basket).toHaveLength(3);
    expect(momentum.basket.every((b) => momentum.rule.universe.includes(b.code))).toBe(true);
    expect(momentum.strategy.us).toContain('the 3 of the 8 stocks');

    // The chart: the finished days of each range, the whole record from the inception NAV.
    const history = async (range: string) =>
      dataOf<{ points: { date: string; nav: string; dailyReturnPercent: string }[] }>(
        await t.api.post('/follow/navHistory', { product_id: ids.jpy, range }, user.headers),
      ).points;
    const all = await history('all');
    const leader = demo.find((p) => p.id === ids.jpy)!;
    expect(all[0]).toEqual({ date: leader.inceptionDate, nav: '10000.0000', dailyReturnPercent: '0.00' });
    expect(all.at(-1)!.date < tokyoDay(t.clock.now().getTime())).toBe(true);
    const sizes = await Promise.all(['1w', '1m', '3m', '6m'].map(history));
    expect(sizes.map((s) => s.length)).toEqual([7, 30, 91, 182]); // the always-open clock trades every day
    expect(sizes[1]).toEqual(all.slice(-30));
    expect(leader.sparkline).toEqual(all.slice(-30).map((p) => p.nav));
    const missing = await t.api.post('/follow/detail', { product_id: '999999' }, user.headers);
    expect([missing.status, missing.body.msg]).toEqual([404, 'not_found']);
  });

  it('buys at the NAV of that moment and stops at a later one, every figure exact and in the records', async () => {
    const id = await insertFollowProduct(t.db, t.clock.now(), {
      entryFeeBp: 100,
      earlyExitFeeBp: 50,
      earlyExitFeeDays: 30,
      profitShareBp: 1000,
    });
    const user = await verifiedUser();
    const before = await cash(user.headers);
    const preview = dataOf<Preview>(
      await t.api.post('/follow/preview', { product_id: id, amount: '300000' }, user.headers),
    );
    const nav = scaled((await detail(id, user.headers)).nav);
    expect(preview).toMatchObject({
      amount: '300000',
      entryFee: '3000',
      investedAmount: '297000',
      nav: (await detail(id, user.headers)).nav,
      availableBalance: String(before),
      earlyExitUntil: '2026-12-22',
    });
    expect(scaled(preview.units)).toBe(unitsFor(297_000n, nav));
    expect(await cash(user.headers)).toBe(before);

    const order = dataOf<Order>(
      await buy(user.headers, { product_id: id, amount: '300000', client_order_id: 'fol-1' }),
    );
    expect(order).toMatchObject({ state: 'following', amount: '300000', entryFee: '3000', units: preview.units });
    expect(order.buyNav).toBe(preview.nav);
    expect(await cash(user.headers)).toBe(before - 300_000n);
    const records = async () =>
      dataOf<{ items: { type: string; amount: string; status: string }[] }>(
        await t.api.post('/record/list', {}, user.headers),
      ).items;
    expect((await records()).slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'buy_fee', amount: '-3000', status: 'completed' }),
      expect.objectContaining({ type: 'copy_trade_purchase', amount: '-297000', status: 'completed' }),
    ]);

    // A day and a half later the market has moved the NAV; the order is valued at it.
    await advance(DAY + 12 * HOUR);
    const now = await detail(id, user.headers);
    const units = scaled(order.units);
    const held = dataOf<{ items: Order[] }>(await t.api.post('/follow/orders', {}, user.headers)).items[0]!;
    const value = valueOf(units, scaled(now.nav));
    const fee = pct(value, 50n);
    const share = value - fee - 300_000n > 0n ? pct(value - fee - 300_000n, 1000n) : 0n;
    expect(held).toMatchObject({
      nav: now.nav,
      value: String(value),
      cumulativeProfit: String(value - 300_000n),
      earlyExitFeeNow: String(fee),
      profitShareNow: String(share),
      exitFeeNow: String(fee + share),
    });

    const stopped = dataOf<Order>(await stop(user.headers, order.id));
    expect(stopped).toMatchObject({
      state: 'ended',
      endReason: 'stopped',
      exitNav: now.nav,
      value: String(value),
      exitFee: String(fee),
      profitShare: String(share),
      proceeds: String(value - fee - share),
      exitFeeNow: '0',
    });
    expect(await cash(user.headers)).toBe(before - 300_000n + value - fee - share);
    expect((await records())[0]).toMatchObject({ type: 'copy_trade_return', amount: String(value - fee - share) });
    const frozen = await everything();
    const again = await stop(user.headers, order.id);
    expect([again.status, again.body.msg]).toEqual([422, 'order_not_holding']);
    expect(await everything()).toEqual(frozen);
    const results = (await detail(id, user.headers)).followerResults;
    expect(results).toEqual({
      endedOrders: 1,
      invested: '300000',
      paidOut: String(value - fee - share),
      returnPercent: expect.any(String),
    });
  });

  it('takes the early-exit fee only within its period and the profit share only on a gain', async () => {
    const order = { units: 287_571n, amount: 300_000n, early_exit_fee_bp: 50, profit_share_bp: 1000 };
    // ¥10,432.1834: value ¥299,999; early: fee ¥1,499, no gain; late: no fee, still no gain.
    expect(exitFigures(order, 104_321_834n, 'JPY', true)).toEqual({
      value: 299_999n,
      exitFee: 1_499n,
      profitShare: 0n,
      proceeds: 298_500n,
    });
    expect(exitFigures(order, 104_321_834n, 'JPY', false).proceeds).toBe(299_999n);
    // ¥11,000: value ¥316,328; the gain after the early-exit fee is ¥14,747, its 10 % ¥1,474.
    expect(exitFigures(order, 110_000_000n, 'JPY', true)).toEqual({
      value: 316_328n,
      exitFee: 1_581n,
      profitShare: 1_474n,
      proceeds: 313_273n,
    });
    // Dollars: 12.3456 units at $101.2345 are $1,249.80 (cents rounded down).
    expect(exitFigures({ ...order, units: 123_456n, amount: 120_000n }, 1_012_345n, 'USD', false)).toMatchObject({
      value: 124_980n,
      profitShare: 498n,
    });

    // Through the API: 31 days after the buy the early-exit fee is gone.
    const id = await insertFollowProduct(t.db, t.clock.now(), { earlyExitFeeBp: 200, earlyExitFeeDays: 30 });
    const user = await verifiedUser();
    const bought = dataOf<Order>(await buy(user.headers, { product_id: id, amount: '100000' }));
    expect(bought.earlyExitUntil).toBe(tokyoDayPlus(t, 30));
    await advance(31 * DAY);
    const ended = dataOf<Order>(await stop(user.headers, bought.id));
    expect(ended.exitFee).toBe('0');
  });

  it('refuses what it must and moves nothing', async () => {
    const user = await verifiedUser();
    const unverified = await t.newUser();
    const open = await insertFollowProduct(t.db, t.clock.now());
    const closed = await insertFollowProduct(t.db, t.clock.now(), { status: 'closed' });
    const past = await insertFollowProduct(t.db, t.clock.now(), { deadline: new Date(t.clock.now().getTime() - 1) });
    const mine = dataOf<Order>(await buy(user.headers, { product_id: open, amount: '100000' }));
    const frozen = await everything();
    const cases: [Record<string, string>, Record<string, string>, number, string][] = [
      [user.headers, { product_id: open, amount: '99999' }, 422, 'follow_below_minimum'],
      [user.headers, { product_id: open, amount: '-100000' }, 422, 'follow_below_minimum'],
      [user.headers, { product_id: open, amount: '100000.5' }, 400, 'invalid_parameter'],
      [user.headers, { product_id: closed, amount: '100000' }, 422, 'product_closed'],
      [user.headers, { product_id: past, amount: '100000' }, 422, 'product_closed'],
      [user.headers, { product_id: open, amount: '5000000' }, 422, 'insufficient_balance'],
      [user.headers, { product_id: '999999', amount: '100000' }, 404, 'not_found'],
      [unverified.headers, { product_id: open, amount: '100000' }, 422, 'real_name_not_verified'],
    ];
    for (const [headers, form, status, msg] of cases) {
      const res = await buy(headers, form);
      expect([res.status, res.body.msg], JSON.stringify(form)).toEqual([status, msg]);
    }
    for (const [form, status, msg] of [
      [{ product_id: closed, amount: '100000' }, 422, 'product_closed'],
      [{ product_id: open, amount: '1' }, 422, 'follow_below_minimum'],
    ] as const) {
      const res = await t.api.post('/follow/preview', form, user.headers);
      expect([res.status, res.body.msg]).toEqual([status, msg]);
    }
    const notYours = await stop(unverified.headers, mine.id);
    expect([notYours.status, notYours.body.msg]).toEqual([404, 'order_not_found']);
    const noKey = await t.api.post('/follow/stop', { order_id: mine.id }, user.headers);
    expect(noKey.status).toBe(400);
    expect(await everything()).toEqual(frozen);
  });

  it('one Idempotency-Key is one order, and a client order id names one request', async () => {
    const id = await insertFollowProduct(t.db, t.clock.now());
    const user = await verifiedUser();
    const before = await cash(user.headers);
    const k = key();
    const first = await buy(user.headers, { product_id: id, amount: '100000' }, k);
    const replay = await buy(user.headers, { product_id: id, amount: '100000' }, k);
    expect(replay.body).toEqual(first.body);
    const other = await buy(user.headers, { product_id: id, amount: '200000' }, k);
    expect([other.status, other.body.msg]).toEqual([409, 'idempotency_conflict']);
    // The same client order id under a new key answers the order it placed; another request under it is refused.
    const named = await buy(user.headers, { product_id: id, amount: '100000', client_order_id: 'app-fol-1' });
    const renamed = await buy(user.headers, { product_id: id, amount: '100000', client_order_id: 'app-fol-1' });
    expect(dataOf<Order>(renamed).id).toBe(dataOf<Order>(named).id);
    const clash = await buy(user.headers, { product_id: id, amount: '150000', client_order_id: 'app-fol-1' });
    expect([clash.status, clash.body.msg]).toEqual([409, 'duplicate_request']);
    expect(await cash(user.headers)).toBe(before - 200_000n);
    const orders = await t.db.query(
      'SELECT 1 FROM follow_orders o JOIN users u ON u.id = o.user_id WHERE u.account = $1',
      [user.account],
    );
    expect(orders).toHaveLength(2);
    // Stopping twice with one key pays once and answers the same.
    const sk = key();
    const s1 = await stop(user.headers, dataOf<Order>(first).id, sk);
    const s2 = await stop(user.headers, dataOf<Order>(first).id, sk);
    expect(s2.body).toEqual(s1.body);
  });

  it('buys at once that together exceed the cash never overdraw it, and an order stopped at once pays once', async () => {
    const id = await insertFollowProduct(t.db, t.clock.now());
    const user = await verifiedUser();
    expect(await cash(user.headers)).toBe(1_000_000n);
    const results = await Promise.all(
      Array.from({ length: 15 }, () => buy(user.headers, { product_id: id, amount: '100000' })),
    );
    const done = results.filter((r) => r.status === 200);
    expect(done).toHaveLength(10);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.msg)).toEqual(
      Array.from({ length: 5 }, () => 'insufficient_balance'),
    );
    expect(await cash(user.headers)).toBe(0n);
    const orderId = dataOf<Order>(done[0]!).id;
    const stops = await Promise.all(Array.from({ length: 6 }, () => stop(user.headers, orderId)));
    expect(stops.filter((r) => r.status === 200)).toHaveLength(1);
    expect(stops.filter((r) => r.status !== 200).map((r) => r.body.msg)).toEqual(
      Array.from({ length: 5 }, () => 'order_not_holding'),
    );
    const paid = dataOf<Order>(stops.find((r) => r.status === 200)!).proceeds;
    expect(await cash(user.headers)).toBe(BigInt(paid ?? '0'));
  });

  it('serves the seed’s product orders from real data, a market at a time', async () => {
    const user = await verifiedUser();
    const ids = await demoProducts(t.db);
    const a = dataOf<Order>(await buy(user.headers, { product_id: ids.jpy, amount: '100000' }));
    const b = dataOf<Order>(await buy(user.headers, { product_id: ids.jpy, amount: '200000' }));
    await stop(user.headers, a.id);
    const list = await t.api.post('/trade/userproductlist', { type: 'jpy' }, user.headers);
    expect(list.body.data).toEqual([
      { id: b.id, status: 0, money: '200000' },
      { id: a.id, status: 1, money: '100000' },
    ]);
    expect((await t.api.post('/trade/userproductlist', { type: 'usd' }, user.headers)).body.data).toEqual([]);
  });

  it('lets the operator create, edit, open, close and end products, and users none of it', async () => {
    const user = await verifiedUser();
    const base = {
      name_jp: '試験バスケット',
      name_cn: '测试组合',
      name_us: 'Test Basket',
      leader_name: '試験 リーダー',
      leader_profile_jp: 'プロフィール',
      leader_profile_cn: '简介',
      leader_profile_us: 'Profile',
      type: 'jpy',
      min_investment: '100000',
      entry_fee_percent: '0.50',
      early_exit_fee_percent: '1.00',
      early_exit_fee_days: '10',
      profit_share_percent: '20.00',
    };
    const leaderForm = {
      ...base,
      strategy_kind: 'leader_basket',
      strategy_jp: '戦略',
      strategy_cn: '策略',
      strategy_us: 'Strategy',
      basket: '7203:60.00,9984:40.00',
      inception_date: '2026-09-01',
    };
    for (const path of ['/admin/follow/list', '/admin/follow/create', '/admin/follow/update']) {
      const res = await t.api.post(path, path.endsWith('create') ? leaderForm : { id: '1' }, user.headers);
      expect([res.status, res.body.msg]).toEqual([403, 'operator_only']);
    }
    const frozen = await everything();
    const refusals: [Record<string, string>, number, string][] = [
      [{ ...leaderForm, basket: '7203:60.00,9984:30.00' }, 422, 'basket_weights_invalid'],
      [{ ...leaderForm, basket: '7203:60.00,AAPL:40.00' }, 422, 'basket_weights_invalid'],
      [{ ...leaderForm, basket: '7203:60.00,7203:40.00' }, 422, 'basket_weights_invalid'],
      [{ ...leaderForm, universe: '7203,9984' }, 400, 'invalid_parameter'],
      [{ ...leaderForm, inception_date: tokyoDay(t.clock.now().getTime()) }, 422, 'dates_out_of_order'],
      [{ ...leaderForm, inception_date: '2024-12-30' }, 422, 'dates_out_of_order'],
      [
        { ...base, strategy_kind: 'momentum', universe: '7203,9984,6758', lookback_days: '20', top: '3' },
        422,
        'basket_weights_invalid',
      ],
      [{ ...base, strategy_kind: 'momentum', universe: '7203,9984,6758', top: '1' }, 400, 'invalid_parameter'],
      [
        { ...base, strategy_kind: 'equal_weight', universe: '7203,9984', strategy_us: 'mine' },
        400,
        'invalid_parameter',
      ],
      [{ ...base, strategy_kind: 'leader_basket', basket: '7203:100.00' }, 400, 'invalid_parameter'],
    ];
    for (const [form, status, msg] of refusals) {
      const res = await t.api.post('/admin/follow/create', form, op);
      expect([res.status, res.body.msg], JSON.stringify(form)).toEqual([status, msg]);
    }
    expect(await everything()).toEqual(frozen);

    const created = dataOf<{ id: string; state: string; inceptionDate: string; rule: { kind: string } }>(
      await t.api.post('/admin/follow/create', leaderForm, op),
    );
    expect(created).toMatchObject({ state: 'closed', inceptionDate: '2026-09-01', rule: { kind: 'leader_basket' } });
    const momentum = dataOf<{ id: string; basket: unknown[]; strategy: { jp: string } }>(
      await t.api.post(
        '/admin/follow/create',
        { ...base, strategy_kind: 'momentum', universe: '7203,9984,6758,8306', lookback_days: '20', top: '2' },
        op,
      ),
    );
    expect(momentum.basket).toHaveLength(2);
    expect(momentum.strategy.jp).toContain('過去20取引日');
    const closedBuy = await buy(user.headers, { product_id: created.id, amount: '100000' });
    expect(closedBuy.body.msg).toBe('product_closed');

    const setState = (id: string, state: string) =>
      t.api.post('/admin/follow/setStatus', { id, state }, { ...op, 'Idempotency-Key': key() });
    expect(dataOf<{ state: string }>(await setState(created.id, 'open')).state).toBe('open');
    const order = dataOf<Order>(await buy(user.headers, { product_id: created.id, amount: '200000' }));
    expect(order).toMatchObject({ entryFee: '1000', earlyExitUntil: tokyoDayPlus(t, 10) });

    // An edit: the record so far stays; fees change for new buys only; the follower is told.
    const history = async () =>
      dataOf<{ points: unknown[] }>(
        await t.api.post('/follow/navHistory', { product_id: created.id, range: 'all' }, user.headers),
      ).points;
    const recordBefore = await history();
    const inbox = async () =>
      (
        await t.db.query('SELECT 1 FROM inbox_messages m JOIN users u ON u.id = m.user_id WHERE u.account = $1', [
          user.account,
        ])
      ).length;
    const messages = await inbox();
    const updated = await t.api.post(
      '/admin/follow/update',
      { id: created.id, basket: '7203:50.00,9984:25.00,6758:25.00', entry_fee_percent: '1.00' },
      op,
    );
    expect(dataOf<{ entryFeePercent: string }>(updated).entryFeePercent).toBe('1.00');
    expect(await history()).toEqual(recordBefore);
    expect(await inbox()).toBe(messages + 1);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'follow_product' AND target_id = $1 ORDER BY id`,
      [created.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'follow_product_created',
      'follow_product_status_set',
      'follow_product_updated',
    ]);
    // The next day the new basket is held, rebalanced at today's close.
    await advance(DAY);
    const next = await detail(created.id, user.headers);
    expect(next.basket.map((b) => [b.code, b.weightPercent])).toEqual([
      ['7203', '50.00'],
      ['9984', '25.00'],
      ['6758', '25.00'],
    ]);
    expect((await history()).slice(0, recordBefore.length)).toEqual(recordBefore);
    const mine = dataOf<{ items: Order[] }>(await t.api.post('/follow/orders', {}, user.headers)).items[0]!;
    expect(mine.entryFee).toBe('1000');

    // Closed: no new money, the follower may still leave. Ended: every order paid at the NAV, no early-exit fee.
    await setState(created.id, 'closed');
    expect((await buy(user.headers, { product_id: created.id, amount: '100000' })).body.msg).toBe('product_closed');
    const second = await verifiedUser();
    await setState(created.id, 'open');
    const other = dataOf<Order>(await buy(second.headers, { product_id: created.id, amount: '100000' }));
    const cashBefore = await cash(second.headers);
    const ended = dataOf<{ state: string; followingOrders: number }>(await setState(created.id, 'ended'));
    expect(ended).toMatchObject({ state: 'ended', followingOrders: 0 });
    const afterEnd = dataOf<{ items: Order[] }>(await t.api.post('/follow/orders', {}, second.headers)).items[0]!;
    expect(afterEnd).toMatchObject({ id: other.id, state: 'ended', endReason: 'product_ended', exitFee: '0' });
    const value = valueOf(scaled(other.units), scaled(afterEnd.exitNav!));
    const gain = value - 100_000n;
    expect(afterEnd.proceeds).toBe(String(value - (gain > 0n ? pct(gain, 2000n) : 0n)));
    expect(await cash(second.headers)).toBe(cashBefore + BigInt(afterEnd.proceeds!));
    const locked = await t.api.post('/admin/follow/update', { id: created.id, name_us: 'x' }, op);
    expect([locked.status, locked.body.msg]).toEqual([409, 'admin_item_locked']);
    expect((await setState(created.id, 'open')).body.msg).toBe('admin_item_locked');
    const listed = dataOf<{ items: { id: string }[] }>(await t.api.post('/admin/follow/list', { state: 'ended' }, op));
    expect(listed.items.map((p) => p.id)).toContain(created.id);
  });
});

/** The Tokyo date `days` after the test clock's. */
function tokyoDayPlus(t: TestServer, days: number): string {
  return tokyoDay(t.clock.now().getTime() + days * DAY);
}
