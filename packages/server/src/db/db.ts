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
}

export type Tx = Queryable;

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A short description for the start-up banner, without credentials. */
  readonly description: string;
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
