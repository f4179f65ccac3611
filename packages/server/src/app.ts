import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import type { AppConfig } from './config/env.ts';
import { repoRoot } from './config/env.ts';
import { ApiError } from './http/errors.ts';
import { forwardedClientAddress } from './http/client-address.ts';
import { socketAddress } from './http/operation.ts';
import { fail } from './http/envelope.ts';
import { securityHeaders } from './http/security-headers.ts';
import { namesFile, serveAppShell } from './http/app-shell.ts';
import { apiRoutes } from './routes.ts';
import type { MarketDataProvider } from './market/provider.ts';
import { PushHub } from './market/push/hub.ts';
import { createSimulator } from './market/simulator/index.ts';
import { setPositionsValuer } from './ledger/balances.ts';
import { MatchingEngine } from './trading/matching.ts';
import { DaytradeEngine } from './daytrade/engine.ts';
import { LoanAccrualJob } from './loan/accrual.ts';
import { ClusterEvents } from './events/cluster.ts';
import { WORK_CHANNEL } from './events/user-events.ts';
import { notify } from './db/db.ts';
import { yenPositionsValuer } from './trading/positions.ts';
import { deviceCookies } from './security/device.ts';
import { discardingSender, MailOutbox } from './security/mail.ts';
import type { MailSender } from './security/mail.ts';
import { relyingPartyOf } from './security/relying-party.ts';

export const API_BASE = '/api/vue';

/** Advisory lock keys of the engines' leadership (any fixed numbers, apart from migrate.ts's and seed.ts's). */
const MATCHING_LEAD = 4_247_010;
const DAYTRADE_LEAD = 4_247_011;

export interface AppOptions {
  db: Db;
  clock: Clock;
  config: AppConfig;
  /** The built app to serve at `/`; nothing is served there when absent. */
  staticDir?: string;
  /** How often the push stream sends a heartbeat (tests shorten it). */
  heartbeatMs?: number;
  /** Market data; the simulator (seeded from the config, on `clock`) when absent. Not started here. */
  marketData?: MarketDataProvider;
  /** The push hub's pacing and limits (tests shorten or shrink them). */
  push?: { listIntervalMs?: number; focusIntervalMs?: number; maxQueueBytes?: number; bufferEvents?: number };
  /** Where alert mail goes; discarded when absent (main.ts passes SMTP or the logging sender). */
  mail?: MailSender;
}

export interface KabutoApp extends Hono {
  /** The provider behind the market routes and the stream: main.ts starts and stops it. */
  marketData: MarketDataProvider;
  pushHub: PushHub;
  /** Matches working orders on the provider's ticks once started (main.ts); tests run `pass()` by hand. */
  matching: MatchingEngine;
  /** Matches day-trade orders and closes each session's day trades on the ticks once started; tests run `pass()`. */
  daytrade: DaytradeEngine;
  /** Accrues the credit line's daily interest on the clock once started (main.ts); tests run `pass()` by hand. */
  loanAccrual: LoanAccrualJob;
  /** Sends the alert mail transactions wrote: main.ts and the tests start it. */
  mailOutbox: MailOutbox;
  /**
   * User events and session revocations from every process on the database: main.ts starts it on PostgreSQL (one
   * listening connection); on PGlite it is started here.
   */
  events: ClusterEvents;
}

export const appVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

function onError(error: Error, c: Context) {
  if (error instanceof ApiError) return fail(c, error);
  // Never leak internals to the client: log here, answer with a stable code.
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return fail(c, new ApiError(500, 'system_busy'));
}

/** Builds the broker's HTTP app without listening. */
export function createApp(options: AppOptions): KabutoApp {
  const { db, clock, config, staticDir, heartbeatMs } = options;
  const marketData =
    options.marketData ??
    createSimulator({ clock, alwaysOpen: config.marketClock === 'always-open', seed: config.marketSeed });
  const pushHub = new PushHub({
    provider: marketData,
    now: () => clock.now().getTime(),
    ...(heartbeatMs === undefined ? {} : { heartbeatMs }),
    ...options.push,
  });
  const trading = { db, marketData, alwaysOpen: config.marketClock === 'always-open' };
  // Several processes on one PostgreSQL: one leads each engine's passes (advisory locks); an order taken elsewhere
  // wakes it through a NOTIFY.
  const matching = new MatchingEngine(
    { ...trading, clock },
    db.leadership ? { leadership: db.leadership(MATCHING_LEAD) } : {},
  );
  const daytrade = new DaytradeEngine(
    { ...trading, clock },
    db.leadership ? { leadership: db.leadership(DAYTRADE_LEAD) } : {},
  );
  const wake = (engine: { notify(): void }, kind: 'cash' | 'daytrade') => ({
    notify: () => {
      engine.notify();
      if (db.shared) notify(db, WORK_CHANNEL, kind).catch((error: unknown) => console.error('wake failed:', error));
    },
  });
  const loanAccrual = new LoanAccrualJob(db, clock);
  // The yen asset panel values Japan-market holdings at the provider's prices.
  setPositionsValuer(yenPositionsValuer(marketData));
  const mailOutbox = new MailOutbox(db, clock, options.mail ?? discardingSender);
  const rp = relyingPartyOf(config);
  const devices = deviceCookies(db, { path: API_BASE, secure: rp.origins.every((o) => o.startsWith('https:')) });
  const events = new ClusterEvents(db, pushHub, { matching, daytrade });
  if (!db.shared) void events.start();
  const app = Object.assign(new Hono(), { marketData, pushHub, matching, daytrade, loanAccrual, mailOutbox, events });
  app.use('*', securityHeaders);
  if (config.trustedProxies?.length) app.use('*', forwardedClientAddress(config.trustedProxies, socketAddress));
  app.onError(onError);

  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.onError(onError);
  for (const route of apiRoutes({
    db,
    clock,
    appVersion,
    marketClock: config.marketClock,
    heartbeatMs,
    marketData,
    pushHub,
    trading,
    matching: wake(matching, 'cash'),
    daytrade: wake(daytrade, 'daytrade'),
    rp,
    devices,
  })) {
    api.on(route.method, route.path, route.handler);
  }
  api.all('*', (c) => fail(c, new ApiError(404, 'not_found')));
  app.route(API_BASE, api);

  if (staticDir && existsSync(staticDir)) {
    const indexHtml = path.join(staticDir, 'index.html');
    // The shell carries a per-response nonce, so it is never served as a static file.
    app.get('/', (c) => serveAppShell(c, indexHtml));
    app.get('/index.html', (c) => serveAppShell(c, indexHtml));
    app.use(
      '*',
      serveStatic({
        root: staticDir,
        // The build writes .br and .gz beside each asset; the browser gets the smallest it accepts.
        precompressed: true,
        onFound: (file, c) => {
          // File names under assets/ carry a content hash: they never change. Everything else is revalidated: the
          // service worker (sw.js, which the browser also checks itself on each start) and the web app manifest too.
          c.header('Cache-Control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    // The app routes on the client: any other GET gets its shell, but for a file that is not there.
    app.get('*', (c) => (namesFile(c.req.path) ? c.notFound() : serveAppShell(c, indexHtml)));
  }
  return app;
}
