import { createInterface } from 'node:readline';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { setSessionCacheMs } from './auth/sessions.ts';
import { clockCommand, SteerableClock, systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import { EnvError, readEnv } from './config/env.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import {
  DEMO_INVITE_CODE,
  DEMO_OPERATOR,
  DEMO_SECOND_OPERATOR,
  DEMO_USER,
  DEMO_VERIFIED_USER,
  seedDemoData,
} from './seed.ts';
import { alwaysOpen } from './market/clock.ts';
import { loggingSender, smtpSender } from './security/mail.ts';

async function main() {
  let env;
  try {
    env = readEnv(process.env, process.cwd());
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`kabuto: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }

  // A demo clock when KABUTO_CLOCK_START says where to start (and stdin may move it forward); the system's otherwise.
  const steerable = env.clockStart === undefined ? undefined : new SteerableClock(env.clockStart);
  const clock: Clock = steerable ?? systemClock;
  if (steerable && env.clockControl === 'stdin') {
    createInterface({ input: process.stdin }).on('line', (line) => console.log(clockCommand(steerable, line)));
  }

  if (env.sessionCacheMs !== undefined) setSessionCacheMs(env.sessionCacheMs);
  const db = await openDatabase(env);
  await migrate(db);
  const seeded = await seedDemoData(db, clock);
  // The simulator's price paths depend on the clock mode, so the operator's setting is read once, here: a change in
  // the console applies when the server next starts (the console says so), never half-way through a day.
  const marketClockMode = (await alwaysOpen(db, env)) ? 'always-open' : 'real';
  const app = createApp({
    db,
    clock,
    config: {
      marketClock: marketClockMode,
      marketSeed: env.marketSeed,
      origins: env.origins,
      trustedProxies: env.trustedProxies,
    },
    staticDir: env.staticDir,
    mail: env.smtpUrl ? smtpSender(env.smtpUrl, env.mailFrom) : loggingSender(env.mailFrom),
  });
  // Other processes on the same PostgreSQL: their user events reach this process's streams, their revocations its
  // session cache (which keeps nothing until this is listening).
  await app.events.start();
  // The simulator ticks (every 100 ms) only in the running server; tests drive it by hand.
  app.marketData.start();
  void app.matching.start();
  // Day-trade matching and each session's auto-close on the same ticks; its first pass catches up on closes missed
  // while the server was down.
  void app.daytrade.start();
  // The credit line's daily interest: a pass now catches up on days missed while the server was down, then each minute.
  app.loanAccrual.start();
  app.mailOutbox.start();

  const server = serve({ fetch: app.fetch, port: env.port }, () => {
    console.log(
      [
        `Kabuto reference broker (simulator) listening on http://localhost:${env.port}/`,
        `  database:     ${db.description}${seeded ? ' (demo data seeded)' : ''}`,
        `  market clock: ${marketClockMode}${marketClockMode !== env.marketClock ? ' (operator setting)' : ''}`,
        ...(steerable
          ? [
              `  clock:        demo, started at ${clock.now().toISOString()}${
                env.clockControl === 'stdin' ? ' (moves forward on "jump <ISO instant>" lines on stdin)' : ''
              }`,
            ]
          : []),
        `  invite code:  ${DEMO_INVITE_CODE}`,
        `  log in at:    ${env.origins[0]}/#/login/login (passkeys work on ${env.origins.join(', ')})`,
        `  alert mail:   ${app.mailOutbox.sender.description}`,
        `  demo user:    ${DEMO_USER.account} / ${DEMO_USER.password} (real name verified; ¥10,000,000, $50,000, 元300,000 to trade)`,
        `  verified:     ${DEMO_VERIFIED_USER.account} / ${DEMO_VERIFIED_USER.password} (the same, an own-name bank card for withdrawals, an approved one-day margin account, and can apply to be an agent)`,
        `  operator:     ${DEMO_OPERATOR.account} / ${DEMO_OPERATOR.password} at http://localhost:${env.port}/#/admin/login`,
        `  2nd operator: ${DEMO_SECOND_OPERATOR.account} / ${DEMO_SECOND_OPERATOR.password} (four eyes: confirms large withdrawals and adjustments)`,
      ].join('\n'),
    );
  });

  // An idle keep-alive connection stays open 65 s (Node's default is 5 s). A client that reuses a pooled connection
  // without reading the server's Keep-Alive hint (a load balancer, Playwright's request client) otherwise sends its
  // next request on a socket the server is closing at that moment and gets ECONNRESET (a CI journey did, 2026-11-27).
  // 65 s outlasts the usual balancer idle timeout of 60 s, so the balancer closes first; headers stay bounded below it.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  const shutdown = () => {
    app.marketData.stop();
    app.mailOutbox.stop();
    void app.matching.stop();
    void app.daytrade.stop();
    void app.loanAccrual.stop();
    app.pushHub.close();
    void app.events.stop();
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
    void db.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('kabuto: failed to start', error);
  process.exit(1);
});
