import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import manifest from './package.json' with { type: 'json' };

// The publishable build of @kabuto/ui (npm run build --workspace @kabuto/ui → dist/; see README.md). The workspace
// itself never reads dist: the app, Storybook and Vitest import the TypeScript source through package.json's exports.
// Vite's library mode with the same vanilla-extract plugin the app uses compiles every *.css.ts into plain class
// names and one stylesheet, so a consumer needs no plugin, only `import '@kabuto/ui/styles.css'`.
const external = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A library ships readable modules; the consumer's bundler minifies.
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', console: 'src/console.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: {
      // Dependencies and peers stay imports; any other package (another @kabuto/* workspace, a dev-only tool) would
      // be bundled from the workspace's source, so it fails the build instead.
      external: (id, importer, isResolved) => {
        if (isResolved || /^[./\0]/.test(id) || id.includes(':')) return false;
        if (external.some((name) => id === name || id.startsWith(`${name}/`))) return true;
        throw new Error(`${id}, imported by ${importer}, is not a dependency or peer dependency of @kabuto/ui`);
      },
      // One output module per source module: a consumer's bundler drops the screens it does not import, and each
      // message catalogue stays a lazy chunk of its own (loadUiMessages, loadUiAreaMessages).
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      // Rolldown's note that vanilla-extract's transform takes most of the build time says nothing actionable here.
      checks: { pluginTimings: false },
    },
  },
});
