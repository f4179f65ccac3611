import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/auth/sessions.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Db } from '../src/db/db.ts';
import { navNow } from '../src/follow/nav.ts';
import { buyFollowProduct, stopFollowOrder } from '../src/follow/orders.ts';
import { navProductOf, productRow, versionsOf } from '../src/follow/products.ts';
import { HOUSE } from '../src/ledger/accounts.ts';
import { houseAccount } from '../src/ledger/ledger.ts';
import { depositFromBank, walletBalances } from '../src/ledger/wallets.ts';
import { TestClock } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import type { TestDatabase } from './helpers/engines.ts';
import { insertFollowProduct } from './helpers/follow.ts';
import { assertLedgerInvariants } from './helpers/invariants.ts';
import { key, tokyoDay } from './helpers/offerings.ts';
import { PinnedMarket } from './helpers/trading.ts';
import { insertLedgerUser } from './fixtures/ledger-users.ts';

const START = new Date('2026-11-24T01:00:00Z');
const USERS = 3;
const HOUR_MS = 3_600_000;
/** The product's terms (insertFollowProduct): ¥100,000 minimum, 1.00 % in, 0.50 % out within 2 days, 10 % of gains. */
const TERMS = { entryFeeBp: 100n, earlyExitFeeBp: 50n, earlyExitFeeDays: 2, profitShareBp: 1000n, min: 100_000n };

type Action =
  | { type: 'buy'; user: number; thousands: number }
  | { type: 'stop'; user: number; nth: number }
  | { type: 'move'; code: '7203' | '6758'; percent: number }
  | { type: 'advance'; hours: number };

interface ModelOrder {
  id: string;
  units: bigint;
  amount: bigint;
  boughtDay: string;
  following: boolean;
}

describe.each(engines())('follow model run on $name', (engine) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await migrate(db);
  });
  afterAll(() => database.dispose());

  it('a fast-check model run: buys, NAV moves (prices and time) and stops, every balance exact', async () => {
    const action: fc.Arbitrary<Action> = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          type: fc.constant('buy' as const),
          user: fc.integer({ min: 0, max: USERS - 1 }),
          thousands: fc.integer({ min: 60, max: 400 }),
        }),
      },
      {
        weight: 5,
        arbitrary: fc.record({
          type: fc.constant('stop' as const),
          user: fc.integer({ min: 0, max: USERS - 1 }),
          nth: fc.integer({ min: 0, max: 5 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          type: fc.constant('move' as const),
          code: fc.constantFrom('7203' as const, '6758' as const),
          percent: fc.integer({ min: -20, max: 20 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({ type: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 120 }) }),
      },
    );
    const seed = Number(process.env.FOLLOW_MODEL_SEED ?? Date.now() % 2_147_483_647);

    const property = fc.asyncProperty(
      fc.array(action, { minLength: 12, maxLength: 30 }),
      fc.array(fc.integer({ min: 2, max: 10 }), { minLength: USERS, maxLength: USERS }),
      async (actions, cashLots) => {
        let now = START;
        const market = new PinnedMarket(new TestClock(START.getTime()), 'always-open');
        const deps = { marketData: market, alwaysOpen: true };
        const productId = await insertFollowProduct(db, now, {
          entryFeeBp: Number(TERMS.entryFeeBp),
          earlyExitFeeBp: Number(TERMS.earlyExitFeeBp),
          earlyExitFeeDays: TERMS.earlyExitFeeDays,
          profitShareBp: Number(TERMS.profitShareBp),
        });
        const ids: bigint[] = [];
        const cash = cashLots.map((lots) => BigInt(lots) * 100_000n);
        for (const amount of cash) {
          const id = await insertLedgerUser(db, now);
          await db.query(`UPDATE users SET real_name_status = 'verified' WHERE id = $1`, [id]);
          await db.transaction((tx) => depositFromBank(tx, { userId: id, currency: 'JPY', amount, at: now }));
          ids.push(id);
        }
        const orders: ModelOrder[][] = ids.map(() => []);
        const shareAccount = await db.transaction((tx) => houseAccount(tx, HOUSE.followProfitShare, 'JPY'));
        const shareBalance = async () =>
          (await db.query<{ balance: bigint }>('SELECT balance FROM ledger_accounts WHERE id = $1', [shareAccount]))[0]!
            .balance;
        let shares = await shareBalance();
        const call = (i: number) => ({
          user: { userId: ids[i]!, account: '', role: 'user', flags: [] } as unknown as SessionUser,
          now,
          idempotencyKey: key(),
        });
        // The NAV the server prices at (recomputed from the market data by follow-nav.test.ts); the money is the model's.
        const nav = async () => {
          const row = (await productRow(db, BigInt(productId)))!;
          const versions = (await versionsOf(db, [row.id])).get(row.id) ?? [];
          return (await navNow(deps, navProductOf(row, versions), now)).nav;
        };

        for (const step of actions) {
          switch (step.type) {
            case 'buy': {
              const amount = BigInt(step.thousands) * 1_000n;
              const at = await nav();
              const run = buyFollowProduct(db, deps, call(step.user), {
                product_id: productId,
                amount: String(amount),
                agree: '1',
              });
              if (amount < TERMS.min) await expect(run).rejects.toMatchObject({ code: 'follow_below_minimum' });
              else if (amount > cash[step.user]!)
                await expect(run).rejects.toMatchObject({ code: 'insufficient_balance' });
              else {
                const fee = (amount * TERMS.entryFeeBp) / 10_000n;
                const units = ((amount - fee) * 100_000_000n) / at;
                const order = await run;
                expect(order).toMatchObject({ amount: String(amount), entryFee: String(fee), state: 'following' });
                expect(BigInt(order.units.replace('.', ''))).toBe(units);
                cash[step.user]! -= amount;
                orders[step.user]!.push({
                  id: order.id,
                  units,
                  amount,
                  boughtDay: tokyoDay(now.getTime()),
                  following: true,
                });
              }
              break;
            }
            case 'stop': {
              const mine = orders[step.user]!;
              const order = mine[step.nth % Math.max(1, mine.length)];
              if (!order) break;
              const at = await nav();
              const run = stopFollowOrder(db, deps, call(step.user), { order_id: order.id });
              if (!order.following) {
                await expect(run).rejects.toMatchObject({ code: 'order_not_holding' });
                break;
              }
              const value = (order.units * at) / 100_000_000n;
              const until = tokyoDay(Date.parse(`${order.boughtDay}T00:00:00Z`) + TERMS.earlyExitFeeDays * 86_400_000);
              const fee = tokyoDay(now.getTime()) <= until ? (value * TERMS.earlyExitFeeBp) / 10_000n : 0n;
              const gain = value - fee - order.amount;
              const share = gain > 0n ? (gain * TERMS.profitShareBp) / 10_000n : 0n;
              const ended = await run;
              expect(ended).toMatchObject({
                state: 'ended',
                value: String(value),
                exitFee: String(fee),
                profitShare: String(share),
                proceeds: String(value - fee - share),
              });
              order.following = false;
              cash[step.user]! += value - fee - share;
              shares += share;
              break;
            }
            case 'move': {
              const quote = await market.simulator.quote('jpy', step.code, now);
              const price = (BigInt(quote!.price.split('.')[0]!) * BigInt(100 + step.percent)) / 100n;
              market.pin('jpy', step.code, String(price));
              break;
            }
            case 'advance':
              now = new Date(now.getTime() + step.hours * HOUR_MS);
              market.pin('jpy', '7203', undefined);
              market.pin('jpy', '6758', undefined);
              break;
          }
          for (const [i, userId] of ids.entries()) {
            const [balance] = await walletBalances(db, userId);
            expect(balance?.available ?? 0n, `user ${i} after ${JSON.stringify(step)}`).toBe(cash[i]);
          }
          expect(await shareBalance()).toBe(shares);
        }
        await assertLedgerInvariants(db);
      },
    );

    try {
      await fc.assert(property, { numRuns: engine.name === 'pglite' ? 6 : 10, seed });
    } catch (error) {
      console.error(`follow model run failed; replay with FOLLOW_MODEL_SEED=${seed}`);
      throw error;
    }
  });
});
