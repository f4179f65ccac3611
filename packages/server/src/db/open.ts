import { mkdirSync } from 'node:fs';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (created if missing). */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl });
  mkdirSync(options.dataDir, { recursive: true });
  return openPglite(options.dataDir);
}
