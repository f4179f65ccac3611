// What the server benchmarks share: latency percentiles, side-by-side runs of several operations, the machine's load
// and a scratch PostgreSQL schema. Imported under tsx (it opens the server's TypeScript database module).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openPostgres } from '../packages/server/src/db/postgres.ts';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The 1, 5 and 15 minute load averages, for printing beside every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * PostgreSQL in a scratch schema (`DATABASE_URL`, else the local test server), or undefined when none answers.
 * `dispose()` closes the pool and drops the schema.
 */
export async function openBenchPostgres({ max }) {
  const url = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${new URL(url).host}: skipped`);
    return undefined;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, searchPath: schema, max });
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** Percentile of sorted nanosecond samples, in milliseconds. */
export function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)]) / 1e6;
}

/**
 * Runs each op `n` times (after `warmup` untimed calls) from `workers` concurrent loops, in alternating rounds
 * (a, b, a, b…) so a change in machine load hits every op alike; returns per op the operations per second and
 * the p50 and p99 latency in milliseconds. `op(i, worker)` gets the call's index and its loop's number.
 */
export async function measureSideBySide(ops, { n, warmup, workers = 1, rounds = 5 }) {
  for (const op of ops) for (let i = 0; i < warmup; i += 1) await op(i, i % workers);
  const results = ops.map(() => ({ samples: [], seconds: 0 }));
  const perRound = Math.ceil(n / rounds);
  for (let round = 0; round < rounds; round += 1) {
    for (const [k, op] of ops.entries()) {
      const result = results[k];
      let next = round * perRound;
      const end = Math.min(n, next + perRound);
      const started = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: workers }, async (_, w) => {
          while (next < end) {
            const i = next;
            next += 1;
            const t0 = process.hrtime.bigint();
            await op(i, w);
            result.samples.push(process.hrtime.bigint() - t0);
          }
        }),
      );
      result.seconds += Number(process.hrtime.bigint() - started) / 1e9;
    }
  }
  return results.map(({ samples, seconds }) => {
    samples.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { tps: samples.length / seconds, p50: percentile(samples, 50), p99: percentile(samples, 99) };
  });
}
