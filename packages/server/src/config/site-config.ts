import type { Tx } from '../db/db.ts';

export interface ConfigEntry {
  name: string;
  value: string;
}

/** Every public name/value pair, in a stable order. */
export async function publicConfig(tx: Tx): Promise<ConfigEntry[]> {
  return tx.query<ConfigEntry>('SELECT name, value FROM config WHERE public ORDER BY name');
}

export async function configValue(tx: Tx, name: string): Promise<string | undefined> {
  const [row] = await tx.query<{ value: string }>('SELECT value FROM config WHERE name = $1', [name]);
  return row?.value;
}
