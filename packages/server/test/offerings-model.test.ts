import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operator } from '../src/admin/users.ts';
import type { SessionUser } from '../src/auth/sessions.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Db } from '../src/db/db.ts';
import { depositFromBank, walletBalances } from '../src/ledger/wallets.ts';
import { allotIpo, cancelIpoApplication, publishIpoSeed, runIpoDraw, subscribeIpo } from '../src/offerings/ipo.ts';
import { runDraw } from '../src/offerings/lottery.ts';
import { engines } from './helpers/engines.ts';
import type { TestDatabase } from './helpers/engines.ts';
import { assertLedgerInvariants } from './helpers/invariants.ts';
import { DAY_MS, insertIpo, key, tokyoDay } from './helpers/offerings.ts';
import { insertLedgerUser } from './fixtures/ledger-users.ts';

const OPENED = new Date('2026-11-24T00:00:00Z');
/** insertIpo's terms: lots of 100 shares at ¥1,000 (¥100,000 a lot), 10 lots for the draw, at most 10 an account. */
const LOT_AMOUNT = 100_000n;
const LOTS_AVAILABLE = 10;
const USERS = 4;

type Action =
  | { type: 'apply'; user: number; lots: number }
  | { type: 'cancel'; user: number }
  | { type: 'draw' }
  | { type: 'allot' };

interface ModelApplication {
  id: string;
  lots: number;
  live: boolean;
}

describe.each(engines())('IPO model run on $name', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let operatorId: bigint;
  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await migrate(db);
    operatorId = await insertLedgerUser(db);
    await db.query(`UPDATE users SET role = 'operator' WHERE id = $1`, [operatorId]);
  });
  afterAll(() => database.dispose());

  it('a fast-check model run: random applications, cancellations, the draw and the allotment', async () => {
    const user = fc.integer({ min: 0, max: USERS - 1 });
    const action: fc.Arbitrary<Action> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({ type: fc.constant('apply' as const), user, lots: fc.integer({ min: 1, max: 11 }) }),
      },
      { weight: 3, arbitrary: fc.record({ type: fc.constant('cancel' as const), user }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('draw' as const) }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('allot' as const) }) },
    );
    const seed = Number(process.env.IPO_MODEL_SEED ?? Date.now() % 2_147_483_647);

    const property = fc.asyncProperty(
      fc.array(action, { minLength: 6, maxLength: 18 }),
      fc.array(fc.integer({ min: 1, max: 6 }), { minLength: USERS, maxLength: USERS }),
      async (actions, cashLots) => {
        const offeringId = await insertIpo(db, OPENED, 'subscribing');
        const lotteryDay = Date.parse(`${tokyoDay(OPENED.getTime() + 2 * DAY_MS)}T10:00:00+09:00`);
        const ids: bigint[] = [];
        const model = cashLots.map((lots) => ({ available: BigInt(lots) * LOT_AMOUNT, held: 0n }));
        for (const wallet of model) {
          const id = await insertLedgerUser(db, OPENED);
          await db.query(`UPDATE users SET real_name_status = 'verified' WHERE id = $1`, [id]);
          await db.transaction((tx) =>
            depositFromBank(tx, { userId: id, currency: 'JPY', amount: wallet.available, at: OPENED }),
          );
          ids.push(id);
        }
        const applications: (ModelApplication | undefined)[] = ids.map(() => undefined);
        // Widened on purpose: the draw and allot helpers move it.
        let phase = 'subscribing' as 'subscribing' | 'drawn' | 'allotted';
        let now = new Date(OPENED.getTime() + 60_000);
        const call = (i: number) => ({
          user: { userId: ids[i]!, account: '', role: 'user', flags: [] } as unknown as SessionUser,
          now,
          idempotencyKey: key(),
        });
        const operator = (): Operator => ({ userId: operatorId, account: 'op', address: '127.0.0.1', now });

        const drawNow = async () => {
          now = new Date(lotteryDay);
          await db.transaction((tx) => runIpoDraw(tx, operator(), offeringId));
          await db.transaction((tx) => publishIpoSeed(tx, operator(), offeringId));
          phase = 'drawn';
        };
        const allotNow = async () => {
          const [offering] = await db.query<{ seed: string }>('SELECT seed FROM ipo_offerings WHERE id = $1', [
            offeringId,
          ]);
          // The model's own draw over its live applications, with the entry ids the server gave them.
          const live = await db.query<{ id: bigint; entry_id: string }>(
            `SELECT id, entry_id FROM ipo_applications WHERE offering_id = $1 AND state <> 'cancelled'`,
            [offeringId],
          );
          const entryOf = new Map(live.map((r) => [String(r.id), r.entry_id]));
          const entries = applications
            .filter((a): a is ModelApplication => a !== undefined && a.live)
            .map((a) => ({ entryId: entryOf.get(a.id)!, lots: a.lots }));
          const won = new Map(
            runDraw(offering!.seed, entries, LOTS_AVAILABLE).entries.map((e) => [e.entryId, e.allottedLots]),
          );
          await allotIpo(db, operator(), { id: offeringId }, key());
          phase = 'allotted';
          for (const [i, a] of applications.entries()) {
            if (!a?.live) continue;
            const lots = won.get(entryOf.get(a.id)!) ?? 0;
            model[i]!.held -= BigInt(a.lots) * LOT_AMOUNT;
            model[i]!.available += BigInt(a.lots - lots) * LOT_AMOUNT;
          }
        };

        const steps: Action[] = [...actions, { type: 'draw' }, { type: 'allot' }];
        for (const step of steps) {
          switch (step.type) {
            case 'apply': {
              const run = subscribeIpo(db, call(step.user), { offering_id: offeringId, lots: String(step.lots) });
              const wallet = model[step.user]!;
              const amount = BigInt(step.lots) * LOT_AMOUNT;
              if (phase !== 'subscribing') await expect(run).rejects.toMatchObject({ code: 'ipo_channel_closed' });
              else if (applications[step.user]?.live)
                await expect(run).rejects.toMatchObject({ code: 'ipo_already_applied' });
              else if (step.lots > 10) await expect(run).rejects.toMatchObject({ code: 'ipo_lots_over_limit' });
              else if (amount > wallet.available)
                await expect(run).rejects.toMatchObject({ code: 'insufficient_balance' });
              else {
                const created = await run;
                expect(created).toMatchObject({ state: 'applied', lots: step.lots, heldAmount: String(amount) });
                applications[step.user] = { id: created.id, lots: step.lots, live: true };
                wallet.available -= amount;
                wallet.held += amount;
              }
              break;
            }
            case 'cancel': {
              const a = applications[step.user];
              if (!a) break;
              const run = cancelIpoApplication(db, call(step.user), { application_id: a.id });
              if (phase !== 'subscribing') await expect(run).rejects.toMatchObject({ code: 'ipo_deadline_passed' });
              else if (!a.live) await expect(run).rejects.toMatchObject({ code: 'order_not_subscribing' });
              else {
                await run;
                a.live = false;
                model[step.user]!.available += BigInt(a.lots) * LOT_AMOUNT;
                model[step.user]!.held -= BigInt(a.lots) * LOT_AMOUNT;
              }
              break;
            }
            case 'draw':
              if (phase === 'subscribing') await drawNow();
              else
                await expect(db.transaction((tx) => runIpoDraw(tx, operator(), offeringId))).rejects.toMatchObject({
                  code: 'ipo_draw_already_run',
                });
              break;
            case 'allot':
              if (phase === 'drawn') await allotNow();
              else
                await expect(allotIpo(db, operator(), { id: offeringId }, key())).rejects.toMatchObject({
                  code: phase === 'subscribing' ? 'ipo_draw_not_run' : 'ipo_already_allotted',
                });
              break;
          }
          for (const [i, userId] of ids.entries()) {
            const [balance] = await walletBalances(db, userId);
            expect(
              { available: balance?.available ?? 0n, held: balance?.held ?? 0n },
              `user ${i} after ${JSON.stringify(step)}`,
            ).toEqual(model[i]);
          }
        }
        // Every allotment the server stored is what the model's draw gave, within the lots available.
        const [totals] = await db.query<{ allotted: number; open: number }>(
          `SELECT COALESCE(SUM(allotted_lots), 0)::int AS allotted,
                  (SELECT COUNT(*) FROM ledger_holds h JOIN ipo_applications a ON a.hold_id = h.id
                    WHERE a.offering_id = $1 AND h.status = 'open')::int AS open
             FROM ipo_applications WHERE offering_id = $1 AND state <> 'cancelled'`,
          [offeringId],
        );
        expect(totals!.allotted).toBeLessThanOrEqual(LOTS_AVAILABLE);
        expect(totals!.open).toBe(0);
        await assertLedgerInvariants(db);
      },
    );

    try {
      await fc.assert(property, { numRuns: engine.name === 'pglite' ? 5 : 10, seed });
    } catch (error) {
      console.error(`IPO model run failed; replay with IPO_MODEL_SEED=${seed}`);
      throw error;
    }
  });
});
