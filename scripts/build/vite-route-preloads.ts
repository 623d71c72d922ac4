// Vite plugin: writes `route-preloads.json` beside the shell: for each page of page-loaders.ts, the
// files its first visit loads beyond the first paint (the page-loaders chunk, the page's chunk and
// its static imports, scripts and stylesheets). The edge names them in a `Link` header of that
// page's shell (edge/routes/route-preloads.ts), so a deep link fetches them beside the first
// paint's files instead of one level after another (first paint, then page-loaders, then the page,
// then its imports: four round trips on a slow phone before the page can render).
import { readFileSync } from 'node:fs';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from '../../edge/routes/route-preloads';
import { staticClosure, firstPaintFiles } from './vite-budget-files';


/** `name: () => import('./x')` pairs of page-loaders.ts's source: route name → module path. */
export function pageImports(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/gm)) found.set(match[1]!, match[2]!);
  return found;
}

/** Route name → the files (bundle paths) its first visit loads beyond the first paint. */
export function routePreloads(bundle: OutputBundle, startModule: string, loadersModule: string, pages: Map<string, string>): Record<string, string[]> {
  const eager = firstPaintFiles(bundle, startModule);
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const chunkOfModule = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').replace(/\.tsx?$/, '').endsWith(suffix));
  const loaders = chunkOfModule(loadersModule.replace(/\.tsx?$/, ''));
  if (!loaders) throw new Error(`route-preloads: no chunk for ${loadersModule}`);
  const result: Record<string, string[]> = {};
  for (const [name, module] of pages) {
    const page = chunkOfModule(`client/${module.replace(/^\.\//, '')}`);
    if (!page) throw new Error(`route-preloads: no chunk for ${module} (route ${name})`);
    const files = new Set([...staticClosure(bundle, loaders.fileName), ...staticClosure(bundle, page.fileName)]);
    result[name] = [...files].filter((file) => !eager.has(file) && /\.(js|css)$/.test(file));
  }
  return result;
}

export function routePreloadsFile(startModule: string, loadersModule: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const id = [...this.getModuleIds()].find((moduleId) => moduleId.replaceAll('\\', '/').endsWith(loadersModule));
      const pages = id ? pageImports(readFileSync(id, 'utf8')) : new Map<string, string>();
      if (pages.size === 0) throw new Error(`route-preloads: no pages found in ${loadersModule}`);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routePreloads(bundle, startModule, loadersModule, pages)) });
    },
  };
}
