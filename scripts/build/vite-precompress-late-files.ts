// Vite plugin: vite-plugin-pwa writes sw.js and workbox-*.js after the compression plugin has
// run, so those two are precompressed here, at the very end of the build (the edge never
// compresses per request).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export function precompressLateFiles(outDir: string, pattern = /^(sw|workbox-[\w-]+)\.js$/): Plugin {
  return {
    name: 'precompress-late-files',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const name of readdirSync(outDir)) {
          if (!pattern.test(name)) continue;
          const path = join(outDir, name);
          const source = readFileSync(path);
          if (!existsSync(`${path}.br`)) {
            writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          }
          if (!existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}
