// What would make a built package fail outside this workspace. Used by scripts/prepare-dist.mjs on dist/ before it is
// packed, and by scripts/pack-test.mjs on the copy npm installed from the tarball (so a file left out of the tarball
// counts too).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every .js and .d.ts file under a folder. */
export function* packageModules(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* packageModules(full);
    } else if (/\.(js|d\.ts)$/.test(entry.name)) yield full;
  }
}

/** Every module specifier in a file (static, dynamic, `import("…")` types), with its place in the text. */
export const importsOf = (text) => ts.preProcessFile(text, true, true).importedFiles;

function installedManifest(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    if (dir === path.dirname(dir)) return {};
  }
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The problems of the package whose root (with its package.json) is `root`: an export whose file is missing, a relative
 * import of a file that is not in the package (a `.ts` source path, an uncompiled `.css.ts`), or a bare import of a
 * package that is neither a dependency nor a peer dependency (another `@kabuto/*` package, a dev-only tool).
 */
export function packageProblems(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const problems = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
      if (!existsSync(path.join(root, file))) problems.push(`export ${subpath}: ${file} is missing`);
    }
  }
  if (!existsSync(path.join(root, 'README.md'))) problems.push('README.md is missing');

  const runtime = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  // Declarations may also name a type a peer dependency takes from its own pinned dependency (react-intl's typed
  // messages are intl-messageformat's MessageContract): installed with the peer, and only types.
  const typesOnly = new Set(
    Object.keys(manifest.peerDependencies ?? {}).flatMap((peer) =>
      Object.keys(installedManifest(peer, root).dependencies ?? {}),
    ),
  );
  for (const file of packageModules(root)) {
    const where = path.relative(root, file);
    const declaration = file.endsWith('.d.ts');
    for (const { fileName: specifier } of importsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (/\.tsx?$/.test(specifier) && !specifier.endsWith('.d.ts')) {
          problems.push(`${where} imports TypeScript source ${specifier}`);
        } else if (!existsSync(declaration ? target.replace(/\.js$/, '.d.ts') : target)) {
          problems.push(`${where} imports ${specifier}, which is not in the package`);
        }
      } else if (!specifier.startsWith('node:')) {
        const name = packageOf(specifier);
        if (!runtime.has(name) && !(declaration && typesOnly.has(name))) {
          problems.push(`${where} imports ${specifier}, which is not a dependency or peer dependency`);
        }
      }
    }
  }
  return problems;
}
