import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A second copy of the product for journeys that need the market's real sessions and a clock they can move: started
// as `npm start` starts it (the built app and the server on one port, a fresh embedded database, the demo data), but
// with the market clock following Tokyo's real sessions, the server's clock starting at a chosen instant
// (KABUTO_CLOCK_START) and moved forward by `jump <instant>` lines on its standard input (KABUTO_CLOCK_CONTROL=stdin).
// The journeys' main server (playwright.config.ts) keeps the always-open demo clock.

export interface ClockServer {
  baseURL: string;
  /** Moves the server's clock forward to `instant` and waits until the server reports it. */
  jump(instant: string): Promise<void>;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Waits until `url` answers, or the process ends, or `timeoutMs` passes. */
async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the clock server ended with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the clock server did not answer at ${url} within ${timeoutMs} ms`);
}

/** Starts the product on `port` with its clock at `start` (an ISO instant). */
export async function startClockServer(port: number, start: string): Promise<ClockServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kabuto-e2e-clock-'));
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      KABUTO_DATA_DIR: dataDir,
      DATABASE_URL: '',
      KABUTO_MARKET_CLOCK: 'real',
      KABUTO_CLOCK_START: start,
      KABUTO_CLOCK_CONTROL: 'stdin',
      KABUTO_ORIGIN: baseURL,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitFor(`${baseURL}/`, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    baseURL,
    async jump(instant: string) {
      const target = new Date(instant).getTime();
      child.stdin?.write(`jump ${instant}\n`);
      // The server's own clock, as the market clock reports it, has reached the instant.
      const until = Date.now() + 20_000;
      while (Date.now() < until) {
        const response = await fetch(`${baseURL}/api/vue/market/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'type=jpy',
        });
        const body = (await response.json()) as { data?: { now?: string } };
        if (body.data?.now && new Date(body.data.now).getTime() >= target) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the clock server's clock did not reach ${instant}\n${output}`);
    },
    async stop() {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
