import { transactionRecordTypes } from '@kabuto/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type KabutoApp } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import { DaytradeEngine } from '../src/daytrade/engine.ts';
import { TestClock } from './helpers/clock.ts';
import {
  daytradeApi,
  daytradeFingerprint,
  interestOf,
  yenOf,
  type DaytradeOrder,
  type DaytradeUser,
} from './helpers/daytrade.ts';
import { engines } from './helpers/engines.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { dataOf } from './helpers/offerings.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { PinnedMarket, ticker } from './helpers/trading.ts';

/** Friday 2026-11-20, 07:30 in Tokyo: before the market takes orders. */
const START = Date.parse('2026-11-19T22:30:00Z');
const RATE = 280n;
const recordsInContract = ['daytrade_profit', 'daytrade_loss', 'margin_interest'].every((type) =>
  (transactionRecordTypes as readonly string[]).includes(type),
);

/** What a closed position realized: its profit or loss from entry to exit, less one day's interest (no commission). */
function realizedOf(side: string, entry: string, exit: string, quantity: number): bigint {
  const difference = yenOf(exit, quantity) - yenOf(entry, quantity);
  return (side === 'long' ? difference : -difference) - interestOf(yenOf(entry, quantity), RATE);
}

describe.each(engines())('day trading through a Tokyo session on $name', (engine) => {
  let t: TestServer;
  let dt: ReturnType<typeof daytradeApi>;
  const others: KabutoApp[] = [];
  beforeAll(async () => {
    t = await startTestServer(engine, { marketClock: 'real', clockStart: START });
    dt = daytradeApi(t);
  });
  afterAll(async () => {
    for (const app of others) await app.daytrade.stop();
    await t.close();
  });

  const signedIn: DaytradeUser[] = [];
  /** Moves the test server's clock to an instant (forward only); everyone signs in again (sessions idle out). */
  async function at(iso: string) {
    const target = Date.parse(iso);
    expect(target).toBeGreaterThanOrEqual(t.clock.now().getTime());
    t.clock.advance(target - t.clock.now().getTime());
    for (const user of signedIn) {
      const login = await t.api.post('/user/login', { account: user.account, password: user.password });
      user.headers.token = dataOf<{ token: string }>(login).token;
    }
  }
  const trader = async (fund = '1000000') => {
    const user = await dt.approvedUser(fund);
    signedIn.push(user);
    return user;
  };
  const placed = async (user: DaytradeUser, form: Record<string, string>) => {
    const res = await dt.order(user, form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return dataOf<DaytradeOrder>(res);
  };
  const closeOf = async (app: KabutoApp, code: string, instant: string) =>
    (await app.marketData.quote('jpy', code, new Date(instant)))!.price;
  const everything = async () => ({ ledger: await stateFingerprint(t.db), daytrade: await daytradeFingerprint(t.db) });
  /** A second instance of the app on the same database, with its own clock, simulator and day-trade engine. */
  const instance = (iso: string) => {
    const app = createApp({ db: t.db, clock: new TestClock(Date.parse(iso)), config: { marketClock: 'real' } });
    others.push(app);
    return app;
  };

  it('buys and shorts at 09:30, rests a limit, takes orders in the closing auction, and at 15:30 closes everything at the closing price', async () => {
    const user = await trader();
    const before = await everything();
    const early = await dt.order(user, { side: 'buy', order_type: 'market' });
    expect([early.status, early.body.msg]).toEqual([422, 'not_trading_time']);
    expect(await everything()).toEqual(before);
    expect(await dt.account(user)).toMatchObject({ sessionOpen: false, autoCloseAt: '2026-11-20T15:30:00+09:00' });

    await at('2026-11-20T00:30:00Z'); // 09:30
    const long = await placed(user, {
      stock_code: '7203',
      side: 'buy',
      order_type: 'market',
      quantity: '200',
      leverage: '3',
    });
    const short = await placed(user, {
      stock_code: '6758',
      side: 'sell',
      order_type: 'market',
      quantity: '100',
      leverage: '2',
    });
    const quote = (await t.app.marketData.quote('jpy', '9984'))!;
    const resting = await placed(user, {
      stock_code: '9984',
      side: 'buy',
      order_type: 'limit',
      price: quote.limitDown!,
      quantity: '100',
      leverage: '3',
    });
    t.clock.advance(100);
    await t.app.daytrade.pass();
    const longFill = (await dt.orderDetail(user, long.id)).order;
    const shortFill = (await dt.orderDetail(user, short.id)).order;
    expect([longFill.state, shortFill.state, (await dt.orderDetail(user, resting.id)).order.state]).toEqual([
      'filled',
      'filled',
      'submitted',
    ]);
    expect(longFill.avgFillPrice).toBe(await closeOf(t.app, '7203', '2026-11-20T00:30:00.100Z'));
    const positions = (await dt.positions(user)).items;
    expect(positions.map((p) => [p.code, p.side, p.quantity, p.autoCloseAt]).sort()).toEqual([
      ['6758', 'short', 100, '2026-11-20T15:30:00+09:00'],
      ['7203', 'long', 200, '2026-11-20T15:30:00+09:00'],
    ]);

    // The closing auction takes orders and matches nothing until 15:30.
    await at('2026-11-20T06:26:00Z'); // 15:26
    expect((await dt.account(user)).sessionOpen).toBe(true);
    const auctionBuy = await placed(user, {
      stock_code: '8306',
      side: 'buy',
      order_type: 'market',
      quantity: '100',
      leverage: '3',
    });
    const longPosition = positions.find((p) => p.code === '7203')!;
    const partial = dataOf<DaytradeOrder>(
      await dt.closePosition(user, { position_id: longPosition.id, quantity: '100' }),
    );
    t.clock.advance(100);
    await t.app.daytrade.pass();
    expect((await dt.orderDetail(user, auctionBuy.id)).order.state).toBe('submitted');
    expect((await dt.orderDetail(user, partial.id)).order.state).toBe('submitted');

    await at('2026-11-20T06:30:00.100Z'); // 15:30:00.100
    const result = await t.app.daytrade.pass();
    expect(result.sessionsClosed).toContain('2026-11-20');
    const close = {
      '7203': await closeOf(t.app, '7203', '2026-11-20T06:30:00Z'),
      '6758': await closeOf(t.app, '6758', '2026-11-20T06:30:00Z'),
      '8306': await closeOf(t.app, '8306', '2026-11-20T06:30:00Z'),
    };
    const failed = (await dt.orderDetail(user, resting.id)).order;
    expect(failed).toMatchObject({ state: 'failed', failReason: 'session_ended', marginHeld: '0' });
    expect((await dt.orderDetail(user, auctionBuy.id)).order).toMatchObject({
      state: 'filled',
      avgFillPrice: close['8306'],
      updatedAt: '2026-11-20T15:30:00+09:00',
    });
    expect((await dt.orderDetail(user, partial.id)).order).toMatchObject({
      state: 'filled',
      avgFillPrice: close['7203'],
      autoClose: false,
    });
    expect((await dt.positions(user)).items).toEqual([]);
    const closed = (await dt.positions(user, 'closed')).items;
    expect(closed).toHaveLength(3);
    const autoCloses = (await dt.orders(user, { date: '2026-11-20', size: '100' })).items.filter((o) => o.autoClose);
    expect(autoCloses.map((o) => [o.code, o.side, o.quantity, o.avgFillPrice, o.state]).sort()).toEqual([
      ['6758', 'buy', 100, close['6758'], 'filled'],
      ['7203', 'sell', 100, close['7203'], 'filled'],
      ['8306', 'sell', 100, close['8306'], 'filled'],
    ]);

    const entry = (code: string) => closed.find((p) => p.code === code)!.avgPrice;
    const expected = {
      '7203': realizedOf('long', longFill.avgFillPrice!, close['7203'], 300),
      '6758': realizedOf('short', shortFill.avgFillPrice!, close['6758'], 100),
      '8306': realizedOf('long', entry('8306'), close['8306'], 100),
    };
    // The 7203 long closed in two parts: the interest is figured on each part's opening notional.
    expected['7203'] =
      realizedOf('long', longFill.avgFillPrice!, close['7203'], 100) +
      realizedOf('long', longFill.avgFillPrice!, close['7203'], 100);
    for (const p of closed) expect([p.code, p.realizedProfit]).toEqual([p.code, String(expected[p.code as '7203'])]);
    expect(entry('8306')).toBe(close['8306']);
    const total = expected['7203'] + expected['6758'] + expected['8306'];
    expect(await dt.account(user)).toMatchObject({
      fund: String(1_000_000n + total),
      marginInUse: '0',
      availableMargin: String(1_000_000n + total),
      todayRealizedProfit: String(total),
      sessionOpen: false,
    });
    if (recordsInContract) {
      const records = (await dt.records(user)).filter((r) => r.stockCode !== undefined);
      const sum = records.reduce((s, r) => s + BigInt(r.amount), 0n);
      expect(sum).toBe(total);
      expect(records.filter((r) => r.type === 'margin_interest')).toHaveLength(4);
    }

    // Exactly once: another pass, or another instance, changes nothing; nothing is accepted after the close.
    const settled = await everything();
    await t.app.daytrade.pass();
    await instance('2026-11-20T06:31:00Z').daytrade.pass();
    expect(await everything()).toEqual(settled);
    const late = await dt.order(user, { side: 'buy', order_type: 'market' });
    expect([late.status, late.body.msg]).toEqual([422, 'not_trading_time']);
    const [row] = await t.db.query<{ positions_closed: number; orders_failed: number; orders_filled: number }>(
      `SELECT positions_closed, orders_failed, orders_filled FROM daytrade_session_closes WHERE trade_date = '2026-11-20'`,
    );
    expect(row).toEqual({ positions_closed: 3, orders_failed: 1, orders_filled: 2 });
  });

  it('catches up: positions left open by a server stopped before the close are closed the next morning at that close, once', async () => {
    await at('2026-11-24T01:00:00Z'); // Tuesday 10:00 (Monday the 23rd is a holiday)
    const user = await trader('500000');
    const long = await placed(user, {
      stock_code: '7203',
      side: 'buy',
      order_type: 'market',
      quantity: '100',
      leverage: '2',
    });
    const short = await placed(user, {
      stock_code: '6758',
      side: 'sell',
      order_type: 'market',
      quantity: '100',
      leverage: '3',
    });
    t.clock.advance(100);
    await t.app.daytrade.pass();
    const entries = {
      long: (await dt.orderDetail(user, long.id)).order.avgFillPrice!,
      short: (await dt.orderDetail(user, short.id)).order.avgFillPrice!,
    };
    // The server stops at 11:00 and starts again on Wednesday at 08:00: a new instance on the same database.
    const next = instance('2026-11-24T23:00:00Z');
    const first = await next.daytrade.pass();
    expect(first.sessionsClosed).toEqual(['2026-11-24']);
    expect(first.autoClosed).toBe(2);
    await at('2026-11-24T23:00:00Z');
    const close7203 = await closeOf(next, '7203', '2026-11-24T06:30:00Z');
    const close6758 = await closeOf(next, '6758', '2026-11-24T06:30:00Z');
    // Not the price when the server stopped: the day's close, which it never saw.
    expect(close7203).not.toBe(await closeOf(next, '7203', '2026-11-24T02:00:00Z'));
    const closed = (await dt.positions(user, 'closed')).items;
    expect(closed.map((p) => [p.code, p.closedAt, p.lastPrice]).sort()).toEqual([
      ['6758', '2026-11-24T15:30:00+09:00', close6758],
      ['7203', '2026-11-24T15:30:00+09:00', close7203],
    ]);
    const total = realizedOf('long', entries.long, close7203, 100) + realizedOf('short', entries.short, close6758, 100);
    expect((await dt.account(user)).fund).toBe(String(500_000n + total));
    const settled = await everything();
    expect((await next.daytrade.pass()).autoClosed).toBe(0);
    expect((await instance('2026-11-25T00:00:00Z').daytrade.pass()).autoClosed).toBe(0);
    expect(await everything()).toEqual(settled);
  });

  it('two instances on one database at the close: each position closed once', async () => {
    await at('2026-11-25T01:00:00Z'); // Wednesday 10:00
    const users = [await trader('300000'), await trader('300000')];
    for (const user of users) {
      await placed(user, { stock_code: '7203', side: 'buy', order_type: 'market', quantity: '100', leverage: '3' });
      await placed(user, { stock_code: '8306', side: 'sell', order_type: 'market', quantity: '100', leverage: '3' });
    }
    t.clock.advance(100);
    await t.app.daytrade.pass();
    const a = instance('2026-11-25T06:30:01Z');
    const b = instance('2026-11-25T06:30:01Z');
    const [ra, rb] = await Promise.all([a.daytrade.pass(), b.daytrade.pass()]);
    expect(ra.autoClosed + rb.autoClosed).toBe(4);
    await at('2026-11-25T06:31:00Z');
    for (const user of users) {
      const orders = (await dt.orders(user, { size: '100' })).items;
      expect(orders.filter((o) => o.autoClose)).toHaveLength(2);
      expect((await dt.positions(user)).items).toEqual([]);
      const realized = (await dt.positions(user, 'closed')).items.reduce((s, p) => s + BigInt(p.realizedProfit), 0n);
      expect((await dt.account(user)).fund).toBe(String(300_000n + realized));
    }
    const [row] = await t.db.query<{ positions_closed: number }>(
      `SELECT positions_closed FROM daytrade_session_closes WHERE trade_date = '2026-11-25'`,
    );
    expect(row?.positions_closed).toBe(4);
  });
});

describe('the day-trade engine while Tokyo does not match', () => {
  it('costs no query on a tick while its orders wait for the open, then matches on the first open tick', async () => {
    // 08:30 in Tokyo: a limit buy far under the market, for today's session.
    const clock = new TestClock(Date.parse('2026-11-19T23:30:00Z'));
    const order = {
      id: 1n,
      user_id: 1n,
      code: '7203',
      side: 'buy',
      price: 10_000n,
      closes_at: new Date('2026-11-20T06:30:00Z'),
    };
    let queries = 0;
    const db = {
      query: async (sql: string) => {
        queries += 1;
        if (sql.includes('GROUP BY trade_date')) return []; // no session ended with anything open
        if (sql.includes('daytrade_session_closes')) return [{ '?column?': 1 }]; // yesterday's end is recorded
        if (sql.includes('MIN(closes_at) AS at')) return [{ at: null }]; // no open position
        return [order]; // the working orders
      },
    } as unknown as Db;
    const market = new PinnedMarket(clock, 'real');
    const engine = new DaytradeEngine({ db, marketData: market, alwaysOpen: false, clock }, { idlePollMs: 600_000 });
    await engine.start();
    const tick = ticker(clock, market, engine);
    await tick(1);
    const first = queries;
    expect(first).toBeGreaterThan(0);
    await tick(100);
    expect(queries).toBe(first);
    clock.advance(Date.parse('2026-11-20T00:00:00Z') - clock.now().getTime() - 50);
    await tick(1); // 09:00:00.050: a pass, and from now on one on each tick while the order waits on the price
    const open = queries;
    expect(open).toBeGreaterThan(first);
    await tick(2);
    expect(queries - open).toBe(2 * (open - first));
    await engine.stop();
  });
});
