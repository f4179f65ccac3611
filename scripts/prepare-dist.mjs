// The last step of a package's build (npm run build --workspace @kabuto/ui, @kabuto/api-client): after the build has put
// the JavaScript, the declarations and (for the ui) the stylesheet into the package's dist/ folder, this makes that
// folder the publishable package (`npm pack packages/ui/dist`): it rewrites the declarations' relative imports from the
// source's `.ts` to `.js` (tsc's rewriteRelativeImportExtensions rewrites only the JavaScript it emits), copies the
// README and writes the manifest. Run from the package's folder: `node ../../scripts/prepare-dist.mjs`.
//
// Why a second manifest: inside the workspace, package.json's exports point at the TypeScript source, so the app,
// Storybook, Vitest and the server (through tsx) use the source with no build step and no extra resolve condition in
// any of their configurations. The published package must point at the built files instead; npm cannot swap a
// manifest's exports at publish time, so dist/ gets its own: the same name, version, dependencies and peer
// dependencies, each export `./src/<entry>.ts` mapped to `./<entry>.js` and `./<entry>.d.ts`, the stylesheet as
// `./styles.css`, and no `private` (the workspace package stays private, so `npm publish` of the source is refused).
//
// It fails (and leaves no manifest) when the package would not work outside the workspace (scripts/package-check.mjs):
// an export whose file is missing, a relative import of a file that is not there (a `.ts` source path, an uncompiled
// `.css.ts`), or a bare import of a package that is neither a dependency nor a peer dependency (another `@kabuto/*`
// package, a dev-only tool).
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, packageModules, packageProblems } from './package-check.mjs';

const packageDir = process.cwd();
const dist = path.join(packageDir, 'dist');
const source = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

// `--declarations <dir>`: the declarations tsc -b already wrote for the workspace's typecheck (incremental, so a
// second tsc run is saved); the ones the entries reach are copied in.
const declarationsFlag = process.argv.indexOf('--declarations');
if (declarationsFlag > 0) {
  const from = path.resolve(process.argv[declarationsFlag + 1]);
  const pending = Object.values(source.exports).map((target) => target.replace(/^\.\/src\/(.+)\.tsx?$/, '$1.d.ts'));
  const copied = new Set();
  while (pending.length > 0) {
    const relative = pending.pop();
    if (copied.has(relative)) continue;
    copied.add(relative);
    mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true });
    const text = readFileSync(path.join(from, relative), 'utf8');
    writeFileSync(path.join(dist, relative), text);
    for (const { fileName } of importsOf(text)) {
      if (!fileName.startsWith('.')) continue;
      pending.push(path.join(path.dirname(relative), fileName.replace(/\.(tsx?|js)$/, '.d.ts')));
    }
  }
}

for (const file of packageModules(dist)) {
  if (!file.endsWith('.d.ts')) continue;
  let text = readFileSync(file, 'utf8');
  const sourcePaths = importsOf(text).filter(
    (i) => /^\.\.?\/.*\.tsx?$/.test(i.fileName) && !i.fileName.endsWith('.d.ts'),
  );
  if (sourcePaths.length === 0) continue;
  for (const { fileName, pos } of sourcePaths.reverse()) {
    // `pos` is where the specifier's string literal starts (at its quote, or just inside it).
    const start = text.indexOf(fileName, pos);
    text = text.slice(0, start) + fileName.replace(/\.tsx?$/, '.js') + text.slice(start + fileName.length);
  }
  writeFileSync(file, text);
}

copyFileSync(path.join(packageDir, 'README.md'), path.join(dist, 'README.md'));

const exportsMap = {};
for (const [subpath, target] of Object.entries(source.exports)) {
  const entry = /^\.\/src\/(.+)\.tsx?$/.exec(target)?.[1];
  if (!entry) throw new Error(`${source.name}: export ${subpath} → ${target} is not a ./src/*.ts entry`);
  exportsMap[subpath] = { types: `./${entry}.d.ts`, default: `./${entry}.js` };
}
const hasStyles = existsSync(path.join(dist, 'styles.css'));
if (hasStyles) exportsMap['./styles.css'] = './styles.css';
exportsMap['./package.json'] = './package.json';

const files = readdirSync(dist)
  .filter((name) => name !== 'package.json' && name !== 'README.md')
  .sort();
const manifest = {
  name: source.name,
  version: source.version,
  description: source.description,
  type: 'module',
  // The compiled modules have no side effects; the stylesheet is one, imported once by the consumer.
  sideEffects: hasStyles ? ['./styles.css'] : false,
  exports: exportsMap,
  files,
  ...(source.peerDependencies && { peerDependencies: source.peerDependencies }),
  ...(source.dependencies && { dependencies: source.dependencies }),
};

writeFileSync(path.join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const problems = packageProblems(dist);
if (problems.length > 0) {
  rmSync(path.join(dist, 'package.json'));
  console.error(`${source.name}: the built package would not work outside the workspace:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${source.name}@${source.version}: dist/ is ready to pack`);
