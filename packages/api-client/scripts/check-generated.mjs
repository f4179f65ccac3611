// Fails when src/generated/schema.ts is not what openapi-typescript makes from openapi/openapi.yaml today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const committed = path.join(pkg, 'src/generated/schema.ts');
const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');
const dir = mkdtempSync(path.join(tmpdir(), 'kabuto-gen-'));
const fresh = path.join(dir, 'schema.ts');
try {
  execFileSync(process.execPath, [cli, path.resolve(pkg, '../../openapi/openapi.yaml'), '--enum-values', '-o', fresh], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error('Generated API types are stale: openapi/openapi.yaml changed. Run `npm run generate` and commit.');
    process.exit(1);
  }
  console.log('Generated API types match openapi/openapi.yaml.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
