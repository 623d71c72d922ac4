import { describe, expect, it } from 'vitest';
import { catalogueModules, type ModuleGraph } from '../../../scripts/build/catalogue-chunk';

/** A graph from `importer: [static imports]`, with the lazily imported modules listed apart. */
function graphOf(imports: Record<string, string[]>, lazy: string[]): ModuleGraph {
  const ids = [...new Set([...Object.keys(imports), ...Object.values(imports).flat()])];
  return { ids, importedIds: (id) => imports[id] ?? [], isLazy: (id) => lazy.includes(id) };
}

const LAZY = ['/app/home/lobby.tsx', '/app/games/search.tsx', '/app/bonus/events.tsx', '/app/stores/log.ts'];
const GRAPH = graphOf(
  {
    '/app/home/lobby.tsx': ['/app/ui/grid.tsx', '/app/home/carousel.tsx', '/app/lib/dates.ts', '/app/stores/session.ts', '/app/stores/log.ts'],
    '/app/ui/grid.tsx': ['/app/ui/game-tile.tsx', '/app/ui/grid.module.css'],
    '/app/games/search.tsx': ['/app/ui/grid.tsx', '/app/ui/chips.tsx', '/app/lib/dates.ts'],
    '/app/home/carousel.tsx': ['/app/ui/chips.tsx'],
    '/app/bonus/events.tsx': ['/app/lib/dates.ts', '/app/stores/log.ts'],
  },
  LAZY,
);

describe('catalogueModules', () => {
  const modules = catalogueModules(GRAPH, 'home/lobby.tsx', 'ui/game-tile.tsx', new Set(['/app/stores/session.ts']));

  it('takes what the lobby shares only with pages that draw game tiles', () => {
    expect([...modules].sort()).toEqual(['/app/ui/chips.tsx', '/app/ui/game-tile.tsx', '/app/ui/grid.module.css', '/app/ui/grid.tsx']);
  });

  it('leaves what a page without tiles loads, what only the lobby loads, and what the first paint has', () => {
    expect(modules.has('/app/lib/dates.ts')).toBe(false);
    expect(modules.has('/app/home/carousel.tsx')).toBe(false);
    expect(modules.has('/app/stores/session.ts')).toBe(false);
  });

  it('leaves a module imported lazily, and the lobby itself', () => {
    expect(modules.has('/app/stores/log.ts')).toBe(false);
    expect(modules.has('/app/home/lobby.tsx')).toBe(false);
  });

  it('is empty when the lobby or the tile is not in the bundle', () => {
    expect(catalogueModules(GRAPH, 'home/missing.tsx', 'ui/game-tile.tsx', new Set()).size).toBe(0);
    expect(catalogueModules(GRAPH, 'home/lobby.tsx', 'ui/missing.tsx', new Set()).size).toBe(0);
  });
});
