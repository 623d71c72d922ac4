// Vite plugin: `<link rel="modulepreload">` (and a style preload) in index.html for a lazy chunk the
// first screen needs, so it downloads beside the first paint instead of after it renders. Used for
// the lobby: home's banners and tiles would otherwise wait on JS → render → lobby chunk. It costs
// no extra bytes on other routes: the service worker precaches the lobby's files on install anyway.
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { staticClosure } from './vite-budget-files';

export function preloadChunk(moduleSuffix: string): Plugin {
  return {
    name: 'preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
        const chunk = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix));
        if (!entry || !chunk) throw new Error(`preload-chunk: no chunk for ${moduleSuffix}`);
        const eager = staticClosure(bundle, entry.fileName);
        return [...staticClosure(bundle, chunk.fileName)]
          .filter((fileName) => !eager.has(fileName))
          .map((fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: fileName.endsWith('.css') ? { rel: 'preload', as: 'style', crossorigin: true, href: `/${fileName}` } : { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
