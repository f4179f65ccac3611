import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Leadership, Listening, Tx } from './db.ts';
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

/**
 * The channel a process listens on: PostgreSQL's channels belong to the whole database, so processes confined to one
 * schema (the tests, one schema per file) get channels of their own.
 */
export function channelName(channel: string, searchPath: string | undefined): string {
  return searchPath ? `${channel}_${createHash('sha1').update(searchPath).digest('hex').slice(0, 12)}` : channel;
}

const NOTIFY_ALL = 'SELECT pg_notify(n.channel, n.payload) FROM unnest($1::text[], $2::text[]) AS n(channel, payload)';

function wrap(client: pg.Pool | pg.PoolClient, searchPath: string | undefined): Tx {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query({ name: statementName(sql), text: sql, values: toDriverParams(params) });
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    afterCommit: (callback) => callback(),
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channelName(channel, searchPath), payload]);
    },
  };
}

/** `Db.leadership` on PostgreSQL: `pg_try_advisory_lock` on a connection kept for it. */
function leadershipOn(options: PostgresOptions, key: number): Leadership {
  let client: pg.Client | undefined;
  let leading = false;
  let trying: Promise<void> | undefined;
  let closed = false;
  let lastTry = Number.NEGATIVE_INFINITY;
  const drop = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    leading = false;
    which.end().catch(() => undefined);
  };
  return {
    get leading() {
      return leading;
    },
    tryLead() {
      if (leading || closed || performance.now() - lastTry < 1000) return trying ?? Promise.resolve();
      lastTry = performance.now();
      trying = (async () => {
        try {
          if (!client) {
            const next = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
            next.on('error', () => drop(next));
            next.on('end', () => drop(next));
            client = next;
            await next.connect();
            if (options.searchPath) await next.query(`SET search_path TO ${options.searchPath}`);
          }
          const result = await client.query<{ locked: boolean }>(
            "SELECT pg_try_advisory_lock($1::int4, hashtext(current_setting('search_path'))) AS locked",
            [key],
          );
          leading = !closed && result.rows[0]?.locked === true;
        } catch {
          if (client) drop(client);
        } finally {
          trying = undefined;
        }
      })();
      return trying;
    },
    async close() {
      closed = true;
      leading = false;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * A dedicated connection LISTENing on the channels (never a pooled one: it stays in LISTEN for the process's life).
 * When it drops, `onState(false)` and a new one is tried every second until it is back (`onState(true)`).
 */
async function listenOn(
  options: PostgresOptions,
  handlers: Readonly<Record<string, (payload: string) => void>>,
  onState: ((listening: boolean) => void) | undefined,
): Promise<Listening> {
  const byName = new Map(Object.entries(handlers).map(([c, h]) => [channelName(c, options.searchPath), h]));
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => undefined);
    if (listening) {
      listening = false;
      onState?.(false);
    }
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1000);
      retry.unref();
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
    next.on('notification', (message) => {
      const handler = byName.get(message.channel);
      if (!handler) return;
      try {
        handler(message.payload ?? '');
      } catch (error) {
        console.error(`notification on ${message.channel} failed:`, error);
      }
    });
    next.on('error', (error) => {
      console.error('postgres listener error:', error.message);
      lost(next);
    });
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      for (const name of byName.keys()) await next.query(`LISTEN "${name}"`);
    } catch (error) {
      console.error('postgres listener could not connect:', error instanceof Error ? error.message : error);
      lost(next);
      return;
    }
    if (closed || client !== next) {
      await next.end().catch(() => undefined);
      return;
    }
    listening = true;
    onState?.(true);
  };

  await connect();
  return {
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      if (listening) {
        listening = false;
        onState?.(false);
      }
      if (last) {
        last.removeAllListeners('end');
        await last.end().catch(() => undefined);
      }
    },
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
  const { searchPath } = options;
  return {
    ...wrap(pool, searchPath),
    description: `PostgreSQL at ${url.host}${url.pathname}`,
    shared: true,
    listen: (handlers, onState) => listenOn(options, handlers, onState),
    leadership: (key) => leadershipOn(options, key),
    exclusive: async (key, fn) => {
      const holder = await pool.connect();
      let broken: Error | undefined;
      try {
        // Keyed by the schema too: processes confined to different schemas (the tests) do not wait on each other.
        await holder.query("SELECT pg_advisory_lock($1::int4, hashtext(current_setting('search_path')))", [key]);
        try {
          return await fn();
        } finally {
          await holder
            .query("SELECT pg_advisory_unlock($1::int4, hashtext(current_setting('search_path')))", [key])
            .catch((error: unknown) => {
              // The lock ends with the connection: drop it rather than hand it out still holding the lock.
              broken = error instanceof Error ? error : new Error(String(error));
            });
        }
      } finally {
        holder.release(broken);
      }
    },
    // Each try gets its own connection and BEGIN; a failed try is rolled back before the next.
    transaction: (fn) =>
      withRetry(async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        const committed: (() => void)[] = [];
        const notes = new Map<string, [string, string]>();
        try {
          await client.query('BEGIN');
          const result = await fn({
            ...wrap(client, searchPath),
            afterCommit: (callback) => {
              committed.push(callback);
            },
            notify: async (channel, payload) => {
              const name = channelName(channel, searchPath);
              notes.set(`${name}\n${payload}`, [name, payload]);
            },
          });
          // NOTIFY inside the transaction: PostgreSQL delivers it at COMMIT, and never after a rollback.
          if (notes.size > 0) {
            const all = [...notes.values()];
            await client.query({
              name: statementName(NOTIFY_ALL),
              text: NOTIFY_ALL,
              values: [all.map(([name]) => name), all.map(([, payload]) => payload)],
            });
          }
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
