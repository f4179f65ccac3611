export { createApp, API_BASE } from './app.ts';
export type { AppOptions } from './app.ts';
export type { Clock } from './clock.ts';
export { systemClock } from './clock.ts';
export type { Db, Tx } from './db/db.ts';
export { openPglite } from './db/pglite.ts';
export { openPostgres } from './db/postgres.ts';
export { migrate } from './db/migrate.ts';
export { seedDemoData, DEMO_INVITE_CODE, DEMO_OPERATOR, DEMO_USER } from './seed.ts';
