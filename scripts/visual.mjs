// Visual regression: every story of the built Storybook, screenshotted in headless Chromium and compared with the
// committed baselines in e2e/visual/baselines. `--update` rewrites the baselines on purpose.
// Differences are written to .visual-output/ (actual and diff images) for a look.
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { repoRoot } from './build-if-stale.mjs';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.mjs';

const update = process.argv.includes('--update');
// STORYBOOK_DIR lets a run check a Storybook built elsewhere (parallel work on one machine).
const staticDir = path.resolve(process.env.STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'));
const baselineDir = path.join(repoRoot, 'e2e/visual/baselines');
const outputDir = path.join(repoRoot, '.visual-output');
const concurrency = 2;
const viewport = { width: 390, height: 844 };

assertChromium();
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('No built Storybook: run `npm run build-storybook` first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(staticDir, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
  if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
// VISUAL_ONLY=<part of a story id> narrows a run while investigating; the full run checks every story.
const only = process.env.VISUAL_ONLY;
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
);

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
// Each worker gets its own context (its own window): two tabs of one window leave one in the background, where
// frames are throttled and a capture can paint a stale tile.
const contextOptions = { viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' };

const failures = [];
const written = [];
/** Stories that differed when switched in place and were captured again from a fresh load. */
const recaptured = [];

/** Waits until every render of the preview has settled and the given story's is among them; throws on an error. */
async function settled(page, storyId) {
  // Storybook 10's last render phase is 'finished'; an error phase means the story itself is broken.
  // A story with its own globals renders more than once: wait until every render has settled.
  const phase = await page.waitForFunction(
    (id) => {
      const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      const done = ['finished', 'errored', 'aborted'];
      if (!renders.some((render) => render.id === id)) return false;
      if (!renders.every((render) => done.includes(render.phase))) return false;
      return renders.some((render) => render.phase === 'errored') ? 'errored' : 'finished';
    },
    storyId,
    { timeout: 30_000, polling: 50 },
  );
  if ((await phase.jsonValue()) !== 'finished') throw new Error('the story did not render');
}

/**
 * Renders a story and captures it. `fresh` loads the preview anew; otherwise the loaded preview switches story the
 * way Storybook's own manager does (`setCurrentStory`), which skips re-parsing the whole preview for every story.
 */
async function shoot(page, story, fresh) {
  if (fresh || !(await page.evaluate(() => Boolean(window.__STORYBOOK_PREVIEW__?.channel)).catch(() => false))) {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
  } else {
    await page.evaluate((id) => {
      window.scrollTo(0, 0);
      window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, story.id);
  }
  await settled(page, story.id);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const settle = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  {
    await settle();
    // Grow the viewport to the content rather than using a full-page capture, which stitches frames.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > viewport.height) {
      await page.setViewportSize({ width: viewport.width, height });
      await settle();
    }
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    await page.setViewportSize(viewport);
    return image;
  }
}

/** The number of differing pixels, or a reason the images cannot be compared. */
function compare(baselinePath, actual) {
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    return { reason: `size ${got.width}×${got.height}, baseline ${expected.width}×${expected.height}` };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: 0.1 });
  return { changed, diff };
}

async function check(page, story) {
  const name = `${story.id}.png`;
  const baselinePath = path.join(baselineDir, name);
  let actual = await shoot(page, story, update);
  // A story switched in place that differs is captured again from a fresh load before it counts: what is compared
  // (and what --update writes) is always what a fresh load renders.
  if (!update && existsSync(baselinePath)) {
    const first = compare(baselinePath, actual);
    if (first.reason || first.changed > 0) {
      recaptured.push(story.id);
      actual = await shoot(page, story, true);
    }
  }
  if (update) {
    if (!existsSync(baselinePath) || !readFileSync(baselinePath).equals(actual)) {
      writeFileSync(baselinePath, actual);
      written.push(name);
    }
    return;
  }
  if (!existsSync(baselinePath)) {
    failures.push(`${story.id}: no baseline (run \`npm run test:visual:update\` and review the new image)`);
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(path.join(outputDir, name), actual);
    return;
  }
  const { reason, changed, diff } = compare(baselinePath, actual);
  if (reason) {
    failures.push(`${story.id}: ${reason}`);
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(path.join(outputDir, name), actual);
    return;
  }
  if (changed > 0) {
    failures.push(`${story.id}: ${changed} pixels differ`);
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(path.join(outputDir, name), actual);
    writeFileSync(path.join(outputDir, `${story.id}.diff.png`), PNG.sync.write(diff));
  }
}

const queue = [...stories];
const started = Date.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    const context = await browser.newContext(contextOptions);
    const page = await context.newPage();
    for (let story = queue.shift(); story; story = queue.shift()) {
      try {
        await check(page, story);
      } catch (error) {
        failures.push(`${story.id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    await context.close();
  }),
);
await browser.close();
server.close();

const known = new Set(stories.map((story) => `${story.id}.png`));
const orphans = only ? [] : readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !known.has(file));
if (update) {
  for (const file of orphans) rmSync(path.join(baselineDir, file));
} else {
  for (const file of orphans) failures.push(`${file}: a baseline for a story that no longer exists (run the update)`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (update) {
  console.log(
    `Baselines: ${written.length} written, ${orphans.length} removed, ${stories.length} stories (${seconds} s).`,
  );
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
} else if (failures.length > 0) {
  console.error(`Visual differences (actual and diff images in .visual-output/):\n- ${failures.join('\n- ')}`);
  console.log(`visual: ${stories.length - failures.length} passed, ${failures.length} failed`);
  process.exit(1);
} else {
  console.log(`visual: ${stories.length} passed, 0 failed (${seconds} s; ${recaptured.length} re-captured fresh)`);
  if (recaptured.length > 0) console.log(`re-captured: ${recaptured.join(', ')}`);
}
