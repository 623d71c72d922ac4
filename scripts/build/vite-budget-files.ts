// Vite plugin: copies the exact files a part of the app loads into a folder per part, worked out
// from the bundle graph, so size-limit measures those bytes however the bundler splits and names
// chunks:
// - `firstPaintDir`: the entry chunk and the start module's chunk (which the entry imports once the
//   frame has painted), with everything they import statically (JS and CSS);
// - each lazy part: the chunk of one source module and its static imports, minus the first paint.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The chunk `start` and every file it loads statically (chunks and their CSS). */
export function staticClosure(bundle: OutputBundle, start: string): Set<string> {
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

function copyFiles(bundle: OutputBundle, fileNames: string[], outDir: string): void {
  const dir = resolve(outDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const fileName of fileNames) {
    const item = bundle[fileName];
    if (item) writeFileSync(resolve(dir, basename(fileName)), item.type === 'chunk' ? item.code : item.source);
  }
  writeFileSync(resolve(dir, 'files.json'), JSON.stringify(fileNames, null, 2));
}

/** The chunk holding the module whose path ends with `moduleSuffix`, if any. */
export function chunkOf(bundle: OutputBundle, moduleSuffix: string) {
  return Object.values(bundle).find(
    (item) => item.type === 'chunk' && (item.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix) || item.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(moduleSuffix))),
  );
}

/** The first paint's files: the entry's and the start module's static closures. */
export function firstPaintFiles(bundle: OutputBundle, startModule: string): Set<string> {
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry) throw new Error('budget-files: no entry chunk');
  const start = chunkOf(bundle, startModule);
  if (!start) throw new Error(`budget-files: no chunk for ${startModule}`);
  return new Set([...staticClosure(bundle, entry.fileName), ...staticClosure(bundle, start.fileName)]);
}

export interface BudgetFilesOptions {
  firstPaintDir: string;
  /** The module the entry imports once the frame has painted (part of the first paint). */
  startModule: string;
  /** Lazy parts: the end of the module's path (e.g. 'features/home/lobby.tsx') → folder. */
  lazy: Record<string, string>;
}

export function budgetFiles({ firstPaintDir, startModule, lazy }: BudgetFilesOptions): Plugin {
  return {
    name: 'budget-files',
    apply: 'build',
    writeBundle(_options, bundle) {
      const eager = firstPaintFiles(bundle, startModule);
      copyFiles(bundle, [...eager], firstPaintDir);
      for (const [moduleSuffix, outDir] of Object.entries(lazy)) {
        const chunk = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix),
        );
        if (!chunk) throw new Error(`budget-files: no chunk for ${moduleSuffix}`);
        copyFiles(bundle, [...staticClosure(bundle, chunk.fileName)].filter((fileName) => !eager.has(fileName)), outDir);
      }
    },
  };
}
