// Vite plugin: copies the JavaScript and CSS a lazy chunk loads (the chunk of one source module and
// everything it imports statically, minus what the first paint already loaded) to `outDir`, so
// size-limit measures what opening that part of the app costs, however the bundler names chunks.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';

function staticClosure(bundle: OutputBundle, start: string): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const item = bundle[fileName];
    if (item?.type === 'chunk') {
      item.imports.forEach(visit);
      item.viteMetadata?.importedCss.forEach((css) => files.add(css));
    }
  };
  visit(start);
  return files;
}

/** `moduleSuffix`: the end of the lazy module's path, e.g. 'features/home/lobby.tsx'. */
export function lazyChunkFiles(moduleSuffix: string, outDir: string): Plugin {
  return {
    name: 'lazy-chunk-files',
    apply: 'build',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      const chunk = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix));
      if (!entry || !chunk) throw new Error(`lazy-chunk-files: no chunk for ${moduleSuffix}`);
      const eager = staticClosure(bundle, entry.fileName);
      const lazy = [...staticClosure(bundle, chunk.fileName)].filter((fileName) => !eager.has(fileName));
      const dir = resolve(outDir);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const fileName of lazy) {
        const item = bundle[fileName];
        if (item) writeFileSync(resolve(dir, basename(fileName)), item.type === 'chunk' ? item.code : item.source);
      }
      writeFileSync(resolve(dir, 'files.json'), JSON.stringify(lazy, null, 2));
    },
  };
}
