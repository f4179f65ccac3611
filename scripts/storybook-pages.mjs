// Driving the static Storybook's preview (iframe.html) from Playwright, for scripts/stories.mjs:
// story URLs with globals, switching stories in place, waiting until a story has settled, reading what a story pins.

/**
 * The preview URL of a story. `a11y.manual` keeps the accessibility addon from running axe after every render:
 * scripts/stories.mjs asks for it once per story, at the width it chooses (axe is most of a story's time).
 * `globals` adds to it (`{ locale: 'cn' }`); a story's own globals still win over these.
 */
export function storyUrl(origin, storyId, globals = {}) {
  const pairs = [['a11y.manual', '!true'], ...Object.entries(globals)].map(([key, value]) => `${key}:${value}`);
  return `${new URL('iframe.html', origin)}?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${pairs.join(';')}`;
}

/**
 * Context options for driving the preview. Storybook waits 100 ms after every render for CSS animations to finish,
 * unless it recognises a test runner by its user agent (`StorybookTestRunner`): then it pauses them at their end
 * state at once, which is what a measurement or a screenshot wants anyway. The browser's own user agent is kept
 * otherwise.
 */
export async function previewContextOptions(browser, options = {}) {
  const probe = await browser.newContext();
  const userAgent = await (await probe.newPage()).evaluate(() => navigator.userAgent);
  await probe.close();
  return { ...options, userAgent: `${userAgent} StorybookTestRunner` };
}

/** Resolves when the preview has started: it can switch stories and read them. */
export function previewReady(page) {
  return page.waitForFunction(
    () => Boolean(window.__STORYBOOK_PREVIEW__?.channel && window.__STORYBOOK_PREVIEW__.storyStoreValue),
    null,
    { polling: 50 },
  );
}

/**
 * A page script, installed before the preview's own (`context.addInitScript`): it keeps the outcome of every story the
 * page finishes rendering, from the first, in `window.__kabutoOutcomes` (story id → `{ status, errors }`).
 *
 * The outcome is read from Storybook's own events, not from the render's phase: in Storybook 10 a render that threw (in
 * the story, a loader, a decorator or the play function) still ends in the phase 'finished', and a play function's
 * exception is only logged (`storyFinished` says 'success') unless `throwPlayFunctionExceptions` is set, so any error
 * event before a story's `storyFinished` counts against it. The listeners go on the preview's channel as the preview
 * makes itself known (it assigns `window.__STORYBOOK_PREVIEW__` in its constructor, before its first render).
 */
export function watchStoryOutcomes() {
  const outcomes = new Map();
  const pending = [];
  let watched = null;
  const text = (value) =>
    value?.message ?? value?.description ?? value?.title ?? (typeof value === 'string' ? value : JSON.stringify(value));
  const note = (kind) => (payload) => {
    for (const item of Array.isArray(payload) ? payload : [payload]) {
      pending.push(`${kind}: ${String(text(item)).split('\n')[0]}`);
    }
  };
  const watch = (preview) => {
    const channel = preview?.channel;
    if (!channel || channel === watched) return;
    watched = channel;
    channel.on('playFunctionThrewException', note('the play function threw'));
    channel.on('storyThrewException', note('the story threw'));
    channel.on('storyErrored', note('the story errored'));
    channel.on('unhandledErrorsWhilePlaying', note('an unhandled error while playing'));
    channel.on('storyMissing', note('no such story'));
    channel.on('storyFinished', ({ storyId, status }) => outcomes.set(storyId, { status, errors: pending.splice(0) }));
  };
  let preview;
  Object.defineProperty(window, '__STORYBOOK_PREVIEW__', {
    configurable: true,
    enumerable: true,
    get: () => preview,
    set: (value) => {
      preview = value;
      watch(value);
    },
  });
  Object.defineProperty(window, '__kabutoOutcomes', { value: outcomes });
}

/**
 * Runs in the page: shows a story (switched in place, the way Storybook's manager does: `setCurrentStory`, which
 * skips re-parsing the whole preview) unless it is the one on screen, waits until every render has settled (a story
 * with its own globals renders more than once), its outcome is in (`watchStoryOutcomes`) and the fonts are loaded, and
 * returns what went wrong, or null. One round trip per story. `stalled` means the story was still rendering at the
 * deadline.
 */
export async function showStory(storyId) {
  const preview = window.__STORYBOOK_PREVIEW__;
  const outcomes = window.__kabutoOutcomes;
  if (!outcomes) return { message: 'the page does not watch story outcomes (watchStoryOutcomes)' };
  if (!preview.storyRenders.some((render) => render.id === storyId)) {
    outcomes.delete(storyId);
    window.scrollTo(0, 0);
    preview.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }
  const done = ['finished', 'errored', 'aborted'];
  const deadline = Date.now() + 30_000;
  // A story settled on screen with no outcome kept (seen once in a whole run, on the first story of a page load) is
  // rendered again from the start after a while, its play function too, so that its outcome is seen.
  let settledSince = null;
  let remounted = false;
  for (;;) {
    const renders = preview.storyRenders;
    const settled =
      renders.some((render) => render.id === storyId) && renders.every((render) => done.includes(render.phase));
    if (settled && outcomes.has(storyId)) break;
    settledSince = settled ? (settledSince ?? Date.now()) : null;
    if (settledSince !== null && !remounted && Date.now() - settledSince > 3_000) {
      remounted = true;
      settledSince = null;
      preview.channel.emit('forceRemount', { storyId });
    }
    if (Date.now() > deadline) return { message: 'the story did not finish rendering in 30 s', stalled: true };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const outcome = outcomes.get(storyId);
  if (outcome.status !== 'success' || outcome.errors.length > 0) {
    return { message: outcome.errors.length > 0 ? outcome.errors.join('; ') : 'the story did not render' };
  }
  await document.fonts.ready;
  return null;
}

/** A story still rendering at showStory's deadline: a slow machine, or a stuck page (scripts/stories.mjs retries it). */
export class StoryStall extends Error {}

/** Shows a story in an already loaded preview (see showStory); throws if it does not render (StoryStall if it stalls). */
export async function show(page, storyId) {
  const problem = await page.evaluate(showStory, storyId);
  if (problem) throw problem.stalled ? new StoryStall(problem.message) : new Error(problem.message);
}

/**
 * What the plan needs to know of every story, read from the prepared stories without rendering them, on a page that
 * has the preview loaded:
 *   - `globals`: the globals each story pins (`{ locale: 'cn' }`, `{ theme: 'dark' }`); stories that pin nothing are
 *     left out;
 *   - `twins`: for a story that pins nothing, the stories of the same file that are the same story in one language
 *     (`ChineseConfirmClose = { globals: { locale: 'cn' }, play: openClose }` beside `ConfirmClose = { play: openClose }`):
 *     the same args, render function, play function, decorators, loaders and parameters, differing only in the
 *     locale they pin. Each twin is `[its story id, its locale]`. Rendered in that locale the two are one render, so
 *     a label check of one is a label check of both.
 */
export function storyFacts(page, storyIds) {
  return page.evaluate(async (ids) => {
    const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
    const stories = await Promise.all(ids.map((id) => store.loadStory({ storyId: id })));
    const source = (value) => (Array.isArray(value) ? value.map(source) : value === undefined ? null : String(value));
    const without = (object, keys) =>
      Object.fromEntries(Object.entries(object ?? {}).filter(([key]) => !keys.includes(key)));
    const signature = (story) => {
      try {
        return JSON.stringify(
          {
            component: story.componentId,
            args: story.initialArgs,
            render: source(story.originalStoryFn),
            play: source(story.playFunction),
            decorators: source(story.moduleExport?.decorators),
            loaders: source(story.moduleExport?.loaders),
            beforeEach: source(story.moduleExport?.beforeEach),
            parameters: without(story.parameters, ['docs', 'fileName', '__isArgsStory']),
            globals: without(story.storyGlobals, ['locale']),
          },
          (_, value) => (typeof value === 'function' ? `function ${value.name}: ${String(value)}` : value),
        );
      } catch {
        return null;
      }
    };
    const globals = {};
    const bySignature = new Map();
    for (const story of stories) {
      const pinned = story.storyGlobals ?? {};
      if (Object.keys(pinned).length > 0) globals[story.id] = pinned;
      if (Object.keys(pinned).length > 0 && Object.keys(pinned).some((key) => key !== 'locale')) continue;
      const key = signature(story);
      if (key === null) continue;
      const group = bySignature.get(key) ?? [];
      group.push(story);
      bySignature.set(key, group);
    }
    const twins = {};
    for (const group of bySignature.values()) {
      const plain = group.filter((story) => !story.storyGlobals?.locale);
      const localised = group.filter((story) => story.storyGlobals?.locale);
      for (const story of plain) {
        if (localised.length > 0) twins[story.id] = localised.map((twin) => [twin.id, twin.storyGlobals.locale]);
      }
    }
    return { globals, twins };
  }, storyIds);
}
