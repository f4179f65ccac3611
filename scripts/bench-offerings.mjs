// Offerings benchmark (issue 20): an IPO with BENCH_APPLICANTS applicants (10,000 by default), each with funds held
// by a real application (subscribeIpo), then the draw (runIpoDraw, one transaction) and the allotment (allotIpo:
// every winner charged and every other hold released, one transaction) on PostgreSQL (DATABASE_URL, or
// 127.0.0.1:5432/test), in a scratch schema dropped afterwards. The goal: draw + allotment under 5 s.
//
//   npm run bench:offerings              BENCH_APPLICANTS=2000 npm run bench:offerings
//
// Runs under tsx (the script imports the server's TypeScript modules): node --import tsx scripts/bench-offerings.mjs
import { loadAverage, openBenchPostgres } from './bench-measure.mjs';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { depositFromBank } from '../packages/server/src/ledger/wallets.ts';
import { allotIpo, publishIpoSeed, runIpoDraw, subscribeIpo } from '../packages/server/src/offerings/ipo.ts';
import { newSeed, seedHashOf } from '../packages/server/src/offerings/lottery.ts';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 10_000);
const GOAL_MS = 5000;
const opened = new Date('2026-11-24T00:00:00Z');

const bench = await openBenchPostgres({ max: 8 });
if (!bench) process.exit(0);
const { db } = bench;
try {
  await migrate(db);
  const [operator] = await db.query(
    `INSERT INTO users (account, password_hash, invite_code, role, created_at)
     VALUES ('0000000099', 'x', 'BENCHOP', 'operator', $1) RETURNING id`,
    [opened],
  );
  const users = await db.query(
    `INSERT INTO users (account, password_hash, invite_code, real_name_status, created_at)
     SELECT '05' || lpad(n::text, 8, '0'), 'x', 'BENCH' || n, 'verified', $1 FROM generate_series(1, $2::int) AS n
     RETURNING id`,
    [opened, APPLICANTS],
  );
  const seed = newSeed();
  // 3,000 lots for the lottery against about 20,000 asked (one to three each): 3,000 winners, the rest released.
  const [ipo] = await db.query(
    `INSERT INTO ipo_offerings (market, code, segment, name_jp, name_cn, name_us, lead_underwriter, shares_total,
       shares_for_lottery, unit_shares, max_lots, price_band_low, price_band_high, offer_price, book_building_start,
       book_building_end, subscription_start, subscription_end, lottery_date, allotment_date, listing_date, seed,
       seed_hash, committed_at, created_at, updated_at)
     VALUES ('jpy', '9348', 'tse_growth', 'b', 'b', 'b', 'u', 300000, 300000, 100, 3, 10000000, 12000000, 11000000,
             '2026-11-16', '2026-11-20', $1, $2, '2026-11-26', '2026-11-26', '2026-12-01', $3, $4, $1, $1, $1)
     RETURNING id`,
    [opened, new Date(opened.getTime() + 86_400_000), seed, seedHashOf(seed)],
  );
  const setupStart = performance.now();
  const during = new Date(opened.getTime() + 3_600_000);
  const workers = 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < users.length) {
        const i = next;
        next += 1;
        const user = users[i];
        await db.transaction((tx) =>
          depositFromBank(tx, { userId: user.id, currency: 'JPY', amount: 1_000_000n, at: opened }),
        );
        await subscribeIpo(
          db,
          { user: { userId: user.id, flags: [] }, now: during, idempotencyKey: `bench-apply-${i}` },
          { offering_id: String(ipo.id), lots: String(1 + (i % 3)) },
        );
      }
    }),
  );
  const setupMs = performance.now() - setupStart;
  const op = { userId: operator.id, account: '0000000099', address: 'bench', now: new Date('2026-11-26T01:00:00Z') };

  const drawStart = performance.now();
  const drawn = await db.transaction((tx) => runIpoDraw(tx, op, String(ipo.id)));
  const drawMs = performance.now() - drawStart;
  await db.transaction((tx) => publishIpoSeed(tx, op, String(ipo.id)));
  const allotStart = performance.now();
  await allotIpo(db, op, { id: String(ipo.id) }, 'bench-allot-1');
  const allotMs = performance.now() - allotStart;

  const [check] = await db.query(
    `SELECT COUNT(*) FILTER (WHERE state = 'paid')::int AS paid, COUNT(*) FILTER (WHERE state = 'lost')::int AS lost,
            (SELECT COUNT(*) FROM ledger_holds WHERE reason = 'ipo_application' AND status = 'open')::int AS open_holds
       FROM ipo_applications WHERE offering_id = $1`,
    [ipo.id],
  );
  const total = drawMs + allotMs;
  console.log(
    [
      `Offerings benchmark on PostgreSQL, load average ${loadAverage()}`,
      `  ${APPLICANTS} applications (deposit + subscribeIpo each, 8 at a time): ${(setupMs / 1000).toFixed(1)} s`,
      `  draw (${drawn.ipo.applications} entries, ${drawn.ipo.winners} winners): ${drawMs.toFixed(0)} ms`,
      `  allotment (${check.paid} charged, ${check.lost} released, ${check.open_holds} holds left open): ${allotMs.toFixed(0)} ms`,
      `  draw + allotment: ${total.toFixed(0)} ms (goal < ${GOAL_MS} ms: ${total < GOAL_MS ? 'met' : 'NOT met'})`,
    ].join('\n'),
  );
} finally {
  await bench.dispose();
}
