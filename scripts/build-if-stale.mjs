// Builds the app, and the server, when its output is missing or older than any source it is made from.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, newestChange, serverBuildIsStale } from '../packages/server/build.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(repoRoot, 'packages/app/dist/index.html');
const sources = ['packages/app', 'packages/ui/src', 'packages/api-client/src', 'package.json'].map((p) =>
  path.join(repoRoot, p),
);

export function appBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => existsSync(source) && newestChange(source) > builtAt);
}

export function buildAppIfStale({ quiet = false } = {}) {
  if (!appBuildIsStale()) return false;
  if (!quiet) console.log('Building the app (packages/app → packages/app/dist)…');
  execFileSync('npm', ['run', 'build', '--silent', '--workspace', '@kabuto/app', '--', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return true;
}

/** Bundles the server (packages/server/build.mjs → packages/server/dist/main.js) when its sources changed. */
export async function buildServerIfStale({ quiet = false } = {}) {
  if (!serverBuildIsStale()) return false;
  if (!quiet) process.stdout.write('Building the server (packages/server → packages/server/dist)… ');
  const ms = await buildServer();
  if (!quiet) console.log(`${ms} ms`);
  return true;
}
