// The game catalogue (from the config), and the player's favourites and history (read from the
// after-login info, so they reset with the session; liking is game-likes.ts), shared by the lobby,
// the games pages and play.
// The lobby's and the search page's remembered filters live in their features.
import { computed } from 'nanostores';
import type { AppConfig } from '../../contract/core';
import type { AppGame, AppGameBrand, AppGamePlatform, AppGameTag, AppGameType } from '../../contract/games';
import { safeImageUrl } from '../../contract/safe-url';
import { readJson, writeJson } from '../lib/storage';
import { href } from '../../contract/route-paths';
import { $config } from './config';
import { $afterLoginInfo, type AfterLoginInfo } from './session';

export interface Catalogue {
  resourceUrl: string;
  /** Enabled games, by id. */
  byId: Map<number, AppGame>;
  games: AppGame[];
  /** Enabled types by sort. */
  types: AppGameType[];
  brands: AppGameBrand[];
  platforms: AppGamePlatform[];
  tags: AppGameTag[];
}

const bySort = <T extends { sort: number; id: number }>(a: T, b: T): number => a.sort - b.sort || a.id - b.id;

/** Builds the catalogue view of a config: enabled entries only, sorted by `sort`. */
export function buildCatalogue(config: AppConfig): Catalogue {
  const types = (config.appGameTypeList ?? []).filter((type) => type.status === 1).sort(bySort);
  const typeIds = new Set(types.map((type) => type.id));
  // A disabled type hides its games everywhere (search, rows), not only its tab.
  const games = (config.appGameList ?? []).filter((game) => game.status === 1 && typeIds.has(game.gameTypeId)).sort(bySort);
  return {
    resourceUrl: config.gameResourceUrl ?? '',
    byId: new Map(games.map((game) => [game.id, game])),
    games,
    types,
    brands: (config.appGameBrandList ?? []).filter((brand) => brand.status === 1).sort(bySort),
    platforms: (config.appGamePlatformList ?? []).filter((platform) => platform.status === 1).sort(bySort),
    tags: [...(config.appGameTagList ?? [])].sort(bySort),
  };
}

/** The catalogue; null until the config has arrived. */
export const $catalogue = computed($config, (config) => (config ? buildCatalogue(config) : null));

/** The artwork URL of a game: resource base + img (an absolute img as is), through the image check; '' when refused. */
export function gameImageUrl(img: string, resourceUrl: string): string {
  const url = /^https:\/\//i.test(img) || img.startsWith('/') ? img : resourceUrl + img;
  return safeImageUrl(url) ?? '';
}

/** The integers of a stored or answered list of ids; anything else is dropped. */
export const integerIds = (value: unknown): number[] => (Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : []);

/** Adds or removes `id` in a list of ids (chip toggles). */
export const toggleId = (ids: readonly number[], id: number): number[] => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

// ---- favourites and history (per user) ----
// Both live in the after-login info, so they reset with it when the player changes.

/** Liked game ids, newest first. */
export const $likedIds = computed($afterLoginInfo, ({ data }) => integerIds(data?.appGameDataUser?.gameLikes));
/** Played game ids, newest first. */
export const $historyIds = computed($afterLoginInfo, ({ data }) => integerIds(data?.appGameDataUser?.gameHistory));

/** Changes the player's lists of game ids in the after-login info (the likes in stores/game-likes.ts). */
export function setGameData(patch: Partial<AfterLoginInfo['appGameDataUser']>): void {
  // Written before the info has loaded, it holds only these lists until the load replaces it.
  $afterLoginInfo.mutate((info) => ({ ...info, appGameDataUser: { gameLikes: [], gameHistory: [], ...info?.appGameDataUser, ...patch } }) as AfterLoginInfo);
}

/** Replaces the history with startGame's answer (newest first). */
export function setGameHistory(ids: number[]): void {
  setGameData({ gameHistory: integerIds(ids) });
}

/** Games for ids (newest first), skipping unknown or disabled ones. */
export function gamesForIds(catalogue: Catalogue | null, ids: readonly number[]): AppGame[] {
  if (!catalogue) return [];
  return ids.map((id) => catalogue.byId.get(id)).filter((game): game is AppGame => !!game);
}

/** The path that starts a game (G3's page sends guests to login). */
export function gameStartPath(gameId: number, options: { tryIt?: boolean; activityId?: number } = {}): string {
  return href('gameStart', { query: { gameId, tryIt: options.tryIt ? 1 : undefined, activityId: options.activityId || undefined } });
}

// ---- home guide (first-time players) ----

const GUIDE_KEY = 'home_guide_seen';

/** True when the home guide of this tutorial version has not been shown on this device. */
export function homeGuideWanted(tutorialVersion: number | undefined): boolean {
  return readJson<number>(GUIDE_KEY) !== (tutorialVersion ?? 0);
}

/** Remembers that the guide of this version was shown (or skipped). */
export function markHomeGuideSeen(tutorialVersion: number | undefined): void {
  writeJson(GUIDE_KEY, tutorialVersion ?? 0);
}
