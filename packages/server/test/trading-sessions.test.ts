import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import type { MarketSimulator } from '../src/market/simulator/index.ts';
import { MatchingEngine } from '../src/trading/matching.ts';
import { TestClock } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { PinnedMarket, ticker, tradingFingerprint, verifyRealName } from './helpers/trading.ts';

interface Order {
  id: string;
  status: string;
  expiresAt: string;
  averageFillPrice: string | null;
}
interface OrderDetail extends Order {
  positionIds: string[];
  fills: { time: string; price: string }[];
}
interface Trader {
  account: string;
  password: string;
  headers: Record<string, string>;
}

/** Friday 2026-11-20, 08:30 in Tokyo: every market on its real sessions from here on. */
const START = Date.parse('2026-11-19T23:30:00Z');

describe.each(engines())('trading on the real market clock on $name', (engine) => {
  let t: TestServer;
  let sequence = 0;
  let user: Trader;
  beforeAll(async () => {
    t = await startTestServer(engine, { marketClock: 'real', clockStart: START });
    const created = await t.newUser();
    await verifyRealName(t.db, created.account);
    user = { account: created.account, password: created.password, headers: created.headers };
  });
  afterAll(() => t.close());

  const unique = (prefix: string) => `${prefix}-${engine.name}-${(sequence += 1)}`;
  /** Moves the clock to an instant (forward only) and signs the user in again (sessions idle out in 12 hours). */
  async function at(iso: string) {
    const target = Date.parse(iso);
    expect(target).toBeGreaterThanOrEqual(t.clock.now().getTime());
    t.clock.advance(target - t.clock.now().getTime());
    const login = await t.api.post('/user/login', { account: user.account, password: user.password });
    user.headers = { token: (login.body.data as { token: string }).token, account: user.account };
  }
  const place = (form: Record<string, string>) =>
    t.api.post(
      '/trade/placeOrder',
      { client_order_id: unique('order'), ...form },
      { ...user.headers, 'Idempotency-Key': unique('key') },
    );
  const placed = async (form: Record<string, string>) => {
    const res = await place(form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Order;
  };
  const detail = async (id: string) =>
    (await t.api.post('/trade/orderDetail', { order_id: id }, user.headers)).body.data as OrderDetail;
  const preview = async (form: Record<string, string>) =>
    (await t.api.post('/trade/previewOrder', form, user.headers)).body.data as { phase: string; checks: string[] };
  const simulator = () => t.app.marketData as MarketSimulator;
  const toyota = { type: 'jpy', stock_code: '7203', side: 'buy', order_type: 'market', quantity: '100' };

  it('Tokyo before the open: the order is accepted and waits for 09:00', async () => {
    expect((await preview(toyota)).phase).toBe('pre_open');
    const order = await placed(toyota);
    expect(order.expiresAt).toBe('2026-11-20T15:30:00+09:00');
    t.clock.advance(100);
    await t.app.matching.pass();
    expect((await detail(order.id)).status).toBe('working');
    await at('2026-11-20T00:00:00.100Z');
    await t.app.matching.pass();
    const filled = await detail(order.id);
    expect(filled.status).toBe('filled');
    expect(filled.fills[0]?.time).toBe('2026-11-20T09:00:00+09:00');
  });

  it('China T+1 on the real calendar: bought on Friday, sellable from Monday', async () => {
    await at('2026-11-20T02:00:00Z');
    const order = await placed({
      type: 'cny',
      stock_code: '601398',
      side: 'buy',
      order_type: 'market',
      quantity: '100',
    });
    t.clock.advance(100);
    await t.app.matching.pass();
    const positionId = (await detail(order.id)).positionIds[0] ?? '';
    const position = (await t.api.post('/position/detail', { position_id: positionId }, user.headers)).body.data;
    expect(position).toMatchObject({ sellableFrom: '2026-11-23', sellableQuantity: 0 });
    const before = { ledger: await stateFingerprint(t.db), trading: await tradingFingerprint(t.db) };
    const refused = await t.api.post(
      '/position/close',
      { position_id: positionId, quantity: '100', client_order_id: unique('close') },
      { ...user.headers, 'Idempotency-Key': unique('key') },
    );
    expect(refused.body.msg).toBe('t_plus_no_sell');
    expect({ ledger: await stateFingerprint(t.db), trading: await tradingFingerprint(t.db) }).toEqual(before);
  });

  it('Tokyo’s lunch break takes orders and matches them at 12:30', async () => {
    await at('2026-11-20T03:00:00Z');
    expect((await preview(toyota)).phase).toBe('lunch_break');
    const order = await placed(toyota);
    await t.app.matching.pass();
    expect((await detail(order.id)).status).toBe('working');
    await at('2026-11-20T03:30:00.100Z');
    await t.app.matching.pass();
    expect((await detail(order.id)).status).toBe('filled');
  });

  it('the closing auction takes orders and matches nothing until the 15:30 close, then fills at the close', async () => {
    await at('2026-11-20T06:27:00Z');
    const quote = (await t.api.post('/market/quote', { type: 'jpy', stock_code: '9432' })).body.data as {
      limitUp: string;
      limitDown: string;
      closingAuction: boolean;
    };
    expect(quote.closingAuction).toBe(true);
    const ntt = { ...toyota, stock_code: '9432', order_type: 'limit' };
    expect((await preview({ ...ntt, price: quote.limitUp })).phase).toBe('closing_auction');
    const crossing = await placed({ ...ntt, price: quote.limitUp });
    const below = await placed({ ...ntt, price: quote.limitDown });
    await at('2026-11-20T06:29:59Z');
    await t.app.matching.pass();
    expect((await detail(crossing.id)).status).toBe('working');

    await at('2026-11-20T06:30:00.050Z');
    const close = await simulator().quote('jpy', '9432', new Date('2026-11-20T06:30:00Z'));
    await t.app.matching.pass();
    const filled = await detail(crossing.id);
    expect(filled).toMatchObject({ status: 'filled', averageFillPrice: close?.price });
    expect(filled.fills[0]?.time).toBe('2026-11-20T15:30:00+09:00');
    // The order under the close found no match: it expired with the day.
    expect((await detail(below.id)).status).toBe('expired');
  });

  it('after the close and on weekends and holidays: not trading time, nothing changes', async () => {
    await at('2026-11-20T07:00:00Z');
    const refuse = async (form: Record<string, string>) => {
      const before = { ledger: await stateFingerprint(t.db), trading: await tradingFingerprint(t.db) };
      const res = await place(form);
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 422, msg: 'not_trading_time' });
      expect((await preview(form)).checks).toContain('not_trading_time');
      expect({ ledger: await stateFingerprint(t.db), trading: await tradingFingerprint(t.db) }).toEqual(before);
    };
    await refuse(toyota);
    await at('2026-11-21T03:00:00Z'); // Saturday
    await refuse(toyota);
    await refuse({ type: 'usd', stock_code: 'AAPL', side: 'buy', order_type: 'market', quantity: '1' });
    await at('2026-11-23T02:00:00Z'); // Labor Thanksgiving Day in Tokyo; Shanghai trades
    expect((await preview(toyota)).phase).toBe('holiday');
    await refuse(toyota);
  });

  it('New York: a day order expires at 16:00 Eastern, and ticks drive the matching in the running server', async () => {
    await at('2026-11-23T15:00:00Z'); // 10:00 in New York
    const order = await placed({ type: 'usd', stock_code: 'AAPL', side: 'buy', order_type: 'market', quantity: '1' });
    expect(order.expiresAt).toBe('2026-11-23T16:00:00-05:00');
    await t.app.matching.start();
    try {
      t.clock.advance(100);
      simulator().tick();
      await t.app.matching.idle();
      expect((await detail(order.id)).status).toBe('filled');
    } finally {
      await t.app.matching.stop();
    }
  });
});

describe('the matching engine when nothing works', () => {
  it('costs no query on a tick until an order is placed, or once per idle poll', async () => {
    const clock = new TestClock(START);
    let queries = 0;
    const db = {
      query: async () => {
        queries += 1;
        return [];
      },
    } as unknown as Db;
    const market = new PinnedMarket(clock, 'always-open');
    const engine = new MatchingEngine({ db, marketData: market, alwaysOpen: true, clock }, { idlePollMs: 5_000 });
    engine.start();
    const tick = ticker(clock, market, engine);
    await tick(1);
    expect(queries).toBe(1);
    await tick(20);
    expect(queries).toBe(1);
    engine.notify();
    await tick(1);
    expect(queries).toBe(2);
    await tick(50);
    expect(queries).toBe(3);
    await engine.stop();
  });

  it('costs no query on a tick while its orders wait for their market to open, then matches on the first open tick', async () => {
    // Friday 08:30 in Tokyo, before the open: a limit buy far under the market waits, and one order expires at 08:30:03.
    const clock = new TestClock(START);
    const resting = {
      id: 1n,
      user_id: 1n,
      market: 'jpy',
      code: '7203',
      side: 'buy',
      price: 10_000n,
      bound_price: 10_000n,
      expires_at: new Date('2026-11-20T06:30:00Z'),
    };
    const expiring = { ...resting, id: 2n, expires_at: new Date(START + 3_000) };
    let working = [resting, expiring];
    let queries = 0;
    const ended: bigint[] = [];
    const db = {
      query: async () => {
        queries += 1;
        return working;
      },
      // The expiry's transaction: the order is taken off the working list.
      transaction: async () => {
        ended.push(expiring.id);
        working = [resting];
        return true;
      },
    } as unknown as Db;
    const market = new PinnedMarket(clock, 'real');
    const engine = new MatchingEngine({ db, marketData: market, alwaysOpen: false, clock }, { idlePollMs: 600_000 });
    engine.start();
    const tick = ticker(clock, market, engine);
    await tick(1);
    expect(queries).toBe(1);
    await tick(28); // to 08:30:02.900: nothing to do
    expect(queries).toBe(1);
    await tick(1); // 08:30:03.000: the expiry
    expect({ queries, ended }).toEqual({ queries: 2, ended: [2n] });
    await tick(100); // the rest of the wait costs nothing
    expect(queries).toBe(2);
    clock.advance(Date.parse('2026-11-20T00:00:00Z') - clock.now().getTime() - 50);
    await tick(1); // 09:00:00.050: Tokyo matches, and the order that does not cross waits on each tick from now on
    expect(queries).toBe(3);
    await tick(3);
    expect(queries).toBe(6);
    await engine.stop();
  });
});
