import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clockCommand, SteerableClock } from '../src/clock.ts';
import { EnvError, readEnv, repoRoot } from '../src/config/env.ts';

// The demo clock a browser journey uses to watch a day-trading session close: KABUTO_CLOCK_START and
// KABUTO_CLOCK_CONTROL=stdin (README).
describe('the steerable demo clock', () => {
  it('starts at the instant, runs at real speed, and jumps only forward', () => {
    let real = 1_000_000;
    const clock = new SteerableClock(Date.parse('2026-11-20T06:20:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-20T06:20:00.000Z');
    real += 1_500;
    expect(clock.now().toISOString()).toBe('2026-11-20T06:20:01.500Z');
    expect(clockCommand(clock, 'jump 2026-11-20T15:29:30+09:00')).toBe('kabuto: clock: now 2026-11-20T06:29:30.000Z');
    real += 500;
    expect(clock.now().toISOString()).toBe('2026-11-20T06:29:30.500Z');
    expect(clockCommand(clock, 'jump 2026-11-20T06:00:00Z')).toContain('ignored jump');
    expect(clockCommand(clock, 'jump tomorrow')).toContain('not an ISO instant');
    expect(clockCommand(clock, 'jump 2026-11-20T16:00:00')).toContain('not an ISO instant');
    expect(clockCommand(clock, 'hello')).toContain('expected: jump <ISO instant>');
    expect(clock.now().toISOString()).toBe('2026-11-20T06:29:30.500Z');
  });

  it('is set by the environment, with clear errors', () => {
    const base = { PORT: '8080' };
    expect(readEnv(base, repoRoot)).toMatchObject({ clockStart: undefined, clockControl: undefined });
    expect(
      readEnv({ ...base, KABUTO_CLOCK_START: '2026-11-20T15:20:00+09:00', KABUTO_CLOCK_CONTROL: 'stdin' }, repoRoot),
    ).toMatchObject({ clockStart: Date.parse('2026-11-20T06:20:00Z'), clockControl: 'stdin' });
    expect(() => readEnv({ ...base, KABUTO_CLOCK_START: '2026-11-20 15:20' }, repoRoot)).toThrow(
      /KABUTO_CLOCK_START must be an ISO instant/,
    );
    expect(() => readEnv({ ...base, KABUTO_CLOCK_CONTROL: 'stdin' }, repoRoot)).toThrow(/set KABUTO_CLOCK_START too/);
    expect(() =>
      readEnv({ ...base, KABUTO_CLOCK_START: '2026-11-20T15:20:00Z', KABUTO_CLOCK_CONTROL: 'tcp' }, repoRoot),
    ).toThrow(EnvError);
  });

  it('the server started with it reports the instant and moves on a jump line on its standard input', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kabuto-clock-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        KABUTO_DATA_DIR: dataDir,
        DATABASE_URL: '',
        KABUTO_MARKET_CLOCK: 'real',
        KABUTO_CLOCK_START: '2026-11-20T15:20:00+09:00',
        KABUTO_CLOCK_CONTROL: 'stdin',
        KABUTO_STATIC_DIR: dataDir,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const clockNow = async () => {
      const res = await fetch(`http://localhost:${port}/api/vue/market/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'type=jpy',
      });
      return Date.parse(((await res.json()) as { data: { now: string } }).data.now);
    };
    const until = async (check: () => Promise<boolean> | boolean, ms: number) => {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        try {
          if (await check()) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`timed out\n${output}`);
    };
    try {
      await until(async () => (await clockNow()) > 0, 180_000);
      const started = await clockNow();
      expect(started).toBeGreaterThanOrEqual(Date.parse('2026-11-20T06:20:00Z'));
      expect(started).toBeLessThan(Date.parse('2026-11-20T06:25:00Z'));
      expect(output).toContain('clock:        demo, started at 2026-11-20T06:2');
      child.stdin.write('jump 2026-11-20T15:31:00+09:00\n');
      await until(async () => (await clockNow()) >= Date.parse('2026-11-20T06:31:00Z'), 10_000);
      await until(() => output.includes('kabuto: clock: now 2026-11-20T06:31:00'), 5_000);
    } finally {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
