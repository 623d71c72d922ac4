// Generated artwork: GET /sandbox/art/games/<gameId>.svg and /sandbox/art/banners/<activityId>.svg.
import type { Context, Hono } from 'hono';
import type { SandboxDb } from '../db-types';
import type { AppGame } from '../../../contract/games';
import type { ConfigStore } from '../config/service';
import { findGame } from '../games/service';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE } from '../../../contract/locale-cookie';
import { filipinoTitle, findActivityTitle } from '../activities/service';
import { bannerSvg } from './banner-art';
import { gameSvg, type GameArtMeta } from './game-art';

const ART_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // Opened directly, the SVG still may not run or load anything.
  'content-security-policy': "default-src 'none'; sandbox",
};

/** The id of a "<digits>.svg" file name (no leading zero, at most 9 digits), or null. */
export function parseArtId(file: string): number | null {
  const match = /^([1-9]\d{0,8})\.svg$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** The brand and tag names of `game` from the live config. */
function artMeta(config: ConfigStore, game: AppGame): GameArtMeta {
  const { appGameBrandList, appGameTagList } = config.get();
  return {
    brand: appGameBrandList.find((brand) => brand.id === game.gameBrandId)?.name,
    tags: appGameTagList.filter((tag) => game.gameTagIds.includes(tag.id)).map((tag) => tag.name),
  };
}

const notFound = (c: Context) => c.text('Not Found', 404, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });

/** Adds the artwork routes to `app`. */
export function mountArtRoutes(app: Hono, deps: { db: SandboxDb; config: ConfigStore }): void {
  const { db, config } = deps;

  app.get('/sandbox/art/games/:file', (c) => {
    const id = parseArtId(c.req.param('file'));
    const game = id === null ? undefined : findGame(config.get(), id);
    return game ? c.body(gameSvg(game, artMeta(config, game)), 200, ART_HEADERS) : notFound(c);
  });

  // A banner speaks the player's language (the app's locale cookie): one URL, two pictures, so the
  // answer varies by Cookie and no cache hands a Filipino player the English one.
  app.get('/sandbox/art/banners/:file', (c) => {
    const id = parseArtId(c.req.param('file'));
    const title = id === null ? undefined : findActivityTitle(db, id);
    if (id === null || title === undefined) return notFound(c);
    const locale = getCookie(c, LOCALE_COOKIE) === 'fil' ? 'fil' : 'en';
    return c.body(bannerSvg({ id, title, filTitle: filipinoTitle(id, title) }, locale), 200, { ...ART_HEADERS, vary: 'Cookie' });
  });
}
