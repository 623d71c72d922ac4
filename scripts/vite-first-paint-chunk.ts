// Vite plugin: everything the entry imports statically goes into one chunk beside the entry.
// Left to itself the bundler cuts the first paint into a chunk per set of lazy pages that share a
// module (session, modals, contract rows...), and every extra file costs a request and its own
// compression overhead on a slow phone.
import type { Plugin } from 'vite';

export function firstPaintChunk(): Plugin {
  const eager = new Set<string>();
  return {
    name: 'first-paint-chunk',
    apply: 'build',
    buildEnd() {
      eager.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        if (eager.has(id)) return;
        eager.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      entries.forEach(visit);
      // The entry modules stay in the entry chunk (for an HTML entry, the script it loads too).
      for (const id of entries) {
        eager.delete(id);
        if (id.endsWith('.html')) for (const script of this.getModuleInfo(id)?.importedIds ?? []) eager.delete(script);
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: { groups: [{ name: 'first-paint', test: (id: string) => eager.has(id) && !/\.css($|\?)/.test(id) }] },
      };
    },
  };
}
