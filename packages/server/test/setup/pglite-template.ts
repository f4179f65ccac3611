// Vitest's global setup for the server tests: one migrated PGlite database per run, dumped to a file that every test
// file restores (`loadDataDir`) instead of running initdb and every migration again. An initdb costs seconds of CPU
// on these machines, several times the restore, and the suite opens one database per file and engine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data directory (a tarball), or '' where there is none. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'kabuto-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  const db = await openPglite();
  try {
    await migrate(db);
    writeFileSync(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
