import type { Tx } from '../db/db.ts';

export interface ConfigEntry {
  name: string;
  value: string;
}

/**
 * Every public name/value pair, in a stable order. The version is the running build's until an operator sets
 * one.
 */
export async function publicConfig(tx: Tx, appVersion: string): Promise<ConfigEntry[]> {
  const rows = await tx.query<ConfigEntry & { updated_at: Date | null }>(
    'SELECT name, value, updated_at FROM config WHERE public ORDER BY name',
  );
  return rows.map((r) => ({
    name: r.name,
    value: r.name === 'version' && r.updated_at === null ? appVersion : r.value,
  }));
}

export async function configValue(tx: Tx, name: string): Promise<string | undefined> {
  const [row] = await tx.query<{ value: string }>('SELECT value FROM config WHERE name = $1', [name]);
  return row?.value;
}
