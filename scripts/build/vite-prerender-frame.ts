// Vite plugin: renders the home frame (client/features/shell/frame-skeleton.tsx) to HTML and puts
// it into index.html's #cover, so the first paint shows the layout before any JavaScript loads.
// esbuild bundles the component with Preact and preact-render-to-string into one module that is
// imported from memory: no temporary files, one Preact for the render, and none of Vite's aliases
// (so the React comparison build renders the same frame).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FRAME_BANNER_SKELETON } from '../../edge/routes/shell-banner';

const COMPONENT = fileURLToPath(new URL('../../client/features/shell/frame-skeleton.tsx', import.meta.url));
const SLOT = /<!--home frame:[^>]*-->/;

/** The frame's HTML, as the build puts it into the cover. */
export async function renderFrame(): Promise<string> {
  const entry = [
    `import { h } from 'preact';`,
    `import { renderToString } from 'preact-render-to-string';`,
    `import { FrameSkeleton } from ${JSON.stringify(COMPONENT)};`,
    `export default renderToString(h(FrameSkeleton, null));`,
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
  // The edge paints home's first banner over this block (edge/routes/shell-banner.ts).
  if (module.default.split(FRAME_BANNER_SKELETON).length !== 2) throw new Error(`the home frame must hold the banner block ${FRAME_BANNER_SKELETON} once`);
  return module.default;
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
  };
}
