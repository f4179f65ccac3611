import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

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
      testTimeout: 30_000,
      hookTimeout: 60_000,
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
    },
  },
  {
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps,
    test: {
      name: 'ui',
      include: ['packages/ui/**/*.test.tsx', 'packages/app/**/*.test.tsx'],
      browser: browser(),
    },
  },
  {
    plugins: [react(), vanillaExtractPlugin(), storybookTest({ configDir: path.join(root, '.storybook') })],
    optimizeDeps,
    test: {
      name: 'storybook',
      browser: browser(),
      setupFiles: ['.storybook/vitest.setup.ts'],
    },
  },
];

export default defineConfig({
  test: {
    projects,
  },
});
