// QuoteList benchmark: 500 ticking rows at 4 Hz hold frames under 16 ms of main-thread work at p95 with 4× CPU
// throttling (QUALITY.md, issue 4 "Done when").
//
// What it does: opens the `Components/QuoteList/Ticking500` story of a static Storybook build in headless Chromium,
// throttles the CPU 4× (CDP `Emulation.setCPUThrottlingRate`), lets it tick for BENCH_SECONDS (default 10) while
// recording a Chromium trace (devtools.timeline categories), and fails (exit 1) when p95 ≥ BENCH_BUDGET_MS (16).
//
// What "per-frame work" means here: rAF-to-rAF deltas are quantised to the display interval (16.7, 33.3 ms…), so
// they say when frames were shown, not how much work they took. Instead, the renderer's main-thread frames are cut
// at each `BeginMainThreadFrame` trace event, and a frame's work is the summed duration of the top-level main-thread
// tasks (`RunTask`) that start between it and the next one: the tick's timer and data, React's render and commit,
// style, layout, paint and GC. Idle time is not counted. Durations are wall time on the throttled main thread, so a
// heavier render (e.g. without virtualization, 500 rows re-render per tick) shows up directly and fails the budget.
// The run also fails when the story does not tick (fewer than half the expected price changes were seen), since a
// still list would measure nothing.
//
//   npm run bench:quotes                       builds storybook-static if it is missing or stale, then measures
//   STORYBOOK_DIR=/tmp/sb npm run bench:quotes  measures a build made elsewhere (not rebuilt)
//   BENCH_SECONDS, BENCH_CPU_RATE (4), BENCH_BUDGET_MS (16) adjust the run.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from './build-if-stale.mjs';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveStatic } from './storybook-serve.mjs';

const storyId = 'components-quotelist--ticking-500';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const cpuRate = Number(process.env.BENCH_CPU_RATE ?? 4);
const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 16);
const tickHz = 4;
// thread (default): the main thread's CPU time, which the throttling inflates but other processes on a shared host
// do not; wall: elapsed time, which also counts waiting for a core (use it on a quiet machine).
const clock = process.env.BENCH_CLOCK === 'wall' ? 'wall' : 'thread';

assertChromium();

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

function storybookDir() {
  if (process.env.STORYBOOK_DIR) {
    const dir = path.resolve(process.env.STORYBOOK_DIR);
    if (!existsSync(path.join(dir, 'index.json'))) {
      console.error(`No Storybook build in ${dir} (STORYBOOK_DIR).`);
      process.exit(1);
    }
    return dir;
  }
  const dir = path.join(repoRoot, 'storybook-static');
  const built = path.join(dir, 'index.json');
  const sources = ['packages/ui/src', '.storybook'].map((source) => path.join(repoRoot, source));
  if (!existsSync(built) || sources.some((source) => newestChange(source) > statSync(built).mtimeMs)) {
    console.log('Building Storybook (storybook-static)…');
    execFileSync('npm', ['run', 'build-storybook', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  }
  return dir;
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank];
}

/** Per-frame main-thread work (ms) of the renderer that drew the story, from a Chromium trace. */
function frameWork(traceEvents) {
  const threadNames = new Map();
  for (const event of traceEvents) {
    if (event.ph === 'M' && event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  // The story's renderer main thread: the CrRendererMain with the most main-thread frames.
  const frameCounts = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'BeginMainThreadFrame') continue;
    const thread = `${event.pid}:${event.tid}`;
    if (threadNames.get(thread) !== 'CrRendererMain') continue;
    frameCounts.set(thread, (frameCounts.get(thread) ?? 0) + 1);
  }
  const [mainThread] = [...frameCounts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!mainThread) return { wall: [], thread: [], spanMs: 0 };
  const onMain = traceEvents.filter((event) => `${event.pid}:${event.tid}` === mainThread);
  const frameStarts = onMain
    .filter((event) => event.name === 'BeginMainThreadFrame')
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  // Top-level tasks only: a RunTask inside another (a nested run loop) is already counted by its parent.
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const topLevel = [];
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue;
    topLevel.push(task);
    coveredUntil = task.ts + task.dur;
  }
  // Frame i runs from frameStarts[i] to frameStarts[i + 1]; the last, open-ended one is dropped. A task belongs to
  // the frame in which it starts (the work that had to happen before that frame could be produced or the next).
  const frameCount = Math.max(0, frameStarts.length - 1);
  const wall = new Array(frameCount).fill(0);
  const thread = new Array(frameCount).fill(0);
  let frame = 0;
  for (const task of topLevel) {
    if (task.ts < frameStarts[0] || task.ts >= frameStarts[frameStarts.length - 1]) continue;
    while (frame + 1 < frameStarts.length && task.ts >= frameStarts[frame + 1]) frame += 1;
    wall[frame] += task.dur;
    thread[frame] += task.tdur ?? task.dur;
  }
  const spanMs = (frameStarts[frameStarts.length - 1] - frameStarts[0]) / 1000;
  const toMs = (micros) => micros / 1000;
  return { wall: wall.map(toMs), thread: thread.map(toMs), spanMs };
}

const { server, url } = await serveStatic(storybookDir());
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  // The a11y addon's automatic axe run (checked in the story tests) would otherwise run inside the measured frames.
  await page.goto(`${url}iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
  const phase = await page.waitForFunction(
    () => {
      const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      const settled = ['finished', 'errored', 'aborted'];
      if (renders.length === 0 || !renders.every((render) => settled.includes(render.phase))) return false;
      return renders.some((render) => render.phase === 'errored') ? 'errored' : 'finished';
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  if ((await phase.jsonValue()) !== 'finished') throw new Error(`the story ${storyId} did not render`);
  const rows = await page.locator('[role="listitem"]').count();

  // Count the first row's updates, to prove the story ticks during the measurement.
  await page.evaluate(() => {
    // One callback per React commit that changed the row (mutations within a task are batched).
    const price = document.querySelector('[role="listitem"]');
    window.__benchPriceChanges = 0;
    new MutationObserver(() => {
      window.__benchPriceChanges += 1;
    }).observe(price, { characterData: true, childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.waitForTimeout(1_000); // settle under throttling before recording
  await page.evaluate(() => {
    window.__benchPriceChanges = 0;
  });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
    ],
  });
  await page.waitForTimeout(seconds * 1_000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const priceChanges = await page.evaluate(() => window.__benchPriceChanges);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const work = frameWork(trace.traceEvents ?? trace);
  const frames = work[clock];
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      busy: values.reduce((sum, value) => sum + value, 0),
    };
  };
  const ms = (value) => `${value.toFixed(1)} ms`;
  const line = (figures) =>
    `p50 ${ms(figures.p50)} · p95 ${ms(figures.p95)} · p99 ${ms(figures.p99)} · max ${ms(figures.max)} ` +
    `(busy ${((100 * figures.busy) / (work.spanMs || 1)).toFixed(0)} %)`;
  const figures = summary(frames);
  const [load1] = os.loadavg();
  console.log(
    [
      `QuoteList benchmark: ${storyId}, ${rows} rows in the DOM of 500, ${tickHz} Hz, CPU ${cpuRate}× throttled, ${seconds} s`,
      `  frames:            ${frames.length} (${(frames.length / (work.spanMs / 1000 || 1)).toFixed(1)} per second)`,
      `  row updates:       ${priceChanges} on the first row (expected about ${tickHz * seconds})`,
      `  main-thread work per frame, thread time: ${line(summary(work.thread))}`,
      `  main-thread work per frame, wall time:   ${line(summary(work.wall))}`,
      `  host load:         ${load1.toFixed(1)} on ${os.availableParallelism()} cores (wall time includes waiting for a core)`,
    ].join('\n'),
  );
  if (frames.length < seconds * tickHz) {
    console.error(`FAIL: only ${frames.length} frames were recorded; the story did not animate.`);
    failed = true;
  }
  if (priceChanges < (tickHz * seconds) / 2) {
    console.error(`FAIL: the first row updated ${priceChanges} times; the story is not ticking.`);
    failed = true;
  }
  if (!(figures.p95 < budgetMs)) {
    console.error(`FAIL: p95 (${clock} time) ${ms(figures.p95)} is not under the ${budgetMs} ms budget.`);
    failed = true;
  } else {
    console.log(`PASS: p95 (${clock} time) ${ms(figures.p95)} < ${budgetMs} ms`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  failed = true;
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
