// Push fan-out benchmark: the server's push hub over real HTTP with N event-stream clients, each watching a list
// of codes (4 quotes a second each) and one focused code (10 a second). The server runs in a child process (the
// simulator in always-open mode, ticking every 100 ms, so every market moves), the clients in this one; prints
// clients, events per second, the delivered share (events received ÷ events the hub queued for those clients)
// and the server's event-loop delay p99 (perf_hooks.monitorEventLoopDelay).
//
//   npm run bench:fanout              BENCH_CLIENTS=500 BENCH_SECONDS=10 BENCH_CODES=5 npm run bench:fanout
//
// Runs under tsx (the server part imports the server's TypeScript modules): node --import tsx scripts/bench-fanout.mjs
import { fork } from 'node:child_process';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CODES_PER_CLIENT = Number(process.env.BENCH_CODES ?? 5);
// `synthetic`: every code changes every 100 ms (the hub's worst case: each client is due exactly 10 focus and
// 4 × codes list quotes a second). `simulator`: the real simulator, where quiet instruments change less often.
const SOURCE = process.env.BENCH_SOURCE ?? 'synthetic';

if (process.argv[2] === '--server') await runServer();
else await runClients();

/** The server side: the app with its simulator and push hub, reporting the hub's counters over IPC. */
async function runServer() {
  const { serve } = await import('@hono/node-server');
  const { createApp } = await import('../packages/server/src/app.ts');
  const { noDatabase } = await import('../packages/server/src/http/coverage.ts');
  const { systemClock } = await import('../packages/server/src/clock.ts');
  const { universe } = await import('../packages/server/src/market/universe/index.ts');
  const marketData = SOURCE === 'simulator' ? undefined : syntheticFeed(universe);
  const app = createApp({
    db: noDatabase,
    clock: systemClock,
    config: { marketClock: 'always-open' },
    ...(marketData ? { marketData } : {}),
  });
  app.marketData.start();
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let start;
  let cpu;
  let cpuStart = 0;
  process.on('message', (message) => {
    if (message.type === 'start') {
      delay.reset();
      delay.enable();
      cpu = process.cpuUsage();
      cpuStart = performance.now();
      start = { ...app.pushHub.snapshotStats, lastId: String(app.pushHub.buffer.lastId) };
      process.send({ type: 'started', lastId: start.lastId });
    } else if (message.type === 'stop') {
      // Stop producing; what is queued still drains to the clients.
      app.marketData.stop();
      delay.disable();
      const end = app.pushHub.snapshotStats;
      const used = process.cpuUsage(cpu);
      process.send({
        type: 'stopped',
        lastId: String(app.pushHub.buffer.lastId),
        due: end.delivered - start.delivered,
        published: end.published - start.published,
        evicted: end.evicted - start.evicted,
        clients: end.clients,
        p50: delay.percentile(50) / 1e6,
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
        rssMb: Math.round(process.memoryUsage().rss / 1e6),
        cpuPercent: ((used.user + used.system) / 1000 / (performance.now() - cpuStart)) * 100,
      });
    } else if (message.type === 'exit') {
      app.pushHub.close();
      server.close();
      process.exit(0);
    }
  });
  process.send({
    type: 'ready',
    port: server.address().port,
    codes: universe.map((entry) => entry.instrument.code),
  });
}

/** A provider whose every instrument trades a little every 100 ms. */
function syntheticFeed(universe) {
  const listeners = new Set();
  let timer;
  let n = 0;
  const tick = () => {
    n += 1;
    const time = new Date();
    const quotes = universe.map(({ instrument, referencePrice }) => ({
      code: instrument.code,
      market: instrument.market,
      price: referencePrice,
      open: referencePrice,
      high: referencePrice,
      low: referencePrice,
      previousClose: referencePrice,
      change: '0',
      changePercent: '0.00',
      volume: n * 100,
      turnover: String(n * 1000),
      limitUp: null,
      limitDown: null,
      phase: 'open',
      closingAuction: false,
      time: time.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    }));
    for (const listener of listeners) listener({ time, quotes });
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      timer ??= setInterval(tick, 100);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    quote: async () => undefined,
    quotes: async () => [],
    marketQuotes: async () => [],
    indexQuotes: async () => [],
    candles: async () => undefined,
  };
}

function once(child, type) {
  return new Promise((resolve) => {
    const listener = (message) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}

/** The client side: N streams over keep-alive-free HTTP connections, counting quote events by id. */
async function runClients() {
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port, codes } = await once(child, 'ready');
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  let fromId = -1n;
  let received = 0;
  let focusReceived = 0;
  let failed = 0;
  let ended = 0;
  const pick = (i, k) => codes[(i * 7919 + k * 104729) % codes.length];
  const connect = (i) =>
    new Promise((resolve) => {
      const list = Array.from({ length: CODES_PER_CLIENT }, (_, k) => pick(i, k + 1));
      const focus = pick(i, 0);
      const focusMark = `"code":"${focus}"`;
      const query = new URLSearchParams({ codes: [...new Set(list)].join(','), focus });
      const req = http.get({ host: '127.0.0.1', port, path: `/api/vue/stream?${query}`, agent }, (res) => {
        res.setEncoding('utf8');
        let tail = '';
        res.on('data', (chunk) => {
          const text = tail + chunk;
          const cut = text.lastIndexOf('\n\n');
          tail = cut < 0 ? text : text.slice(cut + 2);
          if (cut < 0) return;
          for (const block of text.slice(0, cut).split('\n\n')) {
            if (!block.startsWith('id: ')) continue;
            if (fromId < 0n || BigInt(block.slice(4, block.indexOf('\n'))) <= fromId) continue;
            received += 1;
            if (block.includes(focusMark)) focusReceived += 1;
          }
        });
        res.on('end', () => (ended += 1));
        res.on('error', () => (ended += 1));
        resolve();
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
    });
  const connecting = Date.now();
  for (let i = 0; i < CLIENTS; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, (_, k) => connect(i + k)));
  }
  console.log(`${CLIENTS - failed} clients connected in ${((Date.now() - connecting) / 1000).toFixed(1)} s`);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  child.send({ type: 'start' });
  const started = await once(child, 'started');
  fromId = BigInt(started.lastId);
  const t0 = Date.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  child.send({ type: 'stop' });
  const stats = await once(child, 'stopped');
  const seconds = (Date.now() - t0) / 1000;
  // Let what the hub already queued arrive.
  let last = -1;
  while (received !== last) {
    last = received;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.send({ type: 'exit' });

  const share = stats.due === 0 ? 0 : received / stats.due;
  console.log(
    [
      `clients            ${CLIENTS - failed} (each: ${CODES_PER_CLIENT} listed codes at 4 Hz + 1 focus at 10 Hz; ${SOURCE} feed), ${stats.clients} still open, ${stats.evicted} evicted, ${ended} ended`,
      `duration           ${seconds.toFixed(1)} s`,
      `events published   ${stats.published} (${(stats.published / seconds).toFixed(0)}/s)`,
      `events due         ${stats.due} (${(stats.due / seconds).toFixed(0)}/s)`,
      `events received    ${received} (${(received / seconds).toFixed(0)}/s, ${(received / seconds / Math.max(1, CLIENTS - failed)).toFixed(1)}/s per client)`,
      `focus rate         ${(focusReceived / seconds / Math.max(1, CLIENTS - failed)).toFixed(1)} quotes/s per client (10 at most)`,
      `delivered share    ${(share * 100).toFixed(2)} %`,
      `server loop delay  p50 ${stats.p50.toFixed(1)} ms, p99 ${stats.p99.toFixed(1)} ms, max ${stats.max.toFixed(1)} ms`,
      `server cpu         ${stats.cpuPercent.toFixed(0)} % of one core; rss ${stats.rssMb} MB`,
    ].join('\n'),
  );
  if (share < 0.99) process.exitCode = 1;
}
