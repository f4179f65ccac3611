import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { HOUSE } from '../src/ledger/accounts.ts';
import { balanceOf, houseAccount } from '../src/ledger/ledger.ts';
import { transferBetweenUsers, walletBalances } from '../src/ledger/wallets.ts';
import { assertLedgerInvariants } from './helpers/invariants.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const writer = path.join(here, 'fixtures', 'crash-writer.ts');
const repoRoot = path.resolve(here, '../../..');
const at = new Date('2026-11-22T01:00:00Z');

/** Acknowledgements to wait for before the kill: enough that several workers are mid-transaction. */
const ACKS_BEFORE_KILL = 150;

interface CrashRun {
  users: bigint[];
  acked: bigint[];
}

/** Starts the writer, lets it acknowledge transfers under load, then SIGKILLs it mid-stream. */
function runAndKill(env: Record<string, string>): Promise<CrashRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: bigint[] = [];
    let users: bigint[] = [];
    let buffered = '';
    let stderr = '';
    let killed = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`writer acknowledged only ${acked.length} transfers in time\n${stderr}`));
      // A hang guard: the writer starts PGlite from nothing (initdb and every migration) through tsx, which beside the
      // rest of npm test at load 20 took the whole of the 45 s this used to allow (a fresh-clone run, 2026-11-27).
    }, 150_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('ready ')) users = line.slice(6).split(',').map(BigInt);
        if (line.startsWith('ack ')) acked.push(BigInt(line.slice(4)));
      }
      if (!killed && acked.length >= ACKS_BEFORE_KILL) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // Lines written before the kill are all read by now ('exit' may come first: count what arrived).
      if (signal !== 'SIGKILL') reject(new Error(`writer exited by itself (${code})\n${stderr}`));
      else resolve({ users, acked });
    });
  });
}

/** After the restart: every acknowledged transfer is there, the invariants hold and no yen was made or lost. */
async function checkAfterRestart(db: Db, run: CrashRun): Promise<void> {
  expect(run.users).toHaveLength(3);
  expect(run.acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
  const found = await db.query<{ id: bigint }>('SELECT id FROM ledger_transfers WHERE id = ANY($1::bigint[])', [
    run.acked.map(String),
  ]);
  expect(found.length, 'acknowledged transfers present after the crash').toBe(new Set(run.acked).size);
  await assertLedgerInvariants(db);

  let total = 0n;
  for (const userId of run.users) {
    for (const balance of await walletBalances(db, userId)) total += balance.available + balance.held;
  }
  total += await balanceOf(db, await houseAccount(db, HOUSE.market, 'JPY'));
  expect(total, 'yen in the three wallets and paid to the market').toBe(3_000_000n);

  // The reopened database takes new work.
  const [from, to] = run.users;
  await db.transaction((tx) =>
    transferBetweenUsers(tx, {
      fromUserId: from ?? 0n,
      toUserId: to ?? 0n,
      currency: 'JPY',
      amount: 1n,
      kind: 'transfer',
      at,
    }),
  );
  await assertLedgerInvariants(db);
}

describe('kill -9 under load', () => {
  it('PGlite data folder: every acknowledged transfer survives and the invariants hold', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kabuto-crash-'));
    try {
      const run = await runAndKill({ CRASH_DATA_DIR: dataDir });
      const db = await openPglite(dataDir);
      try {
        await checkAfterRestart(db, run);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  const url = process.env.DATABASE_URL;
  it.skipIf(!url)(
    'PostgreSQL: every acknowledged transfer survives and the invariants hold',
    async () => {
      const connectionString = url ?? '';
      const schema = `k_crash_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      try {
        const run = await runAndKill({ CRASH_DATABASE_URL: connectionString, CRASH_SCHEMA: schema });
        // The killed connections' transactions are rolled back by the server; a new pool sees what committed.
        const db = openPostgres({ connectionString, searchPath: schema, max: 2 });
        try {
          await checkAfterRestart(db, run);
        } finally {
          await db.close();
        }
      } finally {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
    240_000,
  );
});
