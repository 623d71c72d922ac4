// Vite plugin: copies the JavaScript and CSS that the first paint of / loads (the entry chunk and
// everything it imports statically, as the bundle graph says) to dist/first-paint/, so
// size-limit measures exactly those bytes however the bundler splits shared code.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';

export function firstPaintFiles(outDir: string): Plugin {
  return {
    name: 'first-paint-files',
    apply: 'build',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      if (!entry || entry.type !== 'chunk') throw new Error('first-paint-files: no entry chunk');
      const eager = new Set<string>();
      const visit = (fileName: string) => {
        if (eager.has(fileName)) return;
        eager.add(fileName);
        const item = bundle[fileName];
        if (item?.type === 'chunk') {
          item.imports.forEach(visit);
          item.viteMetadata?.importedCss.forEach((css) => eager.add(css));
        }
      };
      visit(entry.fileName);
      const dir = resolve(outDir);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const fileName of eager) {
        const item = bundle[fileName];
        if (!item) continue;
        writeFileSync(resolve(dir, basename(fileName)), item.type === 'chunk' ? item.code : item.source);
      }
      writeFileSync(resolve(dir, 'files.json'), JSON.stringify([...eager], null, 2));
    },
  };
}
