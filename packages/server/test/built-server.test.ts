import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/config/paths.ts';

// `npm start` runs the server as JavaScript bundled by packages/server/build.mjs (esbuild), not through tsx: the
// bundle must start, find the files it reads at run time (the contract, the SQL migrations) from dist/, and name the
// TypeScript in its stack traces (node --enable-source-maps).

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A POST with no body through `agent`: its status, its Keep-Alive header and the local port of the socket it used. */
function postOn(agent: http.Agent, port: number, url: string) {
  return new Promise<{ status: number | undefined; keepAlive: string | undefined; localPort: number | undefined }>(
    (resolve, reject) => {
      const request = http.request({ agent, host: '127.0.0.1', port, path: url, method: 'POST' }, (response) => {
        const localPort = response.socket.localPort;
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, keepAlive: response.headers['keep-alive']?.toString(), localPort }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('the built server (npm start)', () => {
  // Inside dist/ (ignored by git, ESLint and Prettier), so that the bundle finds packages/server above it, as
  // packages/server/dist/main.js does; not dist/ itself, which a running `npm start` may be using.
  let outdir = '';
  let dataDir = '';

  beforeAll(async () => {
    mkdirSync(path.join(serverRoot, 'dist'), { recursive: true });
    outdir = mkdtempSync(path.join(serverRoot, 'dist', 'test-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'kabuto-built-'));
    await promisify(execFile)(process.execPath, [path.join(serverRoot, 'build.mjs'), outdir]);
  });

  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node on a fresh embedded database, migrated and seeded, and answers the API', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
      cwd: tmpdir(),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        KABUTO_DATA_DIR: dataDir,
        DATABASE_URL: '',
        KABUTO_MARKET_CLOCK: 'always-open',
        KABUTO_STATIC_DIR: dataDir,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const until = Date.now() + 180_000;
      while (!output.includes('log in at:') && Date.now() < until && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(output).toContain('(demo data seeded)');
      const config = await fetch(`http://localhost:${port}/api/vue/common/config`, { method: 'POST' });
      expect(config.status).toBe(200);
      expect(await config.json()).toMatchObject({ status: 1, data: { kefu: expect.any(String) } });
      // A request checked against the contract (openapi/openapi.yaml, read from the repository at start).
      const clock = await fetch(`http://localhost:${port}/api/vue/market/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'type=jpy',
      });
      expect(await clock.json()).toMatchObject({ status: 1, data: { market: 'jpy', phase: 'open' } });

      // An idle keep-alive connection outlives Node's default 5 s: a pooled client that reuses it at 6 s (Playwright's
      // request client, a load balancer) is answered on the same socket instead of racing the server's close.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await postOn(agent, port, '/api/vue/common/config');
        expect(first.keepAlive).toBe('timeout=65');
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        const second = await postOn(agent, port, '/api/vue/common/config');
        expect([first.status, second.status]).toEqual([200, 200]);
        expect(second.localPort).toBe(first.localPort);
      } finally {
        agent.destroy();
      }
    } finally {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 240_000);

  it('names the TypeScript in a stack trace', async () => {
    const failed = await promisify(execFile)(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
      cwd: tmpdir(),
      // Nothing listens on port 1: connecting fails at once, in the migration.
      env: { ...process.env, PORT: String(await freePort()), DATABASE_URL: 'postgres://127.0.0.1:1/kabuto' },
    }).then(
      () => undefined,
      (error: { code?: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('kabuto: failed to start');
    expect(failed?.stderr).toMatch(/packages\/server\/src\/db\/migrate\.ts:\d+:\d+/);
    expect(failed?.stderr).toMatch(/packages\/server\/src\/main\.ts:\d+:\d+/);
  }, 60_000);
});
