import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './precompress.ts';
import { stripMessageDescriptions } from './strip-descriptions.ts';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const apiTarget = process.env.KABUTO_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [stripMessageDescriptions(), react(), vanillaExtractPlugin(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Fonts are split by unicode range already; keep them as files so only the used slices load.
    assetsInlineLimit: 0,
    // The seed's page-chunk load timeout is handled by the router; warn well below our budget.
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: {
      '/api/vue': { target: apiTarget, changeOrigin: false },
    },
  },
});
