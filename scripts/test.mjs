// `npm test`: every layer's checks. Steps that do not depend on each other run side by side (a 2-core machine sits
// idle for more than half of a one-at-a-time run: browsers and servers wait on each other); Lighthouse runs alone at
// the end, because it measures the page's own task time. The first failing step stops the run: the steps still
// running are stopped, its output is printed, and the exit code is non-zero. Each step's output is printed whole when
// it ends; the summary gives each step's own time and the wall time.
//
// `npm test -- <words>` runs only the steps whose names contain one of the words (and nothing they depend on).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-if-stale.mjs';
import { assertChromium } from './chromium.mjs';
import { stepCpuMeter } from './step-cpu.mjs';

assertChromium();

/**
 * The steps: `after` names the steps that must pass first; `alone` runs with nothing else; `weight` is how much of
 * the machine a step keeps busy (the scheduler runs at most `capacity` weight at once); `nice` lowers the CPU
 * priority of a step's Node.js processes (Chromium sets its own processes' priorities), so the journeys' server and
 * test runner come before the throughput steps (the server tests, the typecheck, the story scripts).
 */
const steps = [
  // The longest steps first (the scheduler starts steps in this order): the Vitest run (server on both engines,
  // component and story tests in Chromium) and the journeys, which wait on the app build only.
  {
    id: 'vitest',
    name: 'unit, browser and story tests (Vitest)',
    run: ['npx', 'vitest', 'run'],
    weight: 2,
    nice: 5,
  },
  // The builds do not wait for the typecheck: Vite and Storybook compile without it, and a type error fails the run
  // through the typecheck step anyway.
  { id: 'build', name: 'app build', run: ['npm', 'run', 'build', '--silent'] },
  {
    id: 'e2e',
    name: 'end-to-end journeys (Playwright)',
    run: ['npm', 'run', 'test:e2e', '--silent'],
    after: ['build'],
  },
  { id: 'storybook', name: 'Storybook build', run: ['npm', 'run', 'build-storybook', '--silent'], nice: 10 },
  // One pass over every story for three checks (scripts/stories.mjs): labels on small phones in jp, cn and us, the
  // pictures against the baselines, and axe.
  {
    id: 'stories',
    name: 'every story: labels fit small phones (jp cn us, 320/375/430 px), visual baselines, axe',
    run: ['npm', 'run', 'test:stories', '--silent'],
    after: ['storybook'],
    nice: 10,
  },
  { id: 'size', name: 'bundle size budget', run: ['npm', 'run', 'check:size', '--silent'], after: ['build'] },
  { id: 'typecheck', name: 'typecheck (tsc -b)', run: ['npm', 'run', 'typecheck', '--silent'], nice: 10 },
  // Packs @kabuto/ui and @kabuto/api-client and builds an app outside the workspace from the tarballs alone. After
  // the typecheck: the ui build reuses the declarations `tsc -b` writes (and would race it for the same cache).
  {
    id: 'packages',
    name: 'packed packages work in an outside app',
    run: ['npm', 'run', 'test:packages', '--silent'],
    after: ['typecheck'],
    nice: 10,
  },
  { id: 'lint', name: 'lint (ESLint, Prettier, OpenAPI)', run: ['npm', 'run', 'lint', '--silent'], nice: 10 },
  { id: 'generated', name: 'generated API types are current', run: ['npm', 'run', 'check:generated', '--silent'] },
  { id: 'docs', name: 'API reference builds', run: ['npm', 'run', 'docs:api', '--silent'] },
  {
    id: 'coverage',
    name: 'contract coverage (operations the server implements)',
    run: ['npm', 'run', 'contract:coverage', '--silent'],
  },
  {
    id: 'lighthouse',
    name: 'Lighthouse mobile budget',
    run: ['npm', 'run', 'test:lighthouse', '--silent'],
    after: [
      'build',
      'vitest',
      'stories',
      'e2e',
      'size',
      'packages',
      'lint',
      'typecheck',
      'generated',
      'docs',
      'coverage',
    ],
    alone: true,
  },
];
// Weight the machine can carry at once: more than its two cores, because the browser steps wait on pages and servers
// as much as they compute; more than this and every step slows down (load 15–20 on 2 cores, with timeouts).
const capacity = 4;

const only = process.argv.slice(2);
const selected = steps.filter((step) => only.length === 0 || only.some((word) => step.name.includes(word)));
const selectedIds = new Set(selected.map((step) => step.id));
// A dependency outside the selection is taken as met: `npm test -- e2e` runs only the journeys.
const waitsFor = (step) => (step.after ?? []).filter((id) => selectedIds.has(id));

if (process.env.DATABASE_URL) {
  console.log('DATABASE_URL is set: the server tests run on PGlite and on PostgreSQL.');
}

const state = new Map(selected.map((step) => [step.id, 'waiting']));
const timings = new Map();
// Each step's CPU time (scripts/step-cpu.mjs: a cgroup per step where the machine allows, else GNU time): the wall
// time of steps that run side by side says little about which of them keeps the cores busy.
const cpuMeter = stepCpuMeter(mkdtempSync(path.join(tmpdir(), 'kabuto-test-cpu-')));
const cpuTimes = new Map();
const running = new Map();
const started = Date.now();
let failure = null;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () => [...running.keys()].reduce((sum, id) => sum + (selected.find((s) => s.id === id).weight ?? 1), 0);

function ready(step) {
  if (state.get(step.id) !== 'waiting') return false;
  if (!waitsFor(step).every((id) => state.get(id) === 'passed')) return false;
  if (step.alone) return running.size === 0;
  if (running.size > 0 && [...running.keys()].some((id) => selected.find((s) => s.id === id).alone)) return false;
  // Always let one step run, however heavy.
  return running.size === 0 || load() + (step.weight ?? 1) <= capacity;
}

function launch(step) {
  state.set(step.id, 'running');
  const niced = step.nice ? ['nice', '-n', String(step.nice), ...step.run] : step.run;
  const [command, ...args] = cpuMeter.wrap(step.id, niced);
  const begun = Date.now();
  console.log(`▶ ${step.name}`);
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a failure elsewhere stops it and everything it started.
    detached: true,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  running.set(step.id, child);
  child.on('close', (code, signal) => {
    running.delete(step.id);
    const took = Date.now() - begun;
    const stopped = failure !== null && signal !== null;
    const passed = code === 0;
    state.set(step.id, passed ? 'passed' : stopped ? 'stopped' : 'failed');
    timings.set(step.id, took);
    const cpu = cpuMeter.read(step.id);
    if (cpu !== undefined) cpuTimes.set(step.id, cpu * 1000);
    if (!stopped) {
      process.stdout.write(`\n━━ ${step.name} ━━\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${passed ? '✓' : '✗'} ${step.name} (${seconds(took)})`);
    }
    if (!passed && failure === null) {
      failure = step;
      for (const other of running.values()) {
        try {
          process.kill(-other.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
    schedule();
  });
}

function schedule() {
  if (failure === null) {
    for (const step of selected) if (ready(step)) launch(step);
  }
  if (running.size === 0) finish();
}

function finish() {
  const lines = selected.map((step) => {
    const status = state.get(step.id);
    const mark = { passed: '✓', failed: '✗', stopped: '■', running: '…', waiting: '·' }[status];
    const cpu = cpuTimes.has(step.id) ? `, CPU ${seconds(cpuTimes.get(step.id))}` : '';
    const took = timings.has(step.id)
      ? ` (${seconds(timings.get(step.id))}${cpu})`
      : status === 'waiting'
        ? ' (not run)'
        : '';
    return `${mark} ${step.name}${took}`;
  });
  const passed = [...state.values()].filter((status) => status === 'passed').length;
  console.log(`\n${lines.join('\n')}`);
  const cpuTotal = [...cpuTimes.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(
    `steps: ${passed} passed${failure ? `, 1 failed (${failure.name})` : ''}; wall time ${seconds(Date.now() - started)}` +
      (cpuTotal > 0 ? `; CPU time ${seconds(cpuTotal)} (${cpuMeter.kind})` : ''),
  );
  cpuMeter.dispose();
  process.exit(failure ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    cpuMeter.dispose();
    process.exit(130);
  });
}

schedule();
