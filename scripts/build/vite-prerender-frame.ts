// Vite plugin: renders the home frame (client/features/shell/frame-skeleton.tsx) to HTML and puts
// it into index.html's #cover, so the first paint shows the layout before any JavaScript loads; and
// the search page's frame (search-frame-skeleton.tsx) into a fragment the edge swaps into the cover
// of /game/search's shell with the first tiles' pictures (edge/routes/shell-tiles.ts).
// esbuild bundles the component with Preact and preact-render-to-string into one module that is
// imported from memory: no temporary files, one Preact for the render, and none of Vite's aliases
// (so the React comparison build renders the same frame).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FRAME_BANNER_SKELETON } from '../../edge/routes/shell-banner';
import { FRAME_ART_SKELETON, SEARCH_FRAME_FILE } from '../../edge/routes/shell-tiles';

const SLOT = /<!--home frame:[^>]*-->/;
// Written out whole: knip finds the components through these URLs.
const HOME_FRAME = fileURLToPath(new URL('../../client/features/shell/frame-skeleton.tsx', import.meta.url));
const SEARCH_FRAME = fileURLToPath(new URL('../../client/features/shell/search-frame-skeleton.tsx', import.meta.url));

/** A frame component's HTML, rendered once with preact-render-to-string. */
async function render(component: string, name: string): Promise<string> {
  const entry = [
    `import { h } from 'preact';`,
    `import { renderToString } from 'preact-render-to-string';`,
    `import { ${name} } from ${JSON.stringify(component)};`,
    `export default renderToString(h(${name}, null));`,
  ].join('\n');
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('../..', import.meta.url)), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
  });
  const code = Buffer.from(outputFiles[0]!.contents).toString('base64');
  const module = (await import(`data:text/javascript;base64,${code}`)) as { default: string };
  return module.default;
}

/** The home frame's HTML, as the build puts it into the cover. */
export async function renderFrame(): Promise<string> {
  const html = await render(HOME_FRAME, 'FrameSkeleton');
  // The edge paints home's first banner over this block (edge/routes/shell-banner.ts).
  if (html.split(FRAME_BANNER_SKELETON).length !== 2) throw new Error(`the home frame must hold the banner block ${FRAME_BANNER_SKELETON} once`);
  return html;
}

/** The search page's frame, as the edge puts it into that page's cover. */
export async function renderSearchFrame(): Promise<string> {
  const html = await render(SEARCH_FRAME, 'SearchFrameSkeleton');
  // The edge paints the first tiles' pictures over these blocks (edge/routes/shell-tiles.ts).
  if (!html.includes(FRAME_ART_SKELETON)) throw new Error(`the search frame must hold tile blocks ${FRAME_ART_SKELETON}`);
  return html;
}

/** index.html with the frame in the cover's slot (the slot must be there: a lost slot fails the build). */
export function withFrame(html: string, frame: string): string {
  if (!SLOT.test(html)) throw new Error('index.html: the cover has no <!--home frame: ...--> slot');
  return html.replace(SLOT, () => frame);
}

export function prerenderFrame(): Plugin {
  return {
    name: 'prerender-frame',
    transformIndexHtml: async (html) => withFrame(html, await renderFrame()),
    // Only in the client build (the file goes out with index.html), read by the edge at run time.
    async generateBundle() {
      if (this.environment?.name && this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: SEARCH_FRAME_FILE, source: await renderSearchFrame() });
    },
  };
}
