import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Tx } from './db.ts';
import { toDriverParams } from './db.ts';
import { withRetry } from './retry.ts';

/** Money lives in bigint columns: parse them to JS bigint, never Number. */
const parsers = { [types.INT8]: (value: string) => BigInt(value) };

export interface PgliteDb extends Db {
  /** The whole data directory as a tarball, for `loadDataDir` (a template the tests restore instead of an initdb). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * An embedded PostgreSQL: `dataDir` on disk, or in memory when omitted. `loadDataDir` starts it from a dumped data
 * directory instead of a fresh initdb (several times faster; the tests restore one migrated template per file).
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  const pg = await PGlite.create(dataDir ?? 'memory://', {
    parsers,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Tx => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await q.query<T>(sql, toDriverParams(params));
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(pg);
  return {
    ...base,
    description: dataDir ? `PGlite (embedded) at ${dataDir}` : 'PGlite (in memory)',
    // One connection runs one transaction at a time, so clashes cannot happen here; retrying keeps both engines
    // alike for code that raises a retryable state itself.
    transaction: (fn) => withRetry(() => pg.transaction((tx) => fn(wrap(tx)))),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
