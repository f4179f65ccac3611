// Scale-out benchmark (issue 17): the HTTP load of bench-http.mjs (getUserinfo, quotes, placeOrder, sign-in) against
// one server process and against two on one fresh PostgreSQL database, with the ratio per endpoint. Two processes
// are loaded as a load balancer would spread them: half the connections on each (two autocannon runs at once,
// their requests summed), so no proxy's cost is counted. Also measures PostgreSQL LISTEN/NOTIFY, which carries user
// events and session revocations between the processes: delivery latency and notifications per second.
//
//   npm run bench:scale        BENCH_SECONDS=20 BENCH_ROUNDS=3 BENCH_CONNECTIONS=40 BENCH_PORT=8097 DATABASE_URL=… npm run bench:scale
//
// On two cores, two processes share the same CPUs as the database and the load generator: read the ratio with the
// load average printed beside it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_POSTGRES_URL, loadAverage } from './bench-measure.mjs';
import { addTraders, apiPost, loadEndpoints, startServer, stopProcess } from './bench-http-support.mjs';
import { openPostgres } from '../packages/server/src/db/postgres.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { seedDemoData, DEMO_USER } from '../packages/server/src/seed.ts';
import { systemClock } from '../packages/server/src/clock.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8097);
const BASE_URL = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const TRADERS = CONNECTIONS;
/** Rounds of each configuration per endpoint, alternating; the table shows the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TRADER_PASSWORD = 'bench-2026-scale';
const traderAccount = (i) => `07${String(i).padStart(8, '0')}`;

/** A fresh database on the PostgreSQL server of DATABASE_URL: the URL and how to drop it. */
async function freshDatabase() {
  const admin = new pg.Client({ connectionString: BASE_URL, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${new URL(BASE_URL).host}: nothing to measure`);
    process.exit(0);
  }
  const name = `kabuto_bench_scale_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}

/** Migrated and seeded as a first start leaves it, plus verified traders with paper yen to spare. */
async function prepare(url) {
  const db = openPostgres({ connectionString: url, max: 2 });
  try {
    await migrate(db);
    await seedDemoData(db, systemClock);
    await addTraders(db, { count: TRADERS, account: traderAccount, password: TRADER_PASSWORD });
  } finally {
    await db.close();
  }
}

/** Each server's endpoints under load, the demo user and every trader signed in on it. */
async function prepareEndpoints(servers) {
  const perServer = [];
  for (const { port } of servers) {
    const session = await apiPost(port, '/user/login', { account: DEMO_USER.account, password: DEMO_USER.password });
    perServer.push(
      await loadEndpoints(port, {
        session: { token: session.token, account: DEMO_USER.account },
        traderCount: TRADERS,
        account: traderAccount,
        password: TRADER_PASSWORD,
      }),
    );
  }
  return perServer;
}

/** One endpoint against `targets` at once (the connections split between them): req/s summed, worst p50/p99. */
async function measureOnce(targets, name, duration) {
  const connections = Math.max(1, Math.round(CONNECTIONS / targets.length));
  const runs = await Promise.all(targets.map((options) => autocannon({ ...options[name], connections, duration })));
  return {
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    failed: runs.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** LISTEN/NOTIFY between two connections: latency of single notifications, then a burst's throughput. */
async function measureNotify(url) {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await listener.connect();
  await sender.connect();
  await listener.query('LISTEN bench_scale');
  const arrivals = new Map();
  let received = 0;
  listener.on('notification', (message) => {
    received += 1;
    arrivals.set(message.payload, performance.now());
  });
  const latencies = [];
  for (let i = 0; i < 200; i += 1) {
    const payload = `l${i}`;
    const sent = performance.now();
    await sender.query('SELECT pg_notify($1, $2)', ['bench_scale', payload]);
    while (!arrivals.has(payload)) await sleep(0);
    latencies.push(arrivals.get(payload) - sent);
  }
  latencies.sort((x, y) => x - y);
  const BURST = 20_000;
  received = 0;
  const start = performance.now();
  const senders = 4;
  await Promise.all(
    Array.from({ length: senders }, async (_, s) => {
      const client = s === 0 ? sender : new pg.Client({ connectionString: url });
      if (s > 0) await client.connect();
      for (let i = s; i < BURST; i += senders) await client.query('SELECT pg_notify($1, $2)', ['bench_scale', `b${i}`]);
      if (s > 0) await client.end();
    }),
  );
  while (received < BURST && performance.now() - start < 60_000) await sleep(5);
  const seconds = (performance.now() - start) / 1000;
  await listener.end();
  await sender.end();
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  console.log(
    `LISTEN/NOTIFY: latency (commit to delivery, 200 one at a time) p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ` +
      `${BURST} notifications from ${senders} connections delivered at ${Math.round(received / seconds)}/s ` +
      `(${received} received; load ${loadAverage()})`,
  );
}

console.log(
  `Scale-out benchmark: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, node ${process.version}, ` +
    `${os.cpus().length} cores, PostgreSQL at ${new URL(BASE_URL).host}, load ${loadAverage()}`,
);
const database = await freshDatabase();
const staticDir = mkdtempSync(path.join(os.tmpdir(), 'kabuto-bench-scale-'));
const servers = [];
try {
  await prepare(database.url);
  await measureNotify(database.url);

  // Both processes run throughout (the second's simulator and jobs tick either way); the configurations alternate
  // round by round, so a change in the host's load weighs on both alike.
  for (const port of [PORT, PORT + 1]) {
    servers.push(
      await startServer({
        PORT: String(port),
        DATABASE_URL: database.url,
        KABUTO_MARKET_CLOCK: 'always-open',
        KABUTO_STATIC_DIR: staticDir,
      }),
    );
  }
  const [first, second] = await prepareEndpoints(servers);
  const configs = { one: [first], two: [first, second] };
  const rows = [];
  for (const name of Object.keys(first)) {
    await measureOnce(configs.two, name, 2); // warm both
    const runs = { one: [], two: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const config of ['one', 'two']) {
        const r = await measureOnce(configs[config], name, SECONDS);
        runs[config].push(r);
        console.log(
          `  ${name}, ${config === 'one' ? '1 process  ' : '2 processes'}: ${Math.round(r.rps)} req/s, ` +
            `p50 ${r.p50} ms, p99 ${r.p99} ms${r.failed ? `, ${r.failed} non-2xx or failed` : ''} ` +
            `(load ${loadAverage()})`,
        );
      }
    }
    const one = median(runs.one.map((r) => r.rps));
    const two = median(runs.two.map((r) => r.rps));
    rows.push({
      endpoint: name,
      '1 process req/s': Math.round(one),
      '2 processes req/s': Math.round(two),
      ratio: (two / one).toFixed(2),
      'p99 ms 1 → 2': `${median(runs.one.map((r) => r.p99))} → ${median(runs.two.map((r) => r.p99))}`,
    });
  }
  console.table(rows);
  console.log(`load after: ${loadAverage()}`);
} finally {
  for (const server of servers) await stopProcess(server);
  rmSync(staticDir, { recursive: true, force: true });
  await database.drop();
}
