// Order benchmark: order placements per second and latency percentiles of POST /trade/placeOrder through the whole
// app in process (session check, form validation against the contract, Idempotency-Key claim, the trader's lock,
// every rule, the cash hold and the order row), beside the ledger's bare transfer() on the same engine, so the cost
// of a placement reads as a ratio. Limit buys at the day's limit-down rest without filling, so each one holds cash.
// Both engines in one run, their four operations in alternating rounds so a change in the machine's load hits each
// alike: PGlite on disk, opened as `npm start` opens it (a data folder, here a temporary one), and PostgreSQL
// (DATABASE_URL, or 127.0.0.1:5432/test when it answers) in a scratch schema dropped afterwards; then PostgreSQL
// again with several traders at once. The goal (issue 21): a placement at most 2.5 × a bare transfer.
//
//   npm run bench:orders                 BENCH_N=3000 npm run bench:orders       BENCH_CONCURRENCY=8 …
//
// Runs under tsx (the script imports the server's TypeScript modules): node --import tsx scripts/bench-orders.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage, measureSideBySide, openBenchPostgres } from './bench-measure.mjs';
import { createApp } from '../packages/server/src/app.ts';
import { createSession } from '../packages/server/src/auth/sessions.ts';
import { openDatabase } from '../packages/server/src/db/open.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { transfer } from '../packages/server/src/ledger/ledger.ts';
import { depositFromBank, openWallet } from '../packages/server/src/ledger/wallets.ts';

const N = Number(process.env.BENCH_N ?? 1500);
const WARMUP = Math.min(150, Math.ceil(N / 10));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** The goal: a placement costs at most this many bare transfers (transfer throughput ÷ placement throughput). */
const GOAL = 2.5;
const CODE = '9432';
const clock = { now: () => new Date() };

/** One verified trader per worker with a session and plenty of paper yen, and a pair of wallets for transfers. */
async function prepare(db, workers) {
  await migrate(db);
  const at = new Date();
  const traders = [];
  const wallets = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < workers * 2; i += 1) {
      const account = `05${String(i).padStart(8, '0')}`;
      const [user] = await tx.query(
        `INSERT INTO users (account, password_hash, invite_code, created_at, real_name, real_name_status)
         VALUES ($1, 'x', $2, $3, 'ベンチ', 'verified') RETURNING id`,
        [account, `BENCH${i}`, at],
      );
      const wallet = await openWallet(tx, user.id, 'JPY');
      await depositFromBank(tx, { userId: user.id, currency: 'JPY', amount: 10n ** 12n, at });
      wallets.push(wallet.available);
      if (i < workers) {
        const { token } = await createSession(tx, user.id, at);
        traders.push({ token, account });
      }
    }
  });
  return { traders, wallets };
}

function placeOp(app, traders, limitDown, prefix) {
  return async (i, w) => {
    const trader = traders[w];
    const body = new URLSearchParams({
      type: 'jpy',
      stock_code: CODE,
      side: 'buy',
      order_type: 'limit',
      price: limitDown,
      quantity: '100',
      client_order_id: `${prefix}-${w}-${i}`,
    }).toString();
    const res = await app.request('/api/vue/trade/placeOrder', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        token: trader.token,
        account: trader.account,
        'Idempotency-Key': `${prefix}-key-${w}-${i}`,
      },
      body,
    });
    if (res.status !== 200) throw new Error(`placeOrder answered ${res.status}: ${await res.text()}`);
  };
}

function ledgerOp(db, wallets) {
  return (i, w) => {
    const [from, to] = i % 2 === 0 ? [wallets[2 * w], wallets[2 * w + 1]] : [wallets[2 * w + 1], wallets[2 * w]];
    const amount = BigInt(1 + (i % 997));
    return db.transaction((tx) =>
      transfer(tx, {
        kind: 'transfer',
        memo: '',
        at: new Date(),
        entries: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      }),
    );
  };
}

const rows = [];
const verdicts = [];
function report(engine, mode, place, ledger) {
  const row = (variant, r) => ({
    engine,
    mode,
    variant,
    'per s': Math.round(r.tps),
    'p50 ms': r.p50.toFixed(3),
    'p99 ms': r.p99.toFixed(3),
  });
  rows.push(row('placeOrder (HTTP in process)', place), row('ledger transfer()', ledger));
  const cost = ledger.tps / place.tps;
  const verdict =
    `${engine} ${mode}: ${Math.round(place.tps)} orders/s (p50 ${place.p50.toFixed(2)} ms, p99 ${place.p99.toFixed(2)} ms)` +
    ` vs ledger transfer ${Math.round(ledger.tps)}/s (p99 ${ledger.p99.toFixed(2)} ms) → a placement costs ` +
    `×${cost.toFixed(2)} a transfer (goal ≤ ×${GOAL}: ${cost <= GOAL ? 'met' : 'MISSED'})`;
  verdicts.push(verdict);
}

/** The app over a migrated database, its traders and a pair of wallets for transfers. */
async function setUp(db) {
  const { traders, wallets } = await prepare(db, CONCURRENCY);
  const app = createApp({ db, clock, config: { marketClock: 'always-open' } });
  const quote = await app.marketData.quote('jpy', CODE);
  return { db, app, traders, wallets, limitDown: quote.limitDown };
}

const ops = (side, prefix) => [
  placeOp(side.app, side.traders, side.limitDown, prefix),
  ledgerOp(side.db, side.wallets),
];

console.log(
  `order benchmark: ${N} placements per run after ${WARMUP} warm-up, node ${process.version}, ` +
    `${os.cpus().length} cores, load ${loadAverage()}`,
);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kabuto-bench-orders-'));
const lite = await openDatabase({ dataDir });
const postgres = await openBenchPostgres({ max: CONCURRENCY });
try {
  const prefix = randomBytes(3).toString('hex');
  const liteSide = await setUp(lite);
  const pgSide = postgres ? await setUp(postgres.db) : undefined;
  const [litePlace, liteLedger, pgPlace, pgLedger] = await measureSideBySide(
    [...ops(liteSide, `${prefix}l`), ...(pgSide ? ops(pgSide, `${prefix}p`) : [])],
    { n: N, warmup: WARMUP },
  );
  report('PGlite (disk)', 'sequential', litePlace, liteLedger);
  if (pgSide) {
    report('PostgreSQL', 'sequential', pgPlace, pgLedger);
    const [placeC, ledgerC] = await measureSideBySide(ops(pgSide, `${prefix}c`), {
      n: N,
      warmup: WARMUP,
      workers: CONCURRENCY,
    });
    report('PostgreSQL', `${CONCURRENCY} traders at once`, placeC, ledgerC);
  }
} finally {
  await lite.close();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.dispose();
}
console.table(rows);
console.log(`load after: ${loadAverage()}`);
for (const verdict of verdicts) console.log(verdict);
