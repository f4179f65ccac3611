import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Files the server reads at run time (the contract, the SQL migrations, the root package.json, the app's build) are
// found from the server package's root, not from the module's own path: the same code runs as TypeScript from
// src/ (tsx: `npm run dev`, the tests) and bundled into one file in dist/ (`npm start`, packages/server/build.mjs).

/** The nearest folder at or above `from` whose package.json is @kabuto/server's. */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const { name } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (name === '@kabuto/server') return dir;
    } catch {
      // no package.json here: look further up
    }
    if (path.dirname(dir) === dir) {
      throw new Error(`kabuto: cannot find packages/server (a package.json named @kabuto/server) above ${from}`);
    }
  }
}

/** packages/server. */
export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository's root (openapi/, packages/app/dist, .kabuto/data). */
export const repoRoot = path.resolve(serverRoot, '../..');
