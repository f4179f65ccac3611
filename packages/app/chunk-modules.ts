import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: for each chunk file, the source modules it holds
 * (relative to the repository). scripts/check-size.mjs reads it to check that every route loads the message areas
 * its screens use.
 */
export function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'kabuto-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = path.resolve(config.root, '../..');
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (process.env.KABUTO_CHUNK_REPORT && output.isEntry) {
          const sizes = Object.entries(output.modules)
            .map(([id, m]) => [m.renderedLength, id.replace(/.*node_modules\//, '')] as const)
            .sort((a, b) => b[0] - a[0]);
          for (const [size, id] of sizes.slice(0, 60)) console.log(String(size).padStart(8), id);
        }
        chunks[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith('\0') && !id.includes('/node_modules/'))
          .map((id) => path.relative(root, id.split('?')[0] ?? id));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
