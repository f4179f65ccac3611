/** The one thing every module needs from a database: parameterised queries and transactions. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

export type Tx = Queryable;

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A short description for the start-up banner, without credentials. */
  readonly description: string;
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
