// Vite plugin: the app's start module (`startModule`, which the entry imports once the prerendered
// frame has painted) and everything it imports statically go into one chunk, the first paint's.
// Left to itself the bundler cuts it into a chunk per set of lazy pages that share a module
// (session, modals, contract rows...), and every extra file costs a request and its own
// compression overhead on a slow phone. What the entry itself imports statically stays in the
// entry chunk, which index.html loads before its first paint.
//
// Every lazy `import()` carries a list of the files to preload with it (`__vite__mapDeps`); the
// first paint's scripts are named in most of them although every such import runs after they
// have loaded (the preload helper skips them: their links are in the document). Those names only
// cost bytes, so the lists leave them out, but for the entry's own import of the first paint's chunk.
import type { Plugin } from 'vite';
import { firstPaintFiles } from './vite-budget-files';
import { catalogueModules, staticClosureOf, type ModuleGraph } from './catalogue-chunk';

/** The catalogue's chunk: what home's lobby shares with the other pages that draw game tiles (catalogue-chunk.ts). */
export interface CatalogueChunk {
  /** The end of the lobby module's path. */
  lobby: string;
  /** The end of the game tile module's path: a part that loads it draws game tiles. */
  tile: string;
}

const scriptOrCssModule = (id: string) => !/\.css($|\?)/.test(id) || /\.module\.css($|\?)/.test(id);

/**
 * `carried`: ends of module paths the first paint's chunk carries although the start does not import
 * them: small modules several lazy parts share, which would otherwise be a file (a request) of their own.
 */
export function firstPaintChunk(startModule: string, catalogue?: CatalogueChunk, carried: readonly string[] = []): Plugin {
  const eager = new Set<string>();
  let shared = new Set<string>();
  // Filled before Vite writes the preload lists (its import analysis runs in generateBundle after this plugin's).
  let loaded = new Set<string>();
  return {
    name: 'first-paint-chunk',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          // `file` is the chunk imported, `deps` its scripts (Vite keeps the CSS of the list itself).
          resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
            hostType === 'js' && !loaded.has(file) ? deps.filter((dep) => !loaded.has(dep)) : deps,
        },
      },
    }),
    generateBundle(_options, bundle) {
      loaded = new Set([...firstPaintFiles(bundle, startModule)].filter((fileName) => fileName.endsWith('.js')));
    },
    buildEnd() {
      eager.clear();
      const graph: ModuleGraph = {
        ids: [...this.getModuleIds()],
        importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        isLazy: (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
      };
      const start = graph.ids.filter((id) => id.replaceAll('\\', '/').endsWith(startModule));
      if (start.length !== 1) throw new Error(`first-paint-chunk: no module ${startModule}`);
      const entry = staticClosureOf(graph, graph.ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of staticClosureOf(graph, start)) if (!entry.has(id)) eager.add(id);
      for (const end of carried) {
        const id = graph.ids.find((one) => one.replaceAll('\\', '/').endsWith(end));
        if (!id) throw new Error(`first-paint-chunk: no module ${end} to carry`);
        eager.add(id);
      }
      shared = catalogue ? catalogueModules(graph, catalogue.lobby, catalogue.tile, new Set([...entry, ...eager])) : new Set();
    },
    outputOptions(options) {
      return {
        ...options,
        // Not recursive: what the entry shares with the app (the preload helper, the bundler's
        // runtime) stays with the entry, and the entry never waits on the first paint's chunk.
        // A group takes scripts and CSS modules; plain stylesheets stay with their importer's CSS.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'first-paint', test: (id: string) => eager.has(id) && scriptOrCssModule(id) },
            { name: 'catalogue', test: (id: string) => shared.has(id) && scriptOrCssModule(id) },
          ],
        },
      };
    },
  };
}
