// The built app: files from dist/client (precompressed variants chosen by accept-encoding, never
// compressed here), and the index.html shell for page paths (200 for known routes, 404 otherwise,
// the client renders the 404 page). Paths with an extension never get the shell.
import { acceptedEncodings, type Encoding } from '../accept-encoding';
import type { Context, Handler } from 'hono';
import { isValidPage } from '../../contract/route-validation';
import { routeNameOf } from '../../contract/route-paths';
import { routePreloads } from './route-preloads';
import type { AssetFile, AssetReader } from '../options';
import { runAfterResponse } from '../after-response';
import { imagePreloadLink, type FirstBannerHint } from './first-banner';
import { createComposedShell, withFirstBanner } from './shell-banner';
import { SEARCH_FRAME_FILE, withFirstTiles } from './shell-tiles';
import { withTheme, type ShellTheme } from './shell-theme';
import type { UpstreamHint } from './upstream-hint';
import { PATHS } from '../../contract/route-paths';
import type { BrotliStream } from '../compress-json';

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Extensions the build precompresses (keep in step with vite.config.ts). */
const PRECOMPRESSED = new Set(['js', 'mjs', 'css', 'html', 'svg', 'json', 'webmanifest', 'txt', 'xml']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT_CACHE = 'public, max-age=3600';

/** Files that name no version: the browser must revalidate them every time. */
function isUnversioned(path: string): boolean {
  return (
    path === 'index.html' ||
    path === 'build.json' ||
    path === 'sw.js' ||
    path === 'registerSW.js' ||
    path === 'manifest.webmanifest' ||
    /^workbox-[\w-]+\.js$/.test(path)
  );
}

function cacheControlFor(path: string): string {
  if (path.startsWith('assets/')) return IMMUTABLE;
  return isUnversioned(path) ? NO_CACHE : SHORT_CACHE;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The request path as file segments, or null when it may not name a file of ours. */
function safeSegments(rawPath: string): string[] | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(path)) return null;
  const segments = path.split('/').filter(Boolean);
  // No dotfiles, and no `.`/`..` that could climb out of the static root.
  if (segments.some((s) => s.startsWith('.'))) return null;
  return segments;
}

const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

function etagOf(file: AssetFile, encoding: Encoding | undefined): string | undefined {
  const suffix = encoding ? `-${encoding}` : '';
  if (file.etag !== undefined) return `W/"${file.etag.replace(/^W\//, '').replace(/"/g, '')}${suffix}"`;
  if (file.mtime === undefined) return undefined;
  return `W/"${file.size.toString(36)}-${Math.floor(file.mtime).toString(36)}${suffix}"`;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

function discard(file: AssetFile): void {
  if (file.body instanceof ReadableStream) file.body.cancel().catch(() => undefined);
}

/** Answers with a built file (best encoding first), or null when it does not exist. */
async function serveFile(c: Context, assets: AssetReader, path: string, status: 200 | 404, cacheControl: string): Promise<Response | null> {
  const ext = extensionOf(path);
  const compressible = PRECOMPRESSED.has(ext);
  let encoding: Encoding | undefined;
  let file: AssetFile | null = null;
  if (compressible) {
    for (const candidate of acceptedEncodings(c.req.header('accept-encoding'))) {
      file = await assets.read(path + SUFFIX[candidate]);
      if (file) {
        encoding = candidate;
        break;
      }
    }
  }
  file ??= await assets.read(path);
  if (!file) return null;

  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'cache-control': cacheControl,
  };
  if (compressible) headers.vary = 'accept-encoding';
  if (encoding) headers['content-encoding'] = encoding;
  const etag = cacheControl === IMMUTABLE ? undefined : etagOf(file, encoding);
  if (etag) headers.etag = etag;

  if (etag && status === 200 && etagMatches(c.req.header('if-none-match'), etag)) {
    discard(file);
    return new Response(null, { status: 304, headers });
  }
  headers['content-length'] = String(file.size);
  if (c.req.method === 'HEAD') {
    discard(file);
    return new Response(null, { status, headers });
  }
  return new Response(file.body as BodyInit, { status, headers });
}

const plainNotFound = (c: Context) => c.text('Not Found', 404, { 'cache-control': 'no-store' });

async function textOf(assets: AssetReader, path: string): Promise<string | undefined> {
  const file = await assets.read(path);
  return file ? new Response(file.body as BodyInit).text() : undefined;
}

/** What the edge paints into pages' shells from the upstream (first-banner.ts, shell-tiles.ts). */
export interface ShellHints {
  firstBanner?: FirstBannerHint;
  firstTiles?: UpstreamHint<string[]>;
  theme?: UpstreamHint<ShellTheme>;
}

/** GET/HEAD handler for everything that is not a call: files, then the SPA shell. */
export function shellHandler(assets: AssetReader, hints: ShellHints = {}, brotli?: BrotliStream): Handler {
  const composedShell = createComposedShell(assets, (file) => etagOf(file, undefined), brotli);
  const preloadsOf = routePreloads(assets);
  // The built shell in the operator's colours: every page but home and the search page, and the
  // copy the service worker precaches.
  const pageShell = (c: Context, theme: ShellTheme, status: 200 | 404) => composedShell(c, 'page', theme.css, (html) => withTheme(html, theme), { status });
  return async (c) => {
    const keep = (refresh: Promise<unknown>) => runAfterResponse(c, refresh);
    const pathname = new URL(c.req.url).pathname;
    const segments = safeSegments(pathname);
    if (!segments) return plainNotFound(c);
    const last = segments.at(-1) ?? '';
    const ext = extensionOf(last);

    if (!ext) {
      // The raw path and query, as the client's router sees them: one matcher and one route
      // validation (spec section 8: a failed validation is the 404 page, with status 404).
      const status = isValidPage(pathname, Object.fromEntries(new URL(c.req.url).searchParams)) ? 200 : 404;
      // Home's first banner, in the frame and preloaded (first-banner.ts); the search page's first
      // tiles in that page's frame (shell-tiles.ts); other pages as built; every one in the
      // operator's colours (shell-theme.ts).
      const [banner, tiles, theme] = await Promise.all([
        pathname === '/' ? hints.firstBanner?.url(keep) : undefined,
        pathname === PATHS.gameSearch && status === 200 ? hints.firstTiles?.value(keep) : undefined,
        hints.theme?.value(keep),
      ]);
      // The operator's colours in every shell (shell-theme.ts), the page's own pictures after them.
      const themed = (html: string) => (theme ? withTheme(html, theme) : html);
      const themeTag = theme?.css ?? '';
      let shell: Response | null;
      if (banner) shell = await composedShell(c, 'home', `${banner} ${themeTag}`, (html) => themed(withFirstBanner(html, banner)));
      else if (tiles) {
        // The stylesheet preloaded first: the first paint (and so the tiles') waits for it, and
        // parsed from the HTML it started after the picture's preload (Lighthouse's traces).
        shell = await composedShell(
          c,
          'search',
          `${tiles.join(' ')} ${themeTag}`,
          async (html) => {
            const frame = await textOf(assets, SEARCH_FRAME_FILE);
            return themed(frame ? withFirstTiles(html, frame, tiles) : html);
          },
          { preloadStyles: true },
        );
      } else if (theme) shell = await pageShell(c, theme, status);
      else shell = await serveFile(c, assets, 'index.html', status, NO_CACHE);
      if (theme && shell) c.set('cspStyleHashes', [theme.hash]);
      if (!shell) throw new Error('index.html is missing from the static directory (run the build)');
      if (banner) shell.headers.append('link', imagePreloadLink(banner));
      // The first tile's picture starts with the answer's headers, as the banner's, not once the HTML
      // is parsed (about 0.2 s later in Lighthouse's traces), after the stylesheet. One only: three
      // took the connections ahead of the stylesheet, and the first paint waits for it.
      const firstTile = tiles?.find(Boolean);
      if (firstTile) shell.headers.append('link', imagePreloadLink(firstTile));
      // Another page's own files, fetched beside the first paint's (route-preloads.ts); not when the
      // page's pictures come with the HTML (as home's): the app follows them, and its files took
      // connections from them (Lighthouse's traces, issue 25 stop 39).
      const preloads = status === 200 && !tiles ? await preloadsOf(routeNameOf(pathname)) : undefined;
      if (preloads) shell.headers.append('link', preloads);
      return shell;
    }
    // Precompressed variants are chosen by accept-encoding, never requested by name.
    if (ext === 'br' || ext === 'gz') return plainNotFound(c);
    const path = segments.join('/');
    // The service worker precaches the shell as /index.html: with the theme, so a page it serves (a
    // repeat visit, the installed app, offline) paints in the operator's colours too.
    const theme = path === 'index.html' ? await hints.theme?.value(keep) : undefined;
    const precached = theme ? await pageShell(c, theme, 200) : null;
    if (theme && precached) {
      c.set('cspStyleHashes', [theme.hash]);
      return precached;
    }
    return (await serveFile(c, assets, path, 200, cacheControlFor(path))) ?? plainNotFound(c);
  };
}
