import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json|txt)$/;

/** Writes .br and .gz beside every compressible file of the build, for the server to send as they are. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kabuto-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const file = path.join(dir, name);
          if (statSync(file).isDirectory()) walk(file);
          else if (compressible.test(name)) {
            const content = readFileSync(file);
            if (content.length < 1024) continue;
            writeFileSync(
              `${file}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}
