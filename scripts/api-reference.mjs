// Renders the contract as a static Redoc reference in openapi/reference/index.html (Redocly CLI's build-docs:
// the page is prerendered and hydrates Redoc from Redocly's CDN in the reader's browser). Checks that every
// operation of the document is in the page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './build-if-stale.mjs';

const contractPath = path.join(repoRoot, 'openapi/openapi.yaml');
const outDir = path.join(repoRoot, 'openapi/reference');
const page = path.join(outDir, 'index.html');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
execFileSync('npx', ['redocly', 'build-docs', contractPath, '--output', page, '--title', 'Kabuto API'], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});

const html = readFileSync(page, 'utf8');
const contract = parse(readFileSync(contractPath, 'utf8'));
const operationIds = Object.values(contract.paths).flatMap((methods) =>
  Object.values(methods).map((operation) => operation.operationId),
);
const missing = operationIds.filter((id) => !html.includes(id));
if (missing.length > 0) {
  console.error(`The reference lacks ${missing.length} operations: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`API reference: openapi/reference/index.html (${operationIds.length} operations)`);
