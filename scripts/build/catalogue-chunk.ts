// Which modules go into the catalogue's chunk (vite-first-paint-chunk.ts): what home's lobby shares
// with the other pages that draw game tiles, and with no other page. Left to itself the bundler
// gives each set of pages sharing a module a chunk of its own: the tile, its grid, icons, chips,
// likes and view events were a dozen small files, each a request on a first visit to `/` or
// `/game/search`. A module joins only if every lazy part that loads it draws game tiles, so no
// page loads a byte it did not load before; a module that is itself imported lazily stays apart
// (its own import must fetch only it).

/** The bundle's module graph, as the plugin context gives it. */
export interface ModuleGraph {
  ids: string[];
  importedIds: (id: string) => readonly string[];
  /** Whether some module imports `id` with `import()`. */
  isLazy: (id: string) => boolean;
}

/** `roots` and every module they import statically. */
export function staticClosureOf(graph: ModuleGraph, roots: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of graph.importedIds(id)) visit(imported);
  };
  roots.forEach(visit);
  return found;
}

const pathOf = (id: string) => id.replaceAll('\\', '/');

/**
 * The catalogue's modules: in the lobby's static closure, not loaded already (`loaded`: the
 * entry's and the first paint's), loaded by at least one other lazy part, and only by lazy parts
 * that load the module ending with `tileModule`.
 */
export function catalogueModules(graph: ModuleGraph, lobbyModule: string, tileModule: string, loaded: Set<string>): Set<string> {
  const lobby = graph.ids.find((id) => pathOf(id).endsWith(lobbyModule));
  const tile = graph.ids.filter((id) => pathOf(id).endsWith(tileModule));
  if (!lobby || tile.length === 0) return new Set();
  const parts = graph.ids.filter(graph.isLazy).map((root) => staticClosureOf(graph, [root]));
  const drawsTiles = (part: Set<string>) => tile.some((id) => part.has(id));
  const modules = new Set<string>();
  for (const id of staticClosureOf(graph, [lobby])) {
    if (loaded.has(id) || graph.isLazy(id)) continue;
    const users = parts.filter((part) => part.has(id));
    if (users.length > 1 && users.every(drawsTiles)) modules.add(id);
  }
  return modules;
}
