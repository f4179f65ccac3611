// The component tests share one page and one module graph (`isolate: false` in vitest.config.ts; a fresh one per file
// cost about 1 s of CPU a file, 144 files). vitest-browser-react registers its cleanup once, in the first file that
// imports it, so every file registers it here again: each test starts with nothing rendered, whatever the file before
// it left. A test that leaves an act() unfinished (an unmount not awaited) would stall every render after it in the
// shared page, so React's warning of overlapping act() calls fails the test that caused it.
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';

const overlapping = { seen: false };
const marker = Symbol.for('kabuto:act-warning');
const consoleWithMarker = console as Console & { [marker]?: typeof overlapping };
if (!consoleWithMarker[marker]) {
  const original = console.error.bind(console);
  consoleWithMarker[marker] = overlapping;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('overlapping act() calls')) overlapping.seen = true;
    original(...args);
  };
}
const state = consoleWithMarker[marker];

beforeEach(async () => {
  await cleanup();
  state.seen = false;
});

afterEach(() => {
  if (state.seen) {
    state.seen = false;
    throw new Error('overlapping act() calls: await every render, unmount and user action before the next');
  }
});
