import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/{ui,api-client}/src/docs/*.mdx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // Storybook 10 does not add the React plugin itself (TOOLCHAIN.md); vanilla-extract compiles *.css.ts.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react(), vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'react-intl',
          'radix-ui',
        ],
      },
    }),
};

export default config;
