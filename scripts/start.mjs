// `npm start`: build the app and the server if needed, then run the server (plain node on its esbuild bundle, with
// source maps so stack traces name the TypeScript), which serves the app and the API on one port. `npm run dev` and
// the tests run the server's TypeScript through tsx instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAppIfStale, buildServerIfStale, repoRoot } from './build-if-stale.mjs';

buildAppIfStale();
await buildServerIfStale();

// stdin stays inherited: KABUTO_CLOCK_CONTROL=stdin reads `jump <instant>` lines from it (e2e/clock-server.ts).
const server = spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'packages/server/dist/main.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
