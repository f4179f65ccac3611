// `npm test`: every layer's checks, in the order that fails cheapest first. Stops at the first failing step and
// exits non-zero; prints how long each step took.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './build-if-stale.mjs';
import { assertChromium } from './chromium.mjs';

assertChromium();

const steps = [
  ['lint (ESLint, Prettier, OpenAPI)', 'npm', ['run', 'lint', '--silent']],
  ['typecheck (tsc -b)', 'npm', ['run', 'typecheck', '--silent']],
  ['generated API types are current', 'npm', ['run', 'check:generated', '--silent']],
  ['API reference builds', 'npm', ['run', 'docs:api', '--silent']],
  ['contract coverage (operations the server implements)', 'npm', ['run', 'contract:coverage', '--silent']],
  ['unit, browser and story tests (Vitest)', 'npx', ['vitest', 'run']],
  ['app build', 'npm', ['run', 'build', '--silent']],
  ['bundle size budget', 'npm', ['run', 'check:size', '--silent']],
  ['Storybook build', 'npm', ['run', 'build-storybook', '--silent']],
  ['visual regression (every story)', 'npm', ['run', 'test:visual', '--silent']],
  ['end-to-end journeys (Playwright)', 'npm', ['run', 'test:e2e', '--silent']],
  ['Lighthouse mobile budget (login, home, stock detail)', 'npm', ['run', 'test:lighthouse', '--silent']],
];

const only = process.argv.slice(2);
const timings = [];
let failed = 0;
let passed = 0;

if (process.env.DATABASE_URL) {
  console.log(`DATABASE_URL is set: the server tests run on PGlite and on PostgreSQL.`);
}

for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${result.status === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
  if (result.status !== 0) {
    failed += 1;
    console.error(`\n✗ ${name} failed.`);
    break;
  }
  passed += 1;
}

console.log(`\n${timings.join('\n')}`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
