import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Tx } from './db.ts';
import { toDriverParams, TransactionAbortedError } from './db.ts';
import { withRetry } from './retry.ts';
import type { RetryOptions } from './retry.ts';

const INT8_OID = 20;

export interface PostgresOptions {
  connectionString: string;
  /** Confines every pooled connection to one schema (tests give each file its own). */
  searchPath?: string;
  max?: number;
  /** How `transaction` retries serialization failures and deadlocks. */
  retry?: RetryOptions;
}

/**
 * The name a statement is prepared under on each connection: the server parses and plans it once per connection, and
 * (after its first few runs) keeps a generic plan, instead of parsing and planning it on every run. A digest of the
 * text, so one name always means one text (node-postgres refuses a name reused for another).
 */
const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `k${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Tx {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query({ name: statementName(sql), text: sql, values: toDriverParams(params) });
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    afterCommit: (callback) => callback(),
  };
}

/** A PostgreSQL server through a `pg` pool. */
export function openPostgres(options: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => BigInt(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('postgres pool error', error));
  const url = new URL(options.connectionString);
  return {
    ...wrap(pool),
    description: `PostgreSQL at ${url.host}${url.pathname}`,
    // Each try gets its own connection and BEGIN; a failed try is rolled back before the next.
    transaction: (fn) =>
      withRetry(async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        const committed: (() => void)[] = [];
        try {
          await client.query('BEGIN');
          const result = await fn({
            ...wrap(client),
            afterCommit: (callback) => {
              committed.push(callback);
            },
          });
          // A statement that failed inside (and was caught) leaves the transaction aborted: COMMIT then rolls back.
          if ((await client.query('COMMIT')).command === 'ROLLBACK') throw new TransactionAbortedError();
          for (const callback of committed) callback();
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            // The connection is unusable: the pool must drop it rather than hand it out again.
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          });
          throw error;
        } finally {
          client.release(broken);
        }
      }, options.retry),
    close: () => pool.end(),
  };
}
