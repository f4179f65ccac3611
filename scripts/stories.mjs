// One pass over every story of the built Storybook for the checks that each used to render every story on their own:
//   - the story itself: it renders, and its play function (the stories that act) passes, in every language it is
//     rendered in; any error Storybook reports before the story finishes fails it (scripts/storybook-pages.mjs);
//   - labels: every story in jp, cn and us, measured at 320, 375 and 430 px (scripts/label-measure.mjs says what fails);
//   - visual: every story at 390 px in its own language, and the first story of each screen (stories under
//     packages/ui/src/screens that pin no globals) at 375 px in jp, cn and us, compared pixel by pixel with the
//     committed baselines in e2e/visual/baselines (differences in .visual-output/);
//   - a11y: axe, through the accessibility addon's own runner (the story's `a11y` parameters, its disabled rules,
//     the same context), on every story at 390 px in its own language; a violation fails unless the story marks its
//     a11y test 'todo'. Axe runs after the play function, on the state it leaves (a dialog open, a form filled).
//
// A story is rendered once per language on a page that loaded the preview with that language and switches stories in
// place; each width is reached by resizing the viewport, which lays the page out again without rendering the story
// again. Widths are visited smallest first: the label measurements and the pictures and axe at their widths. A story
// that differs from its baseline after an in-place switch is captured again from a fresh load before it counts: what
// is compared (and what --update writes) is always what a fresh load renders. A story that pins its own locale is
// checked once, in that locale.
//
//   npm run test:stories                                   every check, every story
//   npm run test:labels                                    the label check alone (--checks=labels)
//   npm run test:visual / test:visual:update               the visual check alone; --update rewrites the baselines
//   node scripts/stories.mjs --only=bottomnav,homescreen   stories whose id contains one of the words
//   node scripts/stories.mjs --checks=labels --widths=320 --locales=jp --json=findings.json
// STORIES_ONLY (or LABELS_ONLY / VISUAL_ONLY) narrows a run like --only; STORYBOOK_DIR checks a Storybook built
// elsewhere; STORIES_PAGES sets the pages at once (3).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { repoRoot } from './build-if-stale.mjs';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.mjs';
import { measure, measureSettled } from './label-measure.mjs';
import {
  previewContextOptions,
  previewReady,
  show,
  storyFacts,
  StoryStall,
  storyUrl,
  watchStoryOutcomes,
} from './storybook-pages.mjs';
import { serveStatic } from './storybook-serve.mjs';

const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
};
const list = (value) => value.split(',').filter(Boolean);
const update = process.argv.includes('--update');
const checks = new Set(list(option('checks', update ? 'visual' : 'labels,visual,a11y')));
const labelWidths = checks.has('labels') ? list(option('widths', '320,375,430')).map(Number) : [];
const locales = list(option('locales', 'jp,cn,us'));
const only = list(option('only', process.env.STORIES_ONLY ?? process.env.LABELS_ONLY ?? process.env.VISUAL_ONLY ?? ''));
const jsonOut = option('json', '');
const pages = Number(process.env.STORIES_PAGES ?? 3);
const defaultLocale = 'jp';
const height = 844;
const storyWidth = 390;
const phone = { width: 375, locales: ['jp', 'cn', 'us'] };
const staticDir = path.resolve(process.env.STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'));
const baselineDir = path.join(repoRoot, 'e2e/visual/baselines');
const outputDir = path.join(repoRoot, '.visual-output');

assertChromium();
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('No built Storybook: run `npm run build-storybook` first.');
  process.exit(1);
}
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const allStories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const stories = allStories.filter((story) => only.length === 0 || only.some((word) => story.id.includes(word)));
if (stories.length === 0) {
  console.error('No stories to check.');
  process.exit(1);
}

const { server, url: origin } = await serveStatic(staticDir, { port: Number(process.env.STORIES_PORT ?? 0) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
const started = Date.now();
// Each page in its own context (its own window): a background tab's frames are throttled, and a capture there can
// paint a stale tile.
const contextOptions = await previewContextOptions(browser, {
  viewport: { width: storyWidth, height },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
});

async function newPage() {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript({ content: `window.__measureLabels = ${measure.toString()};` });
  await context.addInitScript(watchStoryOutcomes);
  // Storybook's highlight (the a11y panel's outlines in the manager) watches every mutation of the story and reads the
  // computed style of every element on each: about a tenth of a story switch's CPU, for outlines nobody here sees. It
  // starts only once per page, behind this flag.
  await context.addInitScript({ content: 'globalThis.__STORYBOOK_HIGHLIGHT_INITIALIZED = true;' });
  return context.newPage();
}

/**
 * The work, one item per story and language: which label widths to measure, which pictures to take (390 px in the
 * story's own language; 375 px for a screen's first story in each language) and whether to run axe. Grouped by
 * language, so a page loads the preview once per language it meets.
 */
async function plan() {
  const page = await newPage();
  await page.goto(storyUrl(origin, allStories[0].id));
  await previewReady(page);
  // Which story is a screen's first is decided over every story, so a narrowed run takes the same pictures.
  const { globals: pinned, twins } = await storyFacts(
    page,
    allStories.map((story) => story.id),
  );
  await page.context().close();
  const firstOfScreen = new Set();
  const seenFiles = new Set();
  for (const story of allStories) {
    if (!story.importPath.includes('/src/screens/') || pinned[story.id] || seenFiles.has(story.importPath)) continue;
    seenFiles.add(story.importPath);
    firstOfScreen.add(story.id);
  }
  const selected = new Set(stories.map((story) => story.id));
  /** A story whose twin pinned to `locale` is checked in this run: that render is this story's in `locale` too. */
  const twinChecked = (story, locale) =>
    (twins[story.id] ?? []).some(([id, pinnedLocale]) => pinnedLocale === locale && selected.has(id));
  const items = [];
  for (const locale of locales) {
    for (const story of stories) {
      const own = pinned[story.id]?.locale ?? defaultLocale;
      if (pinned[story.id]?.locale && own !== locale) continue;
      const shots = [];
      if (checks.has('visual') && own === locale) shots.push({ width: storyWidth, name: `${story.id}.png` });
      if (checks.has('visual') && firstOfScreen.has(story.id) && phone.locales.includes(locale)) {
        shots.push({ width: phone.width, name: `${story.id}@${phone.width}-${locale}.png` });
      }
      const axe = checks.has('a11y') && own === locale;
      if (labelWidths.length === 0 && shots.length === 0 && !axe) continue;
      // Its labels in this language are measured on its twin, which renders the same thing (storyFacts).
      if (shots.length === 0 && !axe && twinChecked(story, locale)) {
        twinned += 1;
        continue;
      }
      items.push({ story, locale, shots, axe });
    }
  }
  return items;
}

const findings = [];
const errors = [];
const failures = [];
const warnings = [];
const written = [];
const recaptured = [];
const shotNames = new Set();
let renders = 0;
let axeRuns = 0;
/** Renders left out because a twin pinned to the language renders the same story (see plan). */
let twinned = 0;
/** Stories that hung or stalled once and were checked again on a new page (a second time fails). */
const hangs = [];

/**
 * A story takes well under a second, and seconds on a loaded machine; one that has not finished in this long is stuck
 * (once, a run sat idle with no page rendering), and waiting longer would only stall `npm test` until CI's limit.
 */
const HANG_MS = 90_000;
/**
 * Planning imports every story file to read its globals (1,551 stories): beside the journeys and Vitest on a slow
 * machine it took over 90 s here once (with a second story run beside it), so it has a limit of its own.
 */
const PLAN_HANG_MS = 300_000;

class Hang extends Error {}

/** Runs `work`, or rejects with a Hang once `ms` have passed (the work itself is left to its page's fate). */
async function withinLimit(work, what, ms = HANG_MS) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Hang(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work(), limit]);
  } finally {
    clearTimeout(timer);
  }
}

const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The tallest picture. The tallest screens are about 4,500 px (the operator's forms); past that a page is a long list,
 * and the lists are window lists: a viewport as tall as all 240 rows of TransactionRecordsScreen's Long story made it
 * render every row into one 17,665 px image (1.7 MB to encode, decode and compare), which hung twice in a CI run beside
 * the other steps. The picture shows the list's first 5,000 px, which is what the window list is for.
 */
const maxCaptureHeight = 5_000;

/**
 * The story as it stands, at `width`: the viewport grown to the content, up to `maxCaptureHeight` (a full-page capture
 * stitches frames).
 */
async function capture(page, width) {
  const size = { width, height };
  await page.setViewportSize(size);
  await settle(page);
  const contentHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  if (contentHeight > height) {
    await page.setViewportSize({ width, height: Math.min(contentHeight, maxCaptureHeight) });
    await settle(page);
  }
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await page.setViewportSize(size);
  return image;
}

/**
 * The number of differing pixels, or a reason the images cannot be compared. Chromium encodes the same pixels to the
 * same bytes, and the baselines are its own captures: an identical file is a match without decoding either image.
 */
function compare(baselinePath, actual) {
  const baseline = readFileSync(baselinePath);
  if (baseline.equals(actual)) return { changed: 0 };
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    return { reason: `size ${got.width}×${got.height}, baseline ${expected.width}×${expected.height}` };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: 0.1 });
  return { changed, diff };
}

function keepOutput(name, actual, diff) {
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(path.join(outputDir, name), actual);
  if (diff) writeFileSync(path.join(outputDir, name.replace(/\.png$/, '.diff.png')), PNG.sync.write(diff));
}

/** Loads the preview afresh in `locale` and shows the story (the page stays loaded in that locale). */
async function freshLoad(page, story, locale) {
  await page.goto(storyUrl(origin, story.id, { locale }));
  await previewReady(page);
  await show(page, story.id);
}

/** Takes one picture and compares it (or, with --update, writes it). */
async function picture(page, item, shot) {
  shotNames.add(shot.name);
  const baselinePath = path.join(baselineDir, shot.name);
  const label = shot.name.replace(/\.png$/, '');
  if (update) {
    await freshLoad(page, item.story, item.locale);
    const actual = await capture(page, shot.width);
    if (!existsSync(baselinePath) || !readFileSync(baselinePath).equals(actual)) {
      writeFileSync(baselinePath, actual);
      written.push(shot.name);
    }
    return;
  }
  let actual = await capture(page, shot.width);
  if (!existsSync(baselinePath)) {
    failures.push(`${label}: no baseline (run \`npm run test:visual:update\` and review the new image)`);
    keepOutput(shot.name, actual);
    return;
  }
  let result = compare(baselinePath, actual);
  if (result.reason || result.changed > 0) {
    recaptured.push(label);
    await freshLoad(page, item.story, item.locale);
    actual = await capture(page, shot.width);
    result = compare(baselinePath, actual);
  }
  if (result.reason) {
    failures.push(`${label}: ${result.reason}`);
    keepOutput(shot.name, actual);
  } else if (result.changed > 0) {
    failures.push(`${label}: ${result.changed} pixels differ`);
    keepOutput(shot.name, actual, result.diff);
  }
}

/**
 * Runs in the page: axe through the accessibility addon's runner (it listens for its 'manual' event and answers with
 * the result), with the story's own `a11y` parameters. Returns null when the story turns its check off.
 */
async function runAxe(storyId) {
  const preview = window.__STORYBOOK_PREVIEW__;
  const story = await preview.storyStoreValue.loadStory({ storyId });
  const parameters = story.parameters.a11y ?? {};
  if (parameters.disable === true || parameters.test === 'off') return null;
  const channel = preview.channel;
  const result = await new Promise((resolve, reject) => {
    const onResult = (answer, id) => {
      if (id !== storyId) return;
      done();
      resolve(answer);
    };
    const onError = (error) => {
      done();
      reject(new Error(`axe: ${error?.message ?? String(error)}`));
    };
    const done = () => {
      channel.off('storybook/a11y/result', onResult);
      channel.off('storybook/a11y/error', onError);
    };
    channel.on('storybook/a11y/result', onResult);
    channel.on('storybook/a11y/error', onError);
    // Only the violations are read: axe then keeps one node per passing or incomplete rule instead of every node, which
    // the addon would copy and send over the channel.
    channel.emit('storybook/a11y/manual', storyId, {
      ...parameters,
      options: { ...parameters.options, resultTypes: ['violations'] },
    });
  });
  return {
    todo: parameters.test === 'todo',
    violations: result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    })),
  };
}

async function accessibility(page, item) {
  const outcome = await page.evaluate(runAxe, item.story.id);
  if (outcome === null) return;
  axeRuns += 1;
  for (const violation of outcome.violations) {
    const line = `${item.story.id}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.targets.join(', ')}`;
    (outcome.todo ? warnings : failures).push(line);
  }
}

async function check(page, item) {
  const widths = [
    ...new Set([...labelWidths, ...item.shots.map((shot) => shot.width), ...(item.axe ? [storyWidth] : [])]),
  ];
  widths.sort((a, b) => a - b);
  // Rendered at the smallest width it is checked at: a component that measures itself when it mounts (a tab strip
  // that scrolls) is then measured where it is tightest, as on a phone of that width.
  await page.setViewportSize({ width: widths[0], height });
  await show(page, item.story.id);
  renders += 1;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    if (labelWidths.includes(width)) {
      for (const finding of await page.evaluate(measureSettled)) {
        findings.push({ story: item.story.id, locale: item.locale, width, ...finding });
      }
    }
    for (const shot of item.shots.filter((s) => s.width === width)) await picture(page, item, shot);
    if (item.axe && width === storyWidth) await accessibility(page, item);
  }
}

try {
  const queue = await withinLimit(() => plan(), 'planning', PLAN_HANG_MS);
  await Promise.all(
    Array.from({ length: pages }, async () => {
      let page = await newPage();
      let loadedLocale = null;
      for (let item = queue.shift(); item; item = queue.shift()) {
        try {
          await withinLimit(async () => {
            if (
              loadedLocale !== item.locale ||
              !(await page.evaluate(() => Boolean(window.__STORYBOOK_PREVIEW__?.channel)))
            ) {
              await page.setViewportSize({ width: storyWidth, height });
              await page.goto(storyUrl(origin, item.story.id, { locale: item.locale }));
              await previewReady(page);
              loadedLocale = item.locale;
            }
            await check(page, item);
          }, 'the story');
        } catch (error) {
          loadedLocale = null;
          // A story the preview has not finished rendering in 30 s (StoryStall) is treated like a hang: once, on a
          // machine that maps fresh memory about 100 times slower than usual, at load 20, one did (a whole run,
          // 2026-11-27). It is checked again on a new page; a second stall fails as before.
          if (error instanceof Hang || error instanceof StoryStall) {
            // The page may be wedged: a new one (its own context) takes the rest of this page's queue.
            const stale = page;
            void withinLimit(() => stale.context().close(), 'closing a stuck page').catch(() => undefined);
            page = await newPage();
            if (!item.retried) {
              hangs.push(`${item.story.id} (${item.locale})`);
              queue.unshift({ ...item, retried: true });
              continue;
            }
          }
          errors.push(
            `${item.story.id} (${item.locale}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        }
      }
      await page.context().close();
    }),
  );
} finally {
  await browser.close();
  server.close();
}

// Baselines of stories that no longer exist.
if (checks.has('visual') && only.length === 0) {
  const orphans = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !shotNames.has(file));
  for (const file of orphans) {
    if (update) rmSync(path.join(baselineDir, file));
    else failures.push(`${file}: a baseline for a story that no longer exists (run the update)`);
  }
  if (update && orphans.length > 0) console.log(`Baselines removed: ${orphans.join(', ')}`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(findings, null, 1)}\n`);

const parts = [`${renders} renders of ${stories.length} stories (${twinned} more checked on their twins)`];
if (labelWidths.length > 0) parts.push(`labels at ${labelWidths.join('/')} px in ${locales.join('/')}`);
if (checks.has('visual')) parts.push(`${shotNames.size} images${update ? ` (${written.length} written)` : ''}`);
if (checks.has('a11y')) parts.push(`axe on ${axeRuns}`);
const scope = `${parts.join(', ')} (${seconds} s)`;

// One line per distinct label problem, with the stories it shows in.
const grouped = new Map();
for (const f of findings) {
  const key = `[${f.locale} ${f.width} px] ${f.role} "${f.label}": ${f.detail}`;
  const stories = grouped.get(key) ?? [];
  if (!stories.includes(f.story)) stories.push(f.story);
  grouped.set(key, stories);
}
if (grouped.size > 0) {
  const lines = [...grouped].map(([key, ids]) => {
    const more = ids.length > 3 ? ` and ${ids.length - 3} more` : '';
    return `- ${key} — ${ids.slice(0, 3).join(', ')}${more}`;
  });
  console.error(`Labels that do not fit:\n${lines.join('\n')}`);
}
if (failures.length > 0) {
  console.error(
    `Visual differences and accessibility violations (images in .visual-output/):\n- ${failures.join('\n- ')}`,
  );
}
if (errors.length > 0) console.error(`Stories that did not render:\n- ${errors.join('\n- ')}`);
if (warnings.length > 0) console.log(`Accessibility to do (a11y test 'todo'):\n- ${warnings.join('\n- ')}`);
if (recaptured.length > 0) console.log(`re-captured fresh: ${recaptured.join(', ')}`);
if (hangs.length > 0) console.log(`checked again on a new page after a hang or a stall: ${hangs.join('; ')}`);

if (findings.length > 0 || failures.length > 0 || errors.length > 0) {
  console.log(
    `stories: ${findings.length} label findings, ${failures.length} visual/a11y failures, ${errors.length} not rendered; ${scope}`,
  );
  process.exit(1);
}
console.log(`stories: every check passed; ${scope}`);
