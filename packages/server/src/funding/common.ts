import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import type { MessageCode } from '../http/errors.ts';

/** An id the contract's `Id` pattern allows but no row can have is simply not found. */
export function rowId(text: string | undefined, notFound: MessageCode): bigint {
  if (text === undefined || !/^[1-9]\d{0,17}$/.test(text)) throw new ApiError(404, notFound);
  return BigInt(text);
}

export type RealNameStatus = 'unverified' | 'reviewing' | 'verified' | 'rejected';

/** Who the user is, as far as funding needs: the verification state and the verified name and reading. */
export interface Person {
  account: string;
  role: 'user' | 'operator';
  status: RealNameStatus;
  /** The verified real name (null until verified). */
  name: string | null;
  /** Its verified katakana reading, when one was given. */
  kana: string | null;
}

/**
 * The user's row; with `lock`, locked for the rest of the transaction (`FOR NO KEY UPDATE`, the same lock trading
 * takes on the trader): every order, withdrawal and card change of one user runs one at a time, user row first.
 */
export async function personOf(tx: Queryable, userId: bigint, lock = false): Promise<Person> {
  const [row] = await tx.query<{
    account: string;
    role: 'user' | 'operator';
    real_name_status: RealNameStatus;
    real_name: string | null;
    real_name_kana: string | null;
  }>(
    `SELECT account, role, real_name_status, real_name, real_name_kana FROM users WHERE id = $1${
      lock ? ' FOR NO KEY UPDATE' : ''
    }`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} vanished`);
  const verified = row.real_name_status === 'verified';
  return {
    account: row.account,
    role: row.role,
    status: row.real_name_status,
    name: verified ? row.real_name : null,
    kana: verified ? row.real_name_kana : null,
  };
}

/** The name operators match transfers and cards against: the verified reading (as banks hold it) or the name. */
export const verifiedNameOf = (person: { name: string | null; kana: string | null }) => person.kana ?? person.name;

/** Whole-number config values (`deposit_min`…); the fallback when unset or malformed. */
export async function configIntegers(tx: Queryable, defaults: Record<string, bigint>): Promise<Record<string, bigint>> {
  const rows = await tx.query<{ name: string; value: string }>(
    'SELECT name, value FROM config WHERE name = ANY($1::text[])',
    [Object.keys(defaults)],
  );
  const values = { ...defaults };
  for (const row of rows) if (/^\d{1,15}$/.test(row.value)) values[row.name] = BigInt(row.value);
  return values;
}

/** Review lists: pending (or awaiting) items oldest first, then the decided ones newest first. */
export const queueOrder = (alias: string, waiting: readonly string[]) => {
  const states = waiting.map((s) => `'${s}'`).join(', ');
  return `(${alias}.status IN (${states})) DESC, CASE WHEN ${alias}.status IN (${states}) THEN ${alias}.id END ASC, ${alias}.id DESC`;
};

/** Builds `WHERE` conditions with numbered parameters. */
export function whereOf(conditions: [string, unknown][]): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts = conditions.map(([sql, value]) => {
    params.push(value);
    return sql.replace('?', `$${params.length}`);
  });
  return { where: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}
