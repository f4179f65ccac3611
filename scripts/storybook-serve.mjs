// Serves a static Storybook build (default storybook-static/, or STORYBOOK_DIR) on a port and prints the URL.
//   npm run storybook:serve                 → http://127.0.0.1:6007/
//   PORT=8090 HOST=0.0.0.0 npm run storybook:serve
// Also imported by scripts/bench-quotes.mjs for its throwaway server on a free port.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Starts a static file server for `dir`. Resolves to `{ server, url }`; port 0 picks a free port.
 * Only files under `dir` are served; a directory serves its index.html.
 */
export async function serveStatic(dir, { port = 0, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return { server, url: `http://${shownHost}:${address.port}/` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(process.env.STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'));
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No Storybook build in ${dir}: run \`npm run build-storybook\` first (or set STORYBOOK_DIR).`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 6007);
  const { server, url } = await serveStatic(dir, { port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Storybook (static, ${path.relative(process.cwd(), dir) || '.'}) at ${url}  — Ctrl+C to stop`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
