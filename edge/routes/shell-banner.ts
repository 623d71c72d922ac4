// The shell of `/` with home's first banner painted in the prerendered frame, so the first paint
// shows the real picture (the page's LCP) with the HTML, not after the JS, preLogin and the lobby.
// The build writes the banner as a skeleton block (client/features/shell/frame-skeleton.tsx;
// scripts/build/vite-prerender-frame.ts fails when the block below is missing); the edge swaps in the
// image. A composed page (this one, and /game/search's: shell-tiles.ts) is kept per build and what
// went in, compressed once per encoding.
import type { Context } from 'hono';
import { acceptedEncodings, type Encoding } from '../accept-encoding';
import type { BrotliStream } from '../compress-json';
import type { AssetFile, AssetReader } from '../options';

/** The banner's block in the prerendered frame, exactly as the build writes it. */
export const FRAME_BANNER_SKELETON = '<span class="frame-block frame-banner"></span>';

/**
 * The frame's banner showing `url` (already checked by firstBannerUrl: a plain path or https URL).
 * Drawn a pixel larger on each side than the app's banner (frame-skeleton.css): when the app's
 * own banner paints under the fading cover, it is not larger, so it is not a new LCP candidate.
 */
export const frameBannerImage = (url: string): string =>
  `<span class="frame-banner frame-banner-shown"><img src="${url.replace(/&/g, '&amp;')}" alt="" width="750" height="300" fetchpriority="high"></span>`;

/** `html` with the first banner in the frame; as it was when the build wrote no banner block. */
export function withFirstBanner(html: string, url: string): string {
  return html.includes(FRAME_BANNER_SKELETON) ? html.replace(FRAME_BANNER_SKELETON, () => frameBannerImage(url)) : html;
}

type Composed = { key: string; html: Uint8Array; encoded: Map<Encoding, Uint8Array>; styles: string[] };

// The built shell's stylesheets (Vite writes `<link rel="stylesheet" crossorigin href="/assets/...">`).
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g;

/** The Link value preloading a shell's stylesheet (CORS, as its tag asks). */
const stylePreloadLink = (href: string): string => `<${href}>; rel=preload; as=style; crossorigin`;

async function bytesOf(file: AssetFile): Promise<Uint8Array> {
  return file.body instanceof Uint8Array ? file.body : new Uint8Array(await new Response(file.body).arrayBuffer());
}

/** A short, stable tag of the banner URL for the ETag (FNV-1a). */
function tagOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Serves a page's shell composed from index.html: `compose(html)` for `page`, kept per build and
 * `tag` (what went in, e.g. the banner URL), compressed once per encoding; its ETag names both.
 * `etagOf` gives the built file's validator. Null when index.html is missing.
 */
export function createComposedShell(assets: AssetReader, etagOf: (file: AssetFile) => string | undefined, brotli?: BrotliStream) {
  // One composed page per page name: what goes in changes rarely, and a new build restarts the edge.
  const composed = new Map<string, Composed>();

  const compress = async (html: Uint8Array, encoding: Encoding): Promise<Uint8Array> => {
    const stream = encoding === 'br' ? brotli!() : (new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>);
    return new Uint8Array(await new Response(new Response(html as BodyInit).body!.pipeThrough(stream)).arrayBuffer());
  };

  /**
   * `preloadStyles`: the shell's stylesheets go first in a `Link` header (they start with the
   * headers). `status`: 404 for a path the app shows its not-found page on (never a 304 then).
   */
  return async (
    c: Context,
    page: string,
    tag: string,
    compose: (html: string) => string | Promise<string>,
    { preloadStyles = false, status = 200 }: { preloadStyles?: boolean; status?: 200 | 404 } = {},
  ): Promise<Response | null> => {
    const file = await assets.read('index.html');
    if (!file) return null;
    const base = etagOf(file) ?? 'shell';
    const key = `${base} ${tag}`;
    let current = composed.get(page);
    if (current?.key !== key) {
      const html = await compose(new TextDecoder().decode(await bytesOf(file)));
      current = { key, html: new TextEncoder().encode(html), encoded: new Map(), styles: [...html.matchAll(STYLESHEET)].map((match) => match[1]!) };
      composed.set(page, current);
    } else if (file.body instanceof ReadableStream) {
      await file.body.cancel().catch(() => undefined);
    }
    const encoding = acceptedEncodings(c.req.header('accept-encoding')).find((name) => name === 'gzip' || brotli !== undefined);
    let body = current.html;
    if (encoding) {
      let encoded = current.encoded.get(encoding);
      if (!encoded) current.encoded.set(encoding, (encoded = await compress(current.html, encoding)));
      body = encoded;
    }
    const etag = `W/"${base.replace(/^W\//, '').replace(/"/g, '')}-${tagOf(`${page} ${tag}`)}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      etag,
    };
    if (encoding) headers['content-encoding'] = encoding;
    if (preloadStyles && current.styles.length) headers.link = current.styles.map(stylePreloadLink).join(', ');
    const ifNoneMatch = c.req.header('if-none-match');
    if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))) return new Response(null, { status: 304, headers });
    headers['content-length'] = String(body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : (body as BodyInit), { status, headers });
  };
}
