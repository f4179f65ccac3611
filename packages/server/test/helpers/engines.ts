import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/db/db.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';

export interface TestDatabase {
  db: Db;
  dispose(): Promise<void>;
}

export interface Engine {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

const pglite: Engine = {
  name: 'pglite',
  async open() {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  },
};

/** Each test file gets its own schema, so files can run in parallel against one server. */
function postgres(connectionString: string): Engine {
  return {
    name: 'postgres',
    async open() {
      const schema = `k_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const db = openPostgres({ connectionString, searchPath: schema, max: 5 });
      return {
        db,
        async dispose() {
          await db.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export function engines(): Engine[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
