// Ledger benchmark: transfers per second and latency percentiles of the ledger's transfer() beside a raw SQL
// two-account transfer (two UPDATEs in one transaction) on the same engine, so the ledger's overhead is a ratio.
// PGlite (in memory) always; PostgreSQL when DATABASE_URL is set or a server answers at 127.0.0.1:5432/test.
//
//   npm run bench:ledger                 BENCH_N=3000 npm run bench:ledger       BENCH_CONCURRENCY=8 …
//
// Runs under tsx (the script imports the server's TypeScript modules): node --import tsx scripts/bench-ledger.mjs
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { measureSideBySide } from './bench-measure.mjs';
import pg from 'pg';
import { openPglite } from '../packages/server/src/db/pglite.ts';
import { openPostgres } from '../packages/server/src/db/postgres.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { depositFromBank, openWallet } from '../packages/server/src/ledger/wallets.ts';
import { transfer } from '../packages/server/src/ledger/ledger.ts';

const N = Number(process.env.BENCH_N ?? 2000);
const WARMUP = Math.min(200, Math.ceil(N / 10));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const at = new Date('2026-11-22T01:00:00Z');

/** Users with funded yen wallets (ledger side) and plain rows in a raw table (baseline side), `pairs` × 2 each. */
async function prepare(db, pairs) {
  await migrate(db);
  await db.exec(`
    CREATE TABLE bench_raw_accounts (id bigint PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
  `);
  const wallets = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < pairs * 2; i += 1) {
      const [user] = await tx.query(
        `INSERT INTO users (account, password_hash, invite_code, created_at) VALUES ($1, 'x', $2, $3) RETURNING id`,
        [`05${String(i).padStart(8, '0')}`, `BENCH${i}`, at],
      );
      const wallet = await openWallet(tx, user.id, 'JPY');
      await depositFromBank(tx, { userId: user.id, currency: 'JPY', amount: 1_000_000_000n, at });
      wallets.push(wallet.available);
      await tx.query('INSERT INTO bench_raw_accounts (id, balance) VALUES ($1, 1000000000)', [i + 1]);
    }
  });
  return wallets;
}

/** One pair of accounts per worker, so concurrent runs measure throughput rather than one hot row. */
const pairOf = (list, w, i) => (i % 2 === 0 ? [list[2 * w], list[2 * w + 1]] : [list[2 * w + 1], list[2 * w]]);

function ledgerOp(db, wallets) {
  return (i, w) => {
    const [from, to] = pairOf(wallets, w, i);
    const amount = BigInt(1 + (i % 997));
    return db.transaction((tx) =>
      transfer(tx, {
        kind: 'transfer',
        memo: '',
        at,
        entries: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      }),
    );
  };
}

function rawOp(db) {
  const ids = Array.from({ length: 2 * CONCURRENCY }, (_, k) => BigInt(k + 1));
  return (i, w) => {
    const [from, to] = pairOf(ids, w, i);
    const amount = 1 + (i % 997);
    return db.transaction(async (tx) => {
      const debited = await tx.query(
        'UPDATE bench_raw_accounts SET balance = balance - $1 WHERE id = $2 AND balance >= $1 RETURNING id',
        [amount, from],
      );
      if (debited.length !== 1) throw new Error('raw transfer refused');
      await tx.query('UPDATE bench_raw_accounts SET balance = balance + $1 WHERE id = $2', [amount, to]);
    });
  };
}

const rows = [];
function report(engine, mode, ledger, raw) {
  const row = (variant, r) => ({
    engine,
    mode,
    variant,
    'tx/s': Math.round(r.tps),
    'p50 ms': r.p50.toFixed(3),
    'p99 ms': r.p99.toFixed(3),
  });
  rows.push(row('ledger transfer()', ledger), row('raw SQL 2 UPDATEs', raw));
  const ratio = raw.tps / ledger.tps;
  console.log(
    `${engine} ${mode}: ledger ${Math.round(ledger.tps)} tx/s (p99 ${ledger.p99.toFixed(2)} ms) vs raw ` +
      `${Math.round(raw.tps)} tx/s (p99 ${raw.p99.toFixed(2)} ms) → overhead ×${ratio.toFixed(2)} in throughput, ` +
      `×${(ledger.p99 / raw.p99).toFixed(2)} at p99`,
  );
}

async function benchPglite() {
  const db = await openPglite();
  try {
    const wallets = await prepare(db, CONCURRENCY);
    const [ledger, raw] = await measureSideBySide([ledgerOp(db, wallets), rawOp(db)], { n: N, warmup: WARMUP });
    report('PGlite (memory)', 'sequential', ledger, raw);
  } finally {
    await db.close();
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

async function benchPostgres(url) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, searchPath: schema, max: CONCURRENCY });
  try {
    const wallets = await prepare(db, CONCURRENCY);
    const [ledger, raw] = await measureSideBySide([ledgerOp(db, wallets), rawOp(db)], { n: N, warmup: WARMUP });
    report('PostgreSQL', 'sequential', ledger, raw);
    const [ledgerC, rawC] = await measureSideBySide([ledgerOp(db, wallets), rawOp(db)], {
      n: N,
      warmup: WARMUP,
      workers: CONCURRENCY,
    });
    report('PostgreSQL', `${CONCURRENCY} concurrent`, ledgerC, rawC);
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

console.log(
  `ledger benchmark: ${N} transfers per run after ${WARMUP} warm-up, node ${process.version}, ` +
    `${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
await benchPglite();
const url = await postgresUrl();
if (url) await benchPostgres(url);
console.table(rows);
