// The frontend budget of QUALITY.md, read from the Vite manifest of the built app:
// - the initial route's JavaScript ≤ 150 KiB gzip, with no locale catalogue in it;
// - each lazy chunk ≤ 60 KiB gzip: what it alone pulls in beyond the initial load and, for a chunk only another lazy
//   chunk loads (the order ticket inside the stock page), beyond what that chunk already loaded;
// - every route loads the message areas its screens use (app/intl.ts `withMessages`): a screen whose Chinese or
//   English is in an area its route does not load would show Japanese (production falls back to the defaults).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './build-if-stale.mjs';

const app = path.join(repoRoot, 'packages/app');
const dist = path.join(app, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const chunkModules = JSON.parse(readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8'));
const initialBudget = 150 * 1024;
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
  if (/messages\/(core\.)?(jp|cn|us)\./.test(key) || /messages\/\w+\.(cn|us)\./.test(key)) {
    problems.push(`locale catalogue ${key} is in the initial load`);
  }
}

// Who loads each lazy chunk: the entry (a route), or other lazy chunks only.
const importers = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  for (const target of chunk.dynamicImports ?? []) importers.set(target, [...(importers.get(target) ?? []), key]);
}
/** What is already loaded when a lazy chunk is fetched: the initial load, plus what every importer loaded itself. */
function loadedBefore(key) {
  const by = importers.get(key) ?? [];
  if (by.length === 0 || by.some((importer) => initial.has(importer))) return initial;
  const [first, ...rest] = by.map((importer) => staticClosure(importer));
  const shared = [...first].filter((chunk) => rest.every((closure) => closure.has(chunk)));
  return new Set([...initial, ...shared]);
}

const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const catalogueKey = /(^|\/)messages\/[\w.]+\.ts$/;
const routeRows = [];
for (const key of lazyKeys) {
  const before = loadedBefore(key);
  const own = [...staticClosure(key)].filter((chunk) => !before.has(chunk));
  const bytes = own.reduce((sum, chunk) => sum + gzipSize(manifest[chunk].file), 0);
  if (catalogueKey.test(key)) continue;
  routeRows.push([key, bytes]);
  if (bytes > lazyBudget) problems.push(`lazy chunk ${key} is ${kib(bytes)}, over ${kib(lazyBudget)}`);
}
routeRows.sort((a, b) => b[1] - a[1]);
console.log(`lazy chunks (largest first, budget ${kib(lazyBudget)} each):`);
for (const [key, bytes] of routeRows) console.log(`  ${kib(bytes).padStart(9)}  ${key}`);
const catalogueRows = lazyKeys.filter((key) => catalogueKey.test(key));
console.log(
  `message catalogues (each loaded alone, with its area's routes): ${catalogueRows
    .map((key) => {
      const owner = key.startsWith('../ui/') ? 'ui' : 'app';
      return `${owner} ${key.replace(/.*messages\//, '').replace(/\.ts$/, '')} ${kib(gzipSize(manifest[key].file))}`;
    })
    .join(', ')}`,
);

// --- Message areas ---------------------------------------------------------------------------------------------
const areas = [
  'mine',
  'admin',
  'markets',
  'news',
  'trade',
  'funding',
  'security',
  'offerings',
  'follow',
  'daytrade',
  'loan',
  'exchange',
];
const ui = path.join(repoRoot, 'packages/ui/src');
/** The design system's `*.messages.ts` files of each area, as its `screens/<area>/messages.ts` registers them. */
const uiMessageArea = new Map();
for (const area of areas) {
  const registry = path.join(ui, 'screens', area, 'messages.ts');
  for (const [, spec] of readFileSync(registry, 'utf8').matchAll(/from '(\.[^']+\.messages\.ts)'/g)) {
    uiMessageArea.set(path.relative(repoRoot, path.resolve(path.dirname(registry), spec)), area);
  }
}
/** The app's own message ids of each area. */
const appMessageArea = new Map();
for (const area of areas) {
  // An area the design system has before the app has words of its own in it (daytrade, loan and exchange until their
  // routes land).
  const file = path.join(app, 'src/messages', `${area}.jp.ts`);
  if (!existsSync(file)) continue;
  const catalogue = readFileSync(file, 'utf8');
  for (const [, id] of catalogue.matchAll(/^\s*'(app\.[\w.]+)':/gm)) appMessageArea.set(id, area);
}

/** `withMessages([...areas], () => import('./Route.tsx'))` in the app's route tables. */
function declaredRoutes() {
  const declared = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, name.name);
      if (name.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name.name)) {
        const source = readFileSync(file, 'utf8');
        for (const [, list, spec] of source.matchAll(
          /withMessages\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g,
        )) {
          const key = path.relative(app, path.resolve(path.dirname(file), spec));
          declared.set(
            key,
            [...list.matchAll(/'(\w+)'/g)].map((match) => match[1]),
          );
        }
      }
    }
  };
  walk(path.join(app, 'src'));
  return declared;
}

const routeAreas = declaredRoutes();
const declaredKeys = new Set(routeAreas.keys());
/** Every chunk a route may run: its static closure and the lazy chunks it loads itself (not other routes). */
function runtimeClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) runtimeClosure(child, seen);
  for (const child of manifest[key]?.dynamicImports ?? []) {
    if (!declaredKeys.has(child) && !catalogueKey.test(child)) runtimeClosure(child, seen);
  }
  return seen;
}
const sourceCache = new Map();
function sourceOf(module) {
  if (!sourceCache.has(module)) sourceCache.set(module, readFileSync(path.join(repoRoot, module), 'utf8'));
  return sourceCache.get(module);
}
const appIdsIn = (module) => [...sourceOf(module).matchAll(/'(app\.[\w.]+)'/g)].map((match) => match[1]);
/**
 * A design-system message named by a bare id in the app has no Japanese in the code (only the descriptor carries the
 * default), and Japanese loads no area catalogue: the app must use the ui's exported descriptor instead.
 */
const bareUiIdsIn = (module) => [...sourceOf(module).matchAll(/['`](ui\.[\w.$]+)/g)].map((match) => match[1]);

let checkedRoutes = 0;
for (const [key, declared] of routeAreas) {
  if (!manifest[key]) {
    problems.push(`withMessages names ${key}, which is not a chunk of the build`);
    continue;
  }
  checkedRoutes += 1;
  const needed = new Map();
  for (const chunk of runtimeClosure(key)) {
    for (const module of chunkModules[manifest[chunk].file] ?? []) {
      const uiArea = uiMessageArea.get(module);
      if (uiArea) needed.set(uiArea, module);
      if (module.startsWith('packages/app/src/') && !module.includes('/messages/')) {
        for (const id of bareUiIdsIn(module)) {
          problems.push(`${module} names the design system's message ${id} by id: use its exported descriptor`);
        }
        for (const id of appIdsIn(module)) {
          const appArea = appMessageArea.get(id);
          if (appArea) needed.set(appArea, `${module} (${id})`);
        }
      }
    }
  }
  for (const [area, because] of needed) {
    if (!declared.includes(area)) {
      problems.push(`route ${key} does not load the '${area}' messages it uses (${because})`);
    }
  }
  for (const area of declared) {
    if (!needed.has(area)) problems.push(`route ${key} loads the '${area}' messages but uses none of them`);
  }
}
if (checkedRoutes === 0) problems.push('found no withMessages routes: the message-area check would prove nothing');

if (problems.length > 0) {
  console.error(`Bundle budget exceeded:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Bundle budget met (${routeRows.length} lazy chunks); ${checkedRoutes} routes load every message area they use.`,
);
