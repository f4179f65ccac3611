// Builds the server for `npm start`: src/main.ts and the workspace's @kabuto/* packages it imports (the generated API
// client) bundled by esbuild into one ES module, dist/main.js, with its source map, run with
// `node --enable-source-maps` so stack traces point at the TypeScript. npm dependencies stay external (node_modules
// at run time: native modules such as sharp and argon2, PGlite's wasm, all found next to their own code). Files the
// server reads at run time (the contract, the SQL migrations) are found from the package root (src/config/paths.ts).
// `npm run dev` and the tests keep running the TypeScript through tsx.
//
//   node packages/server/build.mjs [outdir]        (default packages/server/dist)
//   node packages/server/build.mjs --if-stale      (dist only when its sources changed, as `npm start` does)
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const serverRoot = path.dirname(fileURLToPath(import.meta.url));
export const serverDist = path.join(serverRoot, 'dist');
const repoRoot = path.resolve(serverRoot, '../..');

/** What the bundle is made from: a change in any of them makes the build stale. */
export const serverSources = [
  'packages/server/src',
  'packages/server/build.mjs',
  'packages/server/package.json',
  'packages/api-client/src',
  'packages/api-client/package.json',
  'openapi',
].map((p) => path.join(repoRoot, p));

/** Bundles only the workspace's own packages; every other bare import is left to node_modules at run time. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@kabuto/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Builds main.js (and main.js.map) into `outdir`; returns the time it took in ms. The files are written beside and
 * then renamed into place, so a server starting from `outdir` meanwhile (another `npm start`) never reads half a file.
 */
export async function buildServer({ outdir = serverDist, logLevel = 'warning' } = {}) {
  const started = performance.now();
  // Loaded here, not at the top: `npm start` imports this module for serverBuildIsStale on every start.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: { main: path.join(serverRoot, 'src/main.ts') },
    outdir,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalNpmPackages],
    sourcemap: true,
    // Stack traces need the mappings only; the TypeScript itself is in the repository (and the map stays small).
    sourcesContent: false,
    logLevel,
  });
  mkdirSync(outdir, { recursive: true });
  // The map first: main.js names it, and its arrival is what makes the build fresh (serverBuildIsStale).
  const outputs = result.outputFiles.toSorted(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of outputs) {
    const scratch = `${file.path}.${process.pid}.tmp`;
    writeFileSync(scratch, file.contents);
    renameSync(scratch, file.path);
  }
  return Math.round(performance.now() - started);
}

/** The newest modification time in ms of `target` and, for a folder, everything in it but node_modules and dist. */
export function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** True when dist/main.js is missing or older than any source it is made from. */
export function serverBuildIsStale(outdir = serverDist) {
  const built = path.join(outdir, 'main.js');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return serverSources.some((source) => existsSync(source) && newestChange(source) > builtAt);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv[2] === '--if-stale' && !serverBuildIsStale()) process.exit(0);
  const outdir = path.resolve(process.argv[2]?.startsWith('--') ? serverDist : (process.argv[2] ?? serverDist));
  const ms = await buildServer({ outdir, logLevel: 'info' });
  console.log(`Built the server into ${path.relative(process.cwd(), outdir) || '.'} in ${ms} ms.`);
}
