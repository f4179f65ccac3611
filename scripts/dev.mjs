// `npm run dev`: the server with reload on change, and the Vite dev server (hot reload) proxying /api/vue to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './build-if-stale.mjs';

const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(repoRoot, 'packages/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: path.join(repoRoot, 'packages/app'),
    stdio: 'inherit',
    env: { ...process.env, KABUTO_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

console.log('Development: open http://127.0.0.1:5173/ (hot reload); the API runs on port ' + apiPort + '.');

function stop(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
