import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { pageImports, routePreloads } from '../../../scripts/build/vite-route-preloads';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  isEntry,
  imports,
  moduleIds: facadeModuleId ? [facadeModuleId] : [],
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

describe('route-preloads: each page’s files beyond the first paint', () => {
  it('reads the route table’s lazy imports', () => {
    const source = `export const PAGE_LOADERS = {\n  maintenance: () => import('./features/info/maintenance-page'),\n  gameSearch: () => import('./features/games/search-page'),\n};`;
    expect([...pageImports(source)]).toEqual([
      ['maintenance', './features/info/maintenance-page'],
      ['gameSearch', './features/games/search-page'],
    ]);
  });

  it('lists the loaders’ chunk, the page’s and their static imports with CSS, less the first paint’s files', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', '/r/client/main.tsx', [], ['assets/index.css'], true),
      'assets/first-paint.js': chunk('assets/first-paint.js', '/r/client/start.tsx', ['assets/shared-fp.js']),
      'assets/shared-fp.js': chunk('assets/shared-fp.js', null),
      'assets/loaders.js': chunk('assets/loaders.js', '/r/client/page-loaders.ts', ['assets/first-paint.js']),
      'assets/search.js': chunk('assets/search.js', '/r/client/features/games/search-page.tsx', ['assets/tile.js', 'assets/first-paint.js'], ['assets/search.css']),
      'assets/tile.js': chunk('assets/tile.js', null, ['assets/shared-fp.js'], ['assets/tile.css']),
    } as unknown as OutputBundle;
    const pages = new Map([['gameSearch', './features/games/search-page']]);
    expect(routePreloads(bundle, 'client/start.tsx', 'client/page-loaders.ts', pages)).toEqual({
      gameSearch: ['assets/loaders.js', 'assets/search.js', 'assets/tile.js', 'assets/tile.css', 'assets/search.css'],
    });
    // A page the bundle lacks is a broken build, not a silent gap.
    expect(() => routePreloads(bundle, 'client/start.tsx', 'client/page-loaders.ts', new Map([['x', './features/x-page']]))).toThrow(/no chunk for/);
  });
});
