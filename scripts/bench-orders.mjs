// Order benchmark: order placements per second and latency percentiles of POST /trade/placeOrder through the whole
// app in process (session check, form validation against the contract, Idempotency-Key claim, the trader's lock,
// every rule, the cash hold and the order row), beside the ledger's bare transfer() on the same engine, so the cost
// of a placement reads as a ratio. Limit buys at the day's limit-down rest without filling, so each one holds cash.
// PGlite (in memory) always; PostgreSQL when DATABASE_URL is set or a server answers at 127.0.0.1:5432/test.
//
//   npm run bench:orders                 BENCH_N=3000 npm run bench:orders       BENCH_CONCURRENCY=8 …
//
// Runs under tsx (the script imports the server's TypeScript modules): node --import tsx scripts/bench-orders.mjs
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { measureSideBySide } from './bench-measure.mjs';
import pg from 'pg';
import { createApp } from '../packages/server/src/app.ts';
import { createSession } from '../packages/server/src/auth/sessions.ts';
import { openPglite } from '../packages/server/src/db/pglite.ts';
import { openPostgres } from '../packages/server/src/db/postgres.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { transfer } from '../packages/server/src/ledger/ledger.ts';
import { depositFromBank, openWallet } from '../packages/server/src/ledger/wallets.ts';

const N = Number(process.env.BENCH_N ?? 1500);
const WARMUP = Math.min(150, Math.ceil(N / 10));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
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
  console.log(
    `${engine} ${mode}: ${Math.round(place.tps)} orders/s (p50 ${place.p50.toFixed(2)} ms, p99 ${place.p99.toFixed(2)} ms)` +
      ` vs ledger transfer ${Math.round(ledger.tps)}/s (p99 ${ledger.p99.toFixed(2)} ms) → a placement costs ` +
      `×${(ledger.tps / place.tps).toFixed(2)} a transfer`,
  );
}

async function bench(db, engine, concurrentToo) {
  const { traders, wallets } = await prepare(db, CONCURRENCY);
  const app = createApp({ db, clock, config: { marketClock: 'always-open' } });
  const quote = await app.marketData.quote('jpy', CODE);
  const prefix = randomBytes(3).toString('hex');
  const [place, ledger] = await measureSideBySide(
    [placeOp(app, traders, quote.limitDown, `${prefix}s`), ledgerOp(db, wallets)],
    { n: N, warmup: WARMUP },
  );
  report(engine, 'sequential', place, ledger);
  if (concurrentToo) {
    const [placeC, ledgerC] = await measureSideBySide(
      [placeOp(app, traders, quote.limitDown, `${prefix}c`), ledgerOp(db, wallets)],
      { n: N, warmup: WARMUP, workers: CONCURRENCY },
    );
    report(engine, `${CONCURRENCY} traders at once`, placeC, ledgerC);
  }
}

async function postgresUrl() {
  const url = process.env.DATABASE_URL ?? DEFAULT_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    console.log(`PostgreSQL not reachable at ${new URL(url).host}: skipped`);
    return undefined;
  }
}

console.log(
  `order benchmark: ${N} placements per run after ${WARMUP} warm-up, node ${process.version}, ` +
    `${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
const lite = await openPglite();
try {
  await bench(lite, 'PGlite (memory)', false);
} finally {
  await lite.close();
}
const url = await postgresUrl();
if (url) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, searchPath: schema, max: CONCURRENCY });
  try {
    await bench(db, 'PostgreSQL', true);
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
console.table(rows);
