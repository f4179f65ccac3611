/** The one thing every module needs from a database: parameterised queries and transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `callback` once what was written through this is committed: after COMMIT inside a transaction (never
   * after a rollback), at once outside one. For what a process keeps beside the database (auth/sessions.ts).
   */
  afterCommit?(callback: () => void): void;
  /**
   * Tells every process listening on `channel` on this database (this one too) once what was written through this
   * is committed: PostgreSQL's NOTIFY, sent just before COMMIT (so with the commit, never after a rollback); within
   * the process on PGlite. The payload is small (ids and a kind): a receiver reads any detail from the database.
   * Outside a transaction it resolves once sent.
   */
  notify?(channel: string, payload: string): Promise<void>;
}

export type Tx = Queryable;

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A short description for the start-up banner, without credentials. */
  readonly description: string;
  /** Other processes may share it (PostgreSQL): what one process keeps in memory, another cannot see. */
  readonly shared?: boolean;
  /**
   * Runs `fn` while holding a lock that every process on this database (and schema) takes under the same `key`
   * (PostgreSQL's session advisory lock, on a connection of its own; `fn` uses the database as usual). Absent on a
   * database only one process opens (PGlite): there `fn` simply runs.
   */
  exclusive?<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** A leadership among the processes on this database (and schema) under `key`; absent where only one process is. */
  leadership?(key: number): Leadership;
  /**
   * Listens on channels (see `notify`): on PostgreSQL through one dedicated connection, reconnecting when it drops;
   * `onState(false)` says notifications may have been missed since (drop what they kept fresh), `onState(true)` that
   * they flow again. Absent where nothing can be listened to (the route table's stand-in).
   */
  listen?(
    handlers: Readonly<Record<string, (payload: string) => void>>,
    onState?: (listening: boolean) => void,
  ): Promise<Listening>;
}

/**
 * One process among those on a database leads a piece of work (PostgreSQL: a session advisory lock held on a
 * connection of its own, so it passes to another process as soon as the leader's connection ends, a kill included).
 */
export interface Leadership {
  /** Whether this process leads now. */
  readonly leading: boolean;
  /** Tries to become the leader (at most once a second); resolves when this try is over. */
  tryLead(): Promise<void>;
  close(): Promise<void>;
}

/** A `Db.listen` in force. */
export interface Listening {
  /** Whether notifications reach the handlers now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** A COMMIT that PostgreSQL answered with ROLLBACK: a statement of the transaction had failed. */
export class TransactionAbortedError extends Error {
  constructor() {
    super('the transaction was aborted: COMMIT rolled it back');
  }
}

/** `tx.afterCommit(callback)`, or `callback()` now where the connection has no transaction to wait for. */
export function afterCommit(tx: Queryable, callback: () => void): void {
  if (tx.afterCommit) tx.afterCommit(callback);
  else callback();
}

/** `db.exclusive(key, fn)` where other processes may share the database; `fn()` alone where none can. */
export function exclusively<T>(db: Db, key: number, fn: () => Promise<T>): Promise<T> {
  return db.exclusive ? db.exclusive(key, fn) : fn();
}

/** `tx.notify(channel, payload)` where the connection can notify; nothing where it cannot (see `Queryable.notify`). */
export async function notify(tx: Queryable, channel: string, payload: string): Promise<void> {
  await tx.notify?.(channel, payload);
}

/** Bigint parameters travel as decimal text: both drivers then bind them exactly. */
export function toDriverParams(params: readonly unknown[] | undefined): unknown[] {
  return (params ?? []).map((p) => (typeof p === 'bigint' ? p.toString() : p));
}

/** A PostgreSQL error code (SQLSTATE) when the error carries one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
