// Vite plugin: the app's start module (`startModule`, which the entry imports once the prerendered
// frame has painted) and everything it imports statically go into one chunk, the first paint's.
// Left to itself the bundler cuts it into a chunk per set of lazy pages that share a module
// (session, modals, contract rows...), and every extra file costs a request and its own
// compression overhead on a slow phone. What the entry itself imports statically stays in the
// entry chunk, which index.html loads before its first paint.
import type { Plugin } from 'vite';

export function firstPaintChunk(startModule: string): Plugin {
  const eager = new Set<string>();
  return {
    name: 'first-paint-chunk',
    apply: 'build',
    buildEnd() {
      eager.clear();
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        roots.forEach(visit);
        return found;
      };
      const start = ids.filter((id) => id.replaceAll('\\', '/').endsWith(startModule));
      if (start.length !== 1) throw new Error(`first-paint-chunk: no module ${startModule}`);
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of closure(start)) if (!entry.has(id)) eager.add(id);
    },
    outputOptions(options) {
      return {
        ...options,
        // Not recursive: what the entry shares with the app (the preload helper, the bundler's
        // runtime) stays with the entry, and the entry never waits on the first paint's chunk.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'first-paint', test: (id: string) => eager.has(id) && (!/\.css($|\?)/.test(id) || /\.module\.css($|\?)/.test(id)) }] },
      };
    },
  };
}
