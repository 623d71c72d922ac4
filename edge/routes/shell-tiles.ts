// The shell of /game/search with the first tiles' pictures in a frame of that page. A first visit's
// LCP there is a tile's picture, which the app would show only after its JS, preLogin and the page's
// render (about 3 s at Lighthouse's mobile settings). The build renders the search page's frame as
// skeletons into SEARCH_FRAME_FILE (scripts/build/vite-prerender-frame.ts); the edge swaps it into
// the cover of index.html and paints the catalogue's first games over its first row of tile blocks:
// the games the page shows first on a first visit (no query, no filter), in its order and places.
import type { AppConfig } from '../../contract/core';
import { EDGE_CALLS } from '../../contract/all';
import { safeImageUrl } from '../../contract/safe-url';
import type { EdgeOptions } from '../options';
import { SAFE_URL } from './first-banner';
import { createUpstreamHint, guestCall, type UpstreamHint } from './upstream-hint';

/** The search page's frame, written by the build beside index.html. */
export const SEARCH_FRAME_FILE = 'shell/search-frame.html';
/** A tile's picture block in the frame, exactly as the build writes it. */
export const FRAME_ART_SKELETON = '<span class="frame-block frame-art"></span>';
/** Tiles the frame draws (features/shell/search-frame-skeleton.tsx's SEARCH_FRAME_TILES). */
export const FRAME_TILES = 12;
/**
 * Tiles painted: the first row, the app's own first slice and its high-priority pictures
 * (search-page.tsx). More competed with them for the connections (HTTP/1.1 has six) and the
 * link, and the page's LCP is whichever of the row paints first (docs/decisions.md, issue 25 stop 39).
 */
export const PAINTED_TILES = 3;

// The cover's content: from its opening tag to its end just before #app (the frame holds no #app).
const COVER = /(<div id="cover"[^>]*>)[\s\S]*?(<\/div>\s*<div id="app">)/;

/** A tile's picture, a pixel larger on each side than the app's (frame-skeleton.css). */
const frameTileImage = (url: string): string =>
  `<span class="frame-art-shown"><img src="${url.replace(/&/g, '&amp;')}" alt="" width="300" height="400" fetchpriority="high"></span>`;

/**
 * index.html with `frame` in its cover and its first tile blocks painted with `urls` in order (''
 * leaves a block as it is: the app shows no picture there either); as it was without a cover.
 */
export function withFirstTiles(html: string, frame: string, urls: readonly string[]): string {
  if (!COVER.test(html) || !frame.includes(FRAME_ART_SKELETON)) return html;
  let index = 0;
  const painted = frame.replace(new RegExp(FRAME_ART_SKELETON.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g'), (block) => {
    const url = urls[index];
    const image = url ? frameTileImage(url) : block;
    index++;
    return image;
  });
  return html.replace(COVER, (_, open: string, close: string) => open + painted + close);
}

/** The config's parts this reads, as loose as an answer may come. */
type LooseConfig = { [K in keyof AppConfig]?: unknown };
type Listed = { id?: unknown; status?: unknown; sort?: unknown };
const enabled = <T extends Listed>(list: unknown): T[] => (Array.isArray(list) ? list.filter((item: T | null) => !!item && item.status === 1) : []);
const bySort = (a: Listed, b: Listed): number => (a.sort as number) - (b.sort as number) || (a.id as number) - (b.id as number);

/** A game's picture as the app shows it (stores/games.ts gameImageUrl), if plain enough to write; else ''. */
function tileUrl(img: unknown, resourceUrl: string): string {
  if (typeof img !== 'string') return '';
  const url = safeImageUrl(/^https:\/\//i.test(img) || img.startsWith('/') ? img : resourceUrl + img);
  return url && url.length <= 512 && SAFE_URL.test(url) ? url : '';
}

/**
 * The pictures of the search page's first tiles on a first visit: the catalogue's enabled games of
 * enabled types by sort then id (stores/games.ts buildCatalogue; no query, no filter). Undefined
 * when the page would not look like the frame: no games, or a chip row (types, tags, brands) empty.
 */
export function firstTileUrls(config: LooseConfig | null | undefined): string[] | undefined {
  const types = enabled(config?.appGameTypeList);
  const tags: unknown[] = Array.isArray(config?.appGameTagList) ? config.appGameTagList : [];
  if (!types.length || !tags.length || !enabled(config?.appGameBrandList).length) return undefined;
  const typeIds = new Set(types.map((type) => type.id));
  const games = enabled<Listed & { gameTypeId?: unknown; img?: unknown }>(config?.appGameList).filter((game) => typeIds.has(game.gameTypeId));
  if (!games.length) return undefined;
  const resourceUrl = typeof config?.gameResourceUrl === 'string' ? config.gameResourceUrl : '';
  return games
    .sort(bySort)
    .slice(0, PAINTED_TILES)
    .map((game) => tileUrl(game.img, resourceUrl));
}

type TilesOptions = Pick<EdgeOptions, 'fetch' | 'upstreamUrl' | 'appId' | 'appWebName' | 'appVersion' | 'channel' | 'limits' | 'now'>;
type Tiles = { v: unknown; urls: string[] | undefined };

/**
 * Keeps the first tiles of the guest's catalogue (`anonymous/appConfig`, as the maintenance check
 * asks it), refreshed at most once per `ttlMs`; a refresh sends the version it has, so an unchanged
 * catalogue comes without its body.
 */
export function createFirstTilesHint(options: TilesOptions, ttlMs: number, waitMs: number): UpstreamHint<string[]> {
  const hint = createUpstreamHint<Tiles>(
    async (last) => {
      const answer = (await guestCall(options, EDGE_CALLS.maintenanceStatus, typeof last?.v === 'number' ? { v: last.v } : {})) as { v?: unknown; config?: LooseConfig };
      if (!answer?.config) return last && answer?.v === last.v ? last : undefined;
      return { v: answer.v, urls: firstTileUrls(answer.config) };
    },
    options.now,
    ttlMs,
    waitMs,
  );
  return { value: async (keep) => (await hint.value(keep))?.urls };
}
