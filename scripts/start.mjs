// `npm start`: build the app if needed, then run the server, which serves the app and the API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAppIfStale, repoRoot } from './build-if-stale.mjs';

buildAppIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
