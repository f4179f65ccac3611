import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { EnvError, readEnv } from './config/env.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { DEMO_INVITE_CODE, DEMO_OPERATOR, DEMO_USER, seedDemoData } from './seed.ts';

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

  const db = await openDatabase(env);
  await migrate(db);
  const seeded = await seedDemoData(db, systemClock);
  const app = createApp({ db, clock: systemClock, config: { marketClock: env.marketClock }, staticDir: env.staticDir });

  const server = serve({ fetch: app.fetch, port: env.port }, () => {
    console.log(
      [
        `Kabuto reference broker (simulator) listening on http://localhost:${env.port}/`,
        `  database:     ${db.description}${seeded ? ' (demo data seeded)' : ''}`,
        `  market clock: ${env.marketClock}`,
        `  invite code:  ${DEMO_INVITE_CODE}`,
        `  demo user:    ${DEMO_USER.account} / ${DEMO_USER.password}`,
        `  operator:     ${DEMO_OPERATOR.account} / ${DEMO_OPERATOR.password}`,
      ].join('\n'),
    );
  });

  const shutdown = () => {
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
