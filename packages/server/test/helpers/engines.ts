import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, inject } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { assertLedgerInvariants } from './invariants.ts';

export interface TestDatabase {
  db: Db;
  dispose(): Promise<void>;
}

export interface Engine {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

/** Every database a test file has open: the ledger's invariants are checked on each after every test. */
const openDatabases = new Set<Db>();

// Registered when a test file imports this helper, so it runs after every test of every file that uses an engine.
afterEach(async () => {
  for (const db of openDatabases) await assertLedgerInvariants(db);
});

/** Tracks the database until it is disposed; disposing checks the invariants once more, then closes it. */
function tracked(db: Db, close: () => Promise<void>): TestDatabase {
  openDatabases.add(db);
  return {
    db,
    async dispose() {
      openDatabases.delete(db);
      try {
        await assertLedgerInvariants(db);
      } finally {
        await close();
      }
    },
  };
}

/** The migrated template of this run (test/setup/pglite-template.ts), read once per file. */
let template: Promise<Blob | undefined> | undefined;
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

const pglite: Engine = {
  name: 'pglite',
  async open() {
    const loadDataDir = await pgliteTemplate();
    const db = await openPglite(undefined, loadDataDir ? { loadDataDir } : {});
    return tracked(db, () => db.close());
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
      return tracked(db, async () => {
        await db.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      });
    },
  };
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export function engines(): Engine[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

/**
 * One engine by name, for a suite split into a test file per engine (so the two run side by side): PGlite always,
 * PostgreSQL only when DATABASE_URL is set.
 */
export function engineNamed(name: Engine['name']): Engine | undefined {
  return engines().find((engine) => engine.name === name);
}
