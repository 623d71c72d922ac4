// A page's own files, named in its shell's `Link` header: a deep link (a shared or notified page,
// the wrapper's) fetches the page's scripts and stylesheets beside the first paint's, instead of
// one level after another once the app asks for them. The build lists them per route
// (scripts/build/vite-route-preloads.ts, `route-preloads.json`); home has none (its picture comes
// first, and its lobby follows the first paint).
import type { AssetReader } from '../options';
import type { RouteName } from '../../contract/route-paths';

/** The build's list, beside the shell (written by scripts/build/vite-route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** A built file the list may name: nothing else reaches a header. */
const ASSET = /^assets\/[\w-]+\.(js|css)$/;
/** More would be a broken build: a page's first visit loads a few tens of files. */
const MOST_FILES = 64;

/**
 * The `Link` value for a list of built files: the scripts, as the app's loader asks for them (CORS,
 * same origin), at low priority. A header's preloads start before the document is parsed: at their
 * own (high) priority they took the connections ahead of the shell's stylesheet and entry script
 * and delayed the first paint. Chromium keeps a stylesheet's preload high whatever it is told, so
 * the page's stylesheets (a few hundred bytes each) are left to the app's loader.
 */
export function preloadLinkOf(files: readonly string[]): string {
  return files
    .filter((file) => file.endsWith('.js'))
    .map((file) => `</${file}>; rel=preload; as=script; crossorigin; fetchpriority=low`)
    .join(', ');
}

/** Route name → `Link` value, from the build's list (checked: only built asset names pass). */
export function parseRoutePreloads(text: string): Map<string, string> {
  const links = new Map<string, string>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return links;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return links;
  for (const [name, files] of Object.entries(parsed)) {
    if (!Array.isArray(files) || files.length > MOST_FILES || !files.every((file) => typeof file === 'string' && ASSET.test(file))) continue;
    const link = preloadLinkOf(files as string[]);
    if (link) links.set(name, link);
  }
  return links;
}

async function readText(assets: AssetReader): Promise<string> {
  const file = await assets.read(ROUTE_PRELOADS_FILE);
  if (!file) return '{}';
  if (file.body instanceof Uint8Array) return new TextDecoder().decode(file.body);
  return new Response(file.body).text();
}

/** Reads the build's list once (a build without one preloads nothing); then a lookup per shell. */
export function routePreloads(assets: AssetReader): (route: RouteName | undefined) => Promise<string | undefined> {
  let links: Promise<Map<string, string>> | undefined;
  return async (route) => {
    if (!route || route === 'home') return undefined;
    links ??= readText(assets).then(parseRoutePreloads, () => new Map<string, string>());
    return (await links).get(route);
  };
}
