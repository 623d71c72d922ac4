// The game catalogue (from the config), its selectors (types, filters, search), the remembered
// filters, and the player's favourites and history (read from the after-login info, so they reset
// with the session).
import { atom, computed } from 'nanostores';
import type { AppConfig, AppGame, AppGameBrand, AppGamePlatform, AppGameTag, AppGameType } from '../api/contract';
import * as api from '../api/calls';
import { readJson, writeJson } from '../lib/storage';
import gamesEn from '../i18n/games.en';
import { $config } from './config';
import { registerCatalog, t } from './locale';
import { openModal } from './modals';
import { action } from './server-state-action';
import { $afterLoginInfo, $isLoggedIn, $token, type AfterLoginInfo } from './session';
import { showToast } from './toast';

registerCatalog('games', { en: gamesEn, fil: () => import('../i18n/games.fil') });

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

/** The artwork URL of a game: resource base + img; only same-origin paths or https are allowed. */
export function gameImageUrl(img: string, resourceUrl: string): string {
  const url = /^https:\/\//i.test(img) || img.startsWith('/') ? img : resourceUrl + img;
  if (/^https:\/\//i.test(url)) return url;
  if (/^\/(?![/\\])/.test(url) && !/[\u0000-\u001f\\]/.test(url)) return url;
  return '';
}

export interface LobbyFilter {
  brandIds: number[];
  platformIds: number[];
}

/** Games of a type (all types when typeId is null), narrowed by brands and platforms (empty = any). */
export function gamesByType(games: readonly AppGame[], typeId: number | null, filter: LobbyFilter): AppGame[] {
  return games.filter(
    (game) =>
      (typeId === null || game.gameTypeId === typeId) &&
      (!filter.brandIds.length || filter.brandIds.includes(game.gameBrandId)) &&
      (!filter.platformIds.length || filter.platformIds.includes(game.gamePlatformId)),
  );
}

/** Lower case, accents removed, spaces collapsed: 'Piñata  Wíld' → 'pinata wild'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The game search filter of spec section 3 (null / empty = any). */
export interface SearchFilter {
  gameTypeId: number | null;
  gameTagIds: number[];
  gameBrandIds: number[];
}

export const EMPTY_SEARCH_FILTER: SearchFilter = { gameTypeId: null, gameTagIds: [], gameBrandIds: [] };

/** Games whose name contains the query (case- and accent-insensitive) and that pass the filter; tags match any. */
export function searchGames(games: readonly AppGame[], query: string, filter: SearchFilter): AppGame[] {
  const needle = normalizeText(query);
  return games.filter(
    (game) =>
      (filter.gameTypeId === null || game.gameTypeId === filter.gameTypeId) &&
      (!filter.gameBrandIds.length || filter.gameBrandIds.includes(game.gameBrandId)) &&
      (!filter.gameTagIds.length || game.gameTagIds.some((id) => filter.gameTagIds.includes(id))) &&
      (!needle || normalizeText(game.name).includes(needle)),
  );
}

// ---- remembered filters (per device, not per user) ----

const LOBBY_FILTER_KEY = 'lobby_filter';
const SEARCH_FILTER_KEY = 'search_filter';

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : []);

function readLobbyFilter(): LobbyFilter & { typeId: number | null } {
  const saved = readJson<Record<string, unknown>>(LOBBY_FILTER_KEY);
  return {
    typeId: Number.isInteger(saved?.typeId) ? (saved!.typeId as number) : null,
    brandIds: numbers(saved?.brandIds),
    platformIds: numbers(saved?.platformIds),
  };
}

function readSearchFilter(): SearchFilter {
  const saved = readJson<Record<string, unknown>>(SEARCH_FILTER_KEY);
  return {
    gameTypeId: Number.isInteger(saved?.gameTypeId) ? (saved!.gameTypeId as number) : null,
    gameTagIds: numbers(saved?.gameTagIds),
    gameBrandIds: numbers(saved?.gameBrandIds),
  };
}

/** The lobby's selected type (null: the first type) and brand/platform chips, remembered. */
export const $lobbyFilter = atom(readLobbyFilter());
/** The search page's filter, remembered. */
export const $searchFilter = atom<SearchFilter>(readSearchFilter());

/** Changes part of the lobby filter and remembers it. */
export function setLobbyFilter(patch: Partial<LobbyFilter & { typeId: number | null }>): void {
  $lobbyFilter.set({ ...$lobbyFilter.get(), ...patch });
  writeJson(LOBBY_FILTER_KEY, $lobbyFilter.get());
}

/** Changes part of the search filter and remembers it. */
export function setSearchFilter(patch: Partial<SearchFilter>): void {
  $searchFilter.set({ ...$searchFilter.get(), ...patch });
  writeJson(SEARCH_FILTER_KEY, $searchFilter.get());
}

/** Adds or removes `id` in a list of ids (chip toggles). */
export const toggleId = (ids: readonly number[], id: number): number[] => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

// ---- favourites and history (per user) ----
// Both live in the after-login info, so they reset with it when the player changes.

/** Liked game ids, newest first. */
export const $likedIds = computed($afterLoginInfo, ({ data }) => numbers(data?.appGameDataUser?.gameLikes));
/** Played game ids, newest first. */
export const $historyIds = computed($afterLoginInfo, ({ data }) => numbers(data?.appGameDataUser?.gameHistory));

function setGameData(patch: Partial<AfterLoginInfo['appGameDataUser']>): void {
  // Written before the info has loaded, it holds only these lists until the load replaces it.
  $afterLoginInfo.mutate((info) => ({ ...info, appGameDataUser: { gameLikes: [], gameHistory: [], ...info?.appGameDataUser, ...patch } }) as AfterLoginInfo);
}

/** Replaces the history with startGame's answer (newest first). */
export function setGameHistory(ids: number[]): void {
  setGameData({ gameHistory: numbers(ids) });
}

// The answer is for the player who liked: a logout meanwhile drops it (no toast either).
const sendLike = action($token, (body: { gameId: number; like: 0 | 1 }) => api.gameLike(body), {
  done: (answer) => setGameData({ gameLikes: numbers(answer.gameLikeIds) }),
  failed: (_error, { gameId, like }) => {
    // Put back only this game's state: other likes may have changed meanwhile.
    const now = $likedIds.get().filter((id) => id !== gameId);
    setGameData({ gameLikes: like ? now : [gameId, ...now] });
    showToast(t(like ? 'games.likeFailed' : 'games.unlikeFailed'), 'error');
  },
});

/** Likes or unlikes a game at once, then confirms with gameLike; a failure puts it back with a toast. Guests get the login modal. */
export async function toggleLike(gameId: number): Promise<void> {
  if (!$isLoggedIn.get()) {
    openModal({ name: 'login' });
    return;
  }
  const before = $likedIds.get();
  const like = before.includes(gameId) ? 0 : 1;
  setGameData({ gameLikes: like ? [gameId, ...before] : before.filter((id) => id !== gameId) });
  await sendLike({ gameId, like }).catch(() => undefined);
}

/** Games for ids (newest first), skipping unknown or disabled ones. */
export function gamesForIds(catalogue: Catalogue | null, ids: readonly number[]): AppGame[] {
  if (!catalogue) return [];
  return ids.map((id) => catalogue.byId.get(id)).filter((game): game is AppGame => !!game);
}

/** The path that starts a game (G3's page sends guests to login). */
export function gameStartPath(gameId: number, options: { tryIt?: boolean; activityId?: number } = {}): string {
  const query = new URLSearchParams({ gameId: String(gameId) });
  if (options.tryIt) query.set('tryIt', '1');
  if (options.activityId) query.set('activityId', String(options.activityId));
  return `/game/start?${query}`;
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
