// Ledger benchmark: transfers per second and latency percentiles of the ledger's transfer() beside a raw SQL
// two-account transfer (two UPDATEs in one transaction) on the same engine, so the ledger's overhead is a ratio.
// Both engines in one run, their four operations measured in alternating rounds so a change in the machine's load
// hits each alike: PGlite on disk, opened as `npm start` opens it (a data folder, here a temporary one), and
// PostgreSQL (DATABASE_URL, or 127.0.0.1:5432/test when it answers) in a scratch schema dropped afterwards; then
// PostgreSQL again with concurrent clients. The goal (issue 21): a transfer at least 70 % of the raw throughput.
//
//   npm run bench:ledger                 BENCH_N=3000 npm run bench:ledger       BENCH_CONCURRENCY=8 …
//
// Runs under tsx (the script imports the server's TypeScript modules): node --import tsx scripts/bench-ledger.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage, measureSideBySide, openBenchPostgres } from './bench-measure.mjs';
import { openDatabase } from '../packages/server/src/db/open.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { depositFromBank, openWallet } from '../packages/server/src/ledger/wallets.ts';
import { transfer } from '../packages/server/src/ledger/ledger.ts';

const N = Number(process.env.BENCH_N ?? 2000);
const WARMUP = Math.min(200, Math.ceil(N / 10));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** The goal: ledger throughput ÷ raw throughput. */
const GOAL = 0.7;
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
const verdicts = [];
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
  const share = ledger.tps / raw.tps;
  const verdict = `${engine} ${mode}: ledger ${Math.round(ledger.tps)} tx/s (p99 ${ledger.p99.toFixed(2)} ms) vs raw ${Math.round(raw.tps)} tx/s (p99 ${raw.p99.toFixed(2)} ms) → the ledger at ${(share * 100).toFixed(0)} % of raw (goal ≥ ${GOAL * 100} %: ${share >= GOAL ? 'met' : 'MISSED'})`;
  verdicts.push(verdict);
}

console.log(
  `ledger benchmark: ${N} transfers per run after ${WARMUP} warm-up, node ${process.version}, ` +
    `${os.cpus().length} cores, load ${loadAverage()}`,
);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kabuto-bench-ledger-'));
const lite = await openDatabase({ dataDir });
const postgres = await openBenchPostgres({ max: CONCURRENCY });
try {
  const liteWallets = await prepare(lite, CONCURRENCY);
  const ops = [ledgerOp(lite, liteWallets), rawOp(lite)];
  let pgWallets;
  if (postgres) {
    pgWallets = await prepare(postgres.db, CONCURRENCY);
    ops.push(ledgerOp(postgres.db, pgWallets), rawOp(postgres.db));
  }
  const [liteLedger, liteRaw, pgLedger, pgRaw] = await measureSideBySide(ops, { n: N, warmup: WARMUP });
  report('PGlite (disk)', 'sequential', liteLedger, liteRaw);
  if (postgres) {
    report('PostgreSQL', 'sequential', pgLedger, pgRaw);
    const [ledgerC, rawC] = await measureSideBySide([ledgerOp(postgres.db, pgWallets), rawOp(postgres.db)], {
      n: N,
      warmup: WARMUP,
      workers: CONCURRENCY,
    });
    report('PostgreSQL', `${CONCURRENCY} concurrent`, ledgerC, rawC);
  }
} finally {
  await lite.close();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.dispose();
}
console.table(rows);
console.log(`load after: ${loadAverage()}`);
for (const verdict of verdicts) console.log(verdict);
