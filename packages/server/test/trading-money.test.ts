import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { walletBalances } from '../src/ledger/wallets.ts';
import { userIdOf } from './helpers/accounts.ts';
import { engines } from './helpers/engines.ts';
import { assertLedgerInvariants } from './helpers/invariants.ts';
import { amountOf, ceilDiv, commission, minorOf, stepPrice } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { PinnedMarket, verifyRealName } from './helpers/trading.ts';

interface Trader {
  id: bigint;
  headers: Record<string, string>;
}

const OPENING = 1_000_000n;

describe.each(engines())('trading money on $name', (engine) => {
  let t: TestServer;
  let market: PinnedMarket;
  let sequence = 0;
  beforeAll(async () => {
    t = await startTestServer(engine, { marketData: (clock, mode) => (market = new PinnedMarket(clock, mode)) });
  });
  afterAll(() => t.close());

  const unique = (prefix: string) => `${prefix}-${engine.name}-${(sequence += 1)}`;
  async function trader(): Promise<Trader> {
    const user = await t.newUser();
    await verifyRealName(t.db, user.account);
    return { id: await userIdOf(t.db, user.account), headers: user.headers };
  }
  const yen = async (user: Trader) => {
    const found = (await walletBalances(t.db, user.id)).find((w) => w.currency === 'JPY');
    return { available: found?.available ?? 0n, held: found?.held ?? 0n };
  };
  const previousClose = async (code: string) =>
    ((await t.api.post('/market/quote', { type: 'jpy', stock_code: code })).body.data as { previousClose: string })
      .previousClose;

  it('100 concurrent orders that together exceed cash never overdraw: holds never exceed cash', async () => {
    const user = await trader();
    const price = await previousClose('9432');
    const principal = amountOf(price, 100, 0);
    const hold = principal + commission(principal, 10n, 100n);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.api.post(
          '/trade/placeOrder',
          {
            type: 'jpy',
            stock_code: '9432',
            side: 'buy',
            order_type: 'limit',
            price,
            quantity: '100',
            client_order_id: unique('rush'),
          },
          { ...user.headers, 'Idempotency-Key': unique('rush-key') },
        ),
      ),
    );
    const granted = OPENING / hold;
    expect(granted).toBeGreaterThan(10n);
    expect(granted).toBeLessThan(100n);
    expect(results.filter((r) => r.status === 200)).toHaveLength(Number(granted));
    const refused = results.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.msg}`))).toEqual(
      new Set(['422 insufficient_available_balance']),
    );
    expect(await yen(user)).toEqual({ available: OPENING - granted * hold, held: granted * hold });
    const [open] = await t.db.query<{ n: bigint; total: bigint }>(
      `SELECT COUNT(*)::bigint AS n, COALESCE(SUM(amount), 0)::bigint AS total FROM ledger_holds
       WHERE user_id = $1 AND status = 'open'`,
      [user.id],
    );
    expect(open).toEqual({ n: granted, total: granted * hold });
    await assertLedgerInvariants(t.db);
  });

  it('one order placed many times at once is placed once: the same Idempotency-Key, or the same client order id', async () => {
    const user = await trader();
    const form = {
      type: 'jpy',
      stock_code: '9432',
      side: 'buy',
      order_type: 'limit',
      price: await previousClose('9432'),
      quantity: '100',
      client_order_id: unique('twin'),
    };
    const key = unique('twin-key');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.api.post('/trade/placeOrder', form, {
          ...user.headers,
          'Idempotency-Key': i % 2 === 0 ? key : unique('twin-other-key'),
        }),
      ),
    );
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.body).toEqual(results[0]?.body);
    }
    const orders = await t.db.query('SELECT id FROM trade_orders WHERE user_id = $1', [user.id]);
    expect(orders).toHaveLength(1);
    const principal = amountOf(form.price, 100, 0);
    const hold = principal + commission(principal, 10n, 100n);
    expect(await yen(user)).toEqual({ available: OPENING - hold, held: hold });
    await assertLedgerInvariants(t.db);
  });

  it('a fast-check model run: random orders, cancels, price moves with fills, and closes match a model', async () => {
    const code = '9432';
    const base = await previousClose(code);
    expect(minorOf(base, 1)).toBeLessThan(10_000n); // under ¥1,000: the 0.1-yen tick band
    const tenths = (decimal: string) => minorOf(decimal, 1);
    type Action =
      | { type: 'buy'; user: number; lots: number; offset: number; leverage: 1 | 2 }
      | { type: 'close'; user: number; position: number; share: 'all' | 'half' | 'lot' | 'more'; offset: number | null }
      | { type: 'cancel'; order: number }
      | { type: 'move'; offset: number };
    const user = fc.integer({ min: 0, max: 1 });
    const offset = fc.integer({ min: -5, max: 5 });
    const action: fc.Arbitrary<Action> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          type: fc.constant('buy' as const),
          user,
          lots: fc.integer({ min: 1, max: 12 }),
          offset,
          leverage: fc.constantFrom(1 as const, 2 as const),
        }),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          type: fc.constant('close' as const),
          user,
          position: fc.nat(10),
          // The whole position, about half of it, one lot, or more than it holds (refused).
          share: fc.constantFrom('all' as const, 'half' as const, 'lot' as const, 'more' as const),
          offset: fc.option(offset, { nil: null }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const), order: fc.nat(20) }) },
      { weight: 3, arbitrary: fc.record({ type: fc.constant('move' as const), offset }) },
    );
    const seed = Number(process.env.TRADING_MODEL_SEED ?? Date.now() % 2_147_483_647);

    interface ModelOrder {
      id: string;
      user: number;
      side: 'buy' | 'sell';
      limit: string | null;
      quantity: bigint;
      leverage: bigint;
      hold: bigint;
      positionId: string | null;
      working: boolean;
    }
    interface ModelPosition {
      id: string;
      user: number;
      price: string;
      quantity: bigint;
      locked: bigint;
      leverage: bigint;
      borrowed: bigint;
    }

    const property = fc.asyncProperty(fc.array(action, { minLength: 8, maxLength: 24 }), async (actions) => {
      const users = [await trader(), await trader()];
      const wallets = users.map(() => ({ available: OPENING, held: 0n, proceedsToday: 0n }));
      const orders: ModelOrder[] = [];
      const positions: ModelPosition[] = [];
      let price = base;
      market.pin('jpy', code, price);
      const at = (i: number) => users[i] ?? users[0]!;
      const wallet = (i: number) => wallets[i] ?? wallets[0]!;
      const headers = (i: number) => ({ ...at(i).headers, 'Idempotency-Key': unique('model-key') });
      const borrowedOf = (p: ModelPosition, quantity: bigint) => {
        const cost = amountOf(p.price, quantity, 0);
        return quantity === 0n ? 0n : cost - ceilDiv(cost * 100n, p.leverage * 100n);
      };

      for (const step of actions) {
        const label = JSON.stringify(step);
        switch (step.type) {
          case 'buy': {
            const limit = stepPrice(base, '0.1', step.offset);
            const quantity = BigInt(step.lots * 100);
            const principal = amountOf(limit, quantity, 0);
            const hold = ceilDiv(principal, BigInt(step.leverage)) + commission(principal, 10n, 100n);
            const w = wallet(step.user);
            const restricted = w.proceedsToday < w.available ? w.proceedsToday : w.available;
            const res = await t.api.post(
              '/trade/placeOrder',
              {
                type: 'jpy',
                stock_code: code,
                side: 'buy',
                order_type: 'limit',
                price: limit,
                quantity: String(quantity),
                leverage: String(step.leverage),
                client_order_id: unique('model'),
              },
              headers(step.user),
            );
            if (hold > w.available) expect(res.body.msg, label).toBe('insufficient_available_balance');
            else if (step.leverage === 1 && restricted > 0n && hold > w.available - restricted) {
              expect(res.body.msg, label).toBe('cash_day_trade_restricted');
            } else {
              expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBe(200);
              w.available -= hold;
              w.held += hold;
              orders.push({
                id: (res.body.data as { id: string }).id,
                user: step.user,
                side: 'buy',
                limit,
                quantity,
                leverage: BigInt(step.leverage),
                hold,
                positionId: null,
                working: true,
              });
            }
            break;
          }
          case 'close': {
            const own = positions.filter((p) => p.user === step.user && p.quantity > 0n);
            const target = own[step.position % Math.max(1, own.length)];
            if (!target) break;
            const half = (target.quantity / 200n) * 100n || 100n;
            const quantity = { all: target.quantity, half, lot: 100n, more: target.quantity + 100n }[step.share];
            const limit = step.offset === null ? null : stepPrice(base, '0.1', step.offset);
            const res = await t.api.post(
              '/position/close',
              {
                position_id: target.id,
                quantity: String(quantity),
                ...(limit === null ? {} : { price: limit }),
                client_order_id: unique('model-close'),
              },
              headers(step.user),
            );
            if (quantity > target.quantity - target.locked) {
              expect(res.body.msg, label).toBe('order_not_holding');
            } else {
              expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBe(200);
              target.locked += quantity;
              orders.push({
                id: (res.body.data as { order: { id: string } }).order.id,
                user: step.user,
                side: 'sell',
                limit,
                quantity,
                leverage: 1n,
                hold: 0n,
                positionId: target.id,
                working: true,
              });
            }
            break;
          }
          case 'cancel': {
            const target = orders[step.order % Math.max(1, orders.length)];
            if (!target) break;
            const res = await t.api.post('/trade/cancelOrder', { order_id: target.id }, headers(target.user));
            if (!target.working) {
              expect(res.body.msg, label).toBe('order_not_working');
              break;
            }
            expect(res.status, label).toBe(200);
            target.working = false;
            if (target.side === 'buy') {
              wallet(target.user).available += target.hold;
              wallet(target.user).held -= target.hold;
            } else {
              const p = positions.find((x) => x.id === target.positionId);
              if (p) p.locked -= target.quantity;
            }
            break;
          }
          case 'move': {
            price = stepPrice(base, '0.1', step.offset);
            market.pin('jpy', code, price);
            t.clock.advance(100);
            await t.app.matching.pass();
            // The model's own matching: oldest order first, each whole at the price when it crosses.
            for (const order of orders.filter((o) => o.working)) {
              const w = wallet(order.user);
              const p = amountOf(price, order.quantity, 0);
              const fee = commission(p, 10n, 100n);
              if (order.side === 'buy') {
                if (tenths(price) > tenths(order.limit ?? '0')) continue;
                const margin = ceilDiv(p, order.leverage);
                order.working = false;
                w.available += order.hold - margin - fee;
                w.held -= order.hold;
                const [row] = await t.db.query<{ id: bigint }>('SELECT id FROM trade_positions WHERE order_id = $1', [
                  order.id,
                ]);
                positions.push({
                  id: String(row?.id),
                  user: order.user,
                  price,
                  quantity: order.quantity,
                  locked: 0n,
                  leverage: order.leverage,
                  borrowed: p - margin,
                });
              } else {
                if (order.limit !== null && tenths(price) < tenths(order.limit)) continue;
                const position = positions.find((x) => x.id === order.positionId);
                if (!position) throw new Error('a sell without its position');
                order.working = false;
                const left = position.quantity - order.quantity;
                const owed = borrowedOf(position, left);
                const repaid = position.borrowed - owed;
                position.quantity = left;
                position.locked -= order.quantity;
                position.borrowed = owed;
                w.available += p - fee - repaid;
                w.proceedsToday += p - fee - repaid;
              }
            }
            break;
          }
        }
        for (const [i, u] of users.entries()) {
          const actual = await yen(u);
          expect(actual, `user ${i} after ${label}`).toEqual({ available: wallet(i).available, held: wallet(i).held });
        }
        const stored = await t.db.query<{ id: bigint; quantity: bigint; locked_quantity: bigint; borrowed: bigint }>(
          `SELECT id, quantity, locked_quantity, borrowed FROM trade_positions WHERE user_id = ANY($1::bigint[])
           ORDER BY id`,
          [users.map((u) => String(u.id))],
        );
        expect(
          stored.map((r) => [String(r.id), r.quantity, r.locked_quantity, r.borrowed]),
          `positions after ${label}`,
        ).toEqual(positions.map((p) => [p.id, p.quantity, p.locked, p.borrowed]));
      }
      // Leave nothing working for the next run's passes.
      for (const order of orders.filter((o) => o.working)) {
        await t.api.post('/trade/cancelOrder', { order_id: order.id }, headers(order.user));
      }
      await assertLedgerInvariants(t.db);
    });

    try {
      await fc.assert(property, { numRuns: 20, seed });
    } catch (error) {
      console.error(`trading model run failed; replay with TRADING_MODEL_SEED=${seed}`);
      throw error;
    } finally {
      market.pin('jpy', code, undefined);
    }
  });
});
