import type { Plugin } from 'vite';

/** Workbox's precache entries (workbox-build's ManifestTransform), by the one field this reads. */
type PrecacheEntry = { url: string };

/**
 * The lazy chunks a start needs: the core catalogues of the design system and the app (packages/ui/src/intl/messages,
 * packages/app/src/messages), the installable app's own (src/pwa: the offline banner, the worker's registration
 * and the version check's reload through it) and the push stream's event parser (src/app/sse.ts), kept off the first
 * load.
 */
const startChunk =
  /\/messages\/core\.(jp|cn|us)\.ts$|\/src\/pwa\/(OfflineNotice\.tsx|register\.ts|update\.ts)$|\/eventsource-parser\/dist\/index\.js$/;

/**
 * What the service worker precaches of the hashed assets: the app shell (the entry chunk and everything it imports
 * statically, the one stylesheet), the core message catalogue of each language and the offline banner — what a start
 * needs, offline too.
 * Route chunks and each area's messages are cached when they are used (the cache-first rule in vite.config.ts):
 * precaching all of them would download every route in every language on the first visit.
 */
export function pwaShell(): {
  plugin: Plugin;
  manifestTransform: <E extends PrecacheEntry>(entries: E[]) => { manifest: E[] };
} {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'kabuto-pwa-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      const add = (fileName: string) => {
        if (shell.has(fileName)) return;
        shell.add(fileName);
        const output = bundle[fileName];
        if (output?.type === 'chunk') for (const child of output.imports) add(child);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && (output.isEntry || startChunk.test(output.facadeModuleId ?? '')))
          add(output.fileName);
      }
    },
  };
  // Workbox lists what the globs found (after the bundle is written); only the shell's assets stay.
  // The one stylesheet (cssCodeSplit is off) is written after this plugin sees the bundle: kept by its type.
  const manifestTransform = <E extends PrecacheEntry>(entries: E[]) => ({
    manifest: entries.filter(
      (entry) => !entry.url.startsWith('assets/') || entry.url.endsWith('.css') || shell.has(entry.url),
    ),
  });
  return { plugin, manifestTransform };
}
