// The frontend budget of QUALITY.md, read from the Vite manifest of the built app:
// the initial route's JavaScript ≤ 170 KiB gzip, each lazy chunk (with what it alone pulls in) ≤ 60 KiB,
// and no locale catalogue in the initial load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './build-if-stale.mjs';

const dist = path.join(repoRoot, 'packages/app/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const initialBudget = 170 * 1024;
const lazyBudget = 60 * 1024;

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

/** Every chunk key a chunk loads statically, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
const initial = staticClosure(entryKey);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const problems = [];

const initialBytes = [...initial].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
console.log(`initial route JavaScript: ${kib(initialBytes)} gzip (budget ${kib(initialBudget)})`);
if (initialBytes > initialBudget)
  problems.push(`initial JavaScript ${kib(initialBytes)} exceeds ${kib(initialBudget)}`);

for (const key of [...initial]) {
  if (/messages\/(jp|cn|us)\./.test(key)) problems.push(`locale catalogue ${key} is in the initial load`);
}

const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of lazyKeys) {
  const own = [...staticClosure(key)].filter((chunk) => !initial.has(chunk));
  const bytes = own.reduce((sum, chunk) => sum + gzipSize(manifest[chunk].file), 0);
  console.log(`  lazy ${key}: ${kib(bytes)}`);
  if (bytes > lazyBudget) problems.push(`lazy chunk ${key} is ${kib(bytes)}, over ${kib(lazyBudget)}`);
}

if (problems.length > 0) {
  console.error(`Bundle budget exceeded:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Bundle budget met (${lazyKeys.length} lazy chunks).`);
