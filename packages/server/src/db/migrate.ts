import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../config/paths.ts';
import type { Db } from './db.ts';

const migrationsDir = path.join(serverRoot, 'src/db/migrations');

/** Any fixed number: every process migrating the same database takes the same lock. */
const MIGRATION_LOCK = 4_247_001;

/** Applies the numbered SQL files in `migrations/` that have not run yet, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
