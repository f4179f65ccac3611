import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// A fresh browser config per project: a shared object mislabels results (TOOLCHAIN.md).
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 390, height: 844 },
  };
}

const optimizeDeps = {
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
    'react-intl',
    'radix-ui',
    'vitest-browser-react',
  ],
};

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'server',
      environment: 'node',
      include: ['packages/server/**/*.test.ts'],
      globalSetup: ['packages/server/test/setup/pglite-template.ts'],
      // Each worker imports the server's modules once for all the files it runs, instead of once per file: the
      // imports were a third of this project's CPU (120 s of 400 on a quiet host; 19 s shared). Every test builds its
      // own app and database, and what the modules keep is the same in every process (caches of pure functions, the
      // statement texts), so a file cannot see another's state.
      isolate: false,
      // Generous: a model run of 20 random histories takes ~10 s alone and 3-4 times that on a 2-core machine
      // running the browser steps beside it (CI timed one out at 30 s). On a machine whose fresh memory is slow to map
      // (2026-11-27: 5 µs a page, 20 times the usual; the whole run took 66 minutes) model runs and a database's setup
      // passed two minutes. A hang still fails, four minutes later.
      testTimeout: 240_000,
      hookTimeout: 240_000,
    },
  },
  {
    test: {
      name: 'api-client',
      environment: 'node',
      include: ['packages/api-client/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'app-unit',
      environment: 'node',
      include: ['packages/app/**/*.test.ts'],
      // Some load a language's whole message catalogues: beside the rest of `npm test` at load 20 one took over the
      // 5 s default (a fresh-clone run, 2026-11-26). A hang still fails, a minute later.
      testTimeout: 60_000,
    },
  },
  {
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps,
    test: {
      name: 'ui',
      // Beside the other steps of `npm test` on two cores a screen test took over the 15 s default once (CI load 19).
      testTimeout: 60_000,
      include: ['packages/ui/**/*.test.tsx', 'packages/app/**/*.test.tsx'],
      // One page and one module graph for every file (packages/ui/src/internal/vitest.setup.ts cleans up before each test): a fresh
      // one per file cost about 1 s of CPU a file (144 files: 202 s of CPU, 75 s shared; 2026-12-08).
      isolate: false,
      setupFiles: ['packages/ui/src/internal/vitest.setup.ts'],
      browser: browser(),
    },
  },
];

export default defineConfig({
  test: {
    projects,
    // Three test files at once on two cores: a server test file waits on its database and its HTTP round trips far
    // more than it computes (the server project used a quarter of a core one file at a time: 441 s of CPU in 1,780 s).
    // Its two longest suites (the fuzzing and the authorization matrix) are split in two files each for the same reason.
    maxWorkers: 3,
  },
});
