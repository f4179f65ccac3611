import { performance } from 'node:perf_hooks';
import { PGlite, protocol, types } from '@electric-sql/pglite';
import type { messages } from '@electric-sql/pglite';
import type { Db, Listening, Tx } from './db.ts';
import { toDriverParams, TransactionAbortedError } from './db.ts';
import { withRetry } from './retry.ts';

/** Money lives in bigint columns: parse them to JS bigint, never Number. */
const parsers = { [types.INT8]: (value: string) => BigInt(value) };

/**
 * The server's PostgreSQL settings on top of PGlite's own (`PGlite.defaultStartParams`: single user, fsync off).
 * PGlite takes its shared memory out of its WebAssembly memory and touches all of it at start, so every megabyte of
 * `shared_buffers` is a megabyte resident for the life of the process: 128 MB by default, for a database that is a
 * few tens of megabytes (the operating system's page cache still keeps its files). What a maintenance step or a sort
 * takes from the WebAssembly heap is never given back either, hence the lower `maintenance_work_mem`.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
  // Planning costs as much as running most of these statements: plan each prepared statement once (`REPLAN_MS`).
  plan_cache_mode: 'force_generic_plan',
};

export interface PgliteDb extends Db {
  /** The whole data directory as a tarball, for `loadDataDir` (a template the tests restore instead of an initdb). */
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteOptions {
  /** Starts from a dumped data directory instead of a fresh initdb (see `dumpDataDir`). */
  loadDataDir?: Blob;
  /** PostgreSQL settings over `PGLITE_SETTINGS`. */
  settings?: Record<string, string>;
}

interface Field {
  name: string;
  dataTypeID: number;
}

/** A named prepared statement: parsed and planned once, then only bound and executed. */
interface Prepared {
  /** performance.now() when it was prepared. */
  preparedAt: number;
  /** How long after that it is prepared again (`REPLAN_MS`). */
  replanMs: number;
  name: string;
  paramTypes: number[];
  /** The row's columns; empty for a statement that returns none. */
  fields: Field[];
}

/** The most statements kept prepared; the least recently used is closed beyond it. */
const MAX_PREPARED = 500;
/**
 * A prepared statement is prepared (and so planned) again after this long. PGlite runs no autovacuum, so nothing
 * analyses the tables and nothing invalidates a plan made while they were small: a plan made at start on empty
 * tables would otherwise stay for the life of the process, however large they grow. The first plans are the likeliest
 * to be wrong (on empty tables two indexes can look alike, and the one picked may cost a scan of every row of a user
 * later), so a statement is first prepared again after `FIRST_REPLAN_MS`, then each time twice as late, up to this.
 */
const REPLAN_MS = 60_000;
const FIRST_REPLAN_MS = 1_000;

type Message = messages.BackendMessage;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Runs one piece of work at a time, in arrival order: PGlite is one session. */
class Queue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * PGlite's one session through its wire protocol. `PGlite.query` parses, describes, binds and executes an unnamed
 * statement in six calls into the WebAssembly module for every query; here each statement text is prepared once
 * (parse and describe) and every later run is one call (bind, execute, sync), with parameters serialised and rows
 * parsed by PGlite's own type handlers, so results are the same as `query`'s.
 */
class Session {
  readonly #pg: PGlite;
  readonly #prepared = new Map<string, Prepared>();
  /** Statements to close with the next call (evicted from the cache). */
  #closing: Uint8Array[] = [];
  #counter = 0;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  async #call(parts: readonly Uint8Array[]): Promise<Message[]> {
    const closing = this.#closing;
    this.#closing = [];
    // Node's file systems (the data folder, memory) write through: PGlite's syncToFs is a no-op for them.
    const result = await this.#pg.execProtocol(concat([...closing, ...parts]), { syncToFs: false });
    return result.messages;
  }

  async #prepare(sql: string): Promise<Prepared> {
    const { serialize } = protocol;
    const known = this.#prepared.get(sql);
    if (known) {
      // Most recently used last: the map's first key is the one to evict.
      this.#prepared.delete(sql);
      if (performance.now() - known.preparedAt < known.replanMs) {
        this.#prepared.set(sql, known);
        return known;
      }
      this.#closing.push(serialize.close({ type: 'S', name: known.name }));
    }
    const replanMs = known ? Math.min(known.replanMs * 2, REPLAN_MS) : FIRST_REPLAN_MS;
    this.#counter += 1;
    const name = `k${this.#counter}`;
    const messages = await this.#call([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    for (const message of messages) {
      if (message.name === 'parameterDescription') {
        paramTypes = (message as messages.ParameterDescriptionMessage).dataTypeIDs;
      } else if (message.name === 'rowDescription') {
        fields = (message as messages.RowDescriptionMessage).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }));
      }
    }
    const prepared = { preparedAt: performance.now(), replanMs, name, paramTypes, fields };
    this.#prepared.set(sql, prepared);
    if (this.#prepared.size > MAX_PREPARED) {
      const [oldestSql, oldest] = this.#prepared.entries().next().value as [string, Prepared];
      this.#prepared.delete(oldestSql);
      this.#closing.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    return prepared;
  }

  async query<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const statement = await this.#prepare(sql);
    const { serializers, parsers: typeParsers } = this.#pg;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const messages = await this.#call([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const rows: T[] = [];
    const { fields } = statement;
    for (const message of messages) {
      if (message.name !== 'dataRow') continue;
      const values = (message as messages.DataRowMessage).fields;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < fields.length; i += 1) {
        const field = fields[i]!;
        row[field.name] = types.parseType(values[i] ?? null, field.dataTypeID, typeParsers);
      }
      rows.push(row as T);
    }
    return rows;
  }

  /** A script of statements (migrations, DDL) by the simple protocol. */
  async exec(sql: string): Promise<void> {
    // A script may change what the rows of a prepared statement look like: prepare everything afresh after it.
    for (const { name } of this.#prepared.values()) this.#closing.push(protocol.serialize.close({ type: 'S', name }));
    this.#prepared.clear();
    await this.control(sql);
  }

  /** One command without parameters (BEGIN, COMMIT…); answers the last command tag (`COMMIT`, `ROLLBACK`…). */
  async control(sql: string): Promise<string | undefined> {
    const messages = await this.#call([protocol.serialize.query(sql)]);
    let command: string | undefined;
    for (const message of messages) {
      if (message.name === 'commandComplete') {
        command = (message as messages.CommandCompleteMessage).text.split(' ')[0];
      }
    }
    return command;
  }
}

/**
 * An embedded PostgreSQL: `dataDir` on disk, or in memory when omitted. `loadDataDir` starts it from a dumped data
 * directory instead of a fresh initdb (several times faster; the tests restore one migrated template per file).
 */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<PgliteDb> {
  const settings = { ...PGLITE_SETTINGS, ...options.settings };
  const pg = await PGlite.create(dataDir ?? 'memory://', {
    parsers,
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const session = new Session(pg);
  const queue = new Queue();
  // One process is the only one on this database: notifications go straight to this process's handlers.
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const deliver = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`notification on ${channel} failed:`, error);
      }
    }
  };
  const inside: Tx = {
    query: <T>(sql: string, params?: readonly unknown[]) => session.query<T>(sql, toDriverParams(params)),
    exec: (sql: string) => session.exec(sql),
    afterCommit: (callback) => callback(),
  };

  // One session runs one transaction at a time, so clashes cannot happen here; retrying keeps both engines alike
  // for code that raises a retryable state itself.
  const transaction = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> =>
    withRetry(() =>
      queue.run(async () => {
        await session.control('BEGIN');
        let open = true;
        const committed: (() => void)[] = [];
        const notes: [string, string][] = [];
        const guard = (): void => {
          if (!open) throw new Error('the transaction is over');
        };
        const tx: Tx = {
          query: (sql, params) => {
            guard();
            return inside.query(sql, params);
          },
          exec: (sql) => {
            guard();
            return inside.exec(sql);
          },
          afterCommit: (callback) => {
            guard();
            committed.push(callback);
          },
          notify: async (channel, payload) => {
            guard();
            notes.push([channel, payload]);
          },
        };
        try {
          const result = await fn(tx);
          open = false;
          if ((await session.control('COMMIT')) === 'ROLLBACK') throw new TransactionAbortedError();
          for (const callback of committed) callback();
          for (const [channel, payload] of notes) deliver(channel, payload);
          return result;
        } catch (error) {
          if (open) {
            open = false;
            await session.control('ROLLBACK');
          }
          throw error;
        }
      }),
    );

  return {
    query: (sql, params) => queue.run(() => inside.query(sql, params)),
    exec: (sql) => queue.run(() => inside.exec(sql)),
    afterCommit: (callback) => callback(),
    notify: async (channel, payload) => queueMicrotask(() => deliver(channel, payload)),
    listen: async (channelHandlers, onState) => {
      const added = Object.entries(channelHandlers);
      for (const [channel, handler] of added) {
        let set = handlers.get(channel);
        if (!set) handlers.set(channel, (set = new Set()));
        set.add(handler);
      }
      onState?.(true);
      const listening: Listening = {
        listening: true,
        close: async () => {
          for (const [channel, handler] of added) handlers.get(channel)?.delete(handler);
        },
      };
      return listening;
    },
    transaction,
    description: dataDir ? `PGlite (embedded) at ${dataDir}` : 'PGlite (in memory)',
    close: () => queue.run(() => pg.close()),
    dumpDataDir: () => queue.run(() => pg.dumpDataDir('none')),
  };
}
