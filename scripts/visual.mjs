// Visual regression: every story of the built Storybook, screenshotted in headless Chromium and compared with the
// committed baselines in e2e/visual/baselines. `--update` rewrites the baselines on purpose.
// Differences are written to .visual-output/ (actual and diff images) for a look.
//
// Every story is taken at 390 px in its own language. The screens (stories under packages/ui/src/screens) are also
// taken on a 375 px phone in each language (issue 18: a label that no longer fits shows as a picture): the first story
// of each screen that pins no globals, as `<story id>@375-<locale>.png`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { repoRoot } from './build-if-stale.mjs';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.mjs';
import { previewContextOptions, previewReady, show, storyGlobals, storyUrl } from './storybook-pages.mjs';
import { serveStatic } from './storybook-serve.mjs';

const update = process.argv.includes('--update');
// STORYBOOK_DIR lets a run check a Storybook built elsewhere (parallel work on one machine).
const staticDir = path.resolve(process.env.STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'));
const baselineDir = path.join(repoRoot, 'e2e/visual/baselines');
const outputDir = path.join(repoRoot, '.visual-output');
// Pages at once (each in its own window): one compares images while the others render.
const concurrency = Number(process.env.VISUAL_PAGES ?? 3);
const viewport = { width: 390, height: 844 };
const phone = { width: 375, locales: ['jp', 'cn', 'us'] };

assertChromium();
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('No built Storybook: run `npm run build-storybook` first.');
  process.exit(1);
}

const { server, url: origin } = await serveStatic(staticDir);

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
// VISUAL_ONLY=<parts of story ids, comma-separated> narrows a run while investigating; the full run checks every story.
const only = process.env.VISUAL_ONLY?.split(',').filter(Boolean);
const allStories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const stories = allStories.filter((story) => !only || only.some((part) => story.id.includes(part)));

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
// Each worker gets its own context (its own window): two tabs of one window leave one in the background, where
// frames are throttled and a capture can paint a stale tile.
const contextOptions = await previewContextOptions(browser, {
  viewport,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
});

/**
 * What to capture: every story at 390 px, then each screen's first story that pins no globals at 375 px in each
 * language (grouped by language, so a page loads the preview once per language).
 */
async function plan() {
  const shots = stories.map((story) => ({ story, name: `${story.id}.png`, width: viewport.width, globals: {} }));
  // Which story is a screen's first is decided over every story, so a narrowed run takes the same pictures.
  const screens = allStories.filter((story) => story.importPath.includes('/src/screens/'));
  if (!stories.some((story) => screens.includes(story))) return shots;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.goto(storyUrl(origin, screens[0].id));
  await previewReady(page);
  const pinned = await storyGlobals(
    page,
    screens.map((story) => story.id),
  );
  await context.close();
  const firstOfFile = new Map();
  for (const story of screens) {
    if (!pinned[story.id] && !firstOfFile.has(story.importPath)) firstOfFile.set(story.importPath, story);
  }
  const chosen = [...firstOfFile.values()].filter((story) => stories.includes(story));
  for (const locale of phone.locales) {
    for (const story of chosen) {
      shots.push({ story, name: `${story.id}@${phone.width}-${locale}.png`, width: phone.width, globals: { locale } });
    }
  }
  return shots;
}

const failures = [];
const written = [];
/** Stories that differed when switched in place and were captured again from a fresh load. */
const recaptured = [];

/** The globals each page's preview was loaded with. */
const loadedGlobals = new WeakMap();

/**
 * Renders a shot's story and captures it. `fresh` loads the preview anew; otherwise the loaded preview switches story
 * in place (when its globals are the shot's), which skips re-parsing the whole preview for every story.
 */
async function shoot(page, shot, fresh) {
  const globalsKey = JSON.stringify(shot.globals);
  const live =
    !fresh &&
    loadedGlobals.get(page) === globalsKey &&
    (await page.evaluate(() => Boolean(window.__STORYBOOK_PREVIEW__?.channel)).catch(() => false));
  const size = { width: shot.width, height: viewport.height };
  await page.setViewportSize(size);
  if (!live) {
    await page.goto(storyUrl(origin, shot.story.id, shot.globals));
    await previewReady(page);
    loadedGlobals.set(page, globalsKey);
  }
  await show(page, shot.story.id);
  const settle = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settle();
  // Grow the viewport to the content rather than using a full-page capture, which stitches frames.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > size.height) {
    await page.setViewportSize({ width: size.width, height });
    await settle();
  }
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await page.setViewportSize(size);
  return image;
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

async function check(page, shot) {
  const { name } = shot;
  const label = name.replace(/\.png$/, '');
  const baselinePath = path.join(baselineDir, name);
  let actual = await shoot(page, shot, update);
  // A story switched in place that differs is captured again from a fresh load before it counts: what is compared
  // (and what --update writes) is always what a fresh load renders.
  if (!update && existsSync(baselinePath)) {
    const first = compare(baselinePath, actual);
    if (first.reason || first.changed > 0) {
      recaptured.push(label);
      actual = await shoot(page, shot, true);
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
    failures.push(`${label}: no baseline (run \`npm run test:visual:update\` and review the new image)`);
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(path.join(outputDir, name), actual);
    return;
  }
  const { reason, changed, diff } = compare(baselinePath, actual);
  if (reason) {
    failures.push(`${label}: ${reason}`);
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(path.join(outputDir, name), actual);
    return;
  }
  if (changed > 0) {
    failures.push(`${label}: ${changed} pixels differ`);
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(path.join(outputDir, name), actual);
    writeFileSync(path.join(outputDir, `${label}.diff.png`), PNG.sync.write(diff));
  }
}

const started = Date.now();
const shots = await plan();
const queue = [...shots];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    const context = await browser.newContext(contextOptions);
    const page = await context.newPage();
    for (let shot = queue.shift(); shot; shot = queue.shift()) {
      try {
        await check(page, shot);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        failures.push(`${shot.name.replace(/\.png$/, '')}: ${message}`);
      }
    }
    await context.close();
  }),
);
await browser.close();
server.close();

const known = new Set(shots.map((shot) => shot.name));
const orphans = only ? [] : readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !known.has(file));
if (update) {
  for (const file of orphans) rmSync(path.join(baselineDir, file));
} else {
  for (const file of orphans) failures.push(`${file}: a baseline for a story that no longer exists (run the update)`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (update) {
  console.log(
    `Baselines: ${written.length} written, ${orphans.length} removed, ${shots.length} images of ${stories.length} stories (${seconds} s).`,
  );
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
} else if (failures.length > 0) {
  console.error(`Visual differences (actual and diff images in .visual-output/):\n- ${failures.join('\n- ')}`);
  console.log(`visual: ${shots.length - failures.length} passed, ${failures.length} failed`);
  process.exit(1);
} else {
  console.log(
    `visual: ${shots.length} images of ${stories.length} stories passed, 0 failed (${seconds} s; ${recaptured.length} re-captured fresh)`,
  );
  if (recaptured.length > 0) console.log(`re-captured: ${recaptured.join(', ')}`);
}
