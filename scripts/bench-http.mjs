// HTTP load benchmark: the product as `npm start` runs it (the built app and the server in one process, PGlite in a
// data folder — here a temporary one — on its own port), loaded with autocannon over real HTTP: sign-in,
// getUserinfo (every screen calls it), quotes and placeOrder (each request with its own Idempotency-Key and client
// order id), each beside a bare node:http server on the same machine as the ceiling. Prints requests per second,
// latency p50/p99 and every non-2xx answer per endpoint, the server's resident memory idle (30 s after a start on
// the real market clock, as npm start runs it) and at its peak under each load, and the load average. The goal (issue 21): getUserinfo ≥ 3,000 requests/s with p99 ≤ 30 ms at 20
// connections.
//
//   npm run bench:http          BENCH_SECONDS=20 BENCH_CONNECTIONS=50 BENCH_PORT=8095 npm run bench:http
//   BENCH_PROFILE=/tmp/prof npm run bench:http     (the server writes a V8 CPU profile there when it stops)
//
// Runs under tsx (it prepares the data folder with the server's TypeScript modules); the server itself runs as
// `npm start` runs it, plain node on its bundle (bench-http-support.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildAppIfStale } from './build-if-stale.mjs';
import { loadAverage } from './bench-measure.mjs';
import { addTraders, apiPost, loadEndpoints, startProcess, startServer, stopProcess } from './bench-http-support.mjs';
import { openDatabase } from '../packages/server/src/db/open.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { seedDemoData, DEMO_USER } from '../packages/server/src/seed.ts';
import { systemClock } from '../packages/server/src/clock.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8095);
const BARE_PORT = PORT + 1;
const PROFILE_DIR = process.env.BENCH_PROFILE;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const GOAL = { endpoint: 'getUserinfo', rps: 3000, p99: 30 };
/** Traders placing orders and signing in, one per connection: every order of one user waits on that user's lock. */
const TRADERS = CONNECTIONS;
const TRADER_PASSWORD = 'bench-2026-http';
const traderAccount = (i) => `08${String(i).padStart(8, '0')}`;

/** A data folder as the server's first start leaves it, plus verified traders with paper yen to spare. */
async function prepareDataDir(dataDir) {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seedDemoData(db, systemClock);
    await addTraders(db, { count: TRADERS, account: traderAccount, password: TRADER_PASSWORD });
  } finally {
    await db.close();
  }
}

const residentMb = (pid) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
};

/** The resident size of `pid` sampled every 250 ms while `work` runs; answers the work's result and the peak. */
async function withPeakRss(pid, work) {
  let peak = residentMb(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid) ?? 0)), 250);
  try {
    return { result: await work(), peakRss: peak };
  } finally {
    clearInterval(timer);
  }
}

function run(name, options) {
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options, title: name });
}

const rows = [];
function record(name, result, peakRss) {
  const non2xx = result.non2xx + result.errors + result.timeouts;
  rows.push({
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    requests: result.requests.total,
    'non-2xx/errors': non2xx,
    'server RSS peak MB': peakRss ?? '',
  });
  console.log(
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      `${non2xx ? `, ${non2xx} non-2xx or failed` : ''} (load ${loadAverage()})`,
  );
}

console.log(
  `HTTP benchmark: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, node ${process.version}, ` +
    `${os.cpus().length} cores, load ${loadAverage()}`,
);
try {
  buildAppIfStale({ quiet: true });
} catch (error) {
  console.log(`the app did not build (${error.message}); the API is measured without it`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kabuto-bench-http-'));
let server;
let bare;
try {
  await prepareDataDir(dataDir);
  bare = await startProcess(
    [
      '-e',
      `require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => {
         res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"status":1,"data":null}'); }); })
       .listen(${BARE_PORT}, '127.0.0.1')`,
    ],
    {},
    `http://127.0.0.1:${BARE_PORT}/`,
    'bare node:http',
  );
  const serverEnv = { PORT: String(PORT), KABUTO_DATA_DIR: dataDir, DATABASE_URL: '' };

  // Idle, as npm start runs it (the real market clock): started, the simulator ticking, no requests.
  const idleServer = await startServer(serverEnv);
  await sleep(IDLE_SECONDS * 1000);
  const idleRss = residentMb(idleServer.child.pid);
  await stopProcess(idleServer);
  console.log(`server idle ${IDLE_SECONDS} s after start: ${idleRss} MB resident (load ${loadAverage()})`);

  // Under load on the always-open clock, so that orders are taken at any hour.
  server = await startServer({ ...serverEnv, KABUTO_MARKET_CLOCK: 'always-open' }, { profileDir: PROFILE_DIR });
  const pid = server.child.pid;

  const ceiling = await run('bare node:http', {
    url: `http://127.0.0.1:${BARE_PORT}/`,
    method: 'POST',
    body: 'type=jpy',
  });
  record('bare node:http (ceiling)', ceiling);

  const session = await apiPost(PORT, '/user/login', { account: DEMO_USER.account, password: DEMO_USER.password });
  const endpoints = await loadEndpoints(PORT, {
    session: { token: session.token, account: DEMO_USER.account },
    traderCount: TRADERS,
    account: traderAccount,
    password: TRADER_PASSWORD,
  });
  for (const [name, options] of Object.entries(endpoints)) {
    const { result, peakRss } = await withPeakRss(pid, () => run(name, options));
    record(name, result, peakRss);
  }

  await sleep(5000);
  const afterRss = residentMb(pid);
  console.table(rows);
  const peakRss = Math.max(...rows.map((r) => Number(r['server RSS peak MB']) || 0));
  console.log(
    `server resident memory: idle ${idleRss} MB (${IDLE_SECONDS} s after start), peak under load ${peakRss} MB, ` +
      `after the runs ${afterRss} MB`,
  );
  const goal = rows.find((r) => r.endpoint === `user/${GOAL.endpoint}`);
  if (goal) {
    const met = goal['req/s'] >= GOAL.rps && goal['p99 ms'] <= GOAL.p99;
    console.log(
      `goal: ${GOAL.endpoint} ≥ ${GOAL.rps} req/s with p99 ≤ ${GOAL.p99} ms at ${CONNECTIONS} connections → ` +
        `${goal['req/s']} req/s, p99 ${goal['p99 ms']} ms: ${met ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`load after: ${loadAverage()}`);
} finally {
  if (server) await stopProcess(server);
  if (bare) await stopProcess(bare);
  rmSync(dataDir, { recursive: true, force: true });
}
