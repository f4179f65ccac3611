import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './precompress.ts';
import { stripMessageDescriptions } from './strip-descriptions.ts';
import { chunkModules } from './chunk-modules.ts';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** Also in packages/server/src/http/app-shell.ts. */
const cspNoncePlaceholder = 'KABUTO_CSP_NONCE';
const apiTarget = process.env.KABUTO_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [stripMessageDescriptions(), react(), vanillaExtractPlugin(), precompress(), chunkModules()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  // The server replaces this placeholder with a fresh nonce per response and allows it in the CSP's style-src: the
  // one <style> the app writes at run time (Radix's scroll lock while a dialog or sheet is open) carries it.
  html: { cspNonce: cspNoncePlaceholder },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // One stylesheet (about 9 KB gzip for every screen) in the page's head: a lazy screen then inserts no <link>
    // elements of its own, which on a slow phone cost a style recalculation each in the middle of navigation.
    cssCodeSplit: false,
    // The entry's own imports are preloaded from index.html. A lazy screen's imports are not: Vite's runtime preload
    // appends a <link> per dependency (thirty for the home screen) in one task — a long task on a slow phone that
    // bought nothing, since the browser fetches a module's imports in parallel as soon as it parses it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // Fonts are split by unicode range already; keep them as files so only the used slices load.
    assetsInlineLimit: 0,
    // The seed's page-chunk load timeout is handled by the router; warn well below our budget.
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: {
        // The design system's own components' messages (a few KB, used by nearly every screen) in one chunk, rather
        // than a dozen chunks of a few hundred bytes each per route; each screen's messages stay with its screen.
        manualChunks: (id) =>
          /\/packages\/ui\/src\/components\/[^/]+\/[^/]+\.messages\.ts$/.test(id) ? 'ui-messages' : undefined,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/vue': { target: apiTarget, changeOrigin: false },
    },
  },
});
