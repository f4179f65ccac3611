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
 * Runs in the page: shows a story (switched in place, the way Storybook's manager does: `setCurrentStory`, which
 * skips re-parsing the whole preview) unless it is the one rendered, waits until every render has settled (a story
 * with its own globals renders more than once) and the fonts are in. Returns what went wrong (`stalled` when the story
 * was still rendering at the deadline), or null. One round trip per story. Storybook 10's last render phase is 'finished'; 'errored' means the story itself is broken.
 */
export async function showStory(storyId) {
  const preview = window.__STORYBOOK_PREVIEW__;
  if (!preview.storyRenders.some((render) => render.id === storyId)) {
    window.scrollTo(0, 0);
    preview.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }
  const done = ['finished', 'errored', 'aborted'];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const renders = preview.storyRenders;
    if (renders.some((render) => render.id === storyId) && renders.every((render) => done.includes(render.phase))) {
      if (renders.some((render) => render.phase === 'errored')) return { message: 'the story did not render' };
      break;
    }
    if (Date.now() > deadline) return { message: 'the story did not finish rendering in 30 s', stalled: true };
    await new Promise((resolve) => setTimeout(resolve, 10));
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
 * The globals each story pins (`{ locale: 'cn' }`, `{ theme: 'dark' }`), read from the prepared stories without
 * rendering them, on a page that has the preview loaded. Stories that pin nothing are left out.
 */
export function storyGlobals(page, storyIds) {
  return page.evaluate(async (ids) => {
    const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
    const result = {};
    await Promise.all(
      ids.map(async (id) => {
        const story = await store.loadStory({ storyId: id });
        if (story.storyGlobals && Object.keys(story.storyGlobals).length > 0) result[id] = story.storyGlobals;
      }),
    );
    return result;
  }, storyIds);
}
